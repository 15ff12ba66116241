// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: the part of Apple's ObjectiveC module that the UIKit layer
// uses, declared from Apple's documentation (not copied from Apple's headers). Built as a module
// named `ObjectiveC` by scripts/typecheck-apple-layers.sh; never linked or run.

/// An Objective-C method name; `#selector` produces one.
public struct Selector: Equatable, Hashable, @unchecked Sendable {
  private let name: String

  /// A selector for `name`.
  public init(_ name: String) { self.name = name }
}

/// The Objective-C Boolean type.
public struct ObjCBool: Sendable {
  /// The value as a Swift Boolean.
  public var boolValue: Bool

  /// An Objective-C Boolean holding `value`.
  public init(_ value: Bool) { boolValue = value }
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
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  fatalError()
}

/// Associates `value` with `object` for `key`, held as `policy` says.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  fatalError()
}
