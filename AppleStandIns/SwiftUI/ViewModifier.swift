// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the SwiftUI API that the EmptyDataSetSwiftUI
// layer uses, checked against the iOS 18.0 SwiftUICore/SwiftUI interfaces or, where noted in
// docs/apple-symbols.md, Apple's documentation; simplified only where that file says so. Built
// as a module named `SwiftUI` by scripts/typecheck-apple-layers.sh; never linked or run.

/// A modifier that turns one view into another.
@MainActor
@preconcurrency
public protocol ViewModifier {
  /// The type of the modified view.
  associatedtype Body: View

  /// The view being modified.
  typealias Content = _ViewModifier_Content<Self>

  /// The modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a modifier is applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// Never called.
  public var body: Never { fatalError() }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  /// Never called.
  public var body: Never { fatalError() }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

extension View {
  /// This view with `modifier` applied.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}
