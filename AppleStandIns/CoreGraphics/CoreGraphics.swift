// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: the geometry types of Apple's CoreGraphics module that the
// UIKit and SwiftUI layers use, checked against the iOS 18.0 SDK (CoreFoundation.swiftinterface
// for `CGFloat`, CoreGraphics.swiftinterface for the geometry structs; see docs/apple-symbols.md).
// Never linked or run.

@_exported import CoreGraphicsCTypes

// MARK: - CGFloat

/// A floating-point value for graphics: a struct wrapping a `Double`, as in the SDK (where it is
/// declared in CoreFoundation and re-exported by CoreGraphics) and in swift-corelibs-foundation.
///
/// Because this module is named `CoreGraphics`, the compiler applies the same implicit
/// `Double` ↔ `CGFloat` conversion (SE-0307) as on Apple platforms: a plain `Double` expression
/// converts, but a `Double?`, a `[Double]` or an `inout Double` does not, so those mix-ups fail
/// here as they fail in Xcode.
@frozen
public struct CGFloat {
  /// The type of the wrapped value.
  public typealias NativeType = Double

  /// The wrapped value.
  public var native: CGFloat.NativeType

  /// Zero.
  public init() { fatalError() }

  /// `value`, rounded to the closest representable value.
  public init(_ value: Float) { fatalError() }

  /// `value`.
  public init(_ value: Double) { fatalError() }

  /// A copy of `value`.
  public init(_ value: CGFloat) { fatalError() }
}

extension CGFloat: SignedNumeric {
  /// `source`, rounded to the closest representable value.
  public init<T: BinaryInteger>(_ source: T) { fatalError() }

  /// `source`, or `nil` when it cannot be represented exactly.
  public init?<T: BinaryInteger>(exactly source: T) { fatalError() }

  /// The absolute value.
  public var magnitude: CGFloat { fatalError() }

  /// The type of integer literals.
  public typealias IntegerLiteralType = Int

  /// The type of the magnitude.
  public typealias Magnitude = CGFloat
}

extension CGFloat: BinaryFloatingPoint {
  /// The raw significand type.
  public typealias RawSignificand = UInt
  /// The exponent type.
  public typealias Exponent = Int
  /// The raw exponent type.
  public typealias RawExponent = UInt
  /// The type of floating-point literals.
  public typealias FloatLiteralType = CGFloat.NativeType

  /// The number of bits of the exponent.
  public static var exponentBitCount: Int { fatalError() }
  /// The number of bits of the significand.
  public static var significandBitCount: Int { fatalError() }
  /// The bit pattern.
  public var bitPattern: UInt { fatalError() }
  /// A value from its bit pattern.
  public init(bitPattern: UInt) { fatalError() }
  /// The sign.
  public var sign: FloatingPointSign { fatalError() }
  /// The raw exponent bits.
  public var exponentBitPattern: UInt { fatalError() }
  /// The raw significand bits.
  public var significandBitPattern: UInt { fatalError() }
  /// A value from its sign, exponent and significand bits.
  public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt) {
    fatalError()
  }
  /// A NaN with the given payload.
  public init(nan payload: CGFloat.RawSignificand, signaling: Bool) { fatalError() }
  /// Positive infinity.
  public static var infinity: CGFloat { fatalError() }
  /// A quiet NaN.
  public static var nan: CGFloat { fatalError() }
  /// A signaling NaN.
  public static var signalingNaN: CGFloat { fatalError() }
  /// The greatest finite value.
  public static var greatestFiniteMagnitude: CGFloat { fatalError() }
  /// π.
  public static var pi: CGFloat { fatalError() }
  /// The unit in the last place.
  public var ulp: CGFloat { fatalError() }
  /// The least positive normal value.
  public static var leastNormalMagnitude: CGFloat { fatalError() }
  /// The least positive value.
  public static var leastNonzeroMagnitude: CGFloat { fatalError() }
  /// The exponent.
  public var exponent: Int { fatalError() }
  /// The significand.
  public var significand: CGFloat { fatalError() }
  /// A value from its sign, exponent and significand.
  public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) { fatalError() }
  /// Rounds with `rule`.
  public mutating func round(_ rule: FloatingPointRoundingRule) { fatalError() }
  /// The next representable value towards positive infinity.
  public var nextUp: CGFloat { fatalError() }
  /// Negates the value.
  public mutating func negate() { fatalError() }
  /// Adds `rhs` to `lhs`.
  public static func += (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  /// Subtracts `rhs` from `lhs`.
  public static func -= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  /// Multiplies `lhs` by `rhs`.
  public static func *= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  /// Divides `lhs` by `rhs`.
  public static func /= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  /// Replaces the value with the truncating remainder of dividing it by `other`.
  public mutating func formTruncatingRemainder(dividingBy other: CGFloat) { fatalError() }
  /// Replaces the value with the remainder of dividing it by `other`.
  public mutating func formRemainder(dividingBy other: CGFloat) { fatalError() }
  /// Replaces the value with its square root.
  public mutating func formSquareRoot() { fatalError() }
  /// Adds `lhs * rhs` to the value, rounding once.
  public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) { fatalError() }
  /// Whether the value equals `other`.
  public func isEqual(to other: CGFloat) -> Bool { fatalError() }
  /// Whether the value is less than `other`.
  public func isLess(than other: CGFloat) -> Bool { fatalError() }
  /// Whether the value is less than or equal to `other`.
  public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool { fatalError() }
  /// Whether the value is normal.
  public var isNormal: Bool { fatalError() }
  /// Whether the value is finite.
  public var isFinite: Bool { fatalError() }
  /// Whether the value is zero.
  public var isZero: Bool { fatalError() }
  /// Whether the value is subnormal.
  public var isSubnormal: Bool { fatalError() }
  /// Whether the value is infinite.
  public var isInfinite: Bool { fatalError() }
  /// Whether the value is NaN.
  public var isNaN: Bool { fatalError() }
  /// Whether the value is a signaling NaN.
  public var isSignalingNaN: Bool { fatalError() }
  /// Whether the value is canonical.
  public var isCanonical: Bool { fatalError() }
  /// The classification of the value.
  public var floatingPointClass: FloatingPointClassification { fatalError() }
  /// The binade of the value.
  public var binade: CGFloat { fatalError() }
  /// The number of significant bits of the significand.
  public var significandWidth: Int { fatalError() }
  /// A value from a floating-point literal.
  public init(floatLiteral value: CGFloat.NativeType) { fatalError() }
  /// A value from an integer literal.
  public init(integerLiteral value: Int) { fatalError() }
}

