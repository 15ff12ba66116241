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

/// A running observation; it stops when invalidated or deallocated.
open class NSKeyValueObservation: NSObject {
  /// Stops observing. Called by `deinit` too.
  open func invalidate() { fatalError() }
}

extension _KeyValueCodingAndObserving {
  /// Calls `changeHandler` whenever the property at `keyPath` changes, until the returned
  /// observation is invalidated or deallocated.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    fatalError()
  }
}
