// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore

/// The empty view: a box whose custom layout places image (or activity indicator), title,
/// description, button and secondary button (or a custom widget), and the background, at the
/// frames the core's layout computed, inside a scrolled window that scrolls only when the
/// content is taller than the visible area.
///
/// It is built once, on the first show, and kept: between shows it is hidden, and each show or
/// update changes only what differs from what it shows.
///
/// The default look is GNOME's status page: a large dim symbolic icon, a `title-1` title, body
/// text, a suggested-action button (and a plain one under it); all colours come from the theme,
/// so the dark theme works.
@MainActor
final class GTKEmptyView {
  /// The overlay child: a scrolled window around ``root``. Retained by this object.
  let container: ScrolledWindow
  /// The box that holds the elements (the view delegates are told about). Retained.
  let root: Widget
  let image = GTKImageSlot(role: "image")
  let title = GTKTextLabel(
    role: "title", classes: ["title-1"], breaksWords: true,
    accessibleRole: GTK_ACCESSIBLE_ROLE_HEADING)
  let message = GTKTextLabel(
    role: "message", classes: ["body"], breaksWords: true,
    accessibleRole: GTK_ACCESSIBLE_ROLE_LABEL)
  let button: GTKEmptyButton
  /// Made the first time a configuration shows one (few do), then kept like the others.
  private(set) var secondaryButton: GTKEmptyButton?
  /// The background drawn at the layout's `backgroundFrame` (a box styled by CSS), made the
  /// first time a background needs more than a fill of the whole view; see ``setBackground(_:)``.
  private var backgroundBox: Widget?
  private var backgroundStyle = StyleSheet()
  private var customView: GTKWidget?
  private var configuration: GTKEmptyDataSetConfiguration?
  /// False while every widget shows ``configuration`` in full; true after a hide let go of
  /// part of it (a picture, a button image, a custom view), and before the first apply.
  private var needsFullApply = true
  /// ``letsGoWhenHidden(_:)`` of ``configuration``, worked out when it is applied.
  private var letsGoOfContentWhenHidden = false
  private var namePrefix: String?
  /// The title and the message as one text to announce, set with them (GTKAccessibility).
  var summary: String?
  /// The layout the view was last allocated with, `nil` while hidden and before the first
  /// allocation of a show.
  private(set) var layout: EmptyDataSetLayout?
  /// Layouts applied so far: one per show, and one more per real change of size, direction or
  /// content (for the checks).
  private(set) var layoutPasses = 0
  private var rootStyle = StyleSheet()
  private var isAllocating = false
  private var resizeSource: guint = 0
  /// The host, which keeps this view: asked for the container and its direction, and told of
  /// taps and wheel events. A reference rather than a closure per question (a closure is an
  /// allocation).
  private weak var host: GTKEmptyDataSetHost?
  private let crossFade = GTKFade()
  /// The direction set on the view's own widgets: none (GTK's default direction) unless the
  /// list's overlay has another one of its own.
  private var appliedDirection = GTK_TEXT_DIR_NONE
  private var ghost: (picture: Widget, width: Int, height: Int)?

  /// The size of the activity indicator's box, in pixels: half the 128-pixel status icons
  /// (the spinner draws a little inside its box), which balances the `title-1` title under it.
  static let activityIndicatorSize = 64

  /// Creates the widgets, hidden, for `host`: its ``GTKEmptyDataSetHost/currentContainer`` is
  /// the container the core's layout is made for, at the time of GTK's layout pass, and taps
  /// and wheel events go to it.
  init(host: GTKEmptyDataSetHost) {
    self.host = host
    container = ScrolledWindow.makeVertical()
    container.widget.retainSinking()
    container.widget.isVisible = false
    root = Box.make(GTK_ORIENTATION_VERTICAL).widget
    root.retainSinking()
    container.child = root
    root.setCSSClass("empty-data-set", true)
    root.setClipsChildren(true)
    button = GTKEmptyButton { [weak host] in host?.owner?.attachment.handleButtonTap() }
    image.widget.setCSSClass(GTKContrastStyle.dimClass, true)
    // In stack order, which is also the keyboard's: the button, then the secondary button.
    for child in elementWidgets { child.setParent(root) }
    root.setCustomLayout(
      measure: { [weak self] orientation in
        // No width (the overlay sizes it to the list), and a height only when the content
        // overflows, so that the scrolled window around it scrolls.
        guard orientation == GTK_ORIENTATION_VERTICAL, let self else { return 0 }
        return Self.scrollableHeight(of: self.makeLayout())
      },
      allocate: { [weak self] width, height in self?.allocate(width: width, height: height) })

    let click = EventController.click()
    click.onRelease { [weak host] in host?.owner?.attachment.handleViewTap() }
    root.addController(click)
    let scroll = EventController.scroll()
    scroll.onScroll { [weak self] dx, dy in
      // Content taller than the visible area scrolls itself; otherwise the host decides.
      guard let self, Self.scrollableHeight(of: self.layout) == 0 else { return false }
      return self.host?.forwardScroll(dx: dx, dy: dy) ?? true
    }
    root.addController(scroll)
  }

