// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the SwiftUI API that the EmptyDataSetSwiftUI
// layer uses, checked against the iOS 18.0 SwiftUICore/SwiftUI interfaces or, where noted in
// docs/apple-symbols.md, Apple's documentation; simplified only where that file says so. Built
// as a module named `SwiftUI` by scripts/typecheck-apple-layers.sh; never linked or run.

/// A type whose changes SwiftUI can interpolate.
public protocol Animatable {}

/// A horizontal or a vertical axis.
public enum Axis: Int8, CaseIterable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Sendable {
    /// The set's bits.
    public let rawValue: Int8

    /// A set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The horizontal axis.
    public static let horizontal = Axis.Set(rawValue: 1)

    /// The vertical axis.
    public static let vertical = Axis.Set(rawValue: 2)
  }
}

/// A point in a view's own unit square, `(0, 0)` at the top leading corner.
public struct UnitPoint: Hashable, Sendable {
  /// The centre.
  public static var center: UnitPoint { fatalError() }

  /// The top leading corner.
  public static var topLeading: UnitPoint { fatalError() }
}

/// A size a container proposes to a view; a `nil` dimension asks for the view's ideal size.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ProposedViewSize: Equatable, Sendable {
  /// The proposed width, or `nil` for the ideal width.
  public var width: CGFloat?

  /// The proposed height, or `nil` for the ideal height.
  public var height: CGFloat?

  /// A proposal of `width` by `height`.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of no space.
  public static let zero = ProposedViewSize(width: 0, height: 0)

  /// A proposal for the ideal size in both directions.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
}

/// A key for a value a view hands to the layout it is in.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol LayoutValueKey {
  /// The value's type.
  associatedtype Value

  /// The value of a view that sets none.
  static var defaultValue: Value { get }
}

/// A layout's view of one of its subviews.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubview: Equatable {
  /// The value the subview set for `key`, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { fatalError() }

  /// The size the subview takes for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }

  /// Places the subview with its `anchor` at `position`, proposing `proposal`.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    fatalError()
  }

  /// Whether both stand for the same subview.
  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { fatalError() }
}

/// A layout's subviews, in the order the layout's content lists them. Not `Sendable`: the
/// iOS 16.4 SDK does not declare it, and no 18.0 file read shows it (the stricter choice).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  /// The subviews' element type.
  public typealias Element = LayoutSubview

  /// The subviews' index type.
  public typealias Index = Int

  /// The first index.
  public var startIndex: Int { fatalError() }

  /// The index after the last.
  public var endIndex: Int { fatalError() }

  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview { fatalError() }

  /// Whether both hold the same subviews.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { fatalError() }
}

/// A container that measures and places its subviews itself.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@preconcurrency
public protocol Layout: Animatable, Sendable {
  /// What the layout keeps between calls; nothing by default.
  associatedtype Cache = Void

  /// The subviews passed to the layout's methods.
  typealias Subviews = LayoutSubviews

  /// The layout's size for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    -> CGSize

  /// Places each subview within `bounds`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache)

  /// The layout's initial cache.
  func makeCache(subviews: Self.Subviews) -> Self.Cache
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout where Self.Cache == () {
  /// No cache.
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
  /// A view laying out `content`'s views with this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    content()
  }
}

extension View {
  /// Hands `value` for `key` to the layout this view is in.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value)
    -> some View
  {
    self
  }
}

/// Shows the first of its views that fits the proposed size along `axes`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ViewThatFits<Content: View>: View {
  /// Chooses among `content`'s views along `axes`.
  nonisolated public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {
    fatalError()
  }

  /// Never called.
  public var body: Never { fatalError() }
}

/// A view whose content scrolls along `axes`.
public struct ScrollView<Content: View>: View {
  /// A scroll view of `content`, scrolling along `axes`.
  nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
    fatalError()
  }

  /// Never called.
  public var body: Never { fatalError() }
}

// MARK: - Names only

// Declared so that scripts/check-name-collisions.sh sees them: a public type of ours with one of
// these names is ambiguous in an app's file that imports SwiftUI (both were, once). Members are
// left out; nothing of ours uses them.

/// The direction of text and layout.
public enum LayoutDirection: Hashable, CaseIterable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

/// How a view's content changes between two states.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ContentTransition: Equatable {}