extension CGFloat: CustomStringConvertible {
  /// The wrapped value's description.
  public var description: String { fatalError() }
}

extension CGFloat: Hashable {
  /// Hashes the wrapped value.
  public func hash(into hasher: inout Hasher) { fatalError() }
}

extension CGFloat {
  /// The sum.
  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  /// The difference.
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  /// The product.
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  /// The quotient.
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
}

extension CGFloat: Strideable {
  /// The distance to `other`.
  public func distance(to other: CGFloat) -> CGFloat { fatalError() }
  /// The value advanced by `amount`.
  public func advanced(by amount: CGFloat) -> CGFloat { fatalError() }
  /// The stride type.
  public typealias Stride = CGFloat
}

extension CGFloat: Codable {
  /// Decodes the wrapped value.
  public init(from decoder: any Decoder) throws { fatalError() }
  /// Encodes the wrapped value.
  public func encode(to encoder: any Encoder) throws { fatalError() }
}

extension CGFloat: Sendable {}

extension Double {
  /// `value` as a `Double`.
  public init(_ value: CGFloat) { fatalError() }
}

extension Float {
  /// `value`, rounded to a `Float`.
  public init(_ value: CGFloat) { fatalError() }
}

extension Int {
  /// `value`, truncated to an integer.
  public init(_ value: CGFloat) { fatalError() }
}

extension UInt {
  /// `value`, truncated to an unsigned integer.
  public init(_ value: CGFloat) { fatalError() }
}

// MARK: - Geometry

// CGPoint, CGSize and CGRect are C structs (include/CoreGraphicsCTypes.h), as in the SDK; their
// memberwise and zero initializers are imported from C. What the SDK's overlay adds is here.

extension CGPoint: @retroactive Equatable {
  /// The point (0, 0).
  public static var zero: CGPoint { fatalError() }

  /// A point with integer coordinates.
  public init(x: Int, y: Int) { fatalError() }

  /// A point with `Double` coordinates.
  public init(x: Double, y: Double) { fatalError() }

  /// Whether both coordinates are equal.
  public static func == (lhs: CGPoint, rhs: CGPoint) -> Bool { fatalError() }
}

extension CGSize: @retroactive Equatable {
  /// The size (0, 0).
  public static var zero: CGSize { fatalError() }

  /// A size with integer dimensions.
  public init(width: Int, height: Int) { fatalError() }

  /// A size with `Double` dimensions.
  public init(width: Double, height: Double) { fatalError() }

  /// Whether both dimensions are equal.
  public static func == (lhs: CGSize, rhs: CGSize) -> Bool { fatalError() }
}

extension CGRect: @retroactive Equatable {
  /// The rectangle at (0, 0) with zero size.
  public static var zero: CGRect { fatalError() }

  /// A rectangle with the given coordinates and dimensions.
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError() }

  /// A rectangle with `Double` coordinates and dimensions.
  public init(x: Double, y: Double, width: Double, height: Double) { fatalError() }

  /// A rectangle with integer coordinates and dimensions.
  public init(x: Int, y: Int, width: Int, height: Int) { fatalError() }

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

  /// Whether origin and size are equal.
  public static func == (lhs: CGRect, rhs: CGRect) -> Bool { fatalError() }
}

/// A colour for Core Graphics and Core Animation (a Core Foundation type, imported as a class).
public final class CGColor {}