  // MARK: - Showing

  /// True while shown (between ``show()`` and ``hide()``).
  private(set) var isShown = false
  /// The frame-clock tick that unmaps the view after a hide; 0 when none is waiting.
  private var unmapTick: guint = 0

  /// Shows the view with the content applied last.
  func show() {
    isShown = true
    cancelUnmap()
    matchDirection()
    container.widget.isVisible = true
    // Laid out in the next layout pass, even when the allocation GTK gives it is the one of the
    // last show (GTK then reallocates nothing by itself).
    root.queueResize()
    image.setSpinning(true)
  }

  /// Hides the view: stops the indicator and any cross-fade, forgets the allocation (the next
  /// show lays out for the size it then finds), and lets go of what the configuration gave it
  /// (its custom view, pictures); texts and icons stay for the next show.
  func hide() {
    isShown = false
    endCrossFade()
    leaveScreen()
    image.setSpinning(false)
    layout = nil
    guard letsGoOfContentWhenHidden else { return }
    needsFullApply = true
    image.release()
    button.release()
    secondaryButton?.release()
    detachCustomView()
    // Only when there is one: a write would copy the configuration's shared fields, and the
    // next show's comparison with the one it shows would no longer be a pointer comparison.
    if configuration?.customView != nil { configuration?.customView = nil }
  }

  /// Takes the view off the screen as a `GtkStack` does the page it leaves: at once it is
  /// neither drawn nor clickable, and it is unmapped in the next frame, so that a list emptied
  /// and filled again in one main-loop turn (a refresh that removes everything, then adds)
  /// maps and unmaps the view once per frame rather than once per change. A view that has
  /// keyboard focus, or is not on screen, is unmapped at once.
  private func leaveScreen() {
    let widget = container.widget
    guard widget.isMapped, widget.windowFocus?.isInside(widget) != true else {
      cancelUnmap()
      widget.isVisible = false
      return
    }
    widget.opacity = 0
    widget.canTarget = false
    guard unmapTick == 0 else { return }
    unmapTick = gtk_widget_add_tick_callback(
      widget.pointer,
      { _, _, data in
        guard let data else { return 0 }
        let view = Unmanaged<GTKEmptyView>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { view.unmapAfterHide() }
        return 0  // G_SOURCE_REMOVE
      }, Unmanaged.passUnretained(self).toOpaque(), nil)
  }

  /// The tick ``leaveScreen()`` added: unmaps the view (GTK removes the tick).
  private func unmapAfterHide() {
    unmapTick = 0
    container.widget.isVisible = false
  }

  /// Removes a waiting unmap tick (a show came first, or the view goes).
  private func cancelUnmap() {
    guard unmapTick != 0 else { return }
    gtk_widget_remove_tick_callback(container.widget.pointer, unmapTick)
    unmapTick = 0
  }

  // MARK: - Content

