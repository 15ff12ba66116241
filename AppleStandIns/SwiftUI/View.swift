// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the SwiftUI API that the EmptyDataSetSwiftUI
// layer uses, with signatures and availability from Apple's documentation (not copied from
// Apple's interfaces), simplified where the layer cannot tell the difference. Built as a module
// named `SwiftUI` by scripts/typecheck-apple-layers.sh; never linked or run.

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
  /// A view of `value`'s views.
  public init(_ value: T) {}

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

  /// Two views.
  public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
    fatalError()
  }

  /// Three views.
  public static func buildBlock<C0: View, C1: View, C2: View>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleView<(C0, C1, C2)> {
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
