// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: the SwiftUI API the layer uses to draw text, image, button
// and background properties (iOS 13 to 15), checked as docs/apple-symbols.md says. Built as part
// of the module named `SwiftUI` by scripts/typecheck-apple-layers.sh; never linked or run.

extension Font {
  /// The style of subheadings.
  public static var subheadline: Font { fatalError() }
}

extension Color {
  /// No colour: fully transparent.
  public static var clear: Color { fatalError() }
}

extension Text {
  /// Where a line that does not fit is cut, with an ellipsis.
  public enum TruncationMode {
    /// At the start.
    case head
    /// At the end.
    case tail
    /// In the middle.
    case middle
  }
}

extension View {
  /// The most lines text in the view takes; `nil` for no limit.
  nonisolated public func lineLimit(_ number: Int?) -> some View { self }

  /// Where text in the view is truncated.
  nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }

  /// The smallest scale text in the view shrinks to, to fit.
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

  /// Clips the view to `shape`.
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle())
    -> some View
  {
    self
  }

  /// Whether the view keeps its colours under Smart Invert.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
    self
  }

  /// What the view does, read after its label by assistive technologies.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    fatalError()
  }
}

/// How a shape is filled.
public struct FillStyle: Equatable {
  /// The default: non-zero winding, antialiased.
  public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

/// A shape that can be inset, so that a line can be drawn inside its edge.
public protocol InsettableShape: Shape {}

extension InsettableShape {
  /// The shape's edge drawn inside it, `lineWidth` wide, in `content`.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    self
  }
}

/// The curve of rounded corners.
public enum RoundedCornerStyle: Equatable, Hashable {
  /// A quarter circle.
  case circular
  /// A continuous curve, as iOS draws its own rounded rectangles.
  case continuous
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
  /// A rectangle with corners of `cornerRadius` and `style`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) { fatalError() }

  /// Never called.
  public var body: Never { fatalError() }
}

/// A title and an icon, as a label (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Label<Title: View, Icon: View>: View {
  /// A label from a title view and an icon view.
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    fatalError()
  }

  /// Never called.
  public var body: Never { fatalError() }
}
