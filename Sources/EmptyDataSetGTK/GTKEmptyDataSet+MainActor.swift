// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkShim

extension GTKEmptyDataSet {
  /// Makes Swift's main actor run while GTK's main loop runs, so that `Task { @MainActor in … }`
  /// and `await` in the app's callbacks work. The first
  /// ``attach(to:)-(UnsafeMutablePointer<GtkWidget>)`` calls it; call it yourself only when the
  /// app starts main-actor work before it attaches anything.
  ///
  /// ```swift
  /// GTKEmptyDataSet.installMainActorBridge()
  /// Task { await account.signIn() }  // runs once the main loop runs
  /// exit(g_application_run(app, CommandLine.argc, CommandLine.unsafeArgv))
  /// ```
  ///
  /// Swift runs main-actor work on libdispatch's main queue, and on Linux nothing runs that
  /// queue while GLib's main loop owns the main thread: without a bridge, a task started on the
  /// main actor never runs, and a spinner set by `events.retry = { Task { await load() } }`
  /// stays up. The bridge is one source on GLib's default main context that runs the queued
  /// work as it arrives, at `G_PRIORITY_DEFAULT` (as input events), from the loop's outermost
  /// level (GLib does not run a source again inside a nested loop that the source's own work
  /// started).
  ///
  /// - It is installed once: later calls do nothing. After the app removed it
  ///   (`g_source_remove`), a call installs it again.
  /// - It is harmless beside a drain of the app's own (a GLib source over
  ///   `_dispatch_main_queue_callback_4CF`): each piece of work runs once, whichever source
  ///   gets to it, and neither blocks.
  /// - Called off the main thread, it is refused with a message and does nothing.
  public static func installMainActorBridge() {
    guard GTKMainThread.check("installMainActorBridge()") else { return }
    _ = cgtk_main_actor_bridge_install()
  }

  /// The GLib source id of the main-actor bridge while it is installed, else 0 (for the checks).
  package static var mainActorBridgeSourceID: guint { cgtk_main_actor_bridge_source_id() }
}
