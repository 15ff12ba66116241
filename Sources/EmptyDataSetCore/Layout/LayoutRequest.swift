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
  /// Text direction; mirrors the horizontal offset. Left to right by default.
  package var direction: EmptyDataSetLayout.Direction
  /// Pixels per point; frames are rounded to whole pixels. 1 by default; below 1 or not finite
  /// → 1; above 16 → 16.
  package var displayScale: Double
  /// The offset from the centre of the visible area.
  package var offset: EmptyDataSetOffset
  /// The gaps between elements.
  package var spacing: EmptyDataSetSpacing
  /// The widest the content column may be; `nil` for no limit.
  package var maximumContentWidth: Double?
  /// Whether the button spans the column.
  package var buttonWidth: EmptyDataSetButtonWidth
  /// The elements present, in any order; the stack order is fixed (image, title, description,
  /// button). When it contains ``EmptyDataSetLayout/Element/customView``, the others are ignored.
  package var elements: Set<EmptyDataSetLayout.Element>
  /// How a custom view is sized.
  package var customViewSizing: EmptyDataSetCustomViewSizing

  /// Creates a request for `containerSize` with default layout values and no elements.
  package init(
    containerSize: EmptyDataSetLayout.Size,
    visibleInsets: EmptyDataSetLayout.Insets = .zero,
    direction: EmptyDataSetLayout.Direction = .leftToRight,
    displayScale: Double = 1,
    offset: EmptyDataSetOffset = .init(),
    spacing: EmptyDataSetSpacing = .init(),
    maximumContentWidth: Double? = nil,
    buttonWidth: EmptyDataSetButtonWidth = .fullWidth,
    elements: Set<EmptyDataSetLayout.Element> = [],
    customViewSizing: EmptyDataSetCustomViewSizing = .natural
  ) {
    self.containerSize = containerSize
    self.visibleInsets = visibleInsets
    self.direction = direction
    self.displayScale = displayScale
    self.offset = offset
    self.spacing = spacing
    self.maximumContentWidth = maximumContentWidth
    self.buttonWidth = buttonWidth
    self.elements = elements
    self.customViewSizing = customViewSizing
  }

  /// A request for `configuration` shown in a container.
  package init<Platform>(
    configuration: EmptyDataSetConfiguration<Platform>,
    containerSize: EmptyDataSetLayout.Size,
    visibleInsets: EmptyDataSetLayout.Insets = .zero,
    direction: EmptyDataSetLayout.Direction = .leftToRight,
    displayScale: Double = 1
  ) {
    var elements: Set<EmptyDataSetLayout.Element> = []
    if configuration.viewObjects.customView != nil {
      elements.insert(.customView)
    } else {
      if configuration.showsImageSlot { elements.insert(.image) }
      if configuration.title != nil { elements.insert(.title) }
      if configuration.message != nil { elements.insert(.message) }
      if configuration.button.isVisible { elements.insert(.button) }
    }
    self.init(
      containerSize: containerSize,
      visibleInsets: visibleInsets,
      direction: direction,
      displayScale: displayScale,
      offset: configuration.offset,
      spacing: configuration.spacing,
      maximumContentWidth: configuration.maximumContentWidth,
      buttonWidth: configuration.buttonWidth,
      elements: elements,
      customViewSizing: configuration.customViewSizing
    )
  }
}
