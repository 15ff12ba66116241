// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import Foundation

/// The contact sheet: every scene's phone-size picture at half size, labelled with its app,
/// in a grid, made with ImageMagick's `montage`.
@MainActor
enum ContactSheet {
  /// The sheet's file name inside the snapshot folder.
  static let fileName = "contact-sheet.png"

  /// Writes the sheet for `scenes` (whose pictures are in `directory`); false when `montage`
  /// is missing or fails.
  static func write(scenes: [Scene], in directory: String) -> Bool {
    let montage = "/usr/bin/montage"
    guard FileManager.default.isExecutableFile(atPath: montage) else { return false }
    var arguments = [
      "-background", "#e8e6e3", "-fill", "#241f31", "-font", "DejaVu-Sans-Bold",
      "-pointsize", "15", "-title", "EmptyDataSet gallery · \(scenes.count) scenes",
    ]
    let phone = SnapshotRunner.sizes[0]
    for scene in scenes {
      arguments += ["-label", scene.app, "\(directory)/\(SnapshotRunner.fileName(scene, phone))"]
    }
    let columns = min(scenes.count, 7)
    arguments += [
      "-tile", "\(columns)x", "-geometry", "\(phone.width / 2)x\(phone.height / 2)+10+10",
      "-depth", "8", "\(directory)/\(fileName)",
    ]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: montage)
    process.arguments = arguments
    do {
      try process.run()
    } catch {
      return false
    }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
