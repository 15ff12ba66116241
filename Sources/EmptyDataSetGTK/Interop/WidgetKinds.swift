// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkShim

// Typed handles of the widget subtypes the backend builds or meets, each with the calls made on
// it. Every pointer conversion between GTK's types happens here.

/// A `GtkLabel`.
struct Label: WidgetHandle {
  let widget: Widget
  static var type: GType { gtk_label_get_type() }
  init(unchecked widget: Widget) { self.widget = widget }
  private var label: OpaquePointer { widget.opaque }

  /// A new, empty label that assistive technology is told is `accessibleRole` (a construct-only
  /// property in GTK 4.8; a heading is of level 1).
  @MainActor static func make(accessibleRole: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_LABEL)
    -> Label
  {
    let made = Label(
      unchecked: Widget(cgtk_widget_new_with_role(gtk_label_get_type(), accessibleRole)))
    if accessibleRole == GTK_ACCESSIBLE_ROLE_HEADING { made.widget.setAccessibleLevel(1) }
    return made
  }

  /// The text shown, without markup.
  @MainActor var text: String { String(cString: gtk_label_get_text(label)) }

  /// Wraps lines at word boundaries (or anywhere, for words longer than a line) when `wraps`.
  @MainActor func setWraps(_ wraps: Bool, anywhere: Bool = false) {
    gtk_label_set_wrap(label, wraps ? 1 : 0)
    if anywhere { gtk_label_set_wrap_mode(label, PANGO_WRAP_WORD_CHAR) }
  }

  /// Centres the lines and the text.
  @MainActor func setCentered() {
    gtk_label_set_justify(label, GTK_JUSTIFY_CENTER)
    gtk_label_set_xalign(label, 0.5)
  }

  /// Aligns the lines and the text to the leading edge (GTK mirrors `GTK_JUSTIFY_LEFT` and
  /// `xalign` right to left), or centres them.
  @MainActor func setLeading(_ leading: Bool) {
    gtk_label_set_justify(label, leading ? GTK_JUSTIFY_LEFT : GTK_JUSTIFY_CENTER)
    gtk_label_set_xalign(label, leading ? 0 : 0.5)
  }

  /// Limits the text to `lines` lines (0: no limit), ending a cut text with `ellipsize` (GTK
  /// limits lines only while it ellipsizes), and wraps with `wrapMode`. No work for what is set.
  @MainActor func setLines(_ lines: Int, ellipsize: PangoEllipsizeMode, wrapMode: PangoWrapMode) {
    let count = Int32(clamping: lines > 0 ? lines : -1)
    if gtk_label_get_lines(label) != count { gtk_label_set_lines(label, count) }
    if gtk_label_get_ellipsize(label) != ellipsize { gtk_label_set_ellipsize(label, ellipsize) }
    if gtk_label_get_wrap_mode(label) != wrapMode { gtk_label_set_wrap_mode(label, wrapMode) }
  }

  /// Shows `text` as is (no markup), without attributes.
  @MainActor func setText(_ text: String) {
    gtk_label_set_attributes(label, nil)
    gtk_label_set_text(label, text)
  }

  /// Shows Pango markup (which must be valid), without extra attributes.
  @MainActor func setMarkup(_ markup: String) {
    gtk_label_set_attributes(label, nil)
    gtk_label_set_markup(label, markup)
  }

  /// Shows `text` styled by a `PangoAttrList`.
  @MainActor func setText(_ text: String, attributes: OpaquePointer) {
    gtk_label_set_text(label, text)
    gtk_label_set_attributes(label, attributes)
  }
}

/// A `GtkBox`.
struct Box: WidgetHandle {
  let widget: Widget
  static var type: GType { gtk_box_get_type() }
  init(unchecked widget: Widget) { self.widget = widget }
  private var box: UnsafeMutablePointer<GtkBox> { widget.typed() }

  /// A new box laying out its children in `orientation`.
  @MainActor static func make(_ orientation: GtkOrientation) -> Box {
    Box(unchecked: Widget(gtk_box_new(orientation, 0)))
  }

  /// Adds `child` at the end.
  @MainActor func append(_ child: Widget) { gtk_box_append(box, child.pointer) }
  /// Adds `child` after `sibling` (first when `nil`).
  @MainActor func insert(_ child: Widget, after sibling: Widget?) {
    gtk_box_insert_child_after(box, child.pointer, sibling?.pointer)
  }
  /// Removes `child`.
  @MainActor func remove(_ child: Widget) { gtk_box_remove(box, child.pointer) }
}

/// A `GtkButton`.
struct Button: WidgetHandle {
  let widget: Widget
  static var type: GType { gtk_button_get_type() }
  init(unchecked widget: Widget) { self.widget = widget }

  /// A new button without a child.
  @MainActor static func make() -> Button { Button(unchecked: Widget(gtk_button_new())) }

  /// Sets the button's content.
  @MainActor func setChild(_ child: Widget) { gtk_button_set_child(widget.typed(), child.pointer) }
}

