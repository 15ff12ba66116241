// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkShim
import CGtkToolShim
import EmptyDataSetCore
import EmptyDataSetGTK
import Foundation
import GTKToolSupport
import Synchronization

/// Swift concurrency in a GTK app with nothing set up but the library: a main-actor task waits
/// until the first attach installs the bridge, a retry written as the README writes it fills the
/// list after a real click, the bridge is installed once, and it runs beside an app's own drain.
///
/// The group runs first in its process (main.swift), and the process installs no bridge of its
/// own, so what runs here runs because of the library; the first check shows it.
@MainActor
enum AsyncChecks {
  static func run(_ recorder: ReportRecorder) {
    taskBeforeAttachRunsAfterIt()
    readmeRetryFillsTheList()
    bridgeInstalledOnce(recorder)
    bridgeBesideAnAppDrain()
  }

  // MARK: - Before the first attach

  /// A `Task { @MainActor in … }` started before anything is attached does not run while the
  /// loop runs (nothing in the process drains the main queue), and runs once the first attach
  /// has installed the library's bridge, on the main thread.
  static func taskBeforeAttachRunsAfterIt() {
    let bridgeBefore = GTKEmptyDataSet.mainActorBridgeSourceID
    let runs = Tally()
    Task { @MainActor in
      runs.count += 1
      runs.onMainThread = cgtk_is_main_thread() != 0
    }
    let fixture = ListFixture(.listView)
    let window = Harness.window("async", child: fixture.scrolledWindow)
    defer { Harness.close(window) }
    Harness.pump(seconds: 0.5)
    let runsBefore = runs.count
    CheckLog.check(
      "main-actor-task-waits-without-a-bridge", bridgeBefore == 0 && runsBefore == 0,
      "bridge source \(bridgeBefore) and \(runsBefore) runs before the first attach: something "
        + "else drains the main queue, and the checks below would prove nothing")
    let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view)
    Harness.pump(until: { runs.count > 0 }, timeout: 2)
    Harness.pump(seconds: 0.05)
    CheckLog.check(
      "main-actor-task-runs-after-first-attach",
      emptyDataSet != nil && GTKEmptyDataSet.mainActorBridgeSourceID != 0 && runs.count == 1
        && runs.onMainThread,
      "attached \(emptyDataSet != nil), bridge source \(GTKEmptyDataSet.mainActorBridgeSourceID), "
        + "\(runs.count) runs, on the main thread \(runs.onMainThread)")
  }

  // MARK: - The README's retry

  /// The README's GTK states example, run as a user meets it: the first load failed, a real
  /// click on Try Again calls `events.retry`, which starts `load()` in a task; `load()` awaits a
  /// real sleep, fills the model and sets the state back, and the empty view goes.
  static func readmeRetryFillsTheList() {
    let fixture = ListFixture(.listView)
    let window = Harness.window(
      "readme-retry", width: 360, height: 320, child: fixture.scrolledWindow)
    defer {
      Harness.parkPointer()
      Harness.close(window)
    }
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else {
      CheckLog.check("readme-retry-task-runs-on-click", false, "could not attach")
      return
    }
    emptyDataSet.localization = .language("en")
    let loads = Tally()

    // The app's code, as in the README (GTK section, states).
    func load() async {
      loads.count += 1
      emptyDataSet.state = .loading
      try? await Task.sleep(nanoseconds: 400_000_000)  // the fetch
      fixture.setCount(3)
      emptyDataSet.state = .empty
      loads.finished += 1
    }
    emptyDataSet.events.retry = { Task { await load() } }
    emptyDataSet.state = .offline  // what the first load ended in
    // The retry holds `emptyDataSet` (through `load`), which holds the retry: a cycle that
    // outlives the window unless it is broken, here once the checks are done.
    defer { emptyDataSet.events.retry = nil }

    Harness.pump(until: { emptyDataSet.button != nil }, timeout: 2)
    Harness.pumpFrames(window, 3)
    guard let button = emptyDataSet.button?.pointer, let root = emptyDataSet.emptyView?.pointer
    else {
      CheckLog.check("readme-retry-task-runs-on-click", false, "no Try Again button")
      return
    }
    let failedTitle = StateChecks.titleText(of: root)
    g_object_ref(raw(root))
    defer { g_object_unref(raw(root)) }
    Harness.click(button) { loads.count > 0 }
    let sawLoading = Harness.pump(
      until: { StateChecks.titleText(of: root) == "Loading…" }, timeout: 2)
    let filled = Harness.pump(
      until: {
        loads.finished > 0 && fixture.count == 3 && emptyDataSet.emptyView == nil
          && gtk_widget_get_mapped(root) == 0
      }, timeout: 5)
    Harness.pumpFrames(window, 2)
    CheckLog.check(
      "readme-retry-task-runs-on-click",
      failedTitle == "You’re Offline" && loads.count == 1,
      "failed title \(failedTitle ?? "none"), \(loads.count) loads started after the click "
        + "(0: the retry's task never ran)")
    CheckLog.check(
      "readme-retry-fills-the-list",
      filled && sawLoading && loads.finished == 1 && fixture.count == 3
        && !emptyDataSet.isEmptyDataSetVisible && emptyDataSet.emptyView == nil
        && gtk_widget_get_mapped(root) == 0,
      "loading shown \(sawLoading), \(loads.finished) loads finished, \(fixture.count) items, "
        + "empty view visible \(emptyDataSet.isEmptyDataSetVisible), mapped "
        + "\(gtk_widget_get_mapped(root) != 0)")
  }

  // MARK: - Installed once

  /// Attaching again and calling `installMainActorBridge()` keep the one source; after the app
  /// removed it, main-actor work waits again (a call from another thread is refused) until an
  /// explicit call on the main thread installs it anew.
  static func bridgeInstalledOnce(_ recorder: ReportRecorder) {
    let first = GTKEmptyDataSet.mainActorBridgeSourceID
    GTKEmptyDataSet.installMainActorBridge()
    GTKEmptyDataSet.installMainActorBridge()
    let fixture = ListFixture(.listView)
    let window = Harness.window("bridge-once", child: fixture.scrolledWindow)
    defer { Harness.close(window) }
    let attached = GTKEmptyDataSet.attach(to: fixture.view) != nil
    let again = GTKEmptyDataSet.mainActorBridgeSourceID
    let source = first == 0 ? nil : g_main_context_find_source_by_id(nil, first)
    let name = source.flatMap { g_source_get_name($0) }.map { String(cString: $0) }
    CheckLog.check(
      "main-actor-bridge-installed-once",
      first != 0 && attached && again == first && name == "EmptyDataSet main actor",
      "source \(first), then \(again) after two explicit calls and an attach; name "
        + "\(name ?? "none")")

    guard first != 0 else { return }
    g_source_remove(first)
    let runs = Tally()
    Task { @MainActor in runs.count += 1 }
    recorder.clear()
    callOnAnotherThread(recorder) { GTKEmptyDataSet.installMainActorBridge() }
    let refused = recorder.count(.misuse, containing: "installMainActorBridge()") == 1
    Harness.pump(seconds: 0.3)
    let runsWhileRemoved = runs.count
    let sourceWhileRemoved = GTKEmptyDataSet.mainActorBridgeSourceID
    GTKEmptyDataSet.installMainActorBridge()
    let reinstalled = GTKEmptyDataSet.mainActorBridgeSourceID
    Harness.pump(until: { runs.count > 0 }, timeout: 2)
    CheckLog.check(
      "main-actor-bridge-explicit-install-after-removal",
      refused && sourceWhileRemoved == 0 && runsWhileRemoved == 0 && reinstalled != 0
        && reinstalled != first && runs.count == 1,
      "off-thread call refused \(refused) (source \(sourceWhileRemoved)); \(runsWhileRemoved) "
        + "runs while removed; source \(reinstalled) after the call, then \(runs.count) runs")
  }

  /// Runs `call` on a new thread, as a caller that ignores isolation would (C code, unsafe
  /// casts), with `recorder` hearing its diagnostics, and waits for it.
  private static func callOnAnotherThread(
    _ recorder: ReportRecorder, _ call: @escaping @MainActor () -> Void
  ) {
    let unchecked = unsafeBitCast(call, to: (@Sendable () -> Void).self)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      EmptyDataSetDiagnostics.scopedHandler.withValue({ recorder.record($0) }) { unchecked() }
      done.signal()
    }
    thread.start()
    done.wait()
  }

  // MARK: - Beside an app's own drain

  /// With an app's own drain of the main queue installed too (one that reads the wake-up without
  /// looking), in both orders, every task and every resumption after an `await` runs exactly
  /// once and the loop never blocks (a watchdog ends the process if it does). In the first
  /// order the library's bridge runs first and the app's drain finds the wake-up already read.
  static func bridgeBesideAnAppDrain() {
    let name = "main-actor-bridge-beside-app-drain"
    let watchdog = Watchdog(seconds: 20, check: name)
    defer { watchdog.disarm() }
    // Library first (it was installed before), the app's drain second.
    let appDrain = cgtk_check_add_app_main_queue_drain()
    let first = runTasksAndAwaits()
    let emptyReadsFirst = cgtk_check_app_main_queue_drain_empty_reads()
    // The app's drain first, the library's bridge second.
    g_source_remove(GTKEmptyDataSet.mainActorBridgeSourceID)
    GTKEmptyDataSet.installMainActorBridge()
    let second = runTasksAndAwaits()
    g_source_remove(appDrain)
    let appRuns = cgtk_check_app_main_queue_drain_runs()
    // The library's bridge alone again, for whatever runs after this group.
    let alone = runTasksAndAwaits()
    let detail =
      "library then app: \(first); app then library: \(second); library alone: \(alone); "
      + "the app's drain ran \(appRuns) times, \(emptyReadsFirst) of them (library first) "
      + "finding the wake-up read"
    CheckLog.note(detail)
    CheckLog.check(
      name,
      first.isExact && second.isExact && alone.isExact && appRuns > 0 && emptyReadsFirst > 0,
      detail)
  }

  /// Starts 50 main-actor tasks that each await a short sleep 4 times, runs the loop until all
  /// have finished (at most 5 s) and a little longer, and counts what ran.
  private static func runTasksAndAwaits() -> TaskRuns {
    let tasks = 50
    let awaits = 4
    let runs = TaskRuns(tasks)
    for index in 0..<tasks {
      Task { @MainActor in
        runs.started[index] += 1
        for _ in 0..<awaits {
          try? await Task.sleep(nanoseconds: 1_000_000)
          runs.resumed[index] += 1
        }
        runs.finished += 1
      }
    }
    Harness.pump(until: { runs.finished == tasks }, timeout: 5)
    Harness.pump(seconds: 0.1)
    runs.expectedResumes = awaits
    return runs
  }
}

