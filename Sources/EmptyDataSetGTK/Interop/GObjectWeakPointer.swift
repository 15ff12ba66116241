// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

/// A GObject weak pointer: reads `nil` once the object is finalized, and holds no reference.
///
/// Widgets of the app's tree are held this way, so the backend never keeps them alive (a strong
/// reference would stop GTK from disposing the tree, and the list's `destroy` would never come).
@MainActor
final class GObjectWeakPointer {
  private let cell: UnsafeMutablePointer<gpointer?>

  /// Watches `widget`.
  init(_ widget: Widget) {
    cell = .allocate(capacity: 1)
    cell.initialize(to: widget.object)
    g_object_add_weak_pointer(gobject(widget.object), cell)
  }

  /// Stops watching the widget it watches, if any, and watches `widget`: one wrapper reused
  /// for widget after widget, where a new one would be two allocations.
  func watch(_ widget: Widget) {
    release()
    cell.pointee = widget.object
    g_object_add_weak_pointer(gobject(widget.object), cell)
  }

  /// The widget, or `nil` once it has been finalized.
  var widget: Widget? {
    // Not `Optional.map`: a main-actor closure passed to the standard library is checked for
    // its executor on every call, and this is read several times per show.
    guard let object = cell.pointee else { return nil }
    return Widget(object.assumingMemoryBound(to: GtkWidget.self))
  }

  /// Stops watching; call before dropping this wrapper.
  func release() {
    if let object = cell.pointee {
      g_object_remove_weak_pointer(gobject(object), cell)
      cell.pointee = nil
    }
  }

  isolated deinit {
    release()
    cell.deallocate()
  }
}
