// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import Foundation

/// An Xvfb server started for snapshot mode when there is no display.
final class VirtualDisplay {
  private let process: Process

  private init(process: Process) { self.process = process }

  /// True when a display is available (`DISPLAY` or `WAYLAND_DISPLAY` is set).
  static var isDisplayAvailable: Bool {
    let environment = ProcessInfo.processInfo.environment
    return !(environment["DISPLAY"] ?? "").isEmpty
      || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
  }

  /// The Xvfb executable, when installed.
  static var xvfbPath: String? {
    ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Starts Xvfb on a free display number, points GDK at it (`DISPLAY`, X11 backend) and returns
  /// the server, or returns `nil` with a message on standard error. `reason` ends the line that
  /// says so.
  static func start(reason: String) -> VirtualDisplay? {
    guard let path = xvfbPath else {
      printError(
        "gallery: no display and no Xvfb; install it (apt-get install xvfb, or run "
          + "scripts/install-dependencies.sh) or set DISPLAY.")
      return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    // -displayfd picks a free display number and writes it to the given descriptor.
    process.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      printError("gallery: could not start Xvfb: \(error)")
      return nil
    }
    var text = ""
    let handle = output.fileHandleForReading
    while !text.contains("\n") {
      let data = handle.availableData
      if data.isEmpty { break }
      text += String(decoding: data, as: UTF8.self)
    }
    let number = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !number.isEmpty, Int(number) != nil else {
      printError("gallery: Xvfb did not report a display number; is another X server broken?")
      process.terminate()
      return nil
    }
    setenv("DISPLAY", ":\(number)", 1)
    setenv("GDK_BACKEND", "x11", 1)
    unsetenv("WAYLAND_DISPLAY")
    print("gallery: started Xvfb on :\(number) for the snapshots (\(reason))")
    return VirtualDisplay(process: process)
  }

  /// Stops the server: SIGTERM, then SIGKILL after a second. (A parent such as a test runner
  /// may hand down a signal mask that blocks SIGTERM; Xvfb inherits it and would never exit.)
  func stop() {
    guard process.isRunning else { return }
    let pid = process.processIdentifier
    kill(pid, SIGTERM)
    for _ in 0..<100 where process.isRunning { usleep(10_000) }
    if process.isRunning { kill(pid, SIGKILL) }
  }
}

/// Prints `message` to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
