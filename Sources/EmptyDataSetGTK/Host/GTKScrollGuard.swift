// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import Foundation

/// Stops wheel and touchpad scrolling of a scrolled window while scrolling is not allowed: a
/// capture-phase scroll controller that claims the events before the scrolled window sees them.
/// Removing it restores the scrolled window exactly as it was.
@MainActor
final class GTKScrollGuard {
  private let controller: OpaquePointer

  /// Installs the guard; `isScrollEnabled` is asked on each event.
  init(
    scrolledWindow: UnsafeMutablePointer<GtkWidget>,
    isScrollEnabled: @escaping @MainActor () -> Bool
  ) {
    let flags = GtkEventControllerScrollFlags(
      GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue)
    controller = gtk_event_controller_scroll_new(flags)
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    gtk_event_controller_set_name(controller, "empty-data-set-scroll-guard")
    connectScroll(raw(controller)) { _, _ in !isScrollEnabled() }
    g_object_ref(raw(controller))
    gtk_widget_add_controller(scrolledWindow, controller)
  }

  /// Takes the guard off `scrolledWindow` (when it still exists) and drops it.
  func remove(from scrolledWindow: UnsafeMutablePointer<GtkWidget>?) {
    if let scrolledWindow,
      gtk_event_controller_get_widget(controller) == scrolledWindow
    {
      gtk_widget_remove_controller(scrolledWindow, controller)
    }
  }

  isolated deinit {
    g_object_unref(raw(controller))
  }

  /// Scrolls `scrolledWindow` by a wheel delta, with GTK's own step (page size to the 2/3).
  static func scroll(_ scrolledWindow: UnsafeMutablePointer<GtkWidget>, dx: Double, dy: Double) {
    for (delta, adjustment) in [
      (dy, gtk_scrolled_window_get_vadjustment(cast(scrolledWindow))),
      (dx, gtk_scrolled_window_get_hadjustment(cast(scrolledWindow))),
    ] where delta != 0 {
      guard let adjustment else { continue }
      let page = gtk_adjustment_get_page_size(adjustment)
      let step = pow(page, 2.0 / 3.0)
      let lower = gtk_adjustment_get_lower(adjustment)
      let upper = gtk_adjustment_get_upper(adjustment) - page
      let value = gtk_adjustment_get_value(adjustment) + delta * step
      gtk_adjustment_set_value(adjustment, min(max(value, lower), max(lower, upper)))
    }
  }
}
