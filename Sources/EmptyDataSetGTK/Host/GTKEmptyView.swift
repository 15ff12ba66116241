// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore

/// The empty view: a box whose custom layout manager places image, title, description and
/// button (or a custom widget) at the frames the core's layout computed, inside a scrolled
/// window that scrolls only when the content is taller than the visible area.
///
/// The default look is GNOME's status page: a large dim symbolic icon, a `title-1` title, body
/// text, a suggested-action button; all colours come from the theme, so the dark theme works.
@MainActor
final class GTKEmptyView {
  /// The overlay child: a scrolled window around ``root``. Retained by this object.
  let container: UnsafeMutablePointer<GtkWidget>
  /// The box that holds the elements (the view delegates are told about). Retained.
  let root: UnsafeMutablePointer<GtkWidget>
  let image = GTKImageSlot(role: "image")
  let title: UnsafeMutablePointer<GtkWidget>
  let description: UnsafeMutablePointer<GtkWidget>
  let button: GTKEmptyButton
  private var customView: GTKWidget?
  private var configuration: GTKEmptyDataSetConfiguration?
  private var layout: EmptyDataSetLayout?
  private let rootStyle = GTKStyleSheet()
  private var isAllocating = false
  private var resizeSource: guint = 0
  private let onResize: @MainActor () -> Void

  /// The size of the last allocation, zero before the first.
  private(set) var allocatedSize = LayoutSize.zero
  /// The overlay's text direction at the last allocation (the direction the host lays out for).
  private var allocatedDirection = GTK_TEXT_DIR_NONE

