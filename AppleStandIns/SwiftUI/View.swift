// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the SwiftUI API that the EmptyDataSetSwiftUI
// layer uses, checked against the iOS 18.0 SwiftUICore/SwiftUI interfaces or, where noted in
// docs/apple-symbols.md, Apple's documentation; simplified only where that file says so. Built
// as a module named `SwiftUI` by scripts/typecheck-apple-layers.sh; never linked or run.

@_exported import Combine
@_exported import Foundation

/// A piece of user interface.
@MainActor
@preconcurrency
public protocol View {
  /// The type of the view's content.
  associatedtype Body: View

  /// The view's content.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  /// Never called: primitive views have no body.
  public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
  /// Never called: an optional view is drawn by SwiftUI itself.
  public var body: Never { fatalError() }
}

/// A view that shows nothing.
public struct EmptyView: View {
  /// An empty view.
  public init() {}

  /// Never called.
  public var body: Never { fatalError() }
}

/// A view made of the views in a tuple.
public struct TupleView<T>: View {
  /// The views.
  public var value: T

  /// A view of `value`'s views.
  nonisolated public init(_ value: T) { fatalError() }

  /// Never called.
  public var body: Never { fatalError() }
}

/// A view that shows one of two views, from `if`-`else` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// Never called.
  public var body: Never { fatalError() }
}

/// A type-erased view.
public struct AnyView: View {
  /// A view that erases `view`'s type.
  public init<V: View>(_ view: V) {}

  /// Never called.
  public var body: Never { fatalError() }
}

/// Builds views from closures: `if`, `if`-`else`, `switch` and lists of views.
@resultBuilder
public struct ViewBuilder {
  /// No views.
  public static func buildBlock() -> EmptyView { fatalError() }

  /// One view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Any number of views (a parameter pack, as in the SDK).
  @_disfavoredOverload
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    fatalError()
  }

  /// A view expression.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`-`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    fatalError()
  }

  /// The second branch of an `if`-`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    fatalError()
  }

  /// The content of an `if #available` branch.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    fatalError()
  }
}