  /// Shows `configuration`, changing only what differs from what is shown.
  func apply(_ configuration: GTKEmptyDataSetConfiguration) {
    // Shown again unchanged (the usual show): every widget shows it already.
    if !needsFullApply, configuration == self.configuration { return }
    needsFullApply = false
    matchDirection()
    let old = self.configuration
    self.configuration = configuration
    letsGoOfContentWhenHidden = Self.letsGoWhenHidden(configuration)
    // The next layout pass lays the new content out (a text that changed queues its own).
    if old != configuration { root.queueResize() }
    if namePrefix != configuration.accessibilityIdentifierPrefix {
      namePrefix = configuration.accessibilityIdentifierPrefix
      nameWidgets(configuration.accessibilityIdentifierPrefix)
    }
    setBackground(configuration.background)
    if old?.customView != configuration.customView {
      detachCustomView()
      if let view = configuration.customView {
        if view.widget.parent == nil {
          view.widget.setParent(root)
          customView = view
        } else {
          EmptyDataSetDiagnostics.report(
            .misuse,
            "The custom view (a \(view.typeName)) already has a parent; a widget can be in one "
              + "place only. Pass a new widget, or remove it from its parent first. Not shown.")
        }
      }
    }
    let standard = configuration.customView == nil
    if standard && configuration.showsActivityIndicator {
      image.showActivityIndicator(size: Self.activityIndicatorSize)
      image.setSpinning(isShown)
    } else {
      image.show(standard ? Self.limited(configuration.image, configuration.imageProperties) : nil)
    }
    // Corners round an image, not the activity indicator in its place.
    image.setCornerRadius(
      configuration.showsActivityIndicator ? 0 : configuration.imageProperties.cornerRadius)
    image.setStyle(Self.imageStyle(configuration))
    var isIcon = false
    if case .icon = configuration.image { isIcon = true }
    // Icons are dimmed as on GNOME's status page (by colour, GTKContrastStyle); pictures and
    // tinted icons keep their colours.
    image.widget.setCSSClass(
      GTKContrastStyle.dimClass,
      configuration.showsActivityIndicator
        || (isIcon && configuration.imageProperties.tintColor == nil))
    let leading = configuration.alignment == .natural
    title.setLayout(configuration.titleProperties, leading: leading)
    message.setLayout(configuration.messageProperties, leading: leading)
    title.show(standard ? configuration.title : nil)
    message.show(standard ? configuration.message : nil)
    let showsSecondary = standard && configuration.secondaryButton.isVisible
    for widget in [button, showsSecondary ? makeSecondaryButton() : secondaryButton] {
      guard let widget else { continue }
      if standard {
        widget.apply(configuration)
      } else {
        widget.widget.isVisible = false
        widget.release()
      }
    }
    GTKAccessibility.apply(configuration, to: self)
  }

  /// True when hiding `configuration` lets go of part of it: a picture (file or paintable), a
  /// button image, a custom view.
  private static func letsGoWhenHidden(_ configuration: GTKEmptyDataSetConfiguration) -> Bool {
    if configuration.customView != nil || configuration.button.showsImage
      || configuration.secondaryButton.showsImage
    {
      return true
    }
    switch configuration.image {
    case .file?, .paintable?: return true
    case .icon?, nil: return false
    }
  }

  /// The background colour drawn behind the content, `nil` for none (transparent).
  var backgroundColor: GTKColor? { configuration?.background.color }

  /// Starts or stops the image animation of the current configuration.
  func setImageAnimationRunning(_ running: Bool) {
    image.setClass("empty-data-set-animating", running)
  }

  private static func imageStyle(_ configuration: GTKEmptyDataSetConfiguration) -> String {
    var css = ""
    if let tint = configuration.imageProperties.tintColor {
      css += "image, picture { color: \(tint.css); }\n"
    }
    if let animation = configuration.imageAnimation {
      let seconds = animation.duration
      switch animation.kind {
      case .spin:
        // Icons turn inside their box, as GtkSpinner's; pictures turn as a whole widget.
        css += "@keyframes empty-data-set-spin { to { -gtk-icon-transform: rotate(1turn); } }\n"
        css += "@keyframes empty-data-set-turn { from { transform: rotate(0turn); } "
        css += "to { transform: rotate(1turn); } }\n"
        css += "image.empty-data-set-animating { animation: empty-data-set-spin \(seconds)s "
        css += "linear infinite; }\n"
        css += "picture.empty-data-set-animating { transform-origin: center; "
        css += "animation: empty-data-set-turn \(seconds)s linear infinite; }\n"
      case .pulse:
        css += "@keyframes empty-data-set-pulse { 50% { opacity: 0.3; } }\n"
        css += ".empty-data-set-animating { animation: empty-data-set-pulse \(seconds)s "
        css += "ease-in-out infinite; }\n"
      }
    }
    return css
  }

  /// The image as drawn: an icon no larger than the maximum size (GTK draws an icon at its
  /// pixel size whatever its allocation; the layout's frame for it is the same size). Pictures
  /// scale down to the frame the layout gives them by themselves.
  static func limited(_ image: GTKImage?, _ properties: EmptyDataSetImageProperties<GTKPlatform>)
    -> GTKImage?
  {
    guard case .icon(let name, let size)? = image, let maximum = properties.maximumSize else {
      return image
    }
    var limit = Double(size)
    for side in [maximum.width, maximum.height] where side.isFinite && side > 0 {
      limit = min(limit, side)
    }
    let limited = max(1, Int(limit.rounded(.down)))
    return limited < size ? .icon(name, size: limited) : image
  }

