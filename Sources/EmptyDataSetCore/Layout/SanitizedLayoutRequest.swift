// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// A ``LayoutRequest`` with every number made finite and in range.
///
/// Container sizes and insets come from the platform and are legitimately zero before the first
/// layout pass, so they are repaired silently. Configuration values have already been repaired
/// (and reported) by ``EmptyDataSetConfiguration/sanitized()``; they are clamped again here so
/// the layout is total on its own.
struct SanitizedLayoutRequest {
  let visibleRect: EmptyDataSetLayout.Rect
  /// The visible area less the margins, in the empty view's coordinates: where content goes.
  let contentArea: EmptyDataSetLayout.Rect
  let direction: EmptyDataSetLayout.Direction
  let displayScale: Double
  let alignment: EmptyDataSetAlignment
  let offset: EmptyDataSetOffset
  let spacing: EmptyDataSetSpacing
  let maximumContentWidth: Double?
  let buttonWidth: EmptyDataSetButtonWidth
  /// The image's largest size, each side a length, 0 meaning no limit on that side.
  let imageMaximumSize: EmptyDataSetLayout.Size
  let elements: EmptyDataSetLayout.Elements
  let customViewSizing: EmptyDataSetCustomViewSizing
  let backgroundInsets: EmptyDataSetLayout.Insets
  let backgroundContentPadding: EmptyDataSetLayout.Insets?

  static let limit = 10_000_000.0

  init(_ request: LayoutRequest) {
    let width = Self.length(request.containerSize.width)
    let height = Self.length(request.containerSize.height)
    let insets = request.visibleInsets
    let top = min(Self.length(insets.top), height)
    let bottom = min(Self.length(insets.bottom), height - top)
    let left = min(Self.length(insets.left), width)
    let right = min(Self.length(insets.right), width - left)
    visibleRect = EmptyDataSetLayout.Rect(
      x: left, y: top, width: width - left - right, height: height - top - bottom)
    contentArea = Self.inset(
      EmptyDataSetLayout.Rect(x: 0, y: 0, width: visibleRect.width, height: visibleRect.height),
      by: request.margins)
    direction = request.direction
    alignment = request.alignment
    let scale = request.displayScale
    displayScale = scale.isFinite && scale >= 1 ? min(scale, 16) : 1
    offset = EmptyDataSetOffset(
      vertical: Self.distance(request.offset.vertical),
      horizontal: Self.distance(request.offset.horizontal))
    spacing = EmptyDataSetSpacing(
      imageToText: Self.length(request.spacing.imageToText),
      titleToMessage: Self.length(request.spacing.titleToMessage),
      textToButton: Self.length(request.spacing.textToButton),
      buttonToSecondaryButton: Self.length(request.spacing.buttonToSecondaryButton))
    if let maximum = request.maximumContentWidth, maximum.isFinite, maximum > 0 {
      maximumContentWidth = min(maximum, Self.limit)
    } else {
      maximumContentWidth = nil
    }
    buttonWidth = request.buttonWidth
    imageMaximumSize = Self.size(request.imageMaximumSize ?? .zero)
    elements = request.elements
    customViewSizing = request.customViewSizing
    backgroundInsets = Self.insets(request.backgroundInsets)
    backgroundContentPadding = request.backgroundContentPadding.map(Self.insets)
  }

  /// `rect` less `insets` (each edge a length, at most what is left of the rectangle).
  static func inset(
    _ rect: EmptyDataSetLayout.Rect, by insets: EmptyDataSetLayout.Insets
  ) -> EmptyDataSetLayout.Rect {
    let top = min(length(insets.top), rect.height)
    let bottom = min(length(insets.bottom), rect.height - top)
    let left = min(length(insets.left), rect.width)
    let right = min(length(insets.right), rect.width - left)
    return EmptyDataSetLayout.Rect(
      x: rect.x + left, y: rect.y + top, width: rect.width - left - right,
      height: rect.height - top - bottom)
  }

  /// Insets whose edges are lengths.
  static func insets(_ insets: EmptyDataSetLayout.Insets) -> EmptyDataSetLayout.Insets {
    EmptyDataSetLayout.Insets(
      top: length(insets.top), left: length(insets.left), bottom: length(insets.bottom),
      right: length(insets.right))
  }

  /// A length: finite, at least 0, at most the limit.
  static func length(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return 0 }
    return min(value, limit)
  }

  /// A signed distance: finite and within ± the limit.
  static func distance(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return max(-limit, min(value, limit))
  }

  /// A measured size, each side a length.
  static func size(_ size: EmptyDataSetLayout.Size) -> EmptyDataSetLayout.Size {
    EmptyDataSetLayout.Size(width: length(size.width), height: length(size.height))
  }
}