/// A `GtkOverlay`.
struct Overlay: WidgetHandle {
  let widget: Widget
  static var type: GType { gtk_overlay_get_type() }
  init(unchecked widget: Widget) { self.widget = widget }
  private var overlay: OpaquePointer { widget.opaque }

  /// A new overlay without children.
  @MainActor static func make() -> Overlay { Overlay(unchecked: Widget(gtk_overlay_new())) }

  /// The main child.
  @MainActor var child: Widget? {
    get { Widget(gtk_overlay_get_child(overlay)) }
    nonmutating set { gtk_overlay_set_child(overlay, newValue?.pointer) }
  }

  /// Adds an overlay child on top of the others.
  @MainActor func addOverlay(_ child: Widget) { gtk_overlay_add_overlay(overlay, child.pointer) }
  /// Removes an overlay child.
  @MainActor func removeOverlay(_ child: Widget) {
    gtk_overlay_remove_overlay(overlay, child.pointer)
  }

  /// Lets `handler` place overlay children: it returns the allocation of a child it places, or
  /// `nil` to leave the child to the overlay.
  @MainActor func onChildPosition(_ handler: @escaping @MainActor (Widget) -> GdkRectangle?)
    -> SignalConnection
  {
    SignalConnection(object: widget.object, id: connectChildPosition(widget.object, handler))
  }
}

/// A `GtkScrolledWindow`.
struct ScrolledWindow: WidgetHandle {
  let widget: Widget
  static var type: GType { gtk_scrolled_window_get_type() }
  init(unchecked widget: Widget) { self.widget = widget }
  private var window: OpaquePointer { widget.opaque }

  /// A new scrolled window that scrolls vertically only, when its child is taller than it.
  @MainActor static func makeVertical() -> ScrolledWindow {
    let made = ScrolledWindow(unchecked: Widget(gtk_scrolled_window_new()))
    gtk_scrolled_window_set_policy(made.window, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    return made
  }

  /// The child (for a widget that does not scroll itself, a viewport around it).
  @MainActor var child: Widget? {
    get { Widget(gtk_scrolled_window_get_child(window)) }
    nonmutating set { gtk_scrolled_window_set_child(window, newValue?.pointer) }
  }

  /// The scrollbars, where they exist.
  @MainActor var verticalScrollbar: Widget? { Widget(gtk_scrolled_window_get_vscrollbar(window)) }
  @MainActor var horizontalScrollbar: Widget? {
    Widget(gtk_scrolled_window_get_hscrollbar(window))
  }

  /// The vertical and horizontal adjustments.
  @MainActor var adjustments: (vertical: Adjustment?, horizontal: Adjustment?) {
    (
      gtk_scrolled_window_get_vadjustment(window).map(Adjustment.init),
      gtk_scrolled_window_get_hadjustment(window).map(Adjustment.init)
    )
  }
}

/// A `GtkAdjustment`: a scroll position between bounds.
struct Adjustment {
  let pointer: UnsafeMutablePointer<GtkAdjustment>

  /// The position.
  @MainActor var value: Double {
    get { gtk_adjustment_get_value(pointer) }
    nonmutating set { gtk_adjustment_set_value(pointer, newValue) }
  }
  /// The lowest position.
  @MainActor var lower: Double { gtk_adjustment_get_lower(pointer) }
  /// The highest position plus the page size.
  @MainActor var upper: Double { gtk_adjustment_get_upper(pointer) }
  /// The visible length.
  @MainActor var pageSize: Double { gtk_adjustment_get_page_size(pointer) }
}

/// A `GtkImage` showing a themed icon.
struct IconImage: WidgetHandle {
  let widget: Widget
  static var type: GType { gtk_image_get_type() }
  init(unchecked widget: Widget) { self.widget = widget }

  /// A new, empty image.
  @MainActor static func make() -> IconImage { IconImage(unchecked: Widget(gtk_image_new())) }

  /// Shows the themed icon `name`, `size` pixels square.
  @MainActor func setIcon(_ name: String, size: Int) {
    gtk_image_set_from_icon_name(widget.opaque, name)
    gtk_image_set_pixel_size(widget.opaque, Int32(size))
  }
}

/// A `GtkPicture`: a paintable, scaled down to fit and never up.
struct Picture: WidgetHandle {
  let widget: Widget
  static var type: GType { gtk_picture_get_type() }
  init(unchecked widget: Widget) { self.widget = widget }

  /// A new picture that shrinks its paintable to fit, keeping its aspect ratio.
  @MainActor static func make() -> Picture {
    let made = Picture(unchecked: Widget(gtk_picture_new()))
    gtk_picture_set_can_shrink(made.widget.opaque, 1)
    gtk_picture_set_content_fit(made.widget.opaque, GTK_CONTENT_FIT_CONTAIN)
    return made
  }

