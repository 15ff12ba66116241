// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

#if canImport(CGtk)
  import CGtk
  import Foundation
  import GTKToolSupport

  /// Makes sure GTK has a display: the one in `DISPLAY` or `WAYLAND_DISPLAY`, or an Xvfb server
  /// started here (and stopped by ``stop()``).
  @MainActor
  final class GTKDisplay {
    /// Where the display came from, for the printed header.
    private(set) var description = ""
    private var server: PrivateXvfb?

    /// Connects GTK to a display; false (with a reason in ``description``) when none works.
    func start() -> Bool {
      if getenv("GTK_A11Y") == nil { setenv("GTK_A11Y", "none", 1) }
      let environment = ProcessInfo.processInfo.environment
      if let display = environment["DISPLAY"] ?? environment["WAYLAND_DISPLAY"] {
        description = "existing display \(display)"
      } else {
        // `-terminate` (set by PrivateXvfb) ends the server when its last client goes, so a
        // benchmark that is killed before ``stop()`` leaves no server behind.
        guard case .success(let started) = PrivateXvfb.start(screen: "1024x768x24") else {
          description = "no display, and Xvfb could not be started"
          return false
        }
        server = started
        let display = started.display
        setenv("DISPLAY", display, 1)
        description = "Xvfb \(display), 1024×768×24, started by the benchmark"
      }
      guard gtk_init_check() != 0 else {
        description += "; gtk_init_check failed"
        return false
      }
      return true
    }

    /// Stops the Xvfb server this object started, if any.
    func stop() {
      server?.stop()
      server = nil
    }
  }
#endif
