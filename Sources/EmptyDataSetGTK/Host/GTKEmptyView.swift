// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore

/// The empty view: a box whose custom layout manager places image, title, description and
/// button (or a custom widget) at the frames the core's layout computed.
///
/// The default look is GNOME's status page: a large dim symbolic icon, a `title-1` title, body
/// text, a suggested-action button; all colours come from the theme, so the dark theme works.
@MainActor
final class GTKEmptyView {
  /// The root widget, an overlay child of the list's overlay. Retained by this object.
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
  private let onResize: @MainActor () -> Void

  /// The size of the last allocation, zero before the first.
  private(set) var allocatedSize = LayoutSize.zero

  /// Creates the widgets. `onTap` runs on a click outside the button, `onButton` on the button,
  /// `onResize` when the allocation size changes, `onScroll` on a wheel event (returns true
  /// when handled).
  init(
    onTap: @escaping @MainActor () -> Void,
    onButton: @escaping @MainActor () -> Void,
    onResize: @escaping @MainActor () -> Void,
    onScroll: @escaping @MainActor (Double, Double) -> Bool
  ) {
    self.onResize = onResize
    root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    g_object_ref_sink(raw(root))
    gtk_widget_add_css_class(root, "empty-data-set")
    gtk_widget_set_overflow(root, GTK_OVERFLOW_HIDDEN)
    gtk_widget_set_layout_manager(root, gtk_custom_layout_new(nil, measureRoot, allocateRoot))
    title = Self.makeLabel(classes: ["title-1"])
    description = Self.makeLabel(classes: ["body"])
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
    connectScroll(raw(scroll)) { dx, dy in onScroll(dx, dy) }
    gtk_widget_add_controller(root, scroll)
  }

  static var dataKey: String { emptyViewDataKey }

  private static func makeLabel(classes: [String]) -> UnsafeMutablePointer<GtkWidget> {
    let label = gtk_label_new(nil)!
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
    setRootStyle(configuration.backgroundColor)
    if old?.customView != configuration.customView {
      if let previous = customView { gtk_widget_unparent(previous.pointer) }
      customView = configuration.customView
      if let view = customView {
        gtk_widget_set_parent(view.pointer, root)
      }
    }
    let standard = configuration.customView == nil
    image.show(standard ? configuration.image : nil)
    image.setStyle(Self.imageStyle(configuration))
    setClass(image.widget, "dim-label", configuration.imageTintColor == nil)
    GTKTextApplying.apply(standard ? configuration.title : nil, to: title, role: "title")
    GTKTextApplying.apply(
      standard ? configuration.description : nil, to: description, role: "description")
    if standard {
      button.apply(configuration.button)
    } else {
      gtk_widget_set_visible(button.widget, 0)
    }
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
        css += "@keyframes empty-data-set-spin { to { -gtk-icon-transform: rotate(1turn); } }\n"
        css += ".empty-data-set-animating { animation: empty-data-set-spin \(seconds)s linear "
        css += "infinite; }\n"
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

  /// Stores the core's frames and asks GTK for a new allocation.
  func apply(_ layout: EmptyDataSetLayout) {
    self.layout = layout
    if !isAllocating { gtk_widget_queue_allocate(root) }
  }

  /// The custom layout's allocation: reports a size change, then places each child.
  fileprivate func allocate(width: Int32, height: Int32) {
    isAllocating = true
    defer { isAllocating = false }
    let size = LayoutSize(width: Double(width), height: Double(height))
    if size != allocatedSize {
      allocatedSize = size
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
  }
}

/// The root's measure function: it asks for no space (the overlay sizes it to the list).
private let measureRoot: GtkCustomMeasureFunc = {
  _, _, _, minimum, natural, minimumBaseline, naturalBaseline in
  minimum?.pointee = 0
  natural?.pointee = 0
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
