// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: the two declarations of Apple's Combine module that the
// SwiftUI layer uses, declared from Apple's documentation (not copied from Apple's headers).
// Simplified: the real `ObservableObject` has an `objectWillChange` publisher with a default
// implementation, which the layer never touches. Never linked or run.

/// An object whose changes SwiftUI observes.
public protocol ObservableObject: AnyObject {}

/// A property that publishes its changes.
@propertyWrapper
public struct Published<Value> {
  /// The current value.
  public var wrappedValue: Value

  /// A published property starting at `wrappedValue`.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}
