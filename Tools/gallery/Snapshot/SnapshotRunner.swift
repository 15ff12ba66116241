// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK
import Foundation
import GTKToolSupport

/// Snapshot mode: renders every scene at a phone and a desktop size to PNG, then writes a
/// contact sheet and an `index.html` beside them.
@MainActor
enum SnapshotRunner {
  /// The sizes every scene is rendered at.
  static let sizes: [(width: Int32, height: Int32)] = [(390, 844), (1024, 768)]

  /// The file name of `scene`'s picture at `size`.
  static func fileName(_ scene: Scene, _ size: (width: Int32, height: Int32)) -> String {
    "\(scene.id)-\(size.width)x\(size.height).png"
  }

  /// Renders `scenes` into `directory`; returns the exit status (0 when every picture was
  /// written at its size).
  static func run(scenes: [Scene], into directory: String, contactSheet: Bool) -> Int32 {
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      printError("gallery: cannot create \(directory): \(error)")
      return 1
    }
    SceneContext.isSnapshotMode = true
    GalleryStyle.install()
    let started = monotonicSeconds()
    var failures: [String] = []
    var written = 0
    for scene in scenes {
      var windows: [(UnsafeMutablePointer<GtkWidget>, (width: Int32, height: Int32))] = []
      for size in sizes {
        guard let context = SceneContext.make(scene) else {
          failures.append("\(scene.id): the backend refused to attach")
          continue
        }
        windows.append((window(for: context, size: size), size))
        scene.prepareSnapshot?(context)
      }
      // Let the fade-in (0.25 s by default) finish and the layout settle.
      MainLoop.run(seconds: 0.45)
      for (window, size) in windows {
        let path = "\(directory)/\(fileName(scene, size))"
        if let result = OffscreenRenderer.savePNG(window, to: path, frames: 2),
          result.width == Int(size.width), result.height == Int(size.height)
        {
          print("  \(fileName(scene, size))")
          written += 1
        } else {
          failures.append("\(fileName(scene, size)): not rendered at \(size.width)×\(size.height)")
        }
        gtk_window_destroy(cast(window))
      }
      MainLoop.run(seconds: 0.02)
    }
    var extras: [String] = []
    if contactSheet {
      if ContactSheet.write(scenes: scenes, in: directory) {
        extras.append(ContactSheet.fileName)
      } else {
        failures.append("contact sheet: montage failed or is missing (package imagemagick)")
      }
    }
    IndexPage.write(scenes: scenes, in: directory, hasContactSheet: extras.count > 0)
    extras.append("index.html")
    let seconds = String(format: "%.1f", monotonicSeconds() - started)
    print(
      "gallery: \(written) PNGs of \(scenes.count) scenes and "
        + "\(extras.joined(separator: ", ")) written to \(directory) in \(seconds) s")
    for failure in failures { printError("gallery: FAILED \(failure)") }
    return failures.isEmpty ? 0 : 1
  }

  /// An undecorated window of `size` showing the scene, presented and painted.
  private static func window(
    for context: SceneContext, size: (width: Int32, height: Int32)
  ) -> UnsafeMutablePointer<GtkWidget> {
    let window = gtk_window_new()!
    gtk_window_set_title(cast(window), "\(context.scene.app) \(size.width)x\(size.height)")
    gtk_window_set_decorated(cast(window), 0)
    gtk_window_set_default_size(cast(window), size.width, size.height)
    gtk_window_set_resizable(cast(window), 0)
    gtk_widget_set_size_request(context.root, size.width, size.height)
    gtk_window_set_child(cast(window), context.root)
    gtk_window_present(cast(window))
    MainLoop.run(
      until: { gtk_widget_get_mapped(window) != 0 && gtk_widget_get_width(window) > 0 }, timeout: 5)
    return window
  }
}
