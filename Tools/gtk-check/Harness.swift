// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkToolShim
import EmptyDataSetGTK
import Foundation
import GTKToolSupport

/// Windows, the main loop, and real input through `xdotool` on the X server.
@MainActor
enum Harness {
  /// Runs the main loop until `condition` holds or `timeout` seconds pass; returns `condition`.
  @discardableResult
  static func pump(until condition: () -> Bool, timeout: Double = 3) -> Bool {
    MainLoop.run(until: condition, timeout: timeout)
  }

  /// Runs the main loop for `seconds`.
  static func pump(seconds: Double) { MainLoop.run(seconds: seconds) }

  /// Ends the current main-loop turn: what was set during it is decided.
  static func endTurn() { MainLoop.endTurn() }

  /// Waits for `count` frames of `widget`'s frame clock, so that what changed is painted.
  static func pumpFrames(_ widget: UnsafeMutablePointer<GtkWidget>, _ count: Int = 3) {
    MainLoop.waitForFrames(widget, count)
  }

  /// A new undecorated window of `width`×`height` showing `child`, presented and painted.
  static func window(
    _ title: String, width: Int32 = 360, height: Int32 = 300,
    child: UnsafeMutablePointer<GtkWidget>
  ) -> UnsafeMutablePointer<GtkWidget> {
    let window = gtk_window_new()!
    gtk_window_set_title(cast(window), title)
    gtk_window_set_decorated(cast(window), 0)
    gtk_window_set_default_size(cast(window), width, height)
    gtk_window_set_child(cast(window), child)
    gtk_window_present(cast(window))
    pump(until: { gtk_widget_get_mapped(window) != 0 && gtk_widget_get_width(window) > 0 })
    pumpFrames(window, 3)
    return window
  }

  /// Destroys `window` and lets GTK finish.
  static func close(_ window: UnsafeMutablePointer<GtkWidget>) {
    gtk_window_destroy(cast(window))
    pump(seconds: 0.05)
  }

  /// The X11 window id of `widget`'s window.
  static func xid(_ widget: UnsafeMutablePointer<GtkWidget>) -> UInt {
    let native = gtk_widget_get_native(widget)
    return UInt(cgtk_surface_xid(gtk_native_get_surface(native)))
  }

  /// The point at (`fx`, `fy`) of `widget`'s size, in its window's surface coordinates.
  static func point(
    in widget: UnsafeMutablePointer<GtkWidget>, fx: Double = 0.5, fy: Double = 0.5
  ) -> (x: Int, y: Int) {
    let native = gtk_widget_get_native(widget)!
    var source = graphene_point_t()
    source.x = Float(Double(gtk_widget_get_width(widget)) * fx)
    source.y = Float(Double(gtk_widget_get_height(widget)) * fy)
    var target = graphene_point_t()
    _ = gtk_widget_compute_point(widget, cast(native), &source, &target)
    var dx = 0.0
    var dy = 0.0
    gtk_native_get_surface_transform(native, &dx, &dy)
    return (Int((Double(target.x) + dx).rounded()), Int((Double(target.y) + dy).rounded()))
  }

  /// Runs `xdotool` with `arguments` and waits for it (the X server queues the events; pump
  /// afterwards to deliver them).
  @discardableResult
  static func xdotool(_ arguments: String) -> Bool {
    var status: Int32 = 0
    var error: UnsafeMutablePointer<GError>?
    let ok = g_spawn_command_line_sync("xdotool \(arguments)", nil, nil, &status, &error)
    if let error {
      CheckLog.note("xdotool failed: \(String(cString: error.pointee.message))")
      g_error_free(error)
    }
    return ok != 0 && status == 0
  }

  /// After real input: runs the loop until `expected` holds (at most 3 s, for a loaded
  /// machine), or for a fixed 0.3 s when nothing is expected to happen.
  private static func settle(_ expected: (() -> Bool)?) {
    if let expected {
      pump(until: expected, timeout: 3)
      pump(seconds: 0.05)
    } else {
      pump(seconds: 0.3)
    }
  }

  /// Moves the real pointer over (`fx`, `fy`) of `widget` and waits for GTK to see it.
  static func move(
    to widget: UnsafeMutablePointer<GtkWidget>, fx: Double = 0.5, fy: Double = 0.5,
    until expected: (() -> Bool)? = nil
  ) {
    let point = point(in: widget, fx: fx, fy: fy)
    xdotool("mousemove --window \(xid(widget)) \(point.x) \(point.y)")
    settle(expected)
  }

  /// A real click (button 1) at (`fx`, `fy`) of `widget`.
  static func click(
    _ widget: UnsafeMutablePointer<GtkWidget>, fx: Double = 0.5, fy: Double = 0.5,
    until expected: (() -> Bool)? = nil
  ) {
    let point = point(in: widget, fx: fx, fy: fy)
    xdotool("mousemove --window \(xid(widget)) \(point.x) \(point.y) click 1")
    settle(expected)
  }

  /// Real wheel clicks (`down` scrolls down) at the middle of `widget`.
  static func wheel(
    _ widget: UnsafeMutablePointer<GtkWidget>, down: Bool, clicks: Int = 5,
    until expected: (() -> Bool)? = nil
  ) {
    let point = point(in: widget)
    let button = down ? 5 : 4
    xdotool(
      "mousemove --window \(xid(widget)) \(point.x) \(point.y) click --repeat \(clicks) "
        + "--delay 30 \(button)")
    settle(expected)
  }

  /// Parks the pointer in a corner of the screen, away from every widget.
  static func parkPointer() {
    xdotool("mousemove 1023 767")
    pump(seconds: 0.1)
  }
}
