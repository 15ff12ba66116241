// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.

// SwiftUI API that the demo app (Examples/Gallery.swiftpm) uses and the layer does not: the app
// and its window, navigation, lists with sections, controls, search, toolbars and styles.
// Declared over the stand-ins like SwiftUI.swift, for the stand-in type check of the demo in
// scripts/typecheck-apple-layers.sh. Read from the iOS 16.4 SDK's SwiftUI interface (the demo
// needs nothing newer: scripts/typecheck-real-sdk.sh compiles it against that SDK); isolation
// follows the stand-ins, as iOS 18 declares it: `App`, `Scene` and the representable are
// `@MainActor`, views' initializers and modifiers `nonisolated`. Simplified where nothing here
// can tell: views have no real `body`, `LocalizedStringKey` overloads are left out (a string
// literal takes the `StringProtocol` one), styles are empty structs.

import Foundation
import SwiftUI
import UIKit

// MARK: - The app

/// An app: its scenes, and the entry point `@main` calls.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor
@preconcurrency
public protocol App {
  /// The scenes' type.
  associatedtype Body: Scene

  /// The app's scenes.
  @SceneBuilder var body: Body { get }

  /// A new app, made by the system.
  init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  /// Runs the app.
  public static func main() { fatalError() }
}

/// A part of an app's interface the system manages, such as a window.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor
@preconcurrency
public protocol Scene {
  /// The content's type.
  associatedtype Body: Scene

  /// What the scene is made of.
  @SceneBuilder var body: Body { get }
}

/// Builds scenes from closures.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
  /// One scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A window, or a window per request on iPad and Mac, showing `Content`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content: View>: Scene {
  /// A window group showing `content`.
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }

  /// Not modelled.
  public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

/// A UIKit view controller shown as a SwiftUI view.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
@preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The controller's type.
  associatedtype UIViewControllerType: UIViewController

  /// What the representable gets from SwiftUI (here only its type is modelled).
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the controller, once.
  func makeUIViewController(context: Context) -> UIViewControllerType

  /// Updates the controller when SwiftUI's state changes.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIViewControllerRepresentable {
  /// Not modelled.
  public var body: Never { fatalError() }
}

/// The context of a representable's calls.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
}

// MARK: - Navigation

/// The state of a navigation stack's path.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {}

/// A stack of views with a navigation bar: the root, and the views pushed on it.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack<Data, Root: View>: View {
  /// A stack with `root` at the bottom.
  nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    fatalError()
  }

  /// Not modelled.
  public var body: Never { fatalError() }
}

/// A row that pushes `Destination` when tapped.
public struct NavigationLink<Label: View, Destination: View>: View {
  /// A link to `destination`, drawn as `label`.
  nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
    fatalError()
  }

  /// Not modelled.
  public var body: Never { fatalError() }
}

/// Items of a navigation bar.
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public struct NavigationBarItem {
  /// How the title is shown.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// As the navigation decides.
    case automatic
    /// Small, in the bar.
    case inline
    /// Large, below the bar.
    @available(tvOS, unavailable)
    case large
  }
}

extension View {
  /// The title of the navigation bar while this view is shown.
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }

  /// How the navigation bar shows the title.
  @available(iOS 14.0, watchOS 8.0, *)
  @available(tvOS, unavailable)
  nonisolated public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    self
  }

  /// Items for the navigation bar or toolbar.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    self
  }
}

// MARK: - Lists

extension List where SelectionValue == Never {
  /// A list of `content`'s rows and sections.
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }

  /// One row per element of `data`, identified by `id`.
  nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    fatalError()
  }
}

/// A section of a list, with a header.
public struct Section<Parent, Content, Footer> {
  /// Not modelled.
  public var body: Never { fatalError() }
}

extension Section: View where Parent: View, Content: View, Footer: View {}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section headed `title`.
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    fatalError()
  }
}

/// A view whose content comes from a collection, such as `ForEach`.
public protocol DynamicViewContent: View {}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  /// Lets the user delete rows by swiping; `action` gets their offsets.
  @available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
  @available(tvOS, unavailable)
  nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?)
    -> some DynamicViewContent
  {
    self
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (what `onDelete` gives).
  public mutating func remove(atOffsets offsets: IndexSet) { fatalError() }
}

// MARK: - Views and controls

/// A row of views.
public struct HStack<Content: View>: View {
  /// A row of `content`.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    fatalError()
  }

  /// Not modelled.
  public var body: Never { fatalError() }
}

/// A vertical alignment guide.
public struct VerticalAlignment: Equatable, Sendable {
  /// The centre.
  public static var center: VerticalAlignment { fatalError() }
}

extension HorizontalAlignment {
  /// The leading edge.
  public static var leading: HorizontalAlignment { fatalError() }
}