  /// True when `background` is drawn by the background box rather than as the root's own
  /// fill: it has a line, round corners, insets or a content padding (a card). A plain fill
  /// stays the root's CSS background, which also lies behind content that scrolls.
  static func needsBackgroundBox(_ background: EmptyDataSetBackground<GTKPlatform>) -> Bool {
    guard background.isVisible else { return false }
    return background.strokeColor != nil || background.cornerRadius > 0
      || background.insets != .zero || background.contentPadding != nil
  }

  /// The background: the root's CSS fill, or the background box's CSS (fill, border, radius),
  /// placed at the layout's `backgroundFrame` when the view is allocated.
  private func setBackground(_ background: EmptyDataSetBackground<GTKPlatform>) {
    guard Self.needsBackgroundBox(background) else {
      let css = background.color.map { ".empty-data-set { background-color: \($0.css); }" } ?? ""
      rootStyle.apply(css, to: root)
      backgroundBox?.isVisible = false
      return
    }
    rootStyle.apply("", to: root)
    let box = backgroundBox ?? makeBackgroundBox()
    var css = "box {"
    if let color = background.color { css += " background-color: \(color.css);" }
    if let stroke = background.strokeColor, background.strokeWidth > 0 {
      css += " border: \(StyleSheet.length(background.strokeWidth)) solid \(stroke.css);"
    }
    if background.cornerRadius > 0 {
      css += " border-radius: \(StyleSheet.length(background.cornerRadius));"
    }
    css += " }"
    backgroundStyle.apply(css, to: box)
    box.isVisible = true
  }

  /// The background box: first among the root's children (drawn under the content), taking
  /// no pointer input (a click on it is a click on the view) and hidden from assistive
  /// technology (it is decoration).
  private func makeBackgroundBox() -> Widget {
    let box = Box.make(GTK_ORIENTATION_HORIZONTAL).widget
    box.setCSSClass("empty-data-set-background", true)
    box.canTarget = false
    box.setAccessibleHidden(true)
    box.setParentFirst(root)
    backgroundBox = box
    return box
  }

  /// Names the widgets `<prefix>`, `<prefix>.image`, … (GTK's widget names serve as
  /// identifiers for CSS `#name` selectors and UI-test tools).
  private func nameWidgets(_ prefix: String) {
    root.setName(prefix)
    image.widget.setName("\(prefix).image")
    title.widget.setName("\(prefix).title")
    message.widget.setName("\(prefix).message")
    button.widget.setName("\(prefix).button")
    secondaryButton?.widget.setName("\(prefix).secondaryButton")
  }

  /// The secondary button, made on first use: after the button in stack (and keyboard) order,
  /// named and in the direction of the others.
  private func makeSecondaryButton() -> GTKEmptyButton {
    if let secondaryButton { return secondaryButton }
    let made = GTKEmptyButton(secondary: true) { [weak host] in
      host?.owner?.attachment.handleSecondaryButtonTap()
    }
    made.widget.setParent(root, after: button.widget)
    if let namePrefix { made.widget.setName("\(namePrefix).secondaryButton") }
    setDirection(appliedDirection, within: made.widget)
    secondaryButton = made
    return made
  }

  private func detachCustomView() {
    if let customView, customView.widget.parent == root { customView.widget.unparent() }
    customView = nil
  }

  /// Gives the view's own widgets the direction of the container the layout is made for.
  ///
  /// GTK widgets do not inherit a direction from their parent: one without its own follows
  /// GTK's default. An app that sets a direction on the list (or a window around it) lays the
  /// view out in that direction (the host reports the overlay's), so the view's labels and
  /// buttons take it too, for their text and their natural alignment. No work while it is
  /// GTK's default, the usual case; the app's custom view keeps its own.
  private func matchDirection() {
    let wanted = host?.direction == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR
    let own = wanted == gtk_widget_get_default_direction() ? GTK_TEXT_DIR_NONE : wanted
    guard own != appliedDirection else { return }
    appliedDirection = own
    setDirection(own, within: container.widget)
  }

