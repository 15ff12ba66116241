// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import Foundation
import Testing

/// The app's handler is process-wide, so these tests run one at a time and each looks only at
/// the reports it made (other suites' reports go to their own scoped handlers).
@Suite("Diagnostics: the public handler and the default", .serialized)
struct EmptyDataSetDiagnosticsTests {
  private func uniqueMessage(_ label: String) -> String {
    "\(label) \(UUID().uuidString)"
  }

  @Test("an app's handler receives the library's reports, repeats included")
  func appHandler() {
    let recorder = ReportRecorder()
    EmptyDataSetDiagnostics.handler = recorder.handler
    defer { EmptyDataSetDiagnostics.handler = nil }
    var timing = EmptyDataSetTiming()
    timing.showDelay = -1
    // Outside any scoped handler, as in an app: the public handler gets it.
    let repaired = EmptyDataSetDiagnostics.scopedHandler.withValue(nil) {
      (timing.sanitized(), timing.sanitized())
    }
    #expect(repaired.0.showDelay == 0)
    let mine = recorder.reports.filter { $0.message.contains("showDelay") }
    #expect(mine.count == 2)
    #expect(mine.allSatisfy { $0.severity == .misuse })
  }

  @Test("an app's handler set to do nothing silences reports, and nil brings back the default")
  func silencing() {
    let message = uniqueMessage("silenced")
    EmptyDataSetDiagnostics.handler = { _ in }
    EmptyDataSetDiagnostics.report(.misuse, message)
    EmptyDataSetDiagnostics.handler = nil
    // The silenced report never reached the default, so the default still finds it new.
    #expect(EmptyDataSetDiagnostics.logIfNew(.init(severity: .misuse, message: message)))
  }

  @Test("a scoped handler wins over the app's handler")
  func scopedWins() {
    let app = ReportRecorder()
    let scoped = ReportRecorder()
    EmptyDataSetDiagnostics.handler = app.handler
    defer { EmptyDataSetDiagnostics.handler = nil }
    let message = uniqueMessage("scoped")
    EmptyDataSetDiagnostics.scopedHandler.withValue(scoped.handler) {
      EmptyDataSetDiagnostics.report(.warning, message)
    }
    #expect(scoped.reports == [.init(severity: .warning, message: message)])
    #expect(!app.reports.contains { $0.message == message })
  }

  @Test("the default handler logs misuse without trapping, and each message only once")
  func defaultHandler() {
    let message = uniqueMessage("misuse in a test")
    let report = EmptyDataSetDiagnostics.Report(severity: .misuse, message: message)
    // An assertion here would stop the test process: reaching the expectations is the proof.
    #expect(EmptyDataSetDiagnostics.logIfNew(report))
    #expect(!EmptyDataSetDiagnostics.logIfNew(report))
    EmptyDataSetDiagnostics.log(report)
  }

  @Test("a report made once per process reaches even an app's handler only the first time")
  func reportOnce() {
    let recorder = ReportRecorder()
    let message = uniqueMessage("off the main thread")
    EmptyDataSetDiagnostics.scopedHandler.withValue(recorder.handler) {
      EmptyDataSetDiagnostics.reportOnce(.misuse, message)
      EmptyDataSetDiagnostics.reportOnce(.misuse, message)
      EmptyDataSetDiagnostics.reportOnce(.misuse, message + " (another)")
    }
    #expect(recorder.reports.map(\.message) == [message, message + " (another)"])
  }

  @Test("the handler can be set and read from several threads at once")
  func threads() async {
    let recorder = ReportRecorder()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<8 {
        group.addTask {
          EmptyDataSetDiagnostics.handler = recorder.handler
          EmptyDataSetDiagnostics.scopedHandler.withValue(nil) {
            EmptyDataSetDiagnostics.report(.warning, "thread \(index)")
          }
        }
      }
    }
    EmptyDataSetDiagnostics.handler = nil
    #expect(recorder.reports.filter { $0.message.hasPrefix("thread ") }.count == 8)
  }
}
