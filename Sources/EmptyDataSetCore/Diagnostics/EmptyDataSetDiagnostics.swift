// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

import Foundation

/// Where EmptyDataSet reports bad input and misuse.
///
/// A UI library must not crash on bad input. Every report comes with a documented fallback that
/// is already in effect; the report only says what happened and how to fix it.
///
/// - ``Severity/warning``: the input was odd but legitimate to receive at run time (invalid
///   markup from a server, a missing icon). Printed to standard error.
/// - ``Severity/misuse``: the app passed a value no correct program passes (a NaN offset). Printed,
///   then `assertionFailure` in debug builds; release builds carry on with the fallback.
package enum EmptyDataSetDiagnostics {
  /// How serious a report is.
  package enum Severity: Sendable, Equatable {
    /// Odd input that is handled; printed only.
    case warning
    /// Programmer error; printed, and an assertion failure in debug builds.
    case misuse
  }

  /// One report: its severity and a sentence that says what to do.
  package struct Report: Sendable, Equatable {
    /// How serious it is.
    package var severity: Severity
    /// What happened, the fallback taken, and how to fix it.
    package var message: String
  }

  /// Receives reports in place of the default handler, within the scope of a task.
  ///
  /// Tests set it with `scopedHandler.withValue { … }` to record reports instead of asserting.
  /// A `TaskLocal` value rather than the `@TaskLocal` attribute, which is a property wrapper in
  /// SDKs before Swift 6 and a macro after, with different concurrency checking.
  package static let scopedHandler = TaskLocal<(@Sendable (Report) -> Void)?>(wrappedValue: nil)

  /// Reports `message`. The default handler prints it and, for misuse, fails an assertion.
  ///
  /// The default handler prints each distinct message once per process: a configuration with a
  /// bad value is repaired again on every reload, and a log that repeats it on every reload
  /// hides everything else. A handler set with ``scopedHandler`` receives every report.
  package static func report(_ severity: Severity, _ message: String) {
    let report = Report(severity: severity, message: message)
    if let handler = scopedHandler.get() {
      handler(report)
      return
    }
    guard printedMessages.insertIfNew(message) else { return }
    printToStandardError("EmptyDataSet \(severity == .misuse ? "misuse" : "warning"): \(message)")
    if severity == .misuse {
      assertionFailure(message)
    }
  }

  private static let printedMessages = PrintedMessages()

  private static func printToStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

/// The messages the default handler has printed, shared by every thread.
private final class PrintedMessages: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: Set<String> = []

  /// Adds `message`; true when it was not there before.
  func insertIfNew(_ message: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return messages.insert(message).inserted
  }
}
