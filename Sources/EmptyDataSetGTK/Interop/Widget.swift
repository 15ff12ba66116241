// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore

/// A `GtkWidget *` as a typed handle, with the widget calls the backend makes as methods.
///
/// A handle does not own the widget: whoever keeps a widget alive does so explicitly
/// (``retainSinking()``/``release()``), and widgets in a tree are owned by their parents.
/// The typed handles (``Label``, ``Box``, ``Overlay``, …) wrap one of these.
struct Widget: Hashable {
  /// The widget.
  let pointer: UnsafeMutablePointer<GtkWidget>

  /// A handle for `pointer`.
  init(_ pointer: UnsafeMutablePointer<GtkWidget>) { self.pointer = pointer }

  /// A handle for a widget given as an opaque pointer (`GtkLabel *`, …).
  init(_ pointer: OpaquePointer) { self.pointer = cast(pointer) }

  /// A handle for `pointer`, or `nil`.
  init?(_ pointer: UnsafeMutablePointer<GtkWidget>?) {
    guard let pointer else { return nil }
    self.pointer = pointer
  }

  /// The widget as `gpointer`, for signal connections and object data.
  var object: gpointer { raw(pointer) }

  /// The widget as the opaque pointer of a subtype (`GtkLabel *`, …).
  var opaque: OpaquePointer { cast(pointer) }

  /// The widget as the typed pointer of a subtype with a public struct (`GtkBox *`, …).
  func typed<Subtype>() -> UnsafeMutablePointer<Subtype> { cast(pointer) }
}

/// A typed handle of a widget subtype.
protocol WidgetHandle {
  /// The widget.
  var widget: Widget { get }
  /// The subtype's `GType`.
  static var type: GType { get }
  /// A handle for `widget`, which is known to be of the subtype.
  init(unchecked widget: Widget)
}

extension WidgetHandle {
  /// A handle for `widget` when it is of this subtype, else `nil`.
  init?(_ widget: Widget?) {
    guard let widget, widget.isInstance(of: Self.type) else { return nil }
    self.init(unchecked: widget)
  }
}

// MARK: - Object

extension Widget {
  /// True when the widget is a `type` (or a subtype of it).
  func isInstance(of type: GType) -> Bool { EmptyDataSetGTK.isInstance(object, of: type) }

  /// The widget's type name, such as `"GtkListView"`.
  var typeName: String { EmptyDataSetGTK.typeName(of: object) }

  /// Takes a reference, sinking a floating one (a new widget): the caller now owns it.
  func retainSinking() { g_object_ref_sink(object) }

  /// Takes a reference.
  func retain() { g_object_ref(object) }

  /// Drops a reference taken with ``retainSinking()`` or ``retain()``.
  func release() { g_object_unref(object) }
}

// MARK: - State

@MainActor
extension Widget {
  /// Whether the widget is shown (`gtk_widget_set_visible`).
  var isVisible: Bool {
    get { gtk_widget_get_visible(pointer) != 0 }
    nonmutating set { gtk_widget_set_visible(pointer, newValue ? 1 : 0) }
  }

  /// True while the widget is mapped (shown in a shown window).
  var isMapped: Bool { gtk_widget_get_mapped(pointer) != 0 }

  /// The widget's opacity, 0…1.
  var opacity: Double {
    get { gtk_widget_get_opacity(pointer) }
    nonmutating set { gtk_widget_set_opacity(pointer, newValue) }
  }

  /// Whether the widget receives pointer events.
  var canTarget: Bool {
    get { gtk_widget_get_can_target(pointer) != 0 }
    nonmutating set { gtk_widget_set_can_target(pointer, newValue ? 1 : 0) }
  }

  /// Whether the widget is sensitive (not disabled).
  var isSensitive: Bool {
    get { gtk_widget_get_sensitive(pointer) != 0 }
    nonmutating set { gtk_widget_set_sensitive(pointer, newValue ? 1 : 0) }
  }

  /// The widget's name (a CSS `#name` and an identifier for UI-test tools).
  func setName(_ name: String) { gtk_widget_set_name(pointer, name) }

  /// The current state flags.
  var stateFlags: GtkStateFlags { gtk_widget_get_state_flags(pointer) }

  /// Adds or removes the CSS class `name`.
  func setCSSClass(_ name: String, _ on: Bool) {
    if on {
      gtk_widget_add_css_class(pointer, name)
    } else {
      gtk_widget_remove_css_class(pointer, name)
    }
  }

  /// The widget's text direction (its own, or the default one).
  var direction: GtkTextDirection { gtk_widget_get_direction(pointer) }

