// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtkShim
import EmptyDataSetCore
import Glibc
import Synchronization

/// The guard at every public entry point: GTK is single-threaded, so a call from any thread but
/// the process's main thread is refused with a message and does nothing.
enum GTKMainThread {
  /// The main thread's `pthread_t`, once a check has run on it (0 before). Comparing with
  /// `pthread_self()` costs a thread-local read; `cgtk_is_main_thread()` costs two system
  /// calls, which was a third of what an empty data set added to each `items-changed`.
  private static let mainThread = Atomic<UInt>(0)

  /// True on the main thread, once a ``check(_:)`` has run there (every entry point runs one);
  /// false elsewhere, silently.
  static var isCurrent: Bool {
    let known = mainThread.load(ordering: .relaxed)
    return known != 0 && known == UInt(pthread_self())
  }

  /// True on the main thread; otherwise reports misuse naming `function` and returns false.
  static func check(_ function: String) -> Bool {
    let current = UInt(pthread_self())
    let known = mainThread.load(ordering: .relaxed)
    if known != 0, known == current { return true }
    if cgtk_is_main_thread() != 0 {
      mainThread.store(current, ordering: .relaxed)
      return true
    }
    EmptyDataSetDiagnostics.report(
      .misuse,
      "GTKEmptyDataSet.\(function) was called off the main thread and was ignored. GTK may only "
        + "be used from the main thread; hop there first (g_idle_add, or a MainActor task, "
        + "which runs there once GTKEmptyDataSet.installMainActorBridge() or the first attach "
        + "has run on the main thread).")
    return false
  }
}
