// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK
import Foundation
import GTKToolSupport

/// Offscreen rendering of a widget's last painted frame, and golden-image comparison.
@MainActor
enum Render {
  /// Renders `widget` (which must be mapped) after painting a few frames; optionally saves
  /// the PNG to `path`.
  static func pixels(
    _ widget: UnsafeMutablePointer<GtkWidget>, frames: Int = 3, saveTo path: String? = nil
  ) -> RGBAPixels? {
    OffscreenRenderer.pixels(widget, frames: frames, saveTo: path)
  }

  /// Where goldens live (`--goldens`), and whether to re-record them
  /// (`EMPTYDATASET_RECORD_GOLDENS=1`).
  static var goldensDirectory = ""
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["EMPTYDATASET_RECORD_GOLDENS"] == "1"
  }

  /// Compares `widget`'s rendering with the golden `name.png`: at most `maximumFraction` of
  /// the pixels may differ by more than `tolerance` in any channel. Records instead when asked.
  static func matchesGolden(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ name: String,
    tolerance: Int = 48, maximumFraction: Double = 0.01
  ) -> (Bool, String) {
    let golden = "\(goldensDirectory)/\(name).png"
    let actualPath = NSTemporaryDirectory() + "gtk-check-\(name).png"
    guard let actual = pixels(widget, saveTo: isRecording ? golden : actualPath) else {
      return (false, "could not render \(name)")
    }
    if isRecording { return (true, "recorded \(golden)") }
    guard let expected = RGBAPixels(png: golden) else {
      return (false, "no golden at \(golden); record with EMPTYDATASET_RECORD_GOLDENS=1")
    }
    let fraction = actual.differingFraction(from: expected, tolerance: tolerance)
    let detail =
      "\(String(format: "%.2f", fraction * 100))% of pixels differ (size \(actual.width)×"
      + "\(actual.height) vs \(expected.width)×\(expected.height)); actual at \(actualPath)"
    return (fraction <= maximumFraction, detail)
  }
}
