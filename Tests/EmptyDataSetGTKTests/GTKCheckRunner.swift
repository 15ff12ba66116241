// EmptyDataSet · EmptyDataSetGTKTests
// Licensed under the MIT licence; see LICENSE.

import Foundation
import GTKToolSupport

/// Runs the `gtk-check` executable (built beside the test bundle) for one group of checks, on
/// a private Xvfb server started with `xvfb-run`, and parses its `CHECK` lines.
///
/// Xvfb is used whenever `xvfb-run` exists, so the checks never move the pointer of a real
/// desktop; without it, the current `DISPLAY` is used. The child gets `GSK_RENDERER=cairo`
/// (deterministic pixels), `GTK_A11Y=none` and `GDK_BACKEND=x11`; a group that reads the
/// accessibility tree runs under `scripts/atspi-session.sh` (a private D-Bus session with the
/// accessibility bus) with GTK's AT-SPI backend instead.
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
  static var executable: String { ToolLocator.besideRunningBinary("gtk-check") }

  /// The repository's `scripts` directory.
  static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts").path

  /// Runs `group` and returns what it printed; `accessibilityBus` runs it on a private D-Bus
  /// session with the accessibility bus, where `scripts/atspi-tree.py` reads its tree.
  static func run(_ group: String, accessibilityBus: Bool = false) throws -> Result {
    let process = Process()
    var arguments = [executable, group, "--goldens", goldens]
    if accessibilityBus {
      arguments = ["\(scripts)/atspi-session.sh"] + arguments
      arguments += ["--atspi-tool", "\(scripts)/atspi-tree.py"]
    }
    var environment = ProcessInfo.processInfo.environment
    var server: PrivateXvfb?
    // SIGKILL at once: Xvfb started from a test thread can inherit a signal mask that blocks
    // SIGTERM (measured: it then never exits).
    defer { server?.stop(grace: 0) }
    if let xvfbRun = ToolLocator.which("xvfb-run"), ToolLocator.which("xauth") != nil {
      arguments = [xvfbRun, "-a", "-s", "-screen 0 1024x768x24"] + arguments
    } else if case .success(let started) = PrivateXvfb.start(screen: "1024x768x24") {
      // xvfb-run needs xauth (only recommended by Debian's xvfb package); start Xvfb directly.
      server = started
      environment["DISPLAY"] = started.display
    }
    if let timeout = ToolLocator.which("timeout") {
      process.executableURL = URL(fileURLWithPath: timeout)
      // SIGKILL: a child started from a test thread may inherit a mask that blocks SIGTERM.
      process.arguments = ["-s", "KILL", "120"] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: arguments[0])
      process.arguments = Array(arguments.dropFirst())
    }
    environment["GSK_RENDERER"] = "cairo"
    environment["GTK_A11Y"] = accessibilityBus ? "atspi" : "none"
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
