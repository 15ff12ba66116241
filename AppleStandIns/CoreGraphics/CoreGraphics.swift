// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: the geometry types of Apple's CoreGraphics module that the
// UIKit and SwiftUI layers use, declared from Apple's documentation (not copied from Apple's
// headers). Never linked or run.

/// A floating-point value for graphics. On Apple platforms a struct that Swift converts to and
/// from `Double` implicitly (SE-0307); an alias of `Double` behaves the same for type checking.
public typealias CGFloat = Double

/// A point in a two-dimensional coordinate system.
public struct CGPoint: Equatable, Sendable {
  /// The x-coordinate.
  public var x: CGFloat
  /// The y-coordinate.
  public var y: CGFloat

  /// The point (0, 0).
  public static var zero: CGPoint { CGPoint(x: 0, y: 0) }

  /// A point with the given coordinates.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
}

/// A width and a height.
public struct CGSize: Equatable, Sendable {
  /// The width.
  public var width: CGFloat
  /// The height.
  public var height: CGFloat

  /// The size (0, 0).
  public static var zero: CGSize { CGSize(width: 0, height: 0) }

  /// A size with the given dimensions.
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }
}

/// The location and size of a rectangle.
public struct CGRect: Equatable, Sendable {
  /// The rectangle's origin.
  public var origin: CGPoint
  /// The rectangle's size.
  public var size: CGSize

  /// The rectangle at (0, 0) with zero size.
  public static var zero: CGRect { CGRect(x: 0, y: 0, width: 0, height: 0) }

  /// A rectangle with the given origin and size.
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    origin = CGPoint(x: x, y: y)
    size = CGSize(width: width, height: height)
  }

  /// The width.
  public var width: CGFloat { fatalError() }
  /// The height.
  public var height: CGFloat { fatalError() }
  /// The smallest y-coordinate.
  public var minY: CGFloat { fatalError() }
  /// The largest y-coordinate.
  public var maxY: CGFloat { fatalError() }

  /// The rectangle moved by `dx` and `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect { fatalError() }
}
