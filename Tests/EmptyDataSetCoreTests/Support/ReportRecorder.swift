// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import Foundation

/// Collects diagnostics reports instead of asserting.
final class ReportRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [EmptyDataSetDiagnostics.Report] = []

  var reports: [EmptyDataSetDiagnostics.Report] {
    lock.withLock { stored }
  }

  var handler: @Sendable (EmptyDataSetDiagnostics.Report) -> Void {
    { [self] report in lock.withLock { stored.append(report) } }
  }
}
