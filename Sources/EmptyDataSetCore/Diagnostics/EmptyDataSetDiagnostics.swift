// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

import Foundation

/// Where EmptyDataSet reports bad input and misuse, and how your app can receive the reports.
///
/// A UI library must not crash on bad input, debug builds included. Every report comes with a
/// documented fallback that is already in effect; the report only says what happened and how to
/// fix it, as Auto Layout's "Unable to simultaneously satisfy constraints" does.
///
/// - ``Severity/warning``: the input was odd but legitimate to receive at run time (invalid
///   markup from a server, a missing icon).
/// - ``Severity/misuse``: the app did something no correct program does (a NaN offset, a table
///   changed off the main thread).
///
/// By default each distinct message is logged once per process (a bad value is repaired again on
/// every reload, and a log that repeats it hides everything else). On Apple platforms it goes to
/// the unified log (`os_log`, where `os.Logger` writes too) with the subsystem `EmptyDataSet`
/// and the category `diagnostics`: misuse at the fault level, warnings at the error level, so
/// Xcode's console and Console.app can filter them (`subsystem:EmptyDataSet`). Elsewhere it is a
/// line on standard error, starting with `EmptyDataSet misuse:` or `EmptyDataSet warning:`.
/// Nothing is ever raised or asserted.
///
/// Set ``handler`` to route reports to your own logger, to silence them, or to fail your own
/// tests on any report:
///
/// ```swift
/// EmptyDataSetDiagnostics.handler = { report in
///   if report.severity == .misuse { print("EmptyDataSet:", report.message) }
/// }
/// ```
public enum EmptyDataSetDiagnostics {
  /// How serious a report is.
  public enum Severity: Sendable, Hashable {
    /// Odd input that is handled, such as markup from a server that does not parse.
    case warning
    /// A programmer error, such as a NaN offset or a list changed off the main thread.
    case misuse
  }

  /// One report: its severity and a sentence that says what happened and what to do.
  public struct Report: Sendable, Hashable {
    /// How serious it is.
    public var severity: Severity
    /// What happened, the fallback taken, and how to fix it.
    public var message: String

    /// Creates a report.
    public init(severity: Severity, message: String) {
      self.severity = severity
      self.message = message
    }
  }

  /// Receives a report; called on the thread that made it (the main thread for almost all).
  public typealias Handler = @Sendable (Report) -> Void

  /// Your app's handler, in place of the default. `nil` by default: each distinct message is
  /// logged once per process (see ``EmptyDataSetDiagnostics``).
  ///
  /// Your handler receives every report, repeats included; `{ _ in }` silences them all. It may be
  /// set from any thread and is read under a lock. Call ``log(_:)`` from it to also log as the
  /// default handler does.
  public static var handler: Handler? {
    get { state.handler }
    set { state.handler = newValue }
  }

  /// What the default handler does with `report`: logs its message, unless the same message was
  /// logged before in this process. Never crashes.
  public static func log(_ report: Report) {
    logIfNew(report)
  }

  /// ``log(_:)``, telling whether the message was new (and so written).
  @discardableResult
  package static func logIfNew(_ report: Report) -> Bool {
    guard state.insertIfNew(report.message) else { return false }
    DiagnosticsLog.write(report)
    return true
  }

  /// Receives reports in place of ``handler`` and the default, within the scope of a task.
  ///
  /// Tests set it with `scopedHandler.withValue { … }` to record reports, so that tests running
  /// in parallel do not see each other's. A `TaskLocal` value rather than the `@TaskLocal`
  /// attribute, which is a property wrapper in SDKs before Swift 6 and a macro after, with
  /// different concurrency checking.
  package static let scopedHandler = TaskLocal<Handler?>(wrappedValue: nil)

  /// Reports `message`: to the scoped handler if any, else to the app's ``handler``, else to
  /// ``log(_:)``. A handler receives every report; only the default skips repeats.
  package static func report(_ severity: Severity, _ message: String) {
    let report = Report(severity: severity, message: message)
    if let handler = scopedHandler.get() ?? state.handler {
      handler(report)
    } else {
      log(report)
    }
  }

  /// Reports `message` the first time it is made in this process, to whichever handler would
  /// receive it; later ones are dropped, for every handler. For a misuse that repeats as often as
  /// the app's bug runs (a list changed off the main thread on every frame).
  package static func reportOnce(_ severity: Severity, _ message: String) {
    guard state.insertIfNew(message, into: \.reportedOnce) else { return }
    report(severity, message)
  }

  private static let state = DiagnosticsState()
}

/// The app's handler and the messages the default handler has logged, shared by every thread.
private final class DiagnosticsState: @unchecked Sendable {
  private let lock = NSLock()
  private var storedHandler: EmptyDataSetDiagnostics.Handler?
  /// The messages the default handler has logged.
  var logged: Set<String> = []
  /// The messages ``EmptyDataSetDiagnostics/reportOnce(_:_:)`` has reported.
  var reportedOnce: Set<String> = []

  // `lock()` and `unlock()` rather than `withLock`, which Apple's Foundation has only since
  // iOS 16 and macOS 13.
  var handler: EmptyDataSetDiagnostics.Handler? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return storedHandler
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      storedHandler = newValue
    }
  }

  /// Adds `message` to the logged messages, or to another set; true when it was not there
  /// before.
  func insertIfNew(
    _ message: String,
    into set: ReferenceWritableKeyPath<DiagnosticsState, Set<String>> = \.logged
  ) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return self[keyPath: set].insert(message).inserted
  }
}
