// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the SwiftUI API that the EmptyDataSetSwiftUI
// layer uses, checked against the iOS 18.0 SwiftUICore/SwiftUI interfaces or, where noted in
// docs/apple-symbols.md, Apple's documentation; simplified only where that file says so. Built
// as a module named `SwiftUI` by scripts/typecheck-apple-layers.sh; never linked or run.

/// A view that shows text. Not isolated: its `View` conformance is declared in an extension, as
/// in the SDK.
public struct Text: Equatable, Sendable {
  /// Text showing `content` verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { fatalError() }

  /// Text showing `content` as it is, never looked up in a strings table.
  public init(verbatim content: String) { fatalError() }
}

extension Text: View {
  /// Never called.
  public var body: Never { fatalError() }
}

/// A view that shows an image. Not isolated: its `View` conformance is declared in an extension.
public struct Image: Equatable, Sendable {
  /// Whether an image is drawn as a template. Not `Sendable`, like `Scale` and `ResizingMode`:
  /// the iOS 16.4 SDK does not declare it, and no 18.0 file read shows it (the stricter choice).
  public enum TemplateRenderingMode {
    /// Drawn in the foreground style.
    case template
    /// Drawn with its own colours.
    case original
  }

  /// The size of an SF Symbol relative to the font.
  @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
  public enum Scale: Hashable {
    /// Smaller than the text.
    case small
    /// Matching the text.
    case medium
    /// Larger than the text.
    case large
  }

  /// How a resizable image fills its frame.
  public enum ResizingMode {
    /// Repeats the image.
    case tile
    /// Stretches the image.
    case stretch
  }

  /// An SF Symbol.
  @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
  public init(systemName: String) { fatalError() }

  /// The image drawn with `renderingMode`.
  public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { fatalError() }

  /// The image resized to fill its frame.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image {
    fatalError()
  }
}

extension Image: View {
  /// Never called.
  public var body: Never { fatalError() }
}

/// A colour. Not isolated: its `View` and `ShapeStyle` conformances are declared in extensions.
public struct Color: Hashable, Sendable {
  /// The app's accent colour.
  public static var accentColor: Color { fatalError() }
  /// The secondary content colour.
  public static var secondary: Color { fatalError() }
}

extension Color: ShapeStyle {}

extension Color: View {
  /// Never called.
  public var body: Never { fatalError() }
}

/// A two-dimensional shape.
public protocol Shape: View {}

/// A rectangle.
public struct Rectangle: Shape {
  /// A rectangle filling its frame.
  public init() {}

  /// Never called.
  public var body: Never { fatalError() }
}

/// The size of the container a geometry reader is in.
public struct GeometryProxy {
  /// The container's size.
  public var size: CGSize { fatalError() }
}

/// A view whose content depends on its own size.
public struct GeometryReader<Content: View>: View {
  /// A reader building its content from its geometry.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }

  /// Never called.
  public var body: Never { fatalError() }
}

/// A view that stacks its children vertically.
public struct VStack<Content: View>: View {
  /// A stack with the given alignment and spacing.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    fatalError()
  }

  /// Never called.
  public var body: Never { fatalError() }
}

/// Views grouped so that modifiers apply to each of them.
public struct Group<Content> {
  /// Never called.
  public var body: Never { fatalError() }
}

extension Group: View where Content: View {
  /// A group of `content`'s views.
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
}

/// Views built from a collection of data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// Never called.
  public var body: Never { fatalError() }
}

extension ForEach: View where Content: View {
  /// A view for each element of `data`, identified by the key path `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    fatalError()
  }
}

/// A control that runs an action.
public struct Button<Label: View>: View {
  /// A button running `action`, showing `label`.
  @preconcurrency
  nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    fatalError()
  }

  /// Never called.
  public var body: Never { fatalError() }
}

/// A view that shows progress; without a value, an indeterminate spinner.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  /// Never called.
  public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view without a label.
  nonisolated public init() { fatalError() }
}
