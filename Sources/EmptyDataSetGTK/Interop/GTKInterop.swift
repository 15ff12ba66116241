// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkShim

// The one file with unchecked pointer work: casts between GTK's pointer types, and signal
// connections whose Swift closures travel in `user_data`, retained once and released by GLib.

/// A Swift closure carried through C as `user_data`.
package final class ClosureBox<Function> {
  package let function: Function
  package init(_ function: Function) { self.function = function }
}

/// Retains `function` for C; GLib releases it through ``releaseClosureBox``.
package func retainedBox<Function>(_ function: Function) -> UnsafeMutableRawPointer {
  Unmanaged.passRetained(ClosureBox(function)).toOpaque()
}

/// The boxed closure behind `data`.
package func unboxed<Function>(_ data: UnsafeMutableRawPointer?, as _: Function.Type) -> Function {
  Unmanaged<ClosureBox<Function>>.fromOpaque(data!).takeUnretainedValue().function
}

/// The `GClosureNotify` that releases a box when its handler is disconnected or finalized.
package let releaseClosureBox: GClosureNotify = { data, _ in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// The `GDestroyNotify` that releases a box when its source or data is removed.
package let releaseBoxNotify: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

// MARK: - Casts

/// A GObject-derived pointer as another GObject-derived pointer type (a C cast).
@inline(__always)
package func cast<T>(_ pointer: UnsafeMutablePointer<T>) -> OpaquePointer { OpaquePointer(pointer) }
@inline(__always)
package func cast<T>(_ pointer: OpaquePointer) -> UnsafeMutablePointer<T> {
  UnsafeMutablePointer<T>(pointer)
}
@inline(__always)
package func cast<T, U>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<U> {
  UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: U.self)
}
@inline(__always)
package func widgetPointer(_ pointer: OpaquePointer) -> UnsafeMutablePointer<GtkWidget> {
  cast(pointer)
}
@inline(__always)
package func raw<T>(_ pointer: UnsafeMutablePointer<T>) -> gpointer {
  UnsafeMutableRawPointer(pointer)
}
@inline(__always)
package func raw(_ pointer: OpaquePointer) -> gpointer { UnsafeMutableRawPointer(pointer) }

// MARK: - Signals

/// Connects a handler with no arguments besides the instance (`clicked`, `destroy`, …).
@MainActor @discardableResult
package func connectVoid(
  _ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor () -> Void
) -> gulong {
  cgtk_connect_void(
    instance, signal,
    { _, data in
      let handler = unboxed(data, as: (@MainActor () -> Void).self)
      MainActor.assumeIsolated { handler() }
    }, retainedBox(handler), releaseClosureBox)
}

/// Connects a `notify::property` handler.
@MainActor @discardableResult
package func connectNotify(
  _ instance: gpointer, property: String, _ handler: @escaping @MainActor () -> Void
) -> gulong {
  cgtk_connect_notify(
    instance, "notify::\(property)",
    { _, _, data in
      let handler = unboxed(data, as: (@MainActor () -> Void).self)
      MainActor.assumeIsolated { handler() }
    }, retainedBox(handler), releaseClosureBox)
}

/// Connects `GListModel::items-changed`.
@MainActor @discardableResult
package func connectItemsChanged(_ model: gpointer, _ handler: @escaping @MainActor () -> Void)
  -> gulong
{
  cgtk_connect_items_changed(
    model,
    { _, _, _, _, data in
      let action = Unmanaged<MainActorAction>.fromOpaque(data!).takeUnretainedValue()
      MainActor.assumeIsolated { action.run() }
    }, Unmanaged.passRetained(MainActorAction(handler)).toOpaque(), releaseClosureBox)
}

/// Connects `GtkWidget::state-flags-changed`.
@MainActor @discardableResult
package func connectStateFlagsChanged(
  _ widget: gpointer, _ handler: @escaping @MainActor () -> Void
) -> gulong {
  cgtk_connect_state_flags(
    widget,
    { _, _, data in
      let handler = unboxed(data, as: (@MainActor () -> Void).self)
      MainActor.assumeIsolated { handler() }
    }, retainedBox(handler), releaseClosureBox)
}

