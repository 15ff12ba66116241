// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import Foundation
import GTKToolSupport

/// An Xvfb server started for snapshot mode when there is no display.
final class VirtualDisplay {
  private let server: PrivateXvfb

  private init(server: PrivateXvfb) { self.server = server }

  /// True when a display is available (`DISPLAY` or `WAYLAND_DISPLAY` is set).
  static var isDisplayAvailable: Bool {
    let environment = ProcessInfo.processInfo.environment
    return !(environment["DISPLAY"] ?? "").isEmpty
      || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
  }

  /// The Xvfb executable, when installed.
  static var xvfbPath: String? { PrivateXvfb.executable }

  /// Starts Xvfb on a free display number, points GDK at it (`DISPLAY`, X11 backend) and returns
  /// the server, or returns `nil` with a message on standard error. `reason` ends the line that
  /// says so.
  static func start(reason: String) -> VirtualDisplay? {
    let server: PrivateXvfb
    switch PrivateXvfb.start(screen: "1280x1024x24") {
    case .success(let started): server = started
    case .failure(.notInstalled):
      printError(
        "gallery: no display and no Xvfb; install it (apt-get install xvfb, or run "
          + "scripts/install-dependencies.sh) or set DISPLAY.")
      return nil
    case .failure(.launch(let error)):
      printError("gallery: could not start Xvfb: \(error)")
      return nil
    case .failure(.noDisplayNumber):
      printError("gallery: Xvfb did not report a display number; is another X server broken?")
      return nil
    }
    setenv("DISPLAY", server.display, 1)
    setenv("GDK_BACKEND", "x11", 1)
    unsetenv("WAYLAND_DISPLAY")
    print("gallery: started Xvfb on \(server.display) for the snapshots (\(reason))")
    return VirtualDisplay(server: server)
  }

  /// Stops the server: SIGTERM, then SIGKILL after a second. (A parent such as a test runner
  /// may hand down a signal mask that blocks SIGTERM; Xvfb inherits it and would never exit.)
  func stop() { server.stop(grace: 1) }
}

/// Prints `message` to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
