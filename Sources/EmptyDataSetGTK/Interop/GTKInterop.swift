// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkShim

// The one file with unchecked pointer work: casts between GTK's pointer types, and signal
// connections whose Swift closures travel in `user_data`, retained once and released by GLib.

/// A Swift closure carried through C as `user_data`.
final class ClosureBox<Function> {
  let function: Function
  init(_ function: Function) { self.function = function }
}

/// Retains `function` for C; GLib releases it through ``releaseClosureBox``.
func retainedBox<Function>(_ function: Function) -> UnsafeMutableRawPointer {
  Unmanaged.passRetained(ClosureBox(function)).toOpaque()
}

/// The boxed closure behind `data`.
func unboxed<Function>(_ data: UnsafeMutableRawPointer?, as _: Function.Type) -> Function {
  Unmanaged<ClosureBox<Function>>.fromOpaque(data!).takeUnretainedValue().function
}

/// The `GClosureNotify` that releases a box when its handler is disconnected or finalized.
let releaseClosureBox: GClosureNotify = { data, _ in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// The `GDestroyNotify` that releases a box when its source or data is removed.
let releaseBoxNotify: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

// MARK: - Casts

/// A GObject-derived pointer as another GObject-derived pointer type (a C cast).
@inline(__always)
func cast<T>(_ pointer: UnsafeMutablePointer<T>) -> OpaquePointer { OpaquePointer(pointer) }
@inline(__always)
func cast<T>(_ pointer: OpaquePointer) -> UnsafeMutablePointer<T> {
  UnsafeMutablePointer<T>(pointer)
}
@inline(__always)
func cast<T, U>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<U> {
  UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: U.self)
}
@inline(__always)
func widgetPointer(_ pointer: OpaquePointer) -> UnsafeMutablePointer<GtkWidget> { cast(pointer) }
@inline(__always)
func raw<T>(_ pointer: UnsafeMutablePointer<T>) -> gpointer { UnsafeMutableRawPointer(pointer) }
@inline(__always)
func raw(_ pointer: OpaquePointer) -> gpointer { UnsafeMutableRawPointer(pointer) }

// MARK: - Signals

/// Connects a handler with no arguments besides the instance (`clicked`, `destroy`, …).
@MainActor @discardableResult
func connectVoid(
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
func connectNotify(
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
func connectItemsChanged(_ model: gpointer, _ handler: @escaping @MainActor () -> Void) -> gulong {
  cgtk_connect_items_changed(
    model,
    { _, _, _, _, data in
      let handler = unboxed(data, as: (@MainActor () -> Void).self)
      MainActor.assumeIsolated { handler() }
    }, retainedBox(handler), releaseClosureBox)
}

/// Connects `GtkWidget::state-flags-changed`.
@MainActor @discardableResult
func connectStateFlagsChanged(
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
func connectClick(
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
func connectScroll(
  _ controller: gpointer, _ handler: @escaping @MainActor (Double, Double) -> Bool
) -> gulong {
  cgtk_connect_scroll(
    controller,
    { _, dx, dy, data in
      let handler = unboxed(data, as: (@MainActor (Double, Double) -> Bool).self)
      return MainActor.assumeIsolated { handler(dx, dy) } ? 1 : 0
    }, retainedBox(handler), releaseClosureBox)
}

// MARK: - Timers

/// Calls `tick` every `interval` milliseconds until it returns false; returns the source id.
@MainActor
func addTimeout(intervalMilliseconds interval: UInt32, _ tick: @escaping @MainActor () -> Bool)
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
func monotonicSeconds() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

/// A `gpointer` to a GObject as `GObject *`.
@inline(__always)
func gobject(_ pointer: gpointer) -> UnsafeMutablePointer<GObject> {
  pointer.assumingMemoryBound(to: GObject.self)
}
