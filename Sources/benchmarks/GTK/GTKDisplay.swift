// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

#if canImport(CGtk)
  import CGtk
  import CGtkShim
  import Foundation

  /// Makes sure GTK has a display: the one in `DISPLAY` or `WAYLAND_DISPLAY`, or an Xvfb server
  /// started here (and stopped by ``stop()``).
  @MainActor
  final class GTKDisplay {
    /// Where the display came from, for the printed header.
    private(set) var description = ""
    private var server: Process?

    /// Connects GTK to a display; false (with a reason in ``description``) when none works.
    func start() -> Bool {
      if getenv("GTK_A11Y") == nil { setenv("GTK_A11Y", "none", 1) }
      let environment = ProcessInfo.processInfo.environment
      if let display = environment["DISPLAY"] ?? environment["WAYLAND_DISPLAY"] {
        description = "existing display \(display)"
      } else {
        guard let display = startXvfb() else {
          description = "no display, and Xvfb could not be started"
          return false
        }
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
      server?.terminate()
      server?.waitUntilExit()
      server = nil
    }

    /// Starts `Xvfb -displayfd 1`, which picks a free display number and prints it.
    /// `-terminate` ends the server when its last client goes, so a benchmark that is killed
    /// before ``stop()`` leaves no server behind.
    private func startXvfb() -> String? {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
      process.arguments = [
        "-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp", "-terminate",
      ]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      do {
        try process.run()
      } catch {
        return nil
      }
      server = process
      var text = ""
      while !text.contains("\n") {
        let data = output.fileHandleForReading.availableData
        guard !data.isEmpty else { break }
        text += String(decoding: data, as: UTF8.self)
      }
      let number = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !number.isEmpty, Int(number) != nil else {
        stop()
        return nil
      }
      return ":\(number)"
    }
  }
#endif
