// EmptyDataSet · GTKToolSupport
// Licensed under the MIT licence; see LICENSE.

import Foundation

/// Finds the executables the tools and their test runners start.
package enum ToolLocator {
  /// The first executable named `tool` on `PATH` (default `/usr/bin:/bin`), or `nil`.
  package static func which(_ tool: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(tool)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The executable `name` built beside the running binary (`/proc/self/exe`), looking up
  /// from its directory because a test binary may sit inside an `.xctest` bundle; `name`
  /// itself when none is found.
  package static func besideRunningBinary(_ name: String) -> String {
    let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
    var directory = URL(fileURLWithPath: exe).deletingLastPathComponent()
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent(name).path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return name
  }
}