  /// Pixels per point of the widget's surface.
  var scaleFactor: Int { Int(gtk_widget_get_scale_factor(pointer)) }

  /// Whether the widget wants extra space in each direction.
  func setExpands(horizontally: Bool, vertically: Bool) {
    gtk_widget_set_hexpand(pointer, horizontally ? 1 : 0)
    gtk_widget_set_vexpand(pointer, vertically ? 1 : 0)
  }

  /// The horizontal alignment inside the space given.
  func setHorizontalAlignment(_ alignment: GtkAlign) { gtk_widget_set_halign(pointer, alignment) }

  /// Clips the children to the widget's bounds.
  func setClipsChildren(_ clips: Bool) {
    gtk_widget_set_overflow(pointer, clips ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE)
  }

  /// The size the widget asks for (-1: its own measurement).
  func setSizeRequest(width: Int, height: Int) {
    gtk_widget_set_size_request(pointer, Int32(width), Int32(height))
  }

  /// True when the widget has no margin on any side.
  var hasNoMargins: Bool {
    gtk_widget_get_margin_start(pointer) == 0 && gtk_widget_get_margin_end(pointer) == 0
      && gtk_widget_get_margin_top(pointer) == 0 && gtk_widget_get_margin_bottom(pointer) == 0
  }

  /// The widget's `GdkDisplay`, if it has one.
  var display: OpaquePointer? { gtk_widget_get_display(pointer) }

  /// True when the icon theme of the widget's display has the icon `name`.
  func iconThemeHasIcon(_ name: String) -> Bool {
    let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(pointer))
    return gtk_icon_theme_has_icon(theme, name) != 0
  }
}

// MARK: - Tree

@MainActor
extension Widget {
  /// The parent widget, if any.
  var parent: Widget? { Widget(gtk_widget_get_parent(pointer)) }
  /// The first child, if any.
  var firstChild: Widget? { Widget(gtk_widget_get_first_child(pointer)) }
  /// The next sibling, if any.
  var nextSibling: Widget? { Widget(gtk_widget_get_next_sibling(pointer)) }
  /// The previous sibling, if any.
  var previousSibling: Widget? { Widget(gtk_widget_get_prev_sibling(pointer)) }

  /// Makes the widget a child of `parent` (a widget that lays out its children itself).
  func setParent(_ parent: Widget) { gtk_widget_set_parent(pointer, parent.pointer) }

  /// Sets `parent` and puts the widget first among its children (drawn first, under them).
  func setParentFirst(_ parent: Widget) {
    gtk_widget_insert_after(pointer, parent.pointer, nil)
  }

  /// Sets `parent` and puts the widget right after `sibling` among its children.
  func setParent(_ parent: Widget, after sibling: Widget) {
    gtk_widget_insert_after(pointer, parent.pointer, sibling.pointer)
  }

  /// Takes the widget out of its parent (set with ``setParent(_:)``).
  func unparent() { gtk_widget_unparent(pointer) }
}

// MARK: - Geometry

@MainActor
extension Widget {
  /// The allocated width.
  var width: Int { Int(gtk_widget_get_width(pointer)) }
  /// The allocated height.
  var height: Int { Int(gtk_widget_get_height(pointer)) }

  /// The minimum and natural size in `orientation`, for `size` in the other (-1: any).
  func measure(_ orientation: GtkOrientation, for size: Int = -1) -> (minimum: Int, natural: Int) {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(pointer, orientation, Int32(size), &minimum, &natural, nil, nil)
    return (Int(minimum), Int(natural))
  }

  /// Gives the widget its position and size in its parent.
  func allocate(x: Int, y: Int, width: Int, height: Int) {
    var rect = GtkAllocation(
      x: Int32(x), y: Int32(y), width: Int32(width), height: Int32(height))
    gtk_widget_size_allocate(pointer, &rect, -1)
  }

  /// Gives the widget a size of `width`×`height`, drawn scaled by `scale` with its top left
  /// corner at (`x`, `y`) of its parent (GTK 4 allocates a child with a transform).
  func allocate(x: Double, y: Double, width: Int, height: Int, scale: Double) {
    var origin = graphene_point_t(x: Float(x), y: Float(y))
    let transform = gsk_transform_scale(
      gsk_transform_translate(nil, &origin), Float(scale), Float(scale))
    // The widget takes the transform.
    gtk_widget_allocate(pointer, Int32(width), Int32(height), -1, transform)
  }

