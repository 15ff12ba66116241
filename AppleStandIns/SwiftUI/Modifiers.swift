// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the SwiftUI API that the EmptyDataSetSwiftUI
// layer uses, checked against the iOS 18.0 SwiftUICore/SwiftUI interfaces or, where noted in
// docs/apple-symbols.md, Apple's documentation; simplified only where that file says so. Built
// as a module named `SwiftUI` by scripts/typecheck-apple-layers.sh; never linked or run.

extension View {
  /// Layers `content` in front of this view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    self
  }

  /// Layers `content` behind this view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    self
  }

  /// The shape that takes hit tests.
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    self
  }

  /// Runs `action` when the view is tapped `count` times.
  @available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  {
    self
  }

  /// The view drawn with the given opacity.
  nonisolated public func opacity(_ opacity: Double) -> some View { self }

  /// Whether the view takes hit tests.
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }

  /// Makes the view an accessibility element, treating its children as `children` says.
  nonisolated public func accessibilityElement(
    children: AccessibilityChildBehavior = .ignore
  ) -> some View {
    self
  }

  /// An identifier for UI tests.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    fatalError()
  }

  /// Adds `traits` to the view's accessibility traits.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    fatalError()
  }

  /// A fixed size for the view.
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    self
  }

  /// Size limits for the view.
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    self
  }

  /// Padding of `length` (or the system default) along `edges`.
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  {
    self
  }

  /// The view moved by `x` and `y`.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

  /// The default font of text in the view.
  nonisolated public func font(_ font: Font?) -> some View { self }

  /// The foreground style of the view's content.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

  /// How multiline text in the view is aligned.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    self
  }

  /// The style of buttons in the view.
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }

  /// Whether the view's controls are disabled.
  nonisolated public func disabled(_ disabled: Bool) -> some View { self }

  /// Whether scroll views in the view can scroll.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { self }
}

/// The modifier the accessibility modifiers attach; further accessibility modifiers on its result
/// extend the same element instead of wrapping it again.
public struct AccessibilityAttachmentModifier {}

extension AccessibilityAttachmentModifier: ViewModifier {
  /// Never called: SwiftUI applies the modifier itself.
  public func body(content: Content) -> Never { fatalError() }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// An identifier for UI tests, on the same accessibility element.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Content, Modifier>
  {
    fatalError()
  }

  /// Adds `traits` to the same accessibility element.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Content, Modifier>
  {
    fatalError()
  }
}
