// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import Foundation
import Testing

/// Compares text with a snapshot file in `__Snapshots__` beside this folder.
///
/// A missing or different snapshot fails. Set `RECORD_SNAPSHOTS=1` to write the current text
/// instead (then review the diff before committing it).
enum TextSnapshot {
  static func assert(
    _ text: String,
    named name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let directory = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent("\(name).txt")
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    if recording {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? text.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record(
        "No snapshot \(file.path); run with RECORD_SNAPSHOTS=1 to record:\n\(text)",
        sourceLocation: sourceLocation)
      return
    }
    #expect(text == expected, "Snapshot \(name) differs", sourceLocation: sourceLocation)
  }
}
