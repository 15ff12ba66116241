// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

import Foundation

#if canImport(os)
  import os
#endif

/// Where the default handler writes: the unified log on Apple platforms, standard error
/// elsewhere. The core's one `#if`: the unified log exists only on Apple platforms, and which
/// one is a property of the platform, not a decision.
enum DiagnosticsLog {
  /// The subsystem and category of the unified log, documented on ``EmptyDataSetDiagnostics``.
  static let subsystem = "EmptyDataSet"
  static let category = "diagnostics"

  /// Writes `report`: misuse at the fault level, warnings at the error level.
  ///
  /// Through `os_log` with an `OSLog` of the subsystem and category: the unified log that
  /// `os.Logger` writes to, at the iOS 13 floor (`Logger` is iOS 14), and without `Logger`'s
  /// interpolated messages, which need the compiler's os_log pass.
  static func write(_ report: EmptyDataSetDiagnostics.Report) {
    #if canImport(os)
      let type: OSLogType = report.severity == .misuse ? .fault : .error
      // Made per report (each distinct message is written once): not kept in a static, which
      // Swift 6 would need to be Sendable, and the 16.4 SDK does not mark `OSLog` so.
      let log = OSLog(subsystem: subsystem, category: category)
      os_log("%{public}@", log: log, type: type, report.message)
    #else
      let kind = report.severity == .misuse ? "misuse" : "warning"
      FileHandle.standardError.write(Data("EmptyDataSet \(kind): \(report.message)\n".utf8))
    #endif
  }
}