/// Connects a `GtkGestureClick` signal (`pressed`, `released`).
@MainActor @discardableResult
package func connectClick(
  _ gesture: gpointer, _ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Void
) -> gulong {
  cgtk_connect_click(
    gesture, signal,
    { _, _, x, y, data in
      let handler = unboxed(data, as: (@MainActor (Double, Double) -> Void).self)
      MainActor.assumeIsolated { handler(x, y) }
    }, retainedBox(handler), releaseClosureBox)
}

/// Connects `GtkEventControllerScroll::scroll`; the handler returns true to stop the event.
@MainActor @discardableResult
package func connectScroll(
  _ controller: gpointer, _ handler: @escaping @MainActor (Double, Double) -> Bool
) -> gulong {
  cgtk_connect_scroll(
    controller,
    { _, dx, dy, data in
      let handler = unboxed(data, as: (@MainActor (Double, Double) -> Bool).self)
      return MainActor.assumeIsolated { handler(dx, dy) } ? 1 : 0
    }, retainedBox(handler), releaseClosureBox)
}

/// Connects `GtkOverlay::get-child-position`; the handler returns the allocation of a child it
/// places, or `nil` to leave the child to the overlay.
@MainActor @discardableResult
package func connectChildPosition(
  _ overlay: gpointer,
  _ handler: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> GdkRectangle?
) -> gulong {
  cgtk_connect_child_position(
    overlay,
    { _, widget, allocation, data in
      let handler = unboxed(
        data, as: (@MainActor (UnsafeMutablePointer<GtkWidget>) -> GdkRectangle?).self)
      guard let widget, let allocation else { return 0 }
      let address = Int(bitPattern: widget)
      let placed = MainActor.assumeIsolated {
        handler(UnsafeMutablePointer<GtkWidget>(bitPattern: address)!)
      }
      guard let placed else { return 0 }
      allocation.pointee = placed
      return 1
    }, retainedBox(handler), releaseClosureBox)
}

// MARK: - Timers

/// Calls `tick` every `interval` milliseconds until it returns false; returns the source id.
@MainActor
package func addTimeout(
  intervalMilliseconds interval: UInt32, _ tick: @escaping @MainActor () -> Bool
)
  -> guint
{
  g_timeout_add_full(
    G_PRIORITY_DEFAULT, interval,
    { data in
      let tick = unboxed(data, as: (@MainActor () -> Bool).self)
      return MainActor.assumeIsolated { tick() } ? 1 : 0
    }, retainedBox(tick), releaseBoxNotify)
}

/// Seconds on GLib's monotonic clock.
package func monotonicSeconds() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

/// A `gpointer` to a GObject as `GObject *`.
@inline(__always)
package func gobject(_ pointer: gpointer) -> UnsafeMutablePointer<GObject> {
  pointer.assumingMemoryBound(to: GObject.self)
}

/// Calls `tick` on each frame of `widget`'s frame clock until it returns false.
@MainActor @discardableResult
package func addTickCallback(
  _ widget: UnsafeMutablePointer<GtkWidget>, _ tick: @escaping @MainActor () -> Bool
) -> guint {
  gtk_widget_add_tick_callback(
    widget,
    { _, _, data in
      let tick = unboxed(data, as: (@MainActor () -> Bool).self)
      return MainActor.assumeIsolated { tick() } ? 1 : 0
    }, retainedBox(tick), releaseBoxNotify)
}

/// A main-actor closure carried through C, in a box of a concrete type: taking the closure out
/// of the generic ``ClosureBox`` costs a reabstraction thunk, a heap allocation on every call.
package final class MainActorAction {
  private let action: @MainActor () -> Void
  package init(_ action: @escaping @MainActor () -> Void) { self.action = action }
  @MainActor package func run() { action() }
}

/// Calls `action` once, `milliseconds` from now (0: when the main loop is next idle at high
/// priority, which is after the current event has been handled).
@MainActor
package func scheduleOnce(
  afterMilliseconds milliseconds: UInt32, _ action: @escaping @MainActor () -> Void
) {
  let function: GSourceFunc = { data in
    let action = unboxed(data, as: (@MainActor () -> Void).self)
    MainActor.assumeIsolated { action() }
    return 0
  }
  if milliseconds == 0 {
    g_idle_add_full(G_PRIORITY_HIGH_IDLE, function, retainedBox(action), releaseBoxNotify)
  } else {
    g_timeout_add_full(
      G_PRIORITY_DEFAULT, milliseconds, function, retainedBox(action), releaseBoxNotify)
  }
}
