// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: the part of Apple's Foundation module that the UIKit layer
// uses. The store of SDK files used for docs/apple-symbols.md has no iOS 18.0 or 17.5 copy of
// these headers, so the signatures were compared with the toolchain's swift-corelibs-foundation
// (which mirrors Apple's API) and, for `NotificationCenter`, an older NSNotification.h. It shadows
// the toolchain's own Foundation during the check, as Apple's does on Apple platforms. Never
// linked or run.

@_exported import CoreGraphics
@_exported import ObjectiveC

/// A number of seconds.
public typealias TimeInterval = Double

/// A range of UTF-16 offsets in a string.
public struct NSRange: Equatable, Sendable {
  /// The start of the range.
  public var location: Int

  /// The number of elements in the range.
  public var length: Int

  /// A range starting at `location` with `length` elements.
  public init(location: Int, length: Int) {
    self.location = location
    self.length = length
  }
}

/// The Objective-C notification class; in Swift, it mostly provides `NSNotification.Name`.
open class NSNotification: NSObject {
  /// The name of a notification.
  public struct Name: Hashable, RawRepresentable, Sendable {
    /// The name as a string.
    public let rawValue: String

    /// A name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A name from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}

/// A notification delivered by a notification center.
public struct Notification {
  /// The name of a notification.
  public typealias Name = NSNotification.Name

  /// Extra information sent with the notification.
  public var userInfo: [AnyHashable: Any]? {
    get { fatalError() }
    set { fatalError() }
  }
}

// Bridged to NSNotification, as on Apple platforms: this is what lets an `@objc` method take a
// `Notification`.
extension Notification: _ObjectiveCBridgeable {
  /// The Objective-C notification.
  public func _bridgeToObjectiveC() -> NSNotification { fatalError() }

  /// Bridges `source`, which must succeed.
  public static func _forceBridgeFromObjectiveC(
    _ source: NSNotification, result: inout Notification?
  ) {
    fatalError()
  }

  /// Bridges `source` if it can.
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSNotification, result: inout Notification?
  ) -> Bool {
    fatalError()
  }

  /// Bridges `source`, which is never `nil` in practice.
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNotification?)
    -> Notification
  {
    fatalError()
  }
}

/// An immutable string object: here only as `String`'s Objective-C counterpart.
open class NSString: NSObject {}

// Bridged to NSString, as on Apple platforms: this is what lets an `@objc` member take or
// return a `String`.
extension String: _ObjectiveCBridgeable {
  /// The Objective-C string.
  public func _bridgeToObjectiveC() -> NSString { fatalError() }

  /// Bridges `source`, which must succeed.
  public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {
    fatalError()
  }

  /// Bridges `source` if it can.
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSString, result: inout String?
  ) -> Bool {
    fatalError()
  }

  /// Bridges `source`, which is never `nil` in practice.
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String {
    fatalError()
  }
}

/// Delivers notifications to registered observers.
open class NotificationCenter: NSObject {
  /// The app's default notification center.
  open class var `default`: NotificationCenter { fatalError() }

  /// Calls `aSelector` on `observer` for notifications named `aName` from `anObject`.
  open func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
    object anObject: Any?
  ) {
    fatalError()
  }
}

/// A container for a single C or Objective-C value.
open class NSValue: NSObject {}

/// Information about the running process.
open class ProcessInfo: NSObject {
  /// The process's information object.
  open class var processInfo: ProcessInfo { fatalError() }

  /// Seconds since the system started, on a clock that does not jump (monotonic).
  open var systemUptime: TimeInterval { fatalError() }
}

/// A thread of execution.
open class Thread: NSObject {
  /// Whether the current thread is the main thread.
  open class var isMainThread: Bool { fatalError() }
}

/// The abstract class of archivers and unarchivers.
open class NSCoder: NSObject {}

/// A string with attributes (font, colour, paragraph style) on ranges of it.
open class NSAttributedString: NSObject {
  /// The name of an attribute.
  public struct Key: Hashable, RawRepresentable, Sendable {
    /// The name as a string.
    public let rawValue: String

    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A key from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// Options for enumerating attributes.
  public struct EnumerationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  /// An attributed string with `str` and no attributes.
  public init(string str: String) { fatalError() }

  /// The length of the string, in UTF-16 code units.
  open var length: Int { fatalError() }

  /// The characters, without attributes.
  open var string: String { fatalError() }

  /// Calls `block` for each run of `attrName` within `enumerationRange`.
  open func enumerateAttribute(
    _ attrName: NSAttributedString.Key, in enumerationRange: NSRange,
    options opts: NSAttributedString.EnumerationOptions = [],
    using block: (Any?, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    fatalError()
  }
}

/// An attributed string that can be changed.
open class NSMutableAttributedString: NSAttributedString {
  /// A mutable copy of `attrStr`.
  public init(attributedString attrStr: NSAttributedString) { fatalError() }

  /// Sets attribute `name` to `value` on `range`.
  open func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
    fatalError()
  }
}

/// An object wrapper for a number.
open class NSNumber: NSValue {}
