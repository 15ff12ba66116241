// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkShim

/// Stops keyboard scrolling of the list while scrolling is not allowed: a capture-phase key
/// controller on the covered widget (the list's scrolled window) that claims the navigation
/// keys (arrows, Page Up/Down, Home, End, on the main keyboard and the keypad, with any
/// modifiers) before the list's own bindings and the scrolled window's `scroll-child`
/// bindings see them. Keys typed into a text input inside the list are left alone. Removing it
/// restores the widget exactly as it was.
@MainActor
final class GTKKeyboardGuard {
  private let controller: OpaquePointer

  /// Installs the guard on `widget`; `isScrollEnabled` is asked on each key press.
  init(
    widget: UnsafeMutablePointer<GtkWidget>, isScrollEnabled: @escaping @MainActor () -> Bool
  ) {
    controller = gtk_event_controller_key_new()
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    gtk_event_controller_set_name(controller, "empty-data-set-key-guard")
    let handler: @MainActor (UInt32) -> Bool = { [controller] keyval in
      guard !isScrollEnabled(), cgtk_is_navigation_key(keyval) != 0 else { return false }
      let target = gtk_event_controller_get_widget(controller)
      let focus = GTKAnnouncer.focusWidget(near: target)
      return focus.map { cgtk_is_text_input(raw($0)) == 0 } ?? true
    }
    cgtk_connect_key_pressed(
      raw(controller),
      { _, keyval, _, _, data in
        let handler = unboxed(data, as: (@MainActor (UInt32) -> Bool).self)
        return MainActor.assumeIsolated { handler(keyval) } ? 1 : 0
      }, retainedBox(handler), releaseClosureBox)
    g_object_ref(raw(controller))
    gtk_widget_add_controller(widget, controller)
  }

  /// Takes the guard off `widget` (when it still exists).
  func remove(from widget: UnsafeMutablePointer<GtkWidget>?) {
    if let widget, gtk_event_controller_get_widget(controller) == widget {
      gtk_widget_remove_controller(widget, controller)
    }
  }

  isolated deinit {
    g_object_unref(raw(controller))
  }
}
