// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the SwiftUI API that the EmptyDataSetSwiftUI
// layer uses, with signatures and availability from Apple's documentation (not copied from
// Apple's interfaces), simplified where the layer cannot tell the difference. Built as a module
// named `SwiftUI` by scripts/typecheck-apple-layers.sh; never linked or run.

/// A horizontal and a vertical alignment.
public struct Alignment: Equatable, Sendable {
  /// Centred both ways.
  public static var center: Alignment { fatalError() }
}

/// A horizontal alignment.
public struct HorizontalAlignment: Equatable, Sendable {
  /// Centred.
  public static var center: HorizontalAlignment { fatalError() }
}

/// How the lines of multiline text are aligned.
public enum TextAlignment: Hashable, Sendable {
  /// Aligned to the leading edge.
  case leading
  /// Centred.
  case center
  /// Aligned to the trailing edge.
  case trailing
}

/// An edge of a rectangle.
public enum Edge: Int8, Sendable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable {
    /// The set's bits.
    public let rawValue: Int8

    /// A set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The top edge.
    public static var top: Edge.Set { fatalError() }

    /// The leading and trailing edges.
    public static var horizontal: Edge.Set { fatalError() }

    /// All four edges.
    public static var all: Edge.Set { fatalError() }
  }
}

/// Insets from the edges of a rectangle.
public struct EdgeInsets: Equatable, Sendable {
  /// Zero insets.
  public init() {}
}

/// A font.
public struct Font: Hashable, Sendable {
  /// The style of body text.
  public static var body: Font { fatalError() }

  /// The style of headings.
  public static var headline: Font { fatalError() }

  /// The style of second-level titles.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static var title2: Font { fatalError() }
}

/// A colour, gradient or material to draw with.
public protocol ShapeStyle: Sendable {}

/// A style at a level of the current foreground style's hierarchy.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct HierarchicalShapeStyle: ShapeStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The second level of the foreground style.
  public static var secondary: HierarchicalShapeStyle { fatalError() }
}

/// Traits that tell assistive technologies how an element behaves. (A `SetAlgebra` in SwiftUI;
/// the set operations are left out because the layer does not use them.)
public struct AccessibilityTraits: Equatable, Sendable {
  /// The element is a heading.
  public static var isHeader: AccessibilityTraits { fatalError() }
}

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  /// The children are hidden; the element stands for them.
  public static var ignore: AccessibilityChildBehavior { fatalError() }

  /// The children stay separate elements inside this one.
  public static var contain: AccessibilityChildBehavior { fatalError() }
}

/// The properties of a button that a button style draws.
public struct ButtonStyleConfiguration {
  /// The button's label.
  public struct Label: View {
    /// Never called.
    public var body: Never { fatalError() }
  }

  /// The button's label.
  public let label: ButtonStyleConfiguration.Label

  /// Whether the user is pressing the button.
  public let isPressed: Bool
}

/// How buttons look, with a press effect.
@MainActor
@preconcurrency
public protocol ButtonStyle {
  /// The type of a button's appearance.
  associatedtype Body: View

  /// The properties of the button being drawn.
  typealias Configuration = ButtonStyleConfiguration

  /// A button's appearance.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}
