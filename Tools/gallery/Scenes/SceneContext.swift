// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK
import Foundation

/// A scene's widgets and state: a header naming the invented app, an optional toolbar, and a
/// real list (list, grid or column view over a `GtkStringList`, or a plain scrolled window)
/// with an empty data set attached through the backend. Lives as long as its root widget.
@MainActor
final class SceneContext {
  let scene: Scene
  /// The scene's root: a vertical box with the header, the toolbar and the list.
  let root: UnsafeMutablePointer<GtkWidget>
  /// The rows, one `GtkStringObject` each.
  let strings: OpaquePointer
  /// The filter model between the rows and the selection (no filter until a search is set).
  let filterModel: OpaquePointer
  /// The view the empty data set is attached to (the scrolled window for `.scrolled`).
  let view: UnsafeMutablePointer<GtkWidget>
  let scrolledWindow: UnsafeMutablePointer<GtkWidget>
  let selection: OpaquePointer
  /// Controls above the list; hidden until something is added.
  let toolbar: UnsafeMutablePointer<GtkWidget>
  /// The empty data set. Set once the list is attached, before the scene's `build` runs.
  private(set) var emptyDataSet: GTKEmptyDataSet
  /// Objects that must live as long as the scene (its closures hold them weakly).
  var retained: [AnyObject] = []
  /// The label inside a `.scrolled` scene's scrolled window, else `nil`.
  private(set) var plainContent: UnsafeMutablePointer<GtkWidget>?

  /// True while rendering snapshots: scenes start no timers, so every picture is repeatable.
  static var isSnapshotMode = false