  /// The widget's bounds in `other`'s coordinates, or `nil` when they share no ancestor or are
  /// not allocated.
  func bounds(in other: Widget) -> EmptyDataSetLayout.Rect? {
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(pointer, other.pointer, &bounds) != 0 else { return nil }
    return EmptyDataSetLayout.Rect(
      x: Double(bounds.origin.x), y: Double(bounds.origin.y),
      width: Double(bounds.size.width), height: Double(bounds.size.height))
  }

  /// Asks for a new size request and allocation.
  func queueResize() { gtk_widget_queue_resize(pointer) }

  /// Asks for a new allocation at the same size.
  func queueAllocate() { gtk_widget_queue_allocate(pointer) }

  /// Lets `measure` and `allocate` place the widget's children (a `GtkCustomLayout`).
  /// `measure` gives the minimum and natural size in an orientation; both are called on the
  /// main thread during GTK's layout, for as long as the widget lives.
  func setCustomLayout(
    measure: @escaping @MainActor (GtkOrientation) -> Int,
    allocate: @escaping @MainActor (_ width: Int, _ height: Int) -> Void
  ) {
    ObjectData.set(
      CustomLayoutFunctions(measure: measure, allocate: allocate), on: object,
      key: CustomLayoutFunctions.key)
    gtk_widget_set_layout_manager(
      pointer, gtk_custom_layout_new(nil, customMeasure, customAllocate))
  }
}

/// The Swift side of a widget's custom layout, kept on the widget.
@MainActor
private final class CustomLayoutFunctions {
  nonisolated static let key = "empty-data-set-layout"
  let measure: @MainActor (GtkOrientation) -> Int
  let allocate: @MainActor (Int, Int) -> Void

  init(
    measure: @escaping @MainActor (GtkOrientation) -> Int,
    allocate: @escaping @MainActor (Int, Int) -> Void
  ) {
    self.measure = measure
    self.allocate = allocate
  }

  nonisolated static func of(_ widget: UnsafeMutablePointer<GtkWidget>?)
    -> CustomLayoutFunctions?
  {
    guard let widget else { return nil }
    return ObjectData.get(CustomLayoutFunctions.self, from: raw(widget), key: key)
  }
}

private let customMeasure: GtkCustomMeasureFunc = {
  widget, orientation, _, minimum, natural, minimumBaseline, naturalBaseline in
  let functions = CustomLayoutFunctions.of(widget)
  let size = functions.map { functions in
    MainActor.assumeIsolated { Int32(clamping: functions.measure(orientation)) }
  }
  minimum?.pointee = size ?? 0
  natural?.pointee = size ?? 0
  minimumBaseline?.pointee = -1
  naturalBaseline?.pointee = -1
}

private let customAllocate: GtkCustomAllocateFunc = { widget, width, height, _ in
  guard let functions = CustomLayoutFunctions.of(widget) else { return }
  MainActor.assumeIsolated { functions.allocate(Int(width), Int(height)) }
}

// MARK: - Events and frames

@MainActor
extension Widget {
  /// Adds an event controller (the widget takes it over).
  func addController(_ controller: EventController) {
    gtk_widget_add_controller(pointer, controller.pointer)
  }

  /// Removes an event controller added with ``addController(_:)``.
  func removeController(_ controller: EventController) {
    gtk_widget_remove_controller(pointer, controller.pointer)
  }

  /// Runs `handler` on the void signal `signal` (`clicked`, `map`, `unmap`, `destroy`).
  @discardableResult
  func on(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    SignalConnection(object: object, id: connectVoid(object, signal, handler))
  }

  /// Runs `handler` when the property `property` changes.
  @discardableResult
  func onNotify(_ property: String, _ handler: @escaping @MainActor () -> Void)
    -> SignalConnection
  {
    SignalConnection(object: object, id: connectNotify(object, property: property, handler))
  }

  /// Runs `handler` when the state flags change (hover, press, …).
  func onStateFlagsChanged(_ handler: @escaping @MainActor () -> Void) {
    connectStateFlagsChanged(object, handler)
  }

  /// A still image of what the widget painted last (empty when it has not been painted):
  /// the widget's last render node, replayed.
  func lastPaintedImage() -> Paintable {
    let live = gtk_widget_paintable_new(pointer)!
    defer { g_object_unref(raw(live)) }
    return Paintable(adopting: gdk_paintable_get_current_image(live))
  }
}

/// A connected signal handler, to disconnect later.
struct SignalConnection {
  /// The instance the handler is connected to.
  let object: gpointer
  /// The handler id.
  let id: gulong

  /// Disconnects the handler.
  func disconnect() { EmptyDataSetGTK.disconnect(object, id) }
}
