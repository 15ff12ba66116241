// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtkShim
import EmptyDataSetCore

/// The guard at every public entry point: GTK is single-threaded, so a call from any thread but
/// the process's main thread is refused with a message and does nothing.
enum GTKMainThread {
  /// True on the main thread; otherwise reports misuse naming `function` and returns false.
  static func check(_ function: String) -> Bool {
    if cgtk_is_main_thread() != 0 { return true }
    EmptyDataSetDiagnostics.report(
      .misuse,
      "GTKEmptyDataSet.\(function) was called off the main thread and was ignored. GTK may only "
        + "be used from the main thread; hop there first (g_idle_add, or a MainActor task with "
        + "the GTK main-queue bridge installed).")
    return false
  }
}