// MARK: - Helpers

/// Counts of what a main-actor task did.
@MainActor
final class Tally {
  var count = 0
  var finished = 0
  var onMainThread = false
}

/// What a batch of main-actor tasks did, per task.
@MainActor
final class TaskRuns: CustomStringConvertible {
  var started: [Int]
  var resumed: [Int]
  var finished = 0
  var expectedResumes = 0

  init(_ tasks: Int) {
    started = Array(repeating: 0, count: tasks)
    resumed = Array(repeating: 0, count: tasks)
  }

  /// Every task started once and resumed after each of its awaits once.
  var isExact: Bool {
    started.allSatisfy { $0 == 1 } && resumed.allSatisfy { $0 == expectedResumes }
      && finished == started.count
  }

  nonisolated var description: String {
    MainActor.assumeIsolated {
      "\(finished)/\(started.count) finished, starts \(Set(started).sorted()), resumptions "
        + "\(Set(resumed).sorted())"
    }
  }
}

/// Ends the process with a failed check line when it is not disarmed within `seconds`: the main
/// loop is stuck (a drain blocked), so no check on the main thread could report it.
final class Watchdog: Sendable {
  private let disarmed = Atomic<Bool>(false)

  init(seconds: Double, check name: String) {
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      guard !disarmed.load(ordering: .acquiring) else { return }
      print("CHECK FAIL \(name): the main loop was stuck for \(seconds) s")
      fflush(nil)
      exit(1)
    }
  }

  func disarm() { disarmed.store(true, ordering: .releasing) }
}
