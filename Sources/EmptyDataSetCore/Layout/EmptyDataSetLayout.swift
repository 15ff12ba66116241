// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// Where everything goes: the single source of geometry for every backend.
///
/// `make(for:measure:)` is a pure function from a `LayoutRequest` and measured sizes to
/// frames. The rules, with DZNEmptyDataSet's look as the default:
///
/// - The empty view covers the **visible area**: the container less the insets the host reports
///   (DZN centred in the full bounds, so bars and headers pushed content off-centre). Content
///   goes in the **content area**: the visible area less the margins (the configuration's, and
///   the list's own on the axes the configuration keeps them), mirrored right to left.
/// - Side padding is one sixteenth of the content area's width, rounded (DZN: 375 → 23, 768 →
///   48). The content column is the width between the paddings, no wider than the maximum
///   content width.
/// - Elements stack image → title → message → button → secondary button with the configured
///   gaps. An element that measures zero height takes no space and no gap. The image is scaled
///   down, keeping its aspect, to fit the column and its maximum size (DZN let it overflow).
/// - Centre alignment: the column and each element are centred. Natural alignment: the column
///   starts after the leading side padding, and each element at the column's leading edge (left
///   to right: the left; right to left: the right).
/// - The stack is centred vertically in the content area and then moved by the offsets
///   (the horizontal one mirrored right to left), whenever it fits. A stack taller than the area
///   starts at its top instead, with a margin above and below of half the overflow, at most the
///   side padding; the content size reports the full height so the host can scroll it (DZN
///   clipped it).
/// - A custom view takes its measured size, placed like the stack; one that measures zero in
///   either direction, or asks to ``EmptyDataSetCustomViewSizing/fill``, fills the content area.
/// - The background fills the visible area less its insets, or, with a content padding, is a
///   card around the content.
/// - Every frame is finite and rounded to whole pixels, whatever the input.
///
/// Element frames are in the empty view's own coordinates; ``viewFrame`` is in the container's
/// (on UIKit, the scroll view's content coordinates, where the container is the visible bounds).
public struct EmptyDataSetLayout: Hashable, Sendable {
  /// The empty view's frame in the container: the visible area.
  public internal(set) var viewFrame: Rect
  /// The size of the empty view's content: the view's size, or taller when the stack overflows.
  public internal(set) var contentSize: Size
  /// The side padding used, in points.
  public internal(set) var sidePadding: Double
  /// The frame of each element present, in the empty view's coordinates.
  public internal(set) var frames: [Element: Rect]
  /// Where the background is drawn, in the empty view's coordinates: the view's bounds by
  /// default.
  public internal(set) var backgroundFrame: Rect

  /// Creates a layout from its parts; the background covers the view unless given.
  package init(
    viewFrame: Rect,
    contentSize: Size,
    sidePadding: Double,
    frames: [Element: Rect],
    backgroundFrame: Rect? = nil
  ) {
    self.viewFrame = viewFrame
    self.contentSize = contentSize
    self.sidePadding = sidePadding
    self.frames = frames
    self.backgroundFrame =
      backgroundFrame ?? Rect(x: 0, y: 0, width: viewFrame.width, height: viewFrame.height)
  }

  /// True when the content is taller than the visible area and should scroll.
  public var isScrollable: Bool { contentSize.height > viewFrame.height }

  /// The frame of `element`, or `nil` when it is not shown.
  public func frame(of element: Element) -> Rect? { frames[element] }

  /// Measures one element: its natural size when at most `availableWidth` wide.
  package typealias Measure = (_ element: Element, _ availableWidth: Double) -> Size

  /// The side padding for a visible area `width` points wide: one sixteenth of it, rounded
  /// (DZNEmptyDataSet's rule: 375 → 23, 768 → 48). Non-finite or negative widths → 0.
  ///
  package static func sidePadding(forVisibleWidth width: Double) -> Double {
    guard width.isFinite, width > 0 else { return 0 }
    return (width / 16).rounded()
  }

  /// How far the column stays from the content area's left and right edges: the side padding,
  /// or more where a card background's content padding needs it, so that the card stays inside
  /// the view (symmetric when centred, so that the column stays in the middle).
  static func columnInsets(
    sidePadding: Double, input: SanitizedLayoutRequest
  ) -> (left: Double, right: Double) {
    guard let card = input.backgroundContentPadding else { return (sidePadding, sidePadding) }
    switch input.alignment {
    case .center:
      let inset = max(sidePadding, card.left, card.right)
      return (inset, inset)
    case .natural:
      return (max(sidePadding, card.left), max(sidePadding, card.right))
    }
  }

  /// Lays out `request`, measuring each present element once.
  package static func make(for request: LayoutRequest, measure: Measure) -> EmptyDataSetLayout {
    let input = SanitizedLayoutRequest(request)
    let area = input.contentArea
    let padding = sidePadding(forVisibleWidth: area.width)
    let columnInsets = columnInsets(sidePadding: padding, input: input)
    var columnWidth = max(0, area.width - columnInsets.left - columnInsets.right)
    if let limit = input.maximumContentWidth {
      columnWidth = min(columnWidth, limit)
    }
    var layout: EmptyDataSetLayout
    if input.elements.contains(.customView) {
      layout = layoutCustomView(input, measure: measure)
    } else {
      layout = layoutStack(
        input, padding: padding, columnInsets: columnInsets, columnWidth: columnWidth,
        measure: measure)
    }
    layout.backgroundFrame = backgroundFrame(of: layout, input: input)
    return layout.roundedToPixels(scale: input.displayScale)
  }
}
