// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkShim
import EmptyDataSetCore
import EmptyDataSetGTK
import Foundation

/// Checks added by the review: the main-thread guard on the read-only API, and what a detach
/// while shown leaves behind.
extension BehaviourChecks {
  /// Reading the widgets or the layout from another thread is refused like any other call:
  /// each read reports misuse and gives `nil`, and touches no GTK object off the main thread.
  static func offMainThreadReadsRefused(_ recorder: ReportRecorder) {
    guard let (window, emptyDataSet, _) = PixelChecks.show(AttachChecks.instant(), title: "reads")
    else { return }
    defer { Harness.close(window) }
    let shownOnMain =
      emptyDataSet.button != nil && emptyDataSet.emptyView != nil && emptyDataSet.layout != nil
      && emptyDataSet.widget != nil && emptyDataSet.container != nil
    recorder.clear()
    let results = ThreadResults()
    let read: @MainActor () -> Void = {
      results.values = [
        emptyDataSet.button != nil, emptyDataSet.emptyView != nil, emptyDataSet.layout != nil,
        emptyDataSet.widget != nil, emptyDataSet.container != nil,
      ]
    }
    // Simulates a caller that ignores isolation (C code, @preconcurrency, unsafe casts).
    let unchecked = unsafeBitCast(read, to: (@Sendable () -> Void).self)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      EmptyDataSetDiagnostics.$handler.withValue({ recorder.record($0) }) { unchecked() }
      done.signal()
    }
    thread.start()
    done.wait()
    CheckLog.check(
      "off-main-thread-reads-refused",
      shownOnMain && results.values == [false, false, false, false, false]
        && recorder.count(.misuse, containing: "off the main thread") == 5,
      "shown on main \(shownOnMain), off-main non-nil \(results.values), reports "
        + "\(recorder.reports.map(\.message))")
  }

  /// After a detach while shown nothing is shown, so the layout reads `nil` as when hidden.
  static func detachWhileVisibleClearsLayout() {
    guard let (window, emptyDataSet, _) = PixelChecks.show(AttachChecks.instant(), title: "gone")
    else { return }
    defer { Harness.close(window) }
    let before = emptyDataSet.layout
    emptyDataSet.detach()
    CheckLog.check(
      "detach-while-visible-clears-layout",
      before != nil && emptyDataSet.layout == nil && emptyDataSet.emptyView == nil,
      "layout before \(before.map { "\($0.viewFrame)" } ?? "nil"), after "
        + "\(emptyDataSet.layout.map { "\($0.viewFrame)" } ?? "nil")")
  }
}

/// What a check's other thread saw.
private final class ThreadResults: @unchecked Sendable {
  var values: [Bool] = []
}
