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

extension View {
  /// A label for assistive technologies, replacing what they would read.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    fatalError()
  }

  /// Whether assistive technologies skip the view.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHidden(_ hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    fatalError()
  }

  /// Binds the view's accessibility focus: it has focus while `binding` equals `value`, and
  /// setting `binding` to `value` moves focus to it.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View {
    self
  }

  /// Runs `action` in a task before the view appears, and again (cancelling the previous one)
  /// whenever `value` changes.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    self
  }

  /// Runs `action` when the view appears.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Runs `action` when the view disappears.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  /// The view with an identity: a new identity is a new view (with its transition).
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }

  /// The view with the changes under it animated with `animation` when `value` changes.
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    self
  }

  /// How the view appears and disappears when it is inserted or removed in an animation.
  nonisolated public func transition(_ t: AnyTransition) -> some View { self }

  /// The view extended into the safe area's `regions` along `edges`.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View {
    self
  }

  /// Whether scrollable views in the view (a `List`) draw their own background.
  @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
  @available(tvOS, unavailable)
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
    self
  }

  /// Sets the environment value at `keyPath` for the view.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  {
    self
  }

  /// Changes the environment value at `keyPath` for the view with `transform`.
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    self
  }

  /// The view scaled, keeping its aspect ratio, to fit its frame.
  nonisolated public func scaledToFit() -> some View { self }

  /// The scale of SF Symbols in the view, relative to the font.
  @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View { self }
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

  /// A label for assistive technologies, on the same accessibility element.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S)
    -> ModifiedContent<Content, Modifier>
  {
    fatalError()
  }

  /// Whether assistive technologies skip the same accessibility element.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier>
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
