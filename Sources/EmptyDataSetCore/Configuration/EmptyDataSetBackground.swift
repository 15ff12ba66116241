// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// What is drawn behind the content (Apple's `UIBackgroundConfiguration`, for the parts every
/// backend can draw): a colour filling the visible area, or a rounded card around the content.
///
/// ```swift
/// configuration.background.color = .rgba(0.95, 0.95, 0.97, 1)
/// configuration.background.cornerRadius = 16
/// configuration.background.contentPadding = .all(24)  // a card around the content
/// ```
public struct EmptyDataSetBackground<Platform: EmptyDataSetPlatform> {
  /// The fill. `nil` by default (transparent).
  public var color: Platform.Color?
  /// A line around the background, in ``strokeWidth``. `nil` by default (none).
  public var strokeColor: Platform.Color?
  /// The width of ``strokeColor``'s line, in points. 1 by default; non-finite or negative → 0.
  public var strokeWidth: Double
  /// The radius of the background's corners, in points. 0 by default; non-finite or negative
  /// → 0.
  public var cornerRadius: Double
  /// How far the background stays from the edges of the visible area. Zero by default (it fills
  /// it); non-finite or negative edges → 0. Ignored when ``contentPadding`` is set.
  public var insets: EmptyDataSetMargins
  /// When set, the background is a card around the content (the stack, or the custom view)
  /// with this much room on each side, instead of filling the visible area. `nil` by default.
  /// Non-finite or negative edges → 0.
  public var contentPadding: EmptyDataSetMargins?

  /// Creates a background; each property at its default.
  public init(
    color: Platform.Color? = nil,
    strokeColor: Platform.Color? = nil,
    strokeWidth: Double = 1,
    cornerRadius: Double = 0,
    insets: EmptyDataSetMargins = .zero,
    contentPadding: EmptyDataSetMargins? = nil
  ) {
    self.color = color
    self.strokeColor = strokeColor
    self.strokeWidth = strokeWidth
    self.cornerRadius = cornerRadius
    self.insets = insets
    self.contentPadding = contentPadding
  }

  /// True when something is drawn: a fill or a line.
  public var isVisible: Bool { color != nil || strokeColor != nil }
}

extension EmptyDataSetBackground: Equatable {}
extension EmptyDataSetBackground: Sendable where Platform.Color: Sendable {}
