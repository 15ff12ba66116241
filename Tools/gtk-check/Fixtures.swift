// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

/// Lists of every supported kind, each in a scrolled window, over a `GtkStringList`.
@MainActor
struct ListFixture {
  enum Kind: String, CaseIterable {
    case listView, gridView, columnView, scrolledWindow
  }

  let kind: Kind
  /// The list's model (owned by the selection model).
  let strings: OpaquePointer
  /// The view that is attached to: the list, or the scrolled window for `.scrolledWindow`.
  let view: UnsafeMutablePointer<GtkWidget>
  let scrolledWindow: UnsafeMutablePointer<GtkWidget>

  /// A list of `kind` holding `count` rows; rows can be activated with a single click.
  init(_ kind: Kind, count: Int = 0) {
    self.kind = kind
    strings = gtk_string_list_new(nil)
    scrolledWindow = gtk_scrolled_window_new()
    gtk_widget_set_vexpand(scrolledWindow, 1)
    gtk_widget_set_hexpand(scrolledWindow, 1)
    let selection = gtk_single_selection_new(strings)!
    switch kind {
    case .listView:
      let list = gtk_list_view_new(selection, Self.factory())!
      gtk_list_view_set_single_click_activate(OpaquePointer(list), 1)
      view = list
    case .gridView:
      let grid = gtk_grid_view_new(selection, Self.factory())!
      gtk_grid_view_set_single_click_activate(OpaquePointer(grid), 1)
      view = grid
    case .columnView:
      let columns = gtk_column_view_new(selection)!
      let column = gtk_column_view_column_new("Name", Self.factory())
      gtk_column_view_append_column(OpaquePointer(columns), column)
      g_object_unref(raw(column!))
      gtk_column_view_set_single_click_activate(OpaquePointer(columns), 1)
      view = columns
    case .scrolledWindow:
      let viewport = gtk_viewport_new(nil, nil)!
      gtk_viewport_set_child(OpaquePointer(viewport), gtk_label_new("Plain content"))
      view = scrolledWindow
      gtk_scrolled_window_set_child(OpaquePointer(scrolledWindow), viewport)
    }
    if kind != .scrolledWindow {
      gtk_scrolled_window_set_child(OpaquePointer(scrolledWindow), view)
    }
    setCount(count)
  }

  /// Replaces every row with `count` rows, in one `items-changed`.
  func setCount(_ count: Int) {
    let current = g_list_model_get_n_items(strings)
    let rows = (0..<count).map { strdup("Row \($0 + 1)") }
    var additions: [UnsafePointer<CChar>?] = rows.map { UnsafePointer($0) } + [nil]
    additions.withUnsafeMutableBufferPointer { buffer in
      gtk_string_list_splice(strings, 0, current, buffer.baseAddress)
    }
    rows.forEach { free($0) }
  }

  /// The number of rows.
  var count: Int { Int(g_list_model_get_n_items(strings)) }

  /// The vertical scroll position of the scrolled window.
  var scrollPosition: Double {
    gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolledWindow)))
  }

  /// Scrolls back to the top.
  func scrollToTop() {
    gtk_adjustment_set_value(
      gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolledWindow)), 0)
  }

  /// A factory whose rows are labels bound to the item's string, built from a template (no
  /// callbacks needed).
  static func factory() -> OpaquePointer {
    let template = """
      <?xml version="1.0" encoding="UTF-8"?>
      <interface>
        <template class="GtkListItem">
          <property name="child">
            <object class="GtkLabel">
              <property name="xalign">0</property>
              <binding name="label">
                <lookup name="string" type="GtkStringObject">
                  <lookup name="item">GtkListItem</lookup>
                </lookup>
              </binding>
            </object>
          </property>
        </template>
      </interface>
      """
    let bytes = template.withCString { g_bytes_new($0, gsize(strlen($0))) }
    defer { g_bytes_unref(bytes) }
    return gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
  }
}

/// Records every event of an empty data set through its closures, with the widget each tap
/// was on (the empty view, or its button, read when the tap arrives).
@MainActor
final class EventLog {
  var events: [String] = []
  var tappedViews: [GTKWidget] = []
  var tappedButtons: [GTKWidget] = []

  /// A log of `emptyDataSet`'s taps and appearance events. It sets those closures of
  /// `emptyDataSet.events` and leaves the others (retry, state changes) as they are.
  init(listeningTo emptyDataSet: GTKEmptyDataSet) {
    var events = emptyDataSet.events
    events.didTapView = { [weak self, weak emptyDataSet] in
      self?.events.append("didTapView")
      if let view = emptyDataSet?.emptyView { self?.tappedViews.append(view) }
    }
    events.didTapButton = { [weak self, weak emptyDataSet] in
      self?.events.append("didTapButton")
      if let button = emptyDataSet?.button { self?.tappedButtons.append(button) }
    }
    events.didTapSecondaryButton = { [weak self] in
      self?.events.append("didTapSecondaryButton")
    }
    events.willAppear = { [weak self] in self?.events.append("willAppear") }
    events.didAppear = { [weak self] in self?.events.append("didAppear") }
    events.willDisappear = { [weak self] in self?.events.append("willDisappear") }
    events.didDisappear = { [weak self] in self?.events.append("didDisappear") }
    emptyDataSet.events = events
  }

  func count(_ event: String) -> Int { events.filter { $0 == event }.count }
}
