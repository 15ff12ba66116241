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
    if let xvfb = which("xvfb-run") {
      arguments = [xvfb, "-a", "-s", "-screen 0 1024x768x24"] + arguments
    }
    if let timeout = which("timeout") {
      process.executableURL = URL(fileURLWithPath: timeout)
      process.arguments = ["120"] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: arguments[0])
      process.arguments = Array(arguments.dropFirst())
    }
    var environment = ProcessInfo.processInfo.environment
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
