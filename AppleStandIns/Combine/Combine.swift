// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: the two declarations of Apple's Combine module that the
// SwiftUI layer uses. Simplified, as recorded in docs/apple-symbols.md: the real
// `ObservableObject` has an `objectWillChange` publisher with a default implementation, and the
// real `Published` stores its value through the enclosing instance; the layer touches neither.
// Never linked or run.

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
