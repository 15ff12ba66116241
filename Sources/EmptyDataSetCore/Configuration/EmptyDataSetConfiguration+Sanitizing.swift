// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

extension EmptyDataSetConfiguration {
  /// The largest distance, in points, that any offset, gap or width may have. Larger finite
  /// values are clamped to it so that sums of them stay finite.
  package static var largestDistance: Double { 10_000_000 }

  /// A copy with every number repaired to its documented fallback; the value itself when
  /// nothing needs repair (the usual case), so that its shared fields are not copied.
  ///
  /// Each repair is reported as misuse through ``EmptyDataSetDiagnostics``, since no correct
  /// program passes a NaN offset or a negative gap.
  package func sanitized() -> Self {
    var offset = self.offset
    offset.vertical = Self.repair(offset.vertical, "offset.vertical", fallback: 0)
    offset.horizontal = Self.repair(offset.horizontal, "offset.horizontal", fallback: 0)
    var spacing = self.spacing
    spacing.imageToText = Self.repairGap(spacing.imageToText, "spacing.imageToText")
    spacing.titleToMessage = Self.repairGap(spacing.titleToMessage, "spacing.titleToMessage")
    spacing.textToButton = Self.repairGap(spacing.textToButton, "spacing.textToButton")
    spacing.buttonToSecondaryButton = Self.repairGap(
      spacing.buttonToSecondaryButton, "spacing.buttonToSecondaryButton")
    let margins = Self.repairMargins(self.margins, "margins")
    var imageProperties = self.imageProperties
    imageProperties.cornerRadius = Self.repairLength(
      imageProperties.cornerRadius, "imageProperties.cornerRadius")
    if let size = imageProperties.maximumSize {
      imageProperties.maximumSize = EmptyDataSetLayout.Size(
        width: Self.repairLength(size.width, "imageProperties.maximumSize.width"),
        height: Self.repairLength(size.height, "imageProperties.maximumSize.height"))
    }
    let titleProperties = Self.repairText(self.titleProperties, "titleProperties")
    let messageProperties = Self.repairText(self.messageProperties, "messageProperties")
    var background = self.background
    background.cornerRadius = Self.repairLength(background.cornerRadius, "background.cornerRadius")
    background.strokeWidth = Self.repairLength(background.strokeWidth, "background.strokeWidth")
    background.insets = Self.repairMargins(background.insets, "background.insets")
    background.contentPadding = background.contentPadding.map {
      Self.repairMargins($0, "background.contentPadding")
    }
    let fadeInDuration = Self.repairDuration(
      self.fadeInDuration, "fadeInDuration", fallback: Self.defaultFadeInDuration)
    let fadeOutDuration = Self.repairDuration(
      self.fadeOutDuration, "fadeOutDuration", fallback: Self.defaultFadeOutDuration)
    var maximumContentWidth = self.maximumContentWidth
    if let width = maximumContentWidth, !(width.isFinite && width > 0) {
      EmptyDataSetDiagnostics.report(
        .misuse, "maximumContentWidth \(width) is not a positive finite number; using no limit.")
      maximumContentWidth = nil
    } else if let width = maximumContentWidth {
      maximumContentWidth = min(width, Self.largestDistance)
    }
    // Written only where a repair changed something (a NaN never compares equal, so a value
    // that held one is always written).
    var copy = self
    if offset != self.offset { copy.offset = offset }
    if spacing != self.spacing { copy.spacing = spacing }
    if margins != self.margins { copy.margins = margins }
    if imageProperties != self.imageProperties { copy.imageProperties = imageProperties }
    if titleProperties != self.titleProperties { copy.titleProperties = titleProperties }
    if messageProperties != self.messageProperties { copy.messageProperties = messageProperties }
    if background != self.background { copy.background = background }
    if fadeInDuration != self.fadeInDuration { copy.fadeInDuration = fadeInDuration }
    if fadeOutDuration != self.fadeOutDuration { copy.fadeOutDuration = fadeOutDuration }
    if maximumContentWidth != self.maximumContentWidth {
      copy.maximumContentWidth = maximumContentWidth
    }
    return copy
  }

  private static func repair(_ value: Double, _ name: String, fallback: Double) -> Double {
    guard value.isFinite else {
      EmptyDataSetDiagnostics.report(.misuse, "\(name) is \(value); using \(fallback).")
      return fallback
    }
    return clampDistance(value, name)
  }

  private static func repairGap(_ value: Double, _ name: String) -> Double {
    let finite = repair(value, name, fallback: EmptyDataSetSpacing.defaultGap)
    guard finite >= 0 else {
      EmptyDataSetDiagnostics.report(.misuse, "\(name) is negative (\(value)); using 0.")
      return 0
    }
    return finite
  }

  /// A length that must be finite and not negative: 0 otherwise (reported).
  /// (`name` is made only for a report: a margin's names are concatenated.)
  private static func repairLength(_ value: Double, _ name: @autoclosure () -> String) -> Double {
    guard value.isFinite, value >= 0 else {
      EmptyDataSetDiagnostics.report(
        .misuse, "\(name()) is \(value); it must be a finite number of points, 0 or more. Using 0.")
      return 0
    }
    return min(value, largestDistance)
  }

  private static func repairMargins(_ value: EmptyDataSetMargins, _ name: String)
    -> EmptyDataSetMargins
  {
    EmptyDataSetMargins(
      top: repairLength(value.top, name + ".top"),
      leading: repairLength(value.leading, name + ".leading"),
      bottom: repairLength(value.bottom, name + ".bottom"),
      trailing: repairLength(value.trailing, name + ".trailing"))
  }

  private static func repairText(_ value: EmptyDataSetTextProperties, _ name: String)
    -> EmptyDataSetTextProperties
  {
    var copy = value
    if value.numberOfLines < 0 {
      EmptyDataSetDiagnostics.report(
        .misuse, "\(name).numberOfLines is \(value.numberOfLines); using 0 (as many as needed).")
      copy.numberOfLines = 0
    }
    let scale = value.minimumScaleFactor
    if !(scale.isFinite && scale > 0 && scale <= 1) {
      EmptyDataSetDiagnostics.report(
        .misuse, "\(name).minimumScaleFactor is \(scale); it must be in (0, 1]. Using 0.5.")
      copy.minimumScaleFactor = 0.5
    }
    return copy
  }

  private static func repairDuration(_ value: Double, _ name: String, fallback: Double) -> Double {
    guard value.isFinite else {
      EmptyDataSetDiagnostics.report(.misuse, "\(name) is \(value) s; using \(fallback) s.")
      return fallback
    }
    guard value >= 0 else {
      EmptyDataSetDiagnostics.report(.misuse, "\(name) is negative (\(value) s); using 0 s.")
      return 0
    }
    guard value <= 3600 else {
      EmptyDataSetDiagnostics.report(.misuse, "\(name) is \(value) s; clamped to an hour.")
      return 3600
    }
    return value
  }

  private static func clampDistance(_ value: Double, _ name: String) -> Double {
    guard abs(value) > largestDistance else { return value }
    EmptyDataSetDiagnostics.report(
      .misuse, "\(name) is \(value) points; clamped to ±\(largestDistance).")
    return value < 0 ? -largestDistance : largestDistance
  }
}
