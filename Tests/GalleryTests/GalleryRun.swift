// EmptyDataSet · GalleryTests
// Licensed under the MIT licence; see LICENSE.

import Foundation
import GTKToolSupport

/// One run of `gallery --snapshot` into a fresh temporary folder, made once and shared.
struct GalleryRun: Sendable {
  let directory: String
  let status: Int32
  let output: String

  /// The committed goldens.
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens").path

  /// Renders `scenes` (no contact sheet) and records the result; failures to launch are
  /// recorded as status -1.
  init(scenes: [String]) {
    directory = NSTemporaryDirectory() + "gallery-tests-\(getpid())"
    try? FileManager.default.removeItem(atPath: directory)
    let result = try? Self.execute([
      "--snapshot", directory, "--scenes", scenes.joined(separator: ","), "--no-contact-sheet",
    ])
    status = result?.status ?? -1
    output = result?.output ?? "could not launch \(Self.executable)"
  }

  /// The path of `scene`'s picture at `width`×`height`.
  func path(_ scene: String, _ width: Int, _ height: Int) -> String {
    "\(directory)/\(scene)-\(width)x\(height).png"
  }

  /// `gallery`, found beside the running test binary (`/proc/self/exe`).
  static var executable: String { ToolLocator.besideRunningBinary("gallery") }

  /// Runs the gallery with `arguments` and no display in its environment, so that it starts
  /// its own Xvfb (the same server settings every time); returns its status and output.
  static func execute(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
