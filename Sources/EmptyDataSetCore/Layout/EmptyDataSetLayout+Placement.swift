// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

extension EmptyDataSetLayout {
  /// The fixed stack order.
  static let stackOrder: [Element] = [.image, .title, .message, .button, .secondaryButton]

  /// Lays out the standard elements as a stack in the content area.
  static func layoutStack(
    _ input: SanitizedLayoutRequest,
    padding: Double,
    columnInsets: (left: Double, right: Double),
    columnWidth: Double,
    measure: Measure
  ) -> EmptyDataSetLayout {
    let view = input.visibleRect
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

    let (top, contentHeight) = verticalPlacement(height: stackHeight, input: input, margin: padding)
    let columnX = horizontalPlacement(width: columnWidth, insets: columnInsets, input: input)
    var frames: [Element: Rect] = [:]
    for ((element, size), elementTop) in zip(sizes, tops) {
      frames[element] = Rect(
        x: columnX + alignedX(width: size.width, in: columnWidth, input: input),
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

  /// Lays out a custom view at its measured size, or filling the content area.
  static func layoutCustomView(
    _ input: SanitizedLayoutRequest,
    measure: Measure
  ) -> EmptyDataSetLayout {
    let view = input.visibleRect
    let area = input.contentArea
    var frame = area
    var contentHeight = view.height
    if input.customViewSizing == .natural {
      let measured = SanitizedLayoutRequest.size(measure(.customView, area.width))
      if measured.width > 0 && measured.height > 0 {
        let width = min(measured.width, area.width)
        let (top, height) = verticalPlacement(height: measured.height, input: input, margin: 0)
        let x = horizontalPlacement(width: width, insets: (0, 0), input: input)
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
      return scaledDown(measured, toFit: imageBounds(columnWidth: columnWidth, input: input))
    case .title, .message:
      return Size(width: columnWidth, height: measured.height)
    case .button, .secondaryButton:
      let width = input.buttonWidth == .fullWidth ? columnWidth : min(measured.width, columnWidth)
      return Size(width: width, height: measured.height)
    case .customView:
      return measured
    }
  }

  /// The box an image must fit: the column's width and the maximum size (a side of 0 or none:
  /// no limit on that side).
  private static func imageBounds(columnWidth: Double, input: SanitizedLayoutRequest) -> Size {
    let maximum = input.imageMaximumSize
    return Size(
      width: maximum.width > 0 ? min(columnWidth, maximum.width) : columnWidth,
      height: maximum.height > 0 ? maximum.height : .infinity)
  }

  /// `size` scaled down, keeping its aspect ratio, until it fits `bounds`; never scaled up. A
  /// side that measures 0 does not limit the scale (an image 0 wide is still no taller than
  /// its maximum).
  private static func scaledDown(_ size: Size, toFit bounds: Size) -> Size {
    var scale = 1.0
    if size.width > 0 { scale = min(scale, bounds.width / size.width) }
    if size.height > 0 { scale = min(scale, bounds.height / size.height) }
    guard scale < 1 else { return size }
    return Size(width: size.width * scale, height: size.height * scale)
  }

  /// The top of a block of `height` in the content area, and the content height needed to
  /// show it.
  ///
  /// A block that fits is centred and offset, however little room is left around it. A block
  /// taller than the area starts at its top and the content grows to hold it, with a margin
  /// above and below that grows with the overflow up to `margin` (half the overflow, so the
  /// placement moves continuously as a window is resized across the point where it stops
  /// fitting).
  private static func verticalPlacement(
    height: Double,
    input: SanitizedLayoutRequest,
    margin: Double
  ) -> (top: Double, contentHeight: Double) {
    let area = input.contentArea
    let view = input.visibleRect
    if height <= area.height {
      return (area.y + (area.height - height) / 2 + input.offset.vertical, view.height)
    }
    let overflowMargin = min(margin, (height - area.height) / 2)
    let below = view.height - (area.y + area.height)
    return (area.y + overflowMargin, area.y + height + 2 * overflowMargin + below)
  }

  /// The left edge of a block of `width` in the content area: centred, or after the leading
  /// column inset with natural alignment; then moved by the horizontal offset (mirrored right
  /// to left).
  private static func horizontalPlacement(
    width: Double,
    insets: (left: Double, right: Double),
    input: SanitizedLayoutRequest
  ) -> Double {
    let area = input.contentArea
    let isLeftToRight = input.direction == .leftToRight
    let offset = isLeftToRight ? input.offset.horizontal : -input.offset.horizontal
    switch input.alignment {
    case .center:
      return area.x + (area.width - width) / 2 + offset
    case .natural:
      let leading =
        isLeftToRight ? area.x + insets.left : area.x + area.width - insets.right - width
      return leading + offset
    }
  }

  /// Where an element of `width` starts within a column of `columnWidth`.
  private static func alignedX(
    width: Double, in columnWidth: Double, input: SanitizedLayoutRequest
  ) -> Double {
    switch input.alignment {
    case .center: (columnWidth - width) / 2
    case .natural: input.direction == .leftToRight ? 0 : columnWidth - width
    }
  }

  /// Where the background goes: a card around the content with its padding, or else the
  /// view's bounds less the background's insets.
  static func backgroundFrame(
    of layout: EmptyDataSetLayout, input: SanitizedLayoutRequest
  ) -> Rect {
    let bounds = Rect(x: 0, y: 0, width: layout.viewFrame.width, height: layout.viewFrame.height)
    guard let padding = input.backgroundContentPadding else {
      return SanitizedLayoutRequest.inset(bounds, by: input.backgroundInsets)
    }
    let frames = layout.frames.values
    guard let first = frames.first else { return bounds }
    var minX = first.x
    var minY = first.y
    var maxX = first.x + first.width
    var maxY = first.y + first.height
    for frame in frames {
      minX = min(minX, frame.x)
      minY = min(minY, frame.y)
      maxX = max(maxX, frame.x + frame.width)
      maxY = max(maxY, frame.y + frame.height)
    }
    return Rect(
      x: minX - padding.left, y: minY - padding.top,
      width: maxX - minX + padding.left + padding.right,
      height: maxY - minY + padding.top + padding.bottom)
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
      frames: frames.mapValues(round),
      backgroundFrame: round(backgroundFrame))
  }
}
