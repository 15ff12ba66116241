// EmptyDataSet · EmptyDataSetGTKTests
// Licensed under the MIT licence; see LICENSE.

import Foundation

/// Runs the `gtk-check` executable (built beside the test bundle) for one group of checks, on
/// a private Xvfb server started with `xvfb-run`, and parses its `CHECK` lines.
///
/// Xvfb is used whenever `xvfb-run` exists, so the checks never move the pointer of a real
/// desktop; without it, the current `DISPLAY` is used. The child gets `GSK_RENDERER=cairo`
/// (deterministic pixels), `GTK_A11Y=none` and `GDK_BACKEND=x11`.
struct GTKCheckRunner {
  /// One parsed result.
  struct Result: Sendable {
    var passed: [String] = []
    var failed: [String: String] = [:]
    var exitStatus: Int32 = -1
    var output = ""
  }

  /// The directory of committed golden images.
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens").path

  /// `gtk-check`, found beside the running test binary (`/proc/self/exe`).
  static var executable: String {
    let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
    var directory = URL(fileURLWithPath: exe).deletingLastPathComponent()
    // The test binary may sit inside an `.xctest` bundle directory.
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent("gtk-check").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return "gtk-check"
  }

  static func which(_ tool: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(tool)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs `group` and returns what it printed.
  static func run(_ group: String) throws -> Result {
    let process = Process()
    var arguments = [executable, group, "--goldens", goldens]
    var environment = ProcessInfo.processInfo.environment
    var server: PrivateXServer?
    defer { server?.stop() }
    if let xvfbRun = which("xvfb-run"), which("xauth") != nil {
      arguments = [xvfbRun, "-a", "-s", "-screen 0 1024x768x24"] + arguments
    } else if let started = PrivateXServer.start() {
      // xvfb-run needs xauth (only recommended by Debian's xvfb package); start Xvfb directly.
      server = started
      environment["DISPLAY"] = started.display
    }
    if let timeout = which("timeout") {
      process.executableURL = URL(fileURLWithPath: timeout)
      // SIGKILL: a child started from a test thread may inherit a mask that blocks SIGTERM.
      process.arguments = ["-s", "KILL", "120"] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: arguments[0])
      process.arguments = Array(arguments.dropFirst())
    }
    environment["GSK_RENDERER"] = "cairo"
    environment["GTK_A11Y"] = "none"
    environment["GDK_BACKEND"] = "x11"
    environment["WAYLAND_DISPLAY"] = nil
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    // Standard error (GTK's and the recorded diagnostics) goes to a file, shown on failure.
    let errorPath = NSTemporaryDirectory() + "gtk-check-\(group)-\(getpid()).stderr"
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    let errorFile = FileHandle(forWritingAtPath: errorPath)
    process.standardError = errorFile
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try? errorFile?.close()
    var result = Result()
    result.exitStatus = process.terminationStatus
    let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(atPath: errorPath)
    result.output = String(decoding: data, as: UTF8.self) + "\n--- stderr ---\n" + errors
    for line in result.output.split(separator: "\n") {
      if line.hasPrefix("CHECK ok ") {
        result.passed.append(String(line.dropFirst("CHECK ok ".count)))
      } else if line.hasPrefix("CHECK FAIL ") {
        let rest = line.dropFirst("CHECK FAIL ".count)
        let name = rest.prefix { $0 != ":" }
        result.failed[String(name)] = String(rest)
      }
    }
    return result
  }
}

/// An Xvfb server started directly, on a display number it picks itself (`-displayfd`).
final class PrivateXServer {
  private let process: Process
  /// The `DISPLAY` value, such as `:1`.
  let display: String

  private init(process: Process, display: String) {
    self.process = process
    self.display = display
  }

  /// Starts Xvfb and waits until it accepts connections; `nil` when it is not installed or
  /// does not start.
  static func start() -> PrivateXServer? {
    guard let xvfb = GTKCheckRunner.which("Xvfb") else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: xvfb)
    process.arguments = ["-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    // Xvfb writes its display number once it accepts connections; give it 10 s.
    let reader = DisplayNumberReader(pipe.fileHandleForReading)
    let text = reader.wait(seconds: 10)
    let number = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !number.isEmpty, Int(number) != nil else {
      kill(process.processIdentifier, SIGKILL)
      return nil
    }
    return PrivateXServer(process: process, display: ":\(number)")
  }

  /// Stops the server. SIGKILL, because Xvfb started from a test thread can inherit a signal
  /// mask that blocks SIGTERM (measured: it then never exits); it leaves a lock file that the
  /// next server recognises as stale.
  func stop() {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}

/// Reads the first line an Xvfb writes to `-displayfd`, on a background thread, with a timeout.
final class DisplayNumberReader: @unchecked Sendable {
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