  /// A new picture that fills its allocation with `paintable`.
  @MainActor static func filling(_ paintable: Paintable) -> Picture {
    let made = Picture(unchecked: Widget(gtk_picture_new_for_paintable(paintable.pointer)))
    gtk_picture_set_can_shrink(made.widget.opaque, 1)
    gtk_picture_set_content_fit(made.widget.opaque, GTK_CONTENT_FIT_FILL)
    return made
  }

  /// Shows `paintable` (`nil`: nothing).
  @MainActor func setPaintable(_ paintable: OpaquePointer?) {
    gtk_picture_set_paintable(widget.opaque, paintable)
  }
}

/// A `GtkSpinner`.
struct Spinner: WidgetHandle {
  let widget: Widget
  static var type: GType { gtk_spinner_get_type() }
  init(unchecked widget: Widget) { self.widget = widget }

  /// A new spinner, stopped. Its accessible role is a progress bar (with no value: an
  /// indeterminate one), so a screen reader says what it is; GTK 4.8's own spinner is a
  /// nameless "filler".
  @MainActor static func make() -> Spinner {
    Spinner(
      unchecked: Widget(
        cgtk_widget_new_with_role(gtk_spinner_get_type(), GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)))
  }

  /// Whether it spins (a stopped spinner draws nothing).
  @MainActor var isSpinning: Bool {
    get { gtk_spinner_get_spinning(widget.opaque) != 0 }
    nonmutating set { gtk_spinner_set_spinning(widget.opaque, newValue ? 1 : 0) }
  }
}

/// A `GdkPaintable` the backend owns one reference to.
final class Paintable {
  /// The paintable.
  let pointer: OpaquePointer

  /// Takes over a reference the caller owned.
  init(adopting pointer: OpaquePointer) { self.pointer = pointer }

  /// Loads an image file as a texture; the error message when it cannot be loaded.
  static func load(file path: String) -> Result<Paintable, FileLoadError> {
    var error: UnsafeMutablePointer<GError>?
    guard let texture = gdk_texture_new_from_filename(path, &error) else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      if let error { g_error_free(error) }
      return .failure(FileLoadError(reason: reason))
    }
    return .success(Paintable(adopting: texture))
  }

  deinit { g_object_unref(raw(pointer)) }
}

/// Why an image file did not load.
struct FileLoadError: Error {
  /// GLib's message.
  let reason: String
}

// MARK: - Event controllers

/// A `GtkEventController`.
struct EventController {
  let pointer: OpaquePointer

  /// A scroll controller for both axes.
  @MainActor static func scroll() -> EventController {
    let flags = GtkEventControllerScrollFlags(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue)
    return EventController(pointer: gtk_event_controller_scroll_new(flags))
  }

  /// A click gesture (primary button).
  @MainActor static func click() -> EventController {
    EventController(pointer: gtk_gesture_click_new())
  }

  /// Handles events in the capture phase (before the widget's children), when `capture`.
  @MainActor func setCapturePhase(_ capture: Bool) {
    gtk_event_controller_set_propagation_phase(
      pointer, capture ? GTK_PHASE_CAPTURE : GTK_PHASE_BUBBLE)
  }

  /// Names the controller (for debugging tools).
  @MainActor func setName(_ name: String) { gtk_event_controller_set_name(pointer, name) }

  /// The widget the controller is on, if any.
  @MainActor var widget: Widget? {
    gtk_event_controller_get_widget(pointer).map { Widget($0) }
  }

  /// A scroll controller's `scroll`: the handler gets the deltas and returns true to stop it.
  @MainActor func onScroll(_ handler: @escaping @MainActor (Double, Double) -> Bool) {
    connectScroll(raw(pointer), handler)
  }

  /// A click gesture's `released`.
  @MainActor func onRelease(_ handler: @escaping @MainActor () -> Void) {
    connectClick(raw(pointer), "released") { _, _ in handler() }
  }

  /// Takes a reference.
  func retain() { g_object_ref(raw(pointer)) }
  /// Drops a reference.
  func release() { g_object_unref(raw(pointer)) }
}

// MARK: - Models

/// A `GListModel`.
struct ListModel: Equatable {
  let pointer: OpaquePointer

  /// The model of a list, grid or column view, if it has one.
  @MainActor static func of(_ view: Widget) -> ListModel? {
    let model: OpaquePointer?
    if view.isInstance(of: gtk_list_view_get_type()) {
      model = gtk_list_view_get_model(view.opaque)
    } else if view.isInstance(of: gtk_grid_view_get_type()) {
      model = gtk_grid_view_get_model(view.opaque)
    } else if view.isInstance(of: gtk_column_view_get_type()) {
      model = gtk_column_view_get_model(view.opaque)
    } else {
      model = nil
    }
    return model.map { ListModel(pointer: $0) }
  }

  /// The number of items.
  @MainActor var count: Int { Int(g_list_model_get_n_items(pointer)) }

  /// Takes a reference.
  func retain() { g_object_ref(raw(pointer)) }
  /// Drops a reference.
  func release() { g_object_unref(raw(pointer)) }
}
