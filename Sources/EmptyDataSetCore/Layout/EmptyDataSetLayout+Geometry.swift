// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

extension EmptyDataSetLayout {
  /// A width and a height in points.
  public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width. 0 by default.
    public var width: Double
    /// The height. 0 by default.
    public var height: Double

    /// Creates a size.
    public init(width: Double = 0, height: Double = 0) {
      self.width = width
      self.height = height
    }

    /// The empty size.
    public static let zero = Size()

    /// `width×height`, with whole numbers printed without decimals.
    public var description: String { "\(format(width))×\(format(height))" }
  }

  /// A rectangle in points: origin at the top-left, y growing downward.
  public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge. 0 by default.
    public var x: Double
    /// The top edge. 0 by default.
    public var y: Double
    /// The width. 0 by default.
    public var width: Double
    /// The height. 0 by default.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect()

    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The right edge.
    public var maxX: Double { x + width }
    /// True when every component is finite.
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// `(x, y, w×h)`, with whole numbers printed without decimals.
    public var description: String {
      "(\(format(x)), \(format(y)), \(format(width))×\(format(height)))"
    }
  }

  /// Distances from each edge of a container that are not visible: safe area, content insets,
  /// a header, the keyboard. Physical edges, as UIKit's `adjustedContentInset`.
  public struct Insets: Hashable, Sendable, CustomStringConvertible {
    /// From the top edge. 0 by default.
    public var top: Double
    /// From the left edge. 0 by default.
    public var left: Double
    /// From the bottom edge. 0 by default.
    public var bottom: Double
    /// From the right edge. 0 by default.
    public var right: Double

    /// Creates insets; each defaults to 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }

    /// No insets.
    public static let zero = Insets()

    /// `t… l… b… r…`, with whole numbers printed without decimals.
    public var description: String {
      "t\(format(top)) l\(format(left)) b\(format(bottom)) r\(format(right))"
    }
  }

  /// The direction text runs in; horizontal offsets are mirrored right-to-left.
  public enum Direction: Hashable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left: a positive horizontal offset moves left.
    case rightToLeft
  }
}

/// Formats a coordinate for text snapshots: integers bare, otherwise up to two decimals.
func format(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value < 0 ? "-inf" : "inf" }
  let rounded = (value * 100).rounded() / 100
  if rounded == rounded.rounded() && abs(rounded) < 1e15 {
    return String(Int64(rounded))
  }
  return String(rounded)
}
