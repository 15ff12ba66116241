// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkShim
import EmptyDataSetCore

extension GTKEmptyDataSet {
  /// Attaches an empty data set to `widget`, or returns the one already attached.
  ///
  /// `widget` is a `GtkListView`, `GtkGridView` or `GtkColumnView` (the empty data set follows
  /// its model), or a `GtkScrolledWindow` (it counts as empty: reload by hand).
  ///
  /// What happens to the widget tree: the widget to cover is the list's `GtkScrolledWindow`
  /// parent when it has one, otherwise the widget itself. If that widget is already the main
  /// child of a `GtkOverlay`, the empty view is added to that overlay and nothing moves.
  /// Otherwise a new `GtkOverlay` takes its place in its parent (a window, box, paned, frame,
  /// grid, stack, center box, revealer, viewport or scrolled window, keeping its position) and
  /// the widget becomes the overlay's child. A widget with no parent yet gets the overlay as its
  /// parent: pack ``container`` instead of the widget.
  ///
  /// - Returns: the empty data set, or `nil` (with a message) when `widget` is not one of the
  ///   supported types, its parent is of a kind that cannot be rewrapped, or the call is made off
  ///   the main thread.
  @discardableResult
  public static func attach(to widget: UnsafeMutablePointer<GtkWidget>) -> GTKEmptyDataSet? {
    guard GTKMainThread.check("attach(to:)") else { return nil }
    if let existing = attached(to: widget) { return existing }
    let pointer = raw(widget)
    let kind: GTKEmptyDataSetHost.TargetKind
    if cgtk_is_list_view(pointer) != 0 {
      kind = .listView
    } else if cgtk_is_grid_view(pointer) != 0 {
      kind = .gridView
    } else if cgtk_is_column_view(pointer) != 0 {
      kind = .columnView
    } else if cgtk_is_scrolled_window(pointer) != 0 {
      kind = .scrolledWindow
    } else {
      EmptyDataSetDiagnostics.report(
        .misuse,
        "GTKEmptyDataSet.attach(to:) needs a GtkListView, GtkGridView, GtkColumnView or "
          + "GtkScrolledWindow, not a \(String(cString: cgtk_type_name(pointer))); nothing attached."
      )
      return nil
    }
    guard let host = GTKEmptyDataSetHost(target: widget, kind: kind) else { return nil }
    let emptyDataSet = GTKEmptyDataSet(host: host)
    g_object_set_data_full(
      gobject(pointer), attachmentKey, Unmanaged.passRetained(emptyDataSet).toOpaque(),
      releaseBoxNotify)
    host.start()
    emptyDataSet.reloadEmptyDataSet()
    return emptyDataSet
  }

  /// Attaches to a widget given as an opaque pointer (`GtkListView *`, `GtkGridView *`,
  /// `GtkColumnView *`); see ``attach(to:)-(UnsafeMutablePointer<GtkWidget>)``.
  @discardableResult
  public static func attach(to widget: OpaquePointer) -> GTKEmptyDataSet? {
    attach(to: UnsafeMutablePointer<GtkWidget>(widget))
  }

  /// The empty data set attached to `widget`, or `nil`.
  public static func attached(to widget: UnsafeMutablePointer<GtkWidget>) -> GTKEmptyDataSet? {
    guard GTKMainThread.check("attached(to:)") else { return nil }
    guard let data = g_object_get_data(gobject(raw(widget)), attachmentKey) else { return nil }
    return Unmanaged<GTKEmptyDataSet>.fromOpaque(data).takeUnretainedValue()
  }

  /// The empty data set attached to a widget given as an opaque pointer, or `nil`.
  public static func attached(to widget: OpaquePointer) -> GTKEmptyDataSet? {
    attached(to: UnsafeMutablePointer<GtkWidget>(widget))
  }

  /// The GObject data key under which the attachment lives on its widget.
  static let attachmentKey = "empty-data-set"

  /// Drops the attachment from the widget (when detaching while the widget lives on).
  func removeAttachment(from widget: UnsafeMutablePointer<GtkWidget>) {
    g_object_set_data(gobject(raw(widget)), Self.attachmentKey, nil)
  }
}
