// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

// Typed handles of the parents an overlay can take a list's place in (see GTKOverlayWrapping):
// each exposes its child slots as properties.

/// A `GtkWindow`.
struct Window: WidgetHandle {
  let widget: Widget
  static var type: GType { gtk_window_get_type() }
  init(unchecked widget: Widget) { self.widget = widget }

  /// The window's child.
  @MainActor var child: Widget? {
    get { Widget(gtk_window_get_child(widget.typed())) }
    nonmutating set { gtk_window_set_child(widget.typed(), newValue?.pointer) }
  }
}

/// A `GtkPaned`.
struct Paned: WidgetHandle {
  let widget: Widget
  static var type: GType { gtk_paned_get_type() }
  init(unchecked widget: Widget) { self.widget = widget }

  /// The start (left or top) child.
  @MainActor var startChild: Widget? {
    get { Widget(gtk_paned_get_start_child(widget.opaque)) }
    nonmutating set { gtk_paned_set_start_child(widget.opaque, newValue?.pointer) }
  }
  /// The end (right or bottom) child.
  @MainActor var endChild: Widget? {
    get { Widget(gtk_paned_get_end_child(widget.opaque)) }
    nonmutating set { gtk_paned_set_end_child(widget.opaque, newValue?.pointer) }
  }
}

/// A `GtkFrame`.
struct Frame: WidgetHandle {
  let widget: Widget
  static var type: GType { gtk_frame_get_type() }
  init(unchecked widget: Widget) { self.widget = widget }

  /// The frame's child.
  @MainActor var child: Widget? {
    get { Widget(gtk_frame_get_child(widget.typed())) }
    nonmutating set { gtk_frame_set_child(widget.typed(), newValue?.pointer) }
  }
}

/// A `GtkViewport`.
struct Viewport: WidgetHandle {
  let widget: Widget
  static var type: GType { gtk_viewport_get_type() }
  init(unchecked widget: Widget) { self.widget = widget }

  /// The viewport's child.
  @MainActor var child: Widget? {
    get { Widget(gtk_viewport_get_child(widget.opaque)) }
    nonmutating set { gtk_viewport_set_child(widget.opaque, newValue?.pointer) }
  }
}

/// A `GtkRevealer`.
struct Revealer: WidgetHandle {
  let widget: Widget
  static var type: GType { gtk_revealer_get_type() }
  init(unchecked widget: Widget) { self.widget = widget }

  /// The revealer's child.
  @MainActor var child: Widget? {
    get { Widget(gtk_revealer_get_child(widget.opaque)) }
    nonmutating set { gtk_revealer_set_child(widget.opaque, newValue?.pointer) }
  }
}

/// A `GtkGrid`.
struct Grid: WidgetHandle {
  let widget: Widget
  static var type: GType { gtk_grid_get_type() }
  init(unchecked widget: Widget) { self.widget = widget }

  /// A child's cell: column, row and span.
  struct Cell {
    var column: Int32 = 0
    var row: Int32 = 0
    var width: Int32 = 1
    var height: Int32 = 1
  }

  /// Where `child` is.
  @MainActor func cell(of child: Widget) -> Cell {
    var cell = Cell()
    gtk_grid_query_child(
      widget.typed(), child.pointer, &cell.column, &cell.row, &cell.width, &cell.height)
    return cell
  }
  /// Removes `child`.
  @MainActor func remove(_ child: Widget) { gtk_grid_remove(widget.typed(), child.pointer) }
  /// Puts `child` at `cell`.
  @MainActor func attach(_ child: Widget, at cell: Cell) {
    gtk_grid_attach(widget.typed(), child.pointer, cell.column, cell.row, cell.width, cell.height)
  }
}

/// A `GtkCenterBox`.
struct CenterBox: WidgetHandle {
  let widget: Widget
  static var type: GType { gtk_center_box_get_type() }
  init(unchecked widget: Widget) { self.widget = widget }

  /// The start child.
  @MainActor var startWidget: Widget? {
    get { Widget(gtk_center_box_get_start_widget(widget.opaque)) }
    nonmutating set { gtk_center_box_set_start_widget(widget.opaque, newValue?.pointer) }
  }
  /// The centre child.
  @MainActor var centerWidget: Widget? {
    get { Widget(gtk_center_box_get_center_widget(widget.opaque)) }
    nonmutating set { gtk_center_box_set_center_widget(widget.opaque, newValue?.pointer) }
  }
  /// The end child.
  @MainActor var endWidget: Widget? {
    get { Widget(gtk_center_box_get_end_widget(widget.opaque)) }
    nonmutating set { gtk_center_box_set_end_widget(widget.opaque, newValue?.pointer) }
  }
}

/// A `GtkStack`.
struct Stack: WidgetHandle {
  let widget: Widget
  static var type: GType { gtk_stack_get_type() }
  init(unchecked widget: Widget) { self.widget = widget }

  /// What a page of the stack is called.
  struct Page {
    var name: String?
    var title: String?
  }

  /// The name and title of `child`'s page.
  @MainActor func page(of child: Widget) -> Page {
    let page = gtk_stack_get_page(widget.opaque, child.pointer)
    return Page(
      name: gtk_stack_page_get_name(page).map { String(cString: $0) },
      title: gtk_stack_page_get_title(page).map { String(cString: $0) })
  }
  /// The child shown.
  @MainActor var visibleChild: Widget? {
    get { Widget(gtk_stack_get_visible_child(widget.opaque)) }
    nonmutating set {
      if let newValue { gtk_stack_set_visible_child(widget.opaque, newValue.pointer) }
    }
  }
  /// Removes `child` and its page.
  @MainActor func remove(_ child: Widget) { gtk_stack_remove(widget.opaque, child.pointer) }
  /// Adds `child` in a page called `page`.
  @MainActor func add(_ child: Widget, as page: Page) {
    gtk_stack_add_titled(widget.opaque, child.pointer, page.name, page.title)
  }
}