  init?(scene: Scene) {
    self.scene = scene
    root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_widget_add_css_class(root, "gallery-scene")
    gtk_widget_add_css_class(root, "gallery-scene-\(scene.id)")
    if scene.isDark { gtk_widget_add_css_class(root, "gallery-dark") }
    gtk_box_append(cast(root), Self.header(for: scene))
    toolbar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
    gtk_widget_add_css_class(toolbar, "gallery-toolbar")
    gtk_widget_set_visible(toolbar, 0)
    gtk_box_append(cast(root), toolbar)

    strings = gtk_string_list_new(nil)
    filterModel = gtk_filter_list_model_new(OpaquePointer(g_object_ref(raw(strings))), nil)
    selection = gtk_single_selection_new(OpaquePointer(g_object_ref(raw(filterModel))))
    gtk_single_selection_set_autoselect(selection, 0)
    gtk_single_selection_set_can_unselect(selection, 1)
    gtk_single_selection_set_selected(selection, guint(GTK_INVALID_LIST_POSITION))
    scrolledWindow = gtk_scrolled_window_new()
    gtk_widget_set_vexpand(scrolledWindow, 1)
    gtk_widget_set_hexpand(scrolledWindow, 1)
    gtk_scrolled_window_set_policy(cast(scrolledWindow), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    let selectionModel = OpaquePointer(g_object_ref(raw(selection)))
    switch scene.listKind {
    case .list:
      view = gtk_list_view_new(selectionModel, RowFactory.listRows())
      gtk_widget_add_css_class(view, "gallery-list")
    case .grid:
      view = gtk_grid_view_new(selectionModel, RowFactory.gridTiles())
      gtk_grid_view_set_max_columns(cast(view), 6)
    case .columns:
      view = gtk_column_view_new(selectionModel)
      for (index, title) in scene.columns.enumerated() {
        let column = gtk_column_view_column_new(title, RowFactory.column(index))!
        gtk_column_view_column_set_expand(column, index == 0 ? 1 : 0)
        gtk_column_view_append_column(cast(view), column)
        g_object_unref(raw(column))
      }
      gtk_column_view_set_show_row_separators(cast(view), 1)
    case .scrolled:
      let viewport = gtk_viewport_new(nil, nil)!
      let label = gtk_label_new("")!
      gtk_widget_add_css_class(label, "gallery-plain-content")
      gtk_label_set_xalign(cast(label), 0)
      gtk_widget_set_halign(label, GTK_ALIGN_START)
      gtk_widget_set_valign(label, GTK_ALIGN_START)
      plainContent = label
      gtk_viewport_set_child(cast(viewport), label)
      gtk_scrolled_window_set_child(cast(scrolledWindow), viewport)
      view = scrolledWindow
    }
    if scene.listKind != .scrolled { gtk_scrolled_window_set_child(cast(scrolledWindow), view) }
    gtk_box_append(cast(root), scrolledWindow)

    Self.splice(strings, at: 0, removing: 0, inserting: scene.rows)
    guard let attached = GTKEmptyDataSet.attach(to: view) else { return nil }
    emptyDataSet = attached
    g_object_set_data_full(
      gobject(raw(root)), "gallery-scene", Unmanaged.passRetained(self).toOpaque(),
      releaseBoxNotify)
    // Scenes' closures capture their context; break those cycles when the scene goes.
    connectVoid(raw(root), "destroy") { [weak self] in
      self?.emptyDataSet.events = EmptyDataSetEvents()
      self?.retained = []
    }
    scene.build(self)
  }

  /// Builds a scene and returns its context (owned by the root widget), or `nil` when the
  /// backend refused to attach (it says why).
  static func make(_ scene: Scene) -> SceneContext? { SceneContext(scene: scene) }

  // MARK: - Rows

  /// The number of rows before filtering.
  var count: Int { Int(g_list_model_get_n_items(strings)) }

  /// Replaces every row, in one `items-changed`.
  func setRows(_ rows: [String]) { splice(at: 0, removing: count, inserting: rows) }

  /// Appends rows, in one `items-changed`.
  func append(_ rows: [String]) { splice(at: count, removing: 0, inserting: rows) }

  /// Removes the selected row, or the last one when none is selected.
  func deleteSelectedOrLast() {
    guard count > 0 else { return }
    let selected = gtk_single_selection_get_selected(selection)
    if selected != guint(GTK_INVALID_LIST_POSITION), filterModelIsIdentity {
      splice(at: Int(selected), removing: 1, inserting: [])
    } else {
      splice(at: count - 1, removing: 1, inserting: [])
    }
  }

  private var filterModelIsIdentity: Bool { gtk_filter_list_model_get_filter(filterModel) == nil }

  private func splice(at position: Int, removing removed: Int, inserting rows: [String]) {
    Self.splice(strings, at: position, removing: removed, inserting: rows)
  }

  private static func splice(
    _ strings: OpaquePointer, at position: Int, removing removed: Int, inserting rows: [String]
  ) {
    let copies = rows.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var additions: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) } + [nil]
    additions.withUnsafeMutableBufferPointer { buffer in
      gtk_string_list_splice(strings, guint(position), guint(removed), buffer.baseAddress)
    }
  }

  /// Runs `action` once, the first time the scene is shown (never in snapshot mode), so that
  /// a scene's timed story starts when the user opens it.
  func onFirstShow(_ action: @escaping @MainActor () -> Void) {
    guard !Self.isSnapshotMode else { return }
    var hasRun = false
    connectVoid(raw(root), "map") {
      guard !hasRun else { return }
      hasRun = true
      action()
    }
  }

  // MARK: - Controls

  /// Adds a button to the toolbar (and shows the toolbar).
  @discardableResult
  func addToolbarButton(
    _ title: String, icon: String? = nil, action: @escaping @MainActor () -> Void
  ) -> UnsafeMutablePointer<GtkWidget> {
    let button: UnsafeMutablePointer<GtkWidget>
    if let icon {
      let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
      gtk_box_append(cast(content), gtk_image_new_from_icon_name(icon))
      gtk_box_append(cast(content), gtk_label_new(title))
      button = gtk_button_new()
      gtk_button_set_child(cast(button), content)
      // GTK 4.8 does not name a button after a label packed in a box: name it for screen readers.
      GTKWidget.setAccessibilityLabel(title, of: button)
    } else {
      button = gtk_button_new_with_label(title)
    }
    connectVoid(raw(button), "clicked", action)
    gtk_box_append(cast(toolbar), button)
    gtk_widget_set_visible(toolbar, 1)
    return button
  }

  /// Adds any widget to the toolbar (and shows the toolbar).
  func addToToolbar(_ widget: UnsafeMutablePointer<GtkWidget>) {
    gtk_box_append(cast(toolbar), widget)
    gtk_widget_set_visible(toolbar, 1)
  }

  /// Filters the rows to those containing `query` (case-insensitive); an empty query shows all.
  func filter(by query: String) {
    if query.isEmpty {
      gtk_filter_list_model_set_filter(filterModel, nil)
      return
    }
    let expression = gtk_property_expression_new(gtk_string_object_get_type(), nil, "string")
    let filter = gtk_string_filter_new(expression)!
    gtk_string_filter_set_search(filter, query)
    gtk_string_filter_set_ignore_case(filter, 1)
    gtk_string_filter_set_match_mode(filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING)
    gtk_filter_list_model_set_filter(filterModel, cast(filter))
    g_object_unref(raw(filter))
  }

  // MARK: - Header

  private static func header(for scene: Scene) -> UnsafeMutablePointer<GtkWidget> {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
    gtk_widget_add_css_class(box, "gallery-header")
    let app = gtk_label_new(scene.app)!
    gtk_widget_add_css_class(app, "gallery-app-name")
    let situation = gtk_label_new(scene.situation)!
    gtk_widget_add_css_class(situation, "gallery-situation")
    for label in [app, situation] {
      gtk_label_set_xalign(cast(label), 0)
      gtk_label_set_ellipsize(cast(label), PANGO_ELLIPSIZE_END)
      gtk_box_append(cast(box), label)
    }
    return box
  }
}