  /// Creates the widgets. `onTap` runs on a click outside the button, `onButton` on the button,
  /// `onResize` when the allocation size or the text direction changes, `onScroll` on a wheel
  /// event (returns true when handled).
  init(
    onTap: @escaping @MainActor () -> Void,
    onButton: @escaping @MainActor () -> Void,
    onResize: @escaping @MainActor () -> Void,
    onScroll: @escaping @MainActor (Double, Double) -> Bool
  ) {
    self.onResize = onResize
    container = gtk_scrolled_window_new()
    g_object_ref_sink(raw(container))
    gtk_scrolled_window_set_policy(cast(container), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    g_object_ref_sink(raw(root))
    gtk_scrolled_window_set_child(cast(container), root)
    gtk_widget_add_css_class(root, "empty-data-set")
    gtk_widget_set_overflow(root, GTK_OVERFLOW_HIDDEN)
    gtk_widget_set_layout_manager(root, gtk_custom_layout_new(nil, measureRoot, allocateRoot))
    title = Self.makeLabel(classes: ["title-1"], role: GTK_ACCESSIBLE_ROLE_HEADING)
    description = Self.makeLabel(classes: ["body"], role: GTK_ACCESSIBLE_ROLE_LABEL)
    button = GTKEmptyButton(
      onClick: onButton,
      onContentChange: onResize)
    gtk_widget_add_css_class(image.widget, "dim-label")
    for child in [image.widget, title, description, button.widget] {
      gtk_widget_set_parent(child, root)
    }
    g_object_set_data(gobject(raw(root)), Self.dataKey, Unmanaged.passUnretained(self).toOpaque())

    let click = gtk_gesture_click_new()!
    connectClick(raw(click), "released") { _, _ in onTap() }
    gtk_widget_add_controller(root, click)
    let flags = GtkEventControllerScrollFlags(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue)
    let scroll = gtk_event_controller_scroll_new(flags)!
    connectScroll(raw(scroll)) { [weak self] dx, dy in
      // Content taller than the visible area scrolls itself; otherwise the host decides.
      if self?.scrollableHeight ?? 0 > 0 { return false }
      return onScroll(dx, dy)
    }
    gtk_widget_add_controller(root, scroll)
  }

  static var dataKey: String { emptyViewDataKey }

  private static func makeLabel(classes: [String], role: GtkAccessibleRole)
    -> UnsafeMutablePointer<GtkWidget>
  {
    let label = GTKAccessibility.makeLabel(role: role)
    gtk_label_set_wrap(cast(label), 1)
    gtk_label_set_wrap_mode(cast(label), PANGO_WRAP_WORD_CHAR)
    gtk_label_set_justify(cast(label), GTK_JUSTIFY_CENTER)
    gtk_label_set_xalign(cast(label), 0.5)
    for name in classes { gtk_widget_add_css_class(label, name) }
    gtk_widget_set_visible(label, 0)
    return label
  }

  // MARK: - Content

  /// Shows `configuration`, changing only what differs.
  func apply(_ configuration: GTKEmptyDataSetConfiguration) {
    let old = self.configuration
    self.configuration = configuration
    if old?.accessibilityIdentifierPrefix != configuration.accessibilityIdentifierPrefix {
      nameWidgets(configuration.accessibilityIdentifierPrefix)
    }
    setRootStyle(configuration.backgroundColor)
    if old?.customView != configuration.customView {
      if let previous = customView { gtk_widget_unparent(previous.pointer) }
      customView = configuration.customView
      if let view = customView {
        if gtk_widget_get_parent(view.pointer) == nil {
          gtk_widget_set_parent(view.pointer, root)
        } else {
          EmptyDataSetDiagnostics.report(
            .misuse,
            "The custom view (a \(view.typeName)) already has a parent; a widget can be in one "
              + "place only. Pass a new widget, or remove it from its parent first. Not shown.")
          customView = nil
        }
      }
    }
    let standard = configuration.customView == nil
    image.show(standard ? configuration.image : nil)
    image.setStyle(Self.imageStyle(configuration))
    var isIcon = false
    if case .icon = configuration.image { isIcon = true }
    // Icons are dimmed as on GNOME's status page; pictures and tinted icons keep their colours.
    setClass(image.widget, "dim-label", isIcon && configuration.imageTintColor == nil)
    GTKTextApplying.apply(standard ? configuration.title : nil, to: title, role: "title")
    GTKTextApplying.apply(
      standard ? configuration.description : nil, to: description, role: "description")
    if standard {
      button.apply(configuration.button)
    } else {
      gtk_widget_set_visible(button.widget, 0)
    }
    GTKAccessibility.apply(configuration, to: self)
  }

  /// Starts or stops the image animation of the current configuration.
  func setImageAnimationRunning(_ running: Bool) {
    image.setClass("empty-data-set-animating", running)
  }

  private static func imageStyle(_ configuration: GTKEmptyDataSetConfiguration) -> String {
    var css = ""
    if let tint = configuration.imageTintColor {
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

  private func setRootStyle(_ color: GTKColor?) {
    let css = color.map { ".empty-data-set { background-color: \($0.css); }" } ?? ""
    rootStyle.apply(css, to: root)
  }

  /// Names the widgets `<prefix>`, `<prefix>.image`, … (GTK's widget names serve as
  /// identifiers for CSS `#name` selectors and UI-test tools).
  private func nameWidgets(_ prefix: String) {
    gtk_widget_set_name(root, prefix)
    gtk_widget_set_name(image.widget, "\(prefix).image")
    gtk_widget_set_name(title, "\(prefix).title")
    gtk_widget_set_name(description, "\(prefix).description")
    gtk_widget_set_name(button.widget, "\(prefix).button")
  }

  private func setClass(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, _ on: Bool) {
    if on {
      gtk_widget_add_css_class(widget, name)
    } else {
      gtk_widget_remove_css_class(widget, name)
    }
  }

  // MARK: - Geometry

  /// The widget that shows `element`, when it is shown.
  func widget(for element: LayoutElement) -> UnsafeMutablePointer<GtkWidget>? {
    let candidate: UnsafeMutablePointer<GtkWidget>?
    switch element {
    case .image: candidate = image.widget
    case .title: candidate = title
    case .description: candidate = description
    case .button: candidate = button.widget
    case .customView: candidate = customView?.pointer
    }
    guard let candidate, gtk_widget_get_visible(candidate) != 0 else { return nil }
    return candidate
  }

  /// The natural size of `element` at most `availableWidth` wide, measured by GTK.
  func measure(_ element: LayoutElement, availableWidth: Double) -> LayoutSize {
    guard let widget = widget(for: element) else { return .zero }
    var minimumWidth: Int32 = 0
    var naturalWidth: Int32 = 0
    gtk_widget_measure(
      widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &naturalWidth, nil, nil)
    let limit = max(0, availableWidth.isFinite ? availableWidth : 0)
    let width = max(Double(minimumWidth), min(Double(naturalWidth), limit))
    var minimumHeight: Int32 = 0
    var naturalHeight: Int32 = 0
    gtk_widget_measure(
      widget, GTK_ORIENTATION_VERTICAL, Int32(width.rounded(.up)), &minimumHeight,
      &naturalHeight, nil, nil)
    return LayoutSize(width: width, height: Double(naturalHeight))
  }

  /// The height the root asks for: the content's when it overflows the visible area, else 0
  /// (the scrolled window then gives it exactly the visible height).
  fileprivate var scrollableHeight: Int32 {
    guard let layout, layout.isScrollable else { return 0 }
    return Int32(min(layout.contentSize.height, 1_000_000).rounded(.up))
  }

  /// Stores the core's frames and asks GTK for a new allocation (a new size request when the
  /// content's scrollable height changed).
  func apply(_ layout: EmptyDataSetLayout) {
    let previousHeight = scrollableHeight
    self.layout = layout
    if scrollableHeight != previousHeight {
      queueResize()
    } else if !isAllocating {
      gtk_widget_queue_allocate(root)
    }
  }

  /// Asks for a new size request, after the allocation under way when there is one.
  private func queueResize() {
    guard isAllocating else {
      gtk_widget_queue_resize(root)
      return
    }
    guard resizeSource == 0 else { return }
    resizeSource = g_idle_add_full(
      G_PRIORITY_HIGH_IDLE,
      { data in
        let resize = unboxed(data, as: (@MainActor () -> Void).self)
        MainActor.assumeIsolated { resize() }
        return 0
      },
      retainedBox({ @MainActor [weak self] in
        guard let self else { return }
        self.resizeSource = 0
        gtk_widget_queue_resize(self.root)
      }), releaseBoxNotify)
  }

  /// The custom layout's allocation: reports a change of the visible size (the scrolled
  /// window's) or of the text direction (a change of direction queues a resize of every widget
  /// that follows it; the horizontal offset is mirrored), then places each child.
  fileprivate func allocate(width: Int32, height: Int32) {
    isAllocating = true
    defer { isAllocating = false }
    let visibleHeight = gtk_widget_get_height(container)
    let size = LayoutSize(
      width: Double(width), height: Double(visibleHeight > 0 ? visibleHeight : height))
    let direction = gtk_widget_get_direction(gtk_widget_get_parent(container) ?? root)
    if size != allocatedSize || direction != allocatedDirection {
      allocatedSize = size
      allocatedDirection = direction
      onResize()
    }
    let origin = layout?.viewFrame ?? .zero
    for element in LayoutElement.allCases {
      guard let child = widget(for: element) else { continue }
      let frame = layout?.frame(of: element) ?? .zero
      var minimum: Int32 = 0
      gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
      var rect = GtkAllocation(
        x: Int32((origin.x + frame.x).rounded()), y: Int32((origin.y + frame.y).rounded()),
        width: Int32(frame.width.rounded(.up)), height: Int32(frame.height.rounded(.up)))
      gtk_widget_size_allocate(child, &rect, -1)
    }
  }

  // MARK: - Disposal

  /// Unparents the custom view and releases the widgets; the root must be out of the tree.
  func dispose() {
    if resizeSource != 0 { g_source_remove(resizeSource) }
    resizeSource = 0
    g_object_set_data(gobject(raw(root)), Self.dataKey, nil)
    if let customView, gtk_widget_get_parent(customView.pointer) == root {
      gtk_widget_unparent(customView.pointer)
    }
    customView = nil
    for child in [image.widget, title, description, button.widget] {
      gtk_widget_unparent(child)
    }
  }

  isolated deinit {
    g_object_unref(raw(root))
    g_object_unref(raw(container))
  }
}

/// The root's measure function: no width (the overlay sizes it to the list), and a height only
/// when the content overflows, so that the scrolled window around it scrolls.
private let measureRoot: GtkCustomMeasureFunc = {
  widget, orientation, _, minimum, natural, minimumBaseline, naturalBaseline in
  var size: Int32 = 0
  if orientation == GTK_ORIENTATION_VERTICAL, let widget,
    let data = g_object_get_data(gobject(raw(widget)), emptyViewDataKey)
  {
    let address = Int(bitPattern: data)
    size = MainActor.assumeIsolated {
      let view = UnsafeMutableRawPointer(bitPattern: address)!
      return Unmanaged<GTKEmptyView>.fromOpaque(view).takeUnretainedValue().scrollableHeight
    }
  }
  minimum?.pointee = size
  natural?.pointee = size
  minimumBaseline?.pointee = -1
  naturalBaseline?.pointee = -1
}

/// The root's allocate function: finds its view and lets it place the children.
private let allocateRoot: GtkCustomAllocateFunc = { widget, width, height, _ in
  guard let widget, let data = g_object_get_data(gobject(raw(widget)), emptyViewDataKey)
  else { return }
  let address = Int(bitPattern: data)
  MainActor.assumeIsolated {
    let view = UnsafeMutableRawPointer(bitPattern: address)!
    Unmanaged<GTKEmptyView>.fromOpaque(view).takeUnretainedValue().allocate(
      width: width, height: height)
  }
}

/// The GObject data key that leads from the root widget to its view.
private let emptyViewDataKey = "empty-data-set-view"
