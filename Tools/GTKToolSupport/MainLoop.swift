// EmptyDataSet · GTKToolSupport
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK
import Foundation

/// Runs GLib's main loop by hand, for the tools that drive GTK without `GtkApplication`
/// (gtk-check, the gallery's snapshot mode).
@MainActor
package enum MainLoop {
  /// Runs the main loop until `condition` holds or `timeout` seconds pass; returns `condition`.
  @discardableResult
  package static func run(until condition: () -> Bool, timeout: Double) -> Bool {
    let deadline = monotonicSeconds() + timeout
    while !condition() {
      if monotonicSeconds() > deadline { return condition() }
      if g_main_context_iteration(nil, 0) == 0 { usleep(1000) }
    }
    return true
  }

  /// Runs what is pending in the main loop without waiting (at most 100 dispatches): the end of
  /// the current turn, where an empty data set decides what was set during it.
  package static func endTurn() {
    for _ in 0..<100 {
      if g_main_context_iteration(nil, 0) == 0 { return }
    }
  }

  /// Runs the main loop for `seconds`.
  package static func run(seconds: Double) {
    let deadline = monotonicSeconds() + seconds
    while monotonicSeconds() < deadline {
      if g_main_context_iteration(nil, 0) == 0 { usleep(1000) }
    }
  }

  /// Waits (at most 3 s) until `widget`'s frame clock has ticked `count` times, so that what
  /// changed is painted.
  package static func waitForFrames(_ widget: UnsafeMutablePointer<GtkWidget>, _ count: Int) {
    let counter = FrameCounter()
    addTickCallback(widget) {
      counter.frames += 1
      return counter.frames < count
    }
    run(until: { counter.frames >= count }, timeout: 3)
  }
}

/// A counter a tick callback can update.
@MainActor
package final class FrameCounter {
  /// Frames counted so far; starts at 0.
  package var frames = 0

  /// A counter at 0.
  package init() {}
}
