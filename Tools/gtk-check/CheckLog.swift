// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import Foundation

/// Prints one line per check (`CHECK ok <name>` or `CHECK FAIL <name>: <detail>`) for the
/// tests to read, and remembers whether any failed.
@MainActor
enum CheckLog {
  private(set) static var failures = 0

  /// Records `condition` under `name`; `detail` says what was seen when it fails.
  static func check(_ name: String, _ condition: Bool, _ detail: @autoclosure () -> String = "") {
    if condition {
      emit("CHECK ok \(name)")
    } else {
      failures += 1
      emit("CHECK FAIL \(name): \(detail())")
    }
  }

  /// Prints an informational line.
  static func note(_ line: String) { emit("NOTE \(line)") }

  private static func emit(_ line: String) {
    print(line)
    fflush(nil)
  }
}

/// Collects diagnostics instead of printing and asserting, for checks on bad input.
final class ReportRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [EmptyDataSetDiagnostics.Report] = []

  /// Every report so far.
  var reports: [EmptyDataSetDiagnostics.Report] { lock.withLock { stored } }

  /// Records one report (the diagnostics handler).
  func record(_ report: EmptyDataSetDiagnostics.Report) {
    lock.withLock { stored.append(report) }
    FileHandle.standardError.write(Data("recorded \(report.severity): \(report.message)\n".utf8))
  }

  /// Forgets everything recorded.
  func clear() { lock.withLock { stored.removeAll() } }

  /// Reports recorded with `severity` whose message contains `text`.
  func count(_ severity: EmptyDataSetDiagnostics.Severity, containing text: String) -> Int {
    reports.filter { $0.severity == severity && $0.message.contains(text) }.count
  }
}
