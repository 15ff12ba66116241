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
  /// Whether Reduce Motion is on.
  public var accessibilityReduceMotion: Bool { fatalError() }
}

/// A value read from the environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }

  /// The current value.
  public var wrappedValue: Value { fatalError() }
}

/// How a change is animated.
public struct Animation: Equatable, Sendable {
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