  /// Sets `direction` on `widget` and everything inside it but the app's custom view.
  private func setDirection(_ direction: GtkTextDirection, within widget: Widget) {
    let custom = customView?.widget.pointer
    func apply(_ widget: UnsafeMutablePointer<GtkWidget>) {
      guard widget != custom else { return }
      gtk_widget_set_direction(widget, direction)
      var child = gtk_widget_get_first_child(widget)
      while let current = child {
        apply(current)
        child = gtk_widget_get_next_sibling(current)
      }
    }
    apply(widget.pointer)
  }

  // MARK: - Cross-fade

  /// Cross-fades to the content applied next: a still image of what the view painted last is
  /// laid over it and fades out over `duration` seconds, uncovering the new content. Nothing
  /// when the view has not been painted (there is nothing to fade from).
  func beginCrossFade(duration: Double) {
    endCrossFade()
    guard isShown, root.isMapped, root.width > 0, root.height > 0 else { return }
    let picture = Picture.filling(root.lastPaintedImage()).widget
    picture.canTarget = false
    picture.setParent(root)
    ghost = (picture, root.width, root.height)
    crossFade.run(picture, to: 0, duration: duration) { [weak self] in self?.endCrossFade() }
  }

  /// True while a cross-fade runs.
  var isCrossFading: Bool { ghost != nil }

  /// Ends a cross-fade at once.
  func endCrossFade() {
    crossFade.cancel()
    ghost?.picture.unparent()
    ghost = nil
  }

  // MARK: - Geometry

  /// The widget that shows `element`, when it is shown.
  func widget(for element: EmptyDataSetLayout.Element) -> Widget? {
    let candidate: Widget?
    switch element {
    case .image: candidate = image.widget
    case .title: candidate = title.widget
    case .message: candidate = message.widget
    case .button: candidate = button.widget
    case .secondaryButton: candidate = secondaryButton?.widget
    case .customView: candidate = customView?.widget
    }
    guard let candidate, candidate.isVisible else { return nil }
    return candidate
  }

  /// The natural size of `element` at most `availableWidth` wide, measured by GTK.
  func measure(_ element: EmptyDataSetLayout.Element, availableWidth: Double)
    -> EmptyDataSetLayout.Size
  {
    guard let widget = widget(for: element) else { return .zero }
    let horizontal = widget.measure(GTK_ORIENTATION_HORIZONTAL)
    let limit = max(0, availableWidth.isFinite ? availableWidth : 0)
    if let minimum = shrinkScale(of: element), limit > 0 {
      // Measured at its own size in the width it will have once scaled, then scaled.
      let natural = Double(horizontal.natural)
      let scale = Self.fittingScale(natural: natural, width: limit, minimum: minimum)
      let unscaled = min(natural, limit / scale)
      let vertical = widget.measure(GTK_ORIENTATION_VERTICAL, for: Int(unscaled.rounded(.up)))
      return EmptyDataSetLayout.Size(
        width: min(natural * scale, limit), height: Double(vertical.natural) * scale)
    }
    let width = max(Double(horizontal.minimum), min(Double(horizontal.natural), limit))
    let vertical = widget.measure(GTK_ORIENTATION_VERTICAL, for: Int(width.rounded(.up)))
    return EmptyDataSetLayout.Size(width: width, height: Double(vertical.natural))
  }

  /// The smallest scale of `element` when it is a text that shrinks to fit (one line, with
  /// `adjustsFontSizeToFitWidth`), else `nil`.
  private func shrinkScale(of element: EmptyDataSetLayout.Element) -> Double? {
    guard let configuration else { return nil }
    let properties: EmptyDataSetTextProperties
    switch element {
    case .title: properties = configuration.titleProperties
    case .message: properties = configuration.messageProperties
    case .image, .button, .secondaryButton, .customView: return nil
    }
    guard properties.adjustsFontSizeToFitWidth, properties.numberOfLines == 1 else { return nil }
    let minimum = properties.minimumScaleFactor
    return minimum.isFinite && minimum > 0 && minimum <= 1 ? minimum : 0.5
  }

  /// The scale at which a line `natural` wide fits `width`: 1 when it fits, else as much
  /// smaller as needed but not below `minimum` (the line is then ellipsized at that scale).
  static func fittingScale(natural: Double, width: Double, minimum: Double) -> Double {
    guard natural > width, natural > 0 else { return 1 }
    return max(minimum, width / natural)
  }

  /// The height the root asks for: the content's when it overflows the visible area, else 0
  /// (the scrolled window then gives it exactly the visible height).
  private static func scrollableHeight(of layout: EmptyDataSetLayout?) -> Int {
    guard let layout, layout.isScrollable else { return 0 }
    return Int(min(layout.contentSize.height, 1_000_000).rounded(.up))
  }