extension Alignment {
  /// The middle of the leading edge.
  public static var leading: Alignment { fatalError() }
}

// `Label` itself is a stand-in: the layer uses it.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
  /// `title` with the SF Symbol `name`.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    fatalError()
  }
}

extension Button where Label == Text {
  /// A button titled `title`.
  nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    fatalError()
  }
}

/// A field for a line of text.
public struct TextField<Label: View>: View {
  /// Not modelled.
  public var body: Never { fatalError() }
}

extension TextField where Label == Text {
  /// A field with the placeholder `title`, editing `text`.
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) { fatalError() }
}

/// A field for a password: what is typed is hidden.
public struct SecureField<Label: View>: View {
  /// Not modelled.
  public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
  /// A field with the placeholder `title`, editing `text`.
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) { fatalError() }
}

/// A switch.
public struct Toggle<Label: View>: View {
  /// Not modelled.
  public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
  /// A switch titled `title`.
  nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { fatalError() }
}

/// A choice of one value among several.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  /// Not modelled.
  public var body: Never { fatalError() }
}

extension Picker where Label == Text {
  /// A picker titled `title`; each view of `content` is tagged with its value (a `ForEach`
  /// tags its rows with their ids).
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    fatalError()
  }
}

extension Color {
  /// The system's orange.
  public static var orange: Color { fatalError() }

  /// The colour of a UIKit colour, following its dynamic variants.
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init(uiColor: UIColor) { fatalError() }
}

// `Font.subheadline` is a stand-in: the layer uses it.
extension Font {
  /// The system font at `size` points.
  public static func system(size: CGFloat) -> Font { fatalError() }

  /// The font with digits of equal width.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func monospacedDigit() -> Font { fatalError() }
}

/// A translucent material, blurred behind.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Material: ShapeStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == Material {
  /// The material of bars.
  public static var bar: Material { fatalError() }
}

// MARK: - Styles

/// How a button looks and acts.
public protocol PrimitiveButtonStyle {}

/// A button with a tinted, translucent background.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedButtonStyle: PrimitiveButtonStyle {}

/// A button with a solid background in the tint.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A tinted, translucent background.
  public static var bordered: BorderedButtonStyle { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A solid background in the tint.
  public static var borderedProminent: BorderedProminentButtonStyle { fatalError() }
}

/// The size of controls.
@available(iOS 15.0, macOS 10.15, watchOS 9.0, *)
@available(tvOS, unavailable)
public enum ControlSize: CaseIterable, Hashable, Sendable {
  /// Smallest.
  case mini
  /// Smaller.
  case small
  /// The default.
  case regular
  /// Larger.
  case large
}

/// How a text field looks.
public protocol TextFieldStyle {}

/// A text field with a rounded border.
@available(tvOS, unavailable)
public struct RoundedBorderTextFieldStyle: TextFieldStyle {}

@available(tvOS, unavailable)
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { fatalError() }
}

/// How a picker looks.
public protocol PickerStyle {}

/// A picker as a segmented control.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
public struct SegmentedPickerStyle: PickerStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
extension PickerStyle where Self == SegmentedPickerStyle {
  /// A segmented control.
  public static var segmented: SegmentedPickerStyle { fatalError() }
}

/// When a text field capitalizes.
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
public struct TextInputAutocapitalization: Sendable {
  /// Never.
  public static var never: TextInputAutocapitalization { fatalError() }
}

/// Where a search field goes.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SearchFieldPlacement: Sendable {
  /// Where the platform puts it.
  public static let automatic = SearchFieldPlacement()
}

/// The top or bottom edge.
public enum VerticalEdge: Int8, CaseIterable, Sendable {
  /// The top.
  case top
  /// The bottom.
  case bottom
}

extension View {
  /// The style of the buttons in this view.
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }

  /// The size of the controls in this view.
  @available(iOS 15.0, macOS 10.15, watchOS 9.0, *)
  @available(tvOS, unavailable)
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }

  /// The style of the text fields in this view.
  nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }

  /// The style of the pickers in this view.
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }

  /// What the text fields in this view expect, for autofill.
  @available(iOS 13.0, tvOS 13.0, *)
  nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
    self
  }

  /// The keyboard of the text fields in this view.
  @available(iOS 13.0, tvOS 13.0, *)
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// When the text fields in this view capitalize.
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  ) -> some View {
    self
  }

  /// A search field for this view, editing `text`, with the placeholder `prompt`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    self
  }

  /// Shows `content` along `edge`, and shrinks this view's safe area by its height.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    self
  }

  /// Fills the view's background with `style`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    self
  }
}

extension EnvironmentValues {
  /// The layout direction: left to right, or right to left (mirrored).
  public var layoutDirection: LayoutDirection {
    get { fatalError() }
    set {}
  }
}
