// EmptyDataSet · EmptyDataSetTestSupport
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore

/// A list that records everything an ``EmptyDataSetController`` asks of it.
///
/// Sections and items are plain numbers; text is measured with a fixed-width font model (title:
/// 12 points a character, 30 a line; description: 8 a character, 20 a line; button title: 9 a
/// character plus 24, 44 high). Fades do not finish until ``completeFade(at:)`` or
/// ``completeAllFades()`` is called, so tests control time.
@MainActor
public final class FakeHost: EmptyDataSetHosting {
  /// The platform of plain values.
  public typealias Platform = RecordingPlatform

  /// Items per section. Empty (no sections) by default: a plain scroll view.
  public var itemsPerSection: [Int] = []
  /// The container. 375×667 with no insets by default.
  public var layoutContainer = LayoutContainer(size: LayoutSize(width: 375, height: 667))
  /// The list's settings. Scrolling on, no bounce by default.
  public var interactionSettings = HostInteractionSettings(
    isScrollEnabled: true, alwaysBouncesVertically: false)

  /// What happened, one line per call, for assertions.
  public private(set) var log: [String] = []
  /// How many times each section's items were counted.
  public private(set) var countQuestions = 0
  /// The configuration the installed view shows, or `nil` when none is installed.
  public private(set) var installedConfiguration: RecordingConfiguration?
  /// The installed view's alpha (its target once a fade finishes).
  public private(set) var alpha: Double = 0
  /// Whether the installed view takes taps.
  public private(set) var acceptsTouches = false
  /// Whether the image animation is running.
  public private(set) var isImageAnimationRunning = false
  /// The last layout applied.
  public private(set) var appliedLayout: EmptyDataSetLayout?
  /// Fades started and not finished, oldest first.
  public private(set) var pendingFades: [(alpha: Double, completion: @MainActor () -> Void)] = []
  /// When true, a fade with any duration finishes inside the call (as a host may for 0 s).
  public var finishesFadesImmediately = false

  /// Creates a host with no sections.
  public init() {}

  // MARK: - ItemCounting

  /// The number of sections.
  public var numberOfSections: Int { itemsPerSection.count }

  /// The number of items in `section`.
  public func numberOfItems(inSection section: Int) -> Int {
    countQuestions += 1
    return itemsPerSection[section]
  }

  // MARK: - EmptyDataSetHosting

  /// Installs the view.
  public func installEmptyView(_ configuration: RecordingConfiguration, initialAlpha: Double) {
    precondition(installedConfiguration == nil, "installEmptyView called twice")
    installedConfiguration = configuration
    alpha = initialAlpha
    log.append("install alpha=\(initialAlpha)")
  }

  /// Updates the view in place.
  public func updateEmptyView(from old: RecordingConfiguration, to new: RecordingConfiguration) {
    precondition(installedConfiguration == old, "updateEmptyView with a stale old value")
    installedConfiguration = new
    log.append("update")
  }

  /// Removes the view.
  public func removeEmptyView() {
    precondition(installedConfiguration != nil, "removeEmptyView with nothing installed")
    installedConfiguration = nil
    appliedLayout = nil
    acceptsTouches = false
    log.append("remove")
  }

  /// Measures with the fixed-width font model.
  public func measure(_ element: LayoutElement, availableWidth: Double) -> LayoutSize {
    guard let configuration = installedConfiguration else { return .zero }
    switch element {
    case .image:
      return configuration.image?.size ?? .zero
    case .title:
      return Self.measureText(
        configuration.title, characterWidth: 12, lineHeight: 30,
        availableWidth: availableWidth)
    case .description:
      return Self.measureText(
        configuration.description, characterWidth: 8, lineHeight: 20,
        availableWidth: availableWidth)
    case .button:
      if let image = configuration.button.images.normal { return image.size }
      let characters = Double(configuration.button.titles.normal?.count ?? 0)
      return LayoutSize(width: characters * 9 + 24, height: 44)
    case .customView:
      return configuration.customView?.size ?? .zero
    }
  }

  /// Records the layout.
  public func applyLayout(_ layout: EmptyDataSetLayout) {
    appliedLayout = layout
    log.append("layout")
  }

  /// Starts a fade that finishes when the test says so.
  public func animateEmptyViewAlpha(
    to alpha: Double, duration: Double, completion: @escaping @MainActor () -> Void
  ) {
    log.append("fade to=\(alpha)")
    if finishesFadesImmediately {
      self.alpha = alpha
      completion()
    } else {
      pendingFades.append((alpha, completion))
    }
  }

  /// Records the touch setting.
  public func setEmptyViewAcceptsTouches(_ acceptsTouches: Bool) {
    self.acceptsTouches = acceptsTouches
  }

  /// Records the animation state.
  public func setImageAnimationRunning(_ running: Bool) {
    isImageAnimationRunning = running
    log.append(running ? "animation start" : "animation stop")
  }

  // MARK: - Driving time

  /// Finishes the pending fade at `index`, as if its animation ended.
  public func completeFade(at index: Int) {
    let fade = pendingFades.remove(at: index)
    alpha = fade.alpha
    fade.completion()
  }

  /// Finishes every pending fade, oldest first, including ones started meanwhile.
  public func completeAllFades() {
    while !pendingFades.isEmpty {
      completeFade(at: 0)
    }
  }

  /// Forgets the log.
  public func clearLog() { log.removeAll() }

  private static func measureText(
    _ text: String?, characterWidth: Double, lineHeight: Double, availableWidth: Double
  ) -> LayoutSize {
    guard let text, !text.isEmpty else { return .zero }
    let perLine = max(1, Int(availableWidth / characterWidth))
    let lines = (text.count + perLine - 1) / perLine
    let width = Double(min(text.count, perLine)) * characterWidth
    return LayoutSize(width: width, height: Double(lines) * lineHeight)
  }
}