  /// The core's layout of the content shown, for the container as it is now, with every
  /// element measured by GTK; `nil` before the container has a size. Made inside GTK's layout
  /// pass (as the SwiftUI backend does in SwiftUI's): a show costs no measuring until the frame
  /// that draws it, and any number of changes within one frame are laid out once. GTK caches
  /// each measurement until its widget changes, so a pass with nothing new measures nothing.
  private func makeLayout() -> EmptyDataSetLayout? {
    guard isShown, let configuration else { return nil }
    guard let container = host?.currentContainer, container.size.width > 0,
      container.size.height > 0
    else { return nil }
    let request = LayoutRequest(configuration: configuration, container: container)
    return EmptyDataSetLayout.make(for: request) { [unowned self] element, width in
      self.measure(element, availableWidth: width)
    }
  }

  /// Asks for a new size request, after the allocation under way when there is one.
  private func queueResize() {
    guard isAllocating else {
      root.queueResize()
      return
    }
    guard resizeSource == 0 else { return }
    resizeSource = scheduleOnce(afterMilliseconds: 0) { [weak self] in
      guard let self else { return }
      self.resizeSource = 0
      self.root.queueResize()
    }
  }

  /// The custom layout's allocation: lays out for the container as it is, asks for a new size
  /// request when the content's scrollable height changed, then places each child.
  private func allocate(width: Int, height: Int) {
    isAllocating = true
    defer { isAllocating = false }
    let fresh = makeLayout()
    if fresh != layout {
      if fresh != nil { layoutPasses += 1 }
      if Self.scrollableHeight(of: fresh) != Self.scrollableHeight(of: layout) { queueResize() }
      layout = fresh
    }
    // Element frames are in the view's own coordinates: the overlay placed the view at the
    // layout's viewFrame already.
    for element in EmptyDataSetLayout.Element.allCases {
      guard let child = widget(for: element) else { continue }
      let frame = layout?.frame(of: element) ?? .zero
      // GTK warns when a widget is allocated without having been measured, and when a button
      // is narrower than its padding (its label would get a negative width): a frame below
      // the widget's minimum width (a list a few pixels wide) is widened to it, and clipped.
      let horizontal = child.measure(GTK_ORIENTATION_HORIZONTAL)
      let natural = Double(horizontal.natural)
      // A text that shrinks to fit: laid out at its own size, drawn scaled into its frame.
      if let minimum = shrinkScale(of: element), frame.width > 0 {
        let scale = Self.fittingScale(natural: natural, width: frame.width, minimum: minimum)
        if scale < 1 {
          child.allocate(
            x: frame.x.rounded(), y: frame.y.rounded(),
            width: Int((frame.width / scale).rounded(.down)),
            height: Int((frame.height / scale).rounded(.up)), scale: scale)
          continue
        }
      }
      child.allocate(
        x: Int(frame.x.rounded()), y: Int(frame.y.rounded()),
        width: max(Int(frame.width.rounded(.up)), horizontal.minimum),
        height: Int(frame.height.rounded(.up)))
    }
    if let backgroundBox, backgroundBox.isVisible {
      let frame = layout?.backgroundFrame ?? .zero
      _ = backgroundBox.measure(GTK_ORIENTATION_HORIZONTAL)
      backgroundBox.allocate(
        x: Int(frame.x.rounded()), y: Int(frame.y.rounded()),
        width: Int(frame.width.rounded()), height: Int(frame.height.rounded()))
    }
    if let ghost {
      _ = ghost.picture.measure(GTK_ORIENTATION_HORIZONTAL)
      ghost.picture.allocate(x: 0, y: 0, width: ghost.width, height: ghost.height)
    }
  }

  /// The widgets of the standard elements made so far, in stack order.
  private var elementWidgets: [Widget] {
    [image.widget, title.widget, message.widget, button.widget]
      + (secondaryButton.map { [$0.widget] } ?? [])
  }

  // MARK: - Disposal

  /// Unparents the custom view and the elements and cancels what is pending; the container
  /// must be out of the tree.
  func dispose() {
    cancelUnmap()
    endCrossFade()
    removeSource(resizeSource)
    resizeSource = 0
    detachCustomView()
    for child in elementWidgets { child.unparent() }
    backgroundBox?.unparent()
    backgroundBox = nil
  }

  isolated deinit {
    root.release()
    container.widget.release()
  }
}
