// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK

/// Real key presses through `xdotool` (XTEST: GTK receives them as from a keyboard), and
/// where keyboard focus is.
@MainActor
extension Harness {
  /// Gives `window` the X server's keyboard focus and waits until GTK sees it as active.
  static func focusWindow(_ window: UnsafeMutablePointer<GtkWidget>) {
    xdotool("windowfocus --sync \(xid(window))")
    pump(until: { gtk_window_is_active(cast(window)) != 0 }, timeout: 2)
  }

  /// Presses `keys` (xdotool key names, such as `Tab`, `Return`, `ctrl+End`), in order, in
  /// `window`, then runs the loop until `expected` holds (at most 3 s) or for 0.3 s.
  static func press(
    _ keys: String, in window: UnsafeMutablePointer<GtkWidget>,
    until expected: (() -> Bool)? = nil
  ) {
    if gtk_window_is_active(cast(window)) == 0 { focusWindow(window) }
    xdotool("key --delay 60 \(keys)")
    if let expected {
      pump(until: expected, timeout: 3)
      pump(seconds: 0.05)
    } else {
      pump(seconds: 0.3)
    }
  }

  /// The focus widget of `window`, or `nil`.
  static func focus(in window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>?
  {
    gtk_root_get_focus(cast(window))
  }

  /// True when the focus widget of `window` is `widget` or inside it.
  static func focusIsInside(
    _ widget: UnsafeMutablePointer<GtkWidget>?, of window: UnsafeMutablePointer<GtkWidget>
  ) -> Bool {
    guard let widget, let focus = focus(in: window) else { return false }
    return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
  }

  /// A short description of the focus widget, for failure messages.
  static func describeFocus(in window: UnsafeMutablePointer<GtkWidget>) -> String {
    guard let focus = focus(in: window) else { return "no focus" }
    return typeName(of: raw(focus))
  }
}
