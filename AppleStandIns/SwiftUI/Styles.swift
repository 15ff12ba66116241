// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the SwiftUI API that the EmptyDataSetSwiftUI
// layer uses, checked against the iOS 18.0 SwiftUICore/SwiftUI interfaces or, where noted in
// docs/apple-symbols.md, Apple's documentation; simplified only where that file says so. Built
// as a module named `SwiftUI` by scripts/typecheck-apple-layers.sh; never linked or run.

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
public enum Edge: Int8, CaseIterable, Sendable {
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

    /// A set holding `e`.
    public init(_ e: Edge) { fatalError() }

    /// The top edge.
    public static var top: Edge.Set { fatalError() }

    /// The leading edge.
    public static var leading: Edge.Set { fatalError() }

    /// The bottom edge.
    public static var bottom: Edge.Set { fatalError() }

    /// The trailing edge.
    public static var trailing: Edge.Set { fatalError() }

    /// All four edges.
    public static var all: Edge.Set { fatalError() }

    /// The leading and trailing edges.
    public static var horizontal: Edge.Set { fatalError() }

    /// The top and bottom edges.
    public static var vertical: Edge.Set { fatalError() }
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

  /// The style of first-level titles, the largest.
  public static var largeTitle: Font { fatalError() }

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

/// The current tint (`tint(_:)`, or the accent colour).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TintShapeStyle: ShapeStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == TintShapeStyle {
  /// The current tint.
  public static var tint: TintShapeStyle { fatalError() }
}

/// Whether something is shown.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// As the platform and context choose.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

/// The parts of the safe area: the container's (bars, home indicator) and the keyboard's.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The regions' bits.
  public let rawValue: UInt

  /// Regions from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Every region.
  public static var all: SafeAreaRegions { fatalError() }
}

/// How a view is inserted and removed.
public struct AnyTransition {
  /// Fades in and out.
  public static var opacity: AnyTransition { fatalError() }
}

/// Traits that tell assistive technologies how an element behaves. Not `Sendable`: the iOS 16.4
/// SDK does not declare it, and no 18.0 file read shows it (the stricter choice).
public struct AccessibilityTraits: SetAlgebra {
  /// No traits.
  public init() { fatalError() }

  /// The element is a heading.
  public static var isHeader: AccessibilityTraits { fatalError() }

  /// The traits of either.
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  /// Adds `other`'s traits.
  public mutating func formUnion(_ other: AccessibilityTraits) { fatalError() }
  /// The traits of both.
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  /// Keeps only the traits also in `other`.
  public mutating func formIntersection(_ other: AccessibilityTraits) { fatalError() }
  /// The traits of exactly one.
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    fatalError()
  }
  /// Keeps the traits of exactly one.
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { fatalError() }
  /// Whether `member` is set.
  public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
  /// Sets `newMember`.
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    fatalError()
  }
  /// Clears `member`.
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    fatalError()
  }
  /// Sets `newMember`, returning the previous value if it was set.
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    fatalError()
  }
  /// Whether both hold the same traits.
  public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { fatalError() }
}

/// How an accessibility element treats its children. Not `Sendable`: the iOS 16.4 SDK does not
/// declare it, and no 18.0 file read shows it (the stricter choice).
public struct AccessibilityChildBehavior: Hashable {
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
