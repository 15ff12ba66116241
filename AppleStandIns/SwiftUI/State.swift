// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the SwiftUI API that the EmptyDataSetSwiftUI
// layer uses, checked against the iOS 18.0 SwiftUICore/SwiftUI interfaces or, where noted in
// docs/apple-symbols.md, Apple's documentation; simplified only where that file says so. Built
// as a module named `SwiftUI` by scripts/typecheck-apple-layers.sh; never linked or run.

/// A property whose value SwiftUI keeps and updates.
public protocol DynamicProperty {}

/// An observable object a view creates once and keeps for its lifetime.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor
@preconcurrency
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  /// A state object made by `thunk` the first time the view needs it.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }

  /// The object.
  public var wrappedValue: ObjectType { fatalError() }
}

/// The values SwiftUI passes down the view hierarchy.
public struct EnvironmentValues {
  /// The value for `key`, or the key's default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { fatalError() }
    set {}
  }

  /// Whether Reduce Motion is on.
  public var accessibilityReduceMotion: Bool { fatalError() }

  /// Whether controls in the view may be used (false inside `disabled(true)`).
  public var isEnabled: Bool {
    get { fatalError() }
    set {}
  }

  /// Pixels per point of the display.
  public var displayScale: CGFloat {
    get { fatalError() }
    set {}
  }

  /// Whether scroll views in the view may scroll; what `scrollDisabled(_:)` sets.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public var isScrollEnabled: Bool {
    get { fatalError() }
    set {}
  }

  /// Whether the user is using a search field of a `searchable` modifier around the view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var isSearching: Bool { fatalError() }
}

/// A key for a value of the environment.
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value

  /// The value where none was set.
  static var defaultValue: Self.Value { get }
}

/// A value read from the environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }

  /// The current value.
  public var wrappedValue: Value { fatalError() }
}

/// How a change is animated. Not `Sendable`: the iOS 16.4 SDK does not declare it, and no 18.0
/// file read shows it (the stricter choice).
public struct Animation: Equatable {
  /// The default animation.
  public static var `default`: Animation { fatalError() }

  /// An ease-in ease-out animation lasting `duration` seconds.
  public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
}

/// Runs `body`, animating the changes it makes with `animation`.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  fatalError()
}

/// A value owned elsewhere that a view reads and writes.
@propertyWrapper
public struct Binding<Value> {
  /// The current value.
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { fatalError() }

  /// The binding a `$` expression gives.
  public init(projectedValue: Binding<Value>) { fatalError() }

  /// A binding to `value` that never changes.
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
}

/// Where VoiceOver (or another assistive technology) focus is, among the views bound to it.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  /// The focus state as views bind to it.
  public struct Binding {
    /// The focused value.
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }

    /// The binding itself.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
  }

  /// The focused value; setting it moves focus.
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }

  /// A binding for `accessibilityFocused(_:equals:)`.
  public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }

  /// A focus state that is `nil` while no bound view has focus.
  public init<T: Hashable>() where Value == T? { fatalError() }
}
