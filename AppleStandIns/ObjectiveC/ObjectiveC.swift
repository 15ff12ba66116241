// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: the part of Apple's ObjectiveC module that the UIKit layer
// uses, checked against the iOS 18.0 SDK (usr/lib/swift/ObjectiveC.swiftmodule and
// usr/include/objc/runtime.h; see docs/apple-symbols.md). Built as a module named `ObjectiveC`
// by scripts/typecheck-apple-layers.sh; never linked or run.

/// An Objective-C method name; `#selector` produces one.
public struct Selector: ExpressibleByStringLiteral, Equatable, Hashable, @unchecked Sendable {
  private let name: String

  /// A selector for `str`.
  public init(_ str: String) { name = str }

  /// A selector from a string literal.
  public init(stringLiteral value: String) { name = value }
}

/// The Objective-C Boolean type.
public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
  private let value: Bool

  /// An Objective-C Boolean holding `value`.
  public init(_ value: Bool) { self.value = value }

  /// An Objective-C Boolean from a Boolean literal.
  public init(booleanLiteral value: Bool) { self.value = value }

  /// The value as a Swift Boolean. Read-only, as in the SDK.
  public var boolValue: Bool { value }
}

/// Used by the compiler to bridge `Bool` to `ObjCBool`.
public func _convertBoolToObjCBool(_ value: Bool) -> ObjCBool { ObjCBool(value) }

/// Used by the compiler to bridge `ObjCBool` to `Bool`.
public func _convertObjCBoolToBool(_ value: ObjCBool) -> Bool { value.boolValue }

/// The methods every Objective-C object answers.
@objc public protocol NSObjectProtocol {
  /// Whether the object implements or inherits a method for `aSelector`.
  func responds(to aSelector: Selector!) -> Bool
}

/// The root class of most Objective-C class hierarchies.
@objc open class NSObject: NSObjectProtocol, Equatable, Hashable {
  /// A new object.
  public init() {}

  /// Whether the object implements or inherits a method for `aSelector`.
  open func responds(to aSelector: Selector!) -> Bool { fatalError() }

  /// Whether `object` is equal to this object; identity unless a subclass overrides it.
  open func isEqual(_ object: Any?) -> Bool { fatalError() }

  /// A hash consistent with `isEqual(_:)`.
  open var hash: Int { fatalError() }

  /// Compares with `isEqual(_:)`.
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }

  /// Hashes `hash`.
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// How an associated object is held.
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
  /// A weak (unsafe unretained) reference.
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference, not atomic.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy, not atomic.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference, atomic.
  case OBJC_ASSOCIATION_RETAIN = 769
  /// A copy, atomic.
  case OBJC_ASSOCIATION_COPY = 771
}

/// The value associated with `object` for `key`.
@available(iOS 3.1, tvOS 9.0, *)
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  fatalError()
}

/// Associates `value` with `object` for `key`, held as `policy` says.
@available(iOS 3.1, tvOS 9.0, *)
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  fatalError()
}
