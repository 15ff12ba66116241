// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// Everything the layout needs apart from measured sizes: the container, what is visible of it,
/// and the configuration's layout values.
package struct LayoutRequest: Hashable, Sendable {
  /// The container's size (the list's bounds). Non-finite or negative → 0.
  package var containerSize: EmptyDataSetLayout.Size
  /// What the host reports as not visible: safe area, content insets, a header, the keyboard.
  /// Non-finite or negative edges → 0.
  package var visibleInsets: EmptyDataSetLayout.Insets
  /// Text direction; mirrors the horizontal offset, the margins and natural alignment. Left to
  /// right by default.
  package var direction: EmptyDataSetLayout.Direction
  /// Pixels per point; frames are rounded to whole pixels. 1 by default; below 1 or not finite
  /// → 1; above 16 → 16.
  package var displayScale: Double
  /// Space kept free inside the visible area (the configuration's margins, with the list's
  /// own where the configuration keeps them), in physical edges. Zero by default; non-finite or
  /// negative edges → 0.
  package var margins: EmptyDataSetLayout.Insets
  /// Centred, or aligned to the leading edge.
  package var alignment: EmptyDataSetAlignment
  /// The offset from the centre of the visible area.
  package var offset: EmptyDataSetOffset
  /// The gaps between elements.
  package var spacing: EmptyDataSetSpacing
  /// The widest the content column may be; `nil` for no limit.
  package var maximumContentWidth: Double?
  /// Whether the buttons span the column.
  package var buttonWidth: EmptyDataSetButtonWidth
  /// The largest the image is drawn (a side of 0: no limit on that side); `nil` for no limit.
  package var imageMaximumSize: EmptyDataSetLayout.Size?
  /// The elements present, in any order; the stack order is fixed (image, title, message,
  /// button, secondary button). When it contains ``EmptyDataSetLayout/Element/customView``, the
  /// others are ignored.
  package var elements: EmptyDataSetLayout.Elements
  /// How a custom view is sized.
  package var customViewSizing: EmptyDataSetCustomViewSizing
  /// How far the background stays from the visible area's edges, in physical edges.
  package var backgroundInsets: EmptyDataSetLayout.Insets
  /// When set, the background is a card around the content with this padding (physical edges).
  package var backgroundContentPadding: EmptyDataSetLayout.Insets?

  /// Creates a request for `containerSize` with default layout values and no elements.
  package init(
    containerSize: EmptyDataSetLayout.Size,
    visibleInsets: EmptyDataSetLayout.Insets = .zero,
    direction: EmptyDataSetLayout.Direction = .leftToRight,
    displayScale: Double = 1,
    margins: EmptyDataSetLayout.Insets = .zero,
    alignment: EmptyDataSetAlignment = .center,
    offset: EmptyDataSetOffset = .init(),
    spacing: EmptyDataSetSpacing = .init(),
    maximumContentWidth: Double? = nil,
    buttonWidth: EmptyDataSetButtonWidth = .fullWidth,
    imageMaximumSize: EmptyDataSetLayout.Size? = nil,
    elements: EmptyDataSetLayout.Elements = [],
    customViewSizing: EmptyDataSetCustomViewSizing = .natural,
    backgroundInsets: EmptyDataSetLayout.Insets = .zero,
    backgroundContentPadding: EmptyDataSetLayout.Insets? = nil
  ) {
    self.containerSize = containerSize
    self.visibleInsets = visibleInsets
    self.direction = direction
    self.displayScale = displayScale
    self.margins = margins
    self.alignment = alignment
    self.offset = offset
    self.spacing = spacing
    self.maximumContentWidth = maximumContentWidth
    self.buttonWidth = buttonWidth
    self.imageMaximumSize = imageMaximumSize
    self.elements = elements
    self.customViewSizing = customViewSizing
    self.backgroundInsets = backgroundInsets
    self.backgroundContentPadding = backgroundContentPadding
  }

  /// A request for `configuration` shown in `container`.
  package init<Platform>(
    configuration: EmptyDataSetConfiguration<Platform>, container: LayoutContainer
  ) {
    self.init(
      configuration: configuration, containerSize: container.size,
      visibleInsets: container.visibleInsets, direction: container.direction,
      displayScale: container.displayScale, listMargins: container.layoutMargins)
  }

  /// A request for `configuration` shown in a container.
  package init<Platform>(
    configuration: EmptyDataSetConfiguration<Platform>,
    containerSize: EmptyDataSetLayout.Size,
    visibleInsets: EmptyDataSetLayout.Insets = .zero,
    direction: EmptyDataSetLayout.Direction = .leftToRight,
    displayScale: Double = 1,
    listMargins: EmptyDataSetLayout.Insets = .zero
  ) {
    var margins = configuration.margins.insets(for: direction)
    let kept = configuration.axesPreservingListMargins
    if kept.contains(.horizontal) {
      margins.left = max(margins.left, listMargins.left)
      margins.right = max(margins.right, listMargins.right)
    }
    if kept.contains(.vertical) {
      margins.top = max(margins.top, listMargins.top)
      margins.bottom = max(margins.bottom, listMargins.bottom)
    }
    let background = configuration.background
    self.init(
      containerSize: containerSize,
      visibleInsets: visibleInsets,
      direction: direction,
      displayScale: displayScale,
      margins: margins,
      alignment: configuration.alignment,
      offset: configuration.offset,
      spacing: configuration.spacing,
      maximumContentWidth: configuration.maximumContentWidth,
      buttonWidth: configuration.buttonWidth,
      imageMaximumSize: configuration.imageProperties.maximumSize,
      elements: configuration.layoutElements,
      customViewSizing: configuration.customViewSizing,
      backgroundInsets: background.insets.insets(for: direction),
      backgroundContentPadding: background.contentPadding?.insets(for: direction)
    )
  }
}
