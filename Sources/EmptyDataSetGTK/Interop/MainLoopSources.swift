// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

// Timers, idles and frame-clock ticks that run Swift closures on the main actor.

/// Calls `tick` every `interval` milliseconds until it returns false; returns the source id.
@MainActor
package func addTimeout(
  intervalMilliseconds interval: UInt32, _ tick: @escaping @MainActor () -> Bool
) -> guint {
  g_timeout_add_full(
    G_PRIORITY_DEFAULT, interval,
    { data in
      let tick = unboxed(data, as: (@MainActor () -> Bool).self)
      return MainActor.assumeIsolated { tick() } ? 1 : 0
    }, retainedBox(tick), releaseBoxNotify)
}

/// Seconds on GLib's monotonic clock.
package func monotonicSeconds() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

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

/// Calls `action` once, `milliseconds` from now (0: when the main loop is next idle at high
/// priority, which is after the current event has been handled); returns the source id.
@MainActor @discardableResult
package func scheduleOnce(
  afterMilliseconds milliseconds: UInt32, _ action: @escaping @MainActor () -> Void
) -> guint {
  let function: GSourceFunc = { data in
    runAction(data)
    return 0
  }
  if milliseconds == 0 {
    return g_idle_add_full(
      G_PRIORITY_HIGH_IDLE, function, retainedAction(action), releaseBoxNotify)
  }
  return g_timeout_add_full(
    G_PRIORITY_DEFAULT, milliseconds, function, retainedAction(action), releaseBoxNotify)
}

/// Removes a source added by the functions above (nothing when `id` is 0).
func removeSource(_ id: guint) {
  if id != 0 { g_source_remove(id) }
}
