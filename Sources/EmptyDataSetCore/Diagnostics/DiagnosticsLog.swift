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
  static func write(_ report: EmptyDataSetDiagnostics.Report) {
    #if canImport(os)
      let type: OSLogType = report.severity == .misuse ? .fault : .error
      if #available(iOS 14, macOS 11, tvOS 14, watchOS 7, macCatalyst 14, *) {
        Logger(subsystem: subsystem, category: category)
          .log(level: type, "\(report.message, privacy: .public)")
      } else {
        let log = OSLog(subsystem: subsystem, category: category)
        os_log("%{public}@", log: log, type: type, report.message)
      }
    #else
      let kind = report.severity == .misuse ? "misuse" : "warning"
      FileHandle.standardError.write(Data("EmptyDataSet \(kind): \(report.message)\n".utf8))
    #endif
  }
}
