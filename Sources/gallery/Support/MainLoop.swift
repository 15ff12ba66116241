// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK
import Foundation

// A minimal copy of gtk-check's Harness.pump/pumpFrames (internal to that executable).

/// Runs GLib's main loop by hand, for snapshot mode (the window mode uses GtkApplication).
@MainActor
enum MainLoop {
  /// Runs the main loop until `condition` holds or `timeout` seconds pass; returns `condition`.
  @discardableResult
  static func run(until condition: () -> Bool, timeout: Double = 5) -> Bool {
    let deadline = monotonicSeconds() + timeout
    while !condition() {
      if monotonicSeconds() > deadline { return condition() }
      if g_main_context_iteration(nil, 0) == 0 { usleep(1000) }
    }
    return true
  }

  /// Runs the main loop for `seconds`.
  static func run(seconds: Double) {
    let deadline = monotonicSeconds() + seconds
    while monotonicSeconds() < deadline {
      if g_main_context_iteration(nil, 0) == 0 { usleep(1000) }
    }
  }

  /// Waits until `widget`'s frame clock has ticked `count` times, so that changes are painted.
  static func waitForFrames(_ widget: UnsafeMutablePointer<GtkWidget>, _ count: Int = 3) {
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
final class FrameCounter {
  var frames = 0
}
