// EmptyDataSet · GTKToolSupport
// Licensed under the MIT licence; see LICENSE.

import Foundation

/// An Xvfb server started directly on a display number it picks itself (`-displayfd`), for
/// tools and tests that must not use (or have no) desktop display.
package final class PrivateXvfb {
  private let process: Process
  /// The `DISPLAY` value, such as `:1`.
  package let display: String

  private init(process: Process, display: String) {
    self.process = process
    self.display = display
  }

  /// The Xvfb executable: the first on `PATH`, else `/usr/bin/Xvfb` or `/usr/local/bin/Xvfb`;
  /// `nil` when it is not installed.
  package static var executable: String? {
    ToolLocator.which("Xvfb")
      ?? ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first {
        FileManager.default.isExecutableFile(atPath: $0)
      }
  }

  /// Why ``start(screen:)`` failed.
  package enum Failure: Error, CustomStringConvertible {
    /// Xvfb is not installed.
    case notInstalled
    /// The process could not be launched.
    case launch(any Error)
    /// Xvfb did not write a display number within 10 s.
    case noDisplayNumber

    /// A short description, for the tools' messages.
    package var description: String {
      switch self {
      case .notInstalled: "Xvfb is not installed"
      case .launch(let error): "\(error)"
      case .noDisplayNumber: "Xvfb did not report a display number"
      }
    }
  }

  /// Starts Xvfb with one screen of `screen` (such as `1024x768x24`), no TCP, and
  /// `-terminate` (the server ends when its last client goes, so a tool killed before
  /// ``stop(grace:)`` leaves no server behind), and waits (at most 10 s) until it accepts
  /// connections. Standard error of Xvfb is discarded.
  package static func start(screen: String) -> Result<PrivateXvfb, Failure> {
    guard let path = executable else { return .failure(.notInstalled) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [
      "-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp", "-terminate",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return .failure(.launch(error))
    }
    // Xvfb writes its display number once it accepts connections.
    let text = DisplayNumberReader(pipe.fileHandleForReading).wait(seconds: 10)
    let number = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !number.isEmpty, Int(number) != nil else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return .failure(.noDisplayNumber)
    }
    return .success(PrivateXvfb(process: process, display: ":\(number)"))
  }

  /// Stops the server: SIGTERM, then SIGKILL when it is still running after `grace` seconds
  /// (default 1), then waits for it. A parent such as `swift test` may hand down a signal mask
  /// that blocks SIGTERM; Xvfb inherits it and would never exit on SIGTERM alone (measured).
  /// A killed server leaves a lock file that the next server recognises as stale.
  package func stop(grace: Double = 1) {
    guard process.isRunning else { return }
    let pid = process.processIdentifier
    if grace > 0 {
      kill(pid, SIGTERM)
      let deadline = Date().addingTimeInterval(grace)
      while process.isRunning, Date() < deadline { usleep(10_000) }
    }
    if process.isRunning { kill(pid, SIGKILL) }
    process.waitUntilExit()
  }
}

/// Reads the first line an Xvfb writes to `-displayfd`, on a background thread, with a timeout.
private final class DisplayNumberReader: @unchecked Sendable {
  private let lock = NSLock()
  private var text = ""
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      while true {
        let data = handle.availableData
        if data.isEmpty { break }
        let line = String(decoding: data, as: UTF8.self)
        let finished = lock.withLock {
          text += line
          return text.contains("\n")
        }
        if finished { break }
      }
      done.signal()
    }
  }

  /// What was read, once a line is complete or `seconds` have passed.
  func wait(seconds: Double) -> String {
    _ = done.wait(timeout: .now() + seconds)
    return lock.withLock { text }
  }
}
