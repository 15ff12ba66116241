// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: Swift's block-based key-value observing, as the Foundation
// overlay declares it (swiftlang/swift stdlib/public/Darwin/Foundation/NSObject.swift; see
// docs/apple-symbols.md). Never linked or run.

/// The protocol that gives `NSObject` and its subclasses `observe(_:options:changeHandler:)`.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

/// What an observation reports: which values are included.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: UInt

  /// Options from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
}

/// One change reported to an observation's handler.
public struct NSKeyValueObservedChange<Value> {
  /// The new value, when the options asked for it.
  public let newValue: Value?
  /// The old value, when the options asked for it.
  public let oldValue: Value?
}

/// A running observation; it stops when invalidated or deallocated. Not subclassable outside
/// Foundation (a `public class`), and Sendable from iOS 16, as in the SDK's overlay.
public class NSKeyValueObservation: NSObject {
  /// Stops observing. Called by `deinit` too.
  public func invalidate() { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NSKeyValueObservation: @unchecked Sendable {}

extension _KeyValueCodingAndObserving {
  /// Calls `changeHandler` whenever the property at `keyPath` changes, until the returned
  /// observation is invalidated or deallocated. The handler is `@Sendable` under
  /// `@preconcurrency`, as in the SDK: a handler capturing a non-Sendable value is a warning.
  @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    fatalError()
  }
}
