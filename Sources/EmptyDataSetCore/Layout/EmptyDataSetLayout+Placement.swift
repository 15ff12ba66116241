// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

extension EmptyDataSetLayout {
  /// The fixed stack order.
  static let stackOrder: [Element] = [.image, .title, .message, .button]

  /// Lays out the standard elements as a centred stack.
  static func layoutStack(
    _ input: SanitizedLayoutRequest,
    view: Rect,
    padding: Double,
    columnWidth: Double,
    measure: Measure
  ) -> EmptyDataSetLayout {
    var sizes: [(Element, Size)] = []
    for element in stackOrder where input.elements.contains(element) {
      let size = elementSize(element, input: input, columnWidth: columnWidth, measure: measure)
      if size.height > 0 {
        sizes.append((element, size))
      }
    }
    var stackHeight = 0.0
    var previous: Element?
    var tops: [Double] = []
    for (element, size) in sizes {
      if let previous {
        stackHeight += input.spacing.gap(after: previous, before: element)
      }
      tops.append(stackHeight)
      stackHeight += size.height
      previous = element
    }

    let (top, contentHeight) = verticalPlacement(
      height: stackHeight, in: view, margin: padding, offset: input.offset.vertical)
    let columnX = horizontalPlacement(width: columnWidth, in: view, input: input)
    var frames: [Element: Rect] = [:]
    for ((element, size), elementTop) in zip(sizes, tops) {
      frames[element] = Rect(
        x: columnX + (columnWidth - size.width) / 2,
        y: top + elementTop,
        width: size.width,
        height: size.height)
    }
    return EmptyDataSetLayout(
      viewFrame: view,
      contentSize: Size(width: view.width, height: contentHeight),
      sidePadding: padding,
      frames: frames)
  }

  /// Lays out a custom view at its measured size, or filling the visible area.
  static func layoutCustomView(
    _ input: SanitizedLayoutRequest,
    view: Rect,
    columnWidth: Double,
    measure: Measure
  ) -> EmptyDataSetLayout {
    let viewBounds = Rect(x: 0, y: 0, width: view.width, height: view.height)
    var frame = viewBounds
    var contentHeight = view.height
    if input.customViewSizing == .natural {
      let measured = SanitizedLayoutRequest.size(measure(.customView, view.width))
      if measured.width > 0 && measured.height > 0 {
        let width = min(measured.width, view.width)
        let (top, height) = verticalPlacement(
          height: measured.height, in: view, margin: 0, offset: input.offset.vertical)
        let x = horizontalPlacement(width: width, in: view, input: input)
        frame = Rect(x: x, y: top, width: width, height: measured.height)
        contentHeight = height
      }
    }
    return EmptyDataSetLayout(
      viewFrame: view,
      contentSize: Size(width: view.width, height: contentHeight),
      sidePadding: 0,
      frames: [.customView: frame])
  }

  /// The size of one stack element within the column.
  private static func elementSize(
    _ element: Element,
    input: SanitizedLayoutRequest,
    columnWidth: Double,
    measure: Measure
  ) -> Size {
    guard columnWidth > 0 else { return .zero }
    let measured = SanitizedLayoutRequest.size(measure(element, columnWidth))
    switch element {
    case .image:
      guard measured.width > columnWidth else { return measured }
      let scale = columnWidth / measured.width
      return Size(width: columnWidth, height: measured.height * scale)
    case .title, .message:
      return Size(width: columnWidth, height: measured.height)
    case .button:
      let width = input.buttonWidth == .fullWidth ? columnWidth : min(measured.width, columnWidth)
      return Size(width: width, height: measured.height)
    case .customView:
      return measured
    }
  }

  /// The top of a block of `height` in `view`, and the content height needed to show it.
  ///
  /// A block that fits is centred and offset, however little room is left around it. A block
  /// taller than the view starts at the top and the content grows to hold it, with a margin
  /// above and below that grows with the overflow up to `margin` (half the overflow, so the
  /// placement moves continuously as a window is resized across the point where it stops
  /// fitting).
  private static func verticalPlacement(
    height: Double,
    in view: Rect,
    margin: Double,
    offset: Double
  ) -> (top: Double, contentHeight: Double) {
    if height <= view.height {
      return ((view.height - height) / 2 + offset, view.height)
    }
    let overflowMargin = min(margin, (height - view.height) / 2)
    return (overflowMargin, height + 2 * overflowMargin)
  }

  /// The left edge of a block of `width`, centred in `view` and moved by the horizontal offset.
  private static func horizontalPlacement(
    width: Double,
    in view: Rect,
    input: SanitizedLayoutRequest
  ) -> Double {
    let offset =
      input.direction == .leftToRight
      ? input.offset.horizontal : -input.offset.horizontal
    return (view.width - width) / 2 + offset
  }

  /// A copy with every frame on the pixel grid: origins to the nearest pixel, sizes up to the
  /// next whole pixel so that text is never cut.
  func roundedToPixels(scale: Double) -> EmptyDataSetLayout {
    func near(_ value: Double) -> Double { (value * scale).rounded() / scale }
    func up(_ value: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }
    func round(_ rect: Rect) -> Rect {
      Rect(x: near(rect.x), y: near(rect.y), width: up(rect.width), height: up(rect.height))
    }
    return EmptyDataSetLayout(
      viewFrame: round(viewFrame),
      contentSize: Size(width: up(contentSize.width), height: up(contentSize.height)),
      sidePadding: sidePadding,
      frames: frames.mapValues(round))
  }
}
