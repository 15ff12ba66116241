// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// How far the content moves from the centre of the visible area, in points.
public struct EmptyDataSetOffset: Hashable, Sendable {
  /// Positive moves down. 0 by default; non-finite → 0.
  public var vertical: Double
  /// Positive moves toward the trailing edge (right in left-to-right layouts).
  /// 0 by default; non-finite → 0. DZNEmptyDataSet declared a horizontal offset but ignored it.
  public var horizontal: Double

  /// Creates an offset; both default to 0.
  public init(vertical: Double = 0, horizontal: Double = 0) {
    self.vertical = vertical
    self.horizontal = horizontal
  }
}

/// Whether the content is centred, or aligned to the leading edge as Settings and Files align
/// their empty states in wide layouts (Apple's `UIContentUnavailableConfiguration.alignment`).
public enum EmptyDataSetAlignment: Hashable, Sendable {
  /// Every element centred, text centred. The default.
  case center
  /// The content column at the leading edge of the visible area (after the side padding), its
  /// elements and text aligned to its leading edge: left in left-to-right layouts, right in
  /// right-to-left ones. Still centred vertically.
  case natural
}

/// Whether the buttons span the content column or take their natural width.
public enum EmptyDataSetButtonWidth: Hashable, Sendable {
  /// As wide as the content column (DZNEmptyDataSet's only behaviour).
  case fullWidth
  /// As wide as its title or image, centred (or at the leading edge with natural alignment).
  case natural
}

/// How a custom view is sized.
public enum EmptyDataSetCustomViewSizing: Hashable, Sendable {
  /// The view's own measured size, centred and offset like the standard content. A view that
  /// measures zero in either direction fills the visible area instead, so it is never invisible.
  case natural
  /// The whole visible area less the margins; offsets do not apply.
  case fill
}

/// Distances from the four edges of a rectangle, named for the reading direction: `leading` is
/// the left edge in left-to-right layouts and the right edge in right-to-left ones (Apple's
/// `NSDirectionalEdgeInsets`).
public struct EmptyDataSetMargins: Hashable, Sendable {
  /// From the top edge. 0 by default.
  public var top: Double
  /// From the leading edge. 0 by default.
  public var leading: Double
  /// From the bottom edge. 0 by default.
  public var bottom: Double
  /// From the trailing edge. 0 by default.
  public var trailing: Double

  /// Creates margins; each edge defaults to 0.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same distance from every edge.
  public static func all(_ distance: Double) -> Self {
    Self(top: distance, leading: distance, bottom: distance, trailing: distance)
  }

  /// No distance from any edge.
  public static let zero = Self()

  /// The physical insets for `direction`.
  package func insets(for direction: EmptyDataSetLayout.Direction) -> EmptyDataSetLayout.Insets {
    direction == .leftToRight
      ? EmptyDataSetLayout.Insets(top: top, left: leading, bottom: bottom, right: trailing)
      : EmptyDataSetLayout.Insets(top: top, left: trailing, bottom: bottom, right: leading)
  }
}

/// A set of axes: horizontal, vertical, both or neither.
public struct EmptyDataSetAxes: OptionSet, Hashable, Sendable {
  /// The set's bits.
  public let rawValue: Int

  /// A set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Left and right (leading and trailing).
  public static let horizontal = Self(rawValue: 1)
  /// Top and bottom.
  public static let vertical = Self(rawValue: 2)
  /// Both axes.
  public static let both: Self = [.horizontal, .vertical]
}
