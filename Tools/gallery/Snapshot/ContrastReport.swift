// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK
import Foundation
import GTKToolSupport

/// `gallery --contrast`: the WCAG contrast of each scene's empty-state text, measured from
/// pixels as the GTK checks measure the presets (see `TextContrast`), at 1024×768 in the
/// gallery's theme. Prints one line per text element, and the scenes below WCAG AA (3:1 for
/// the title, 4.5:1 for the description and the buttons' titles). Scenes that copy an app's
/// low-contrast look on purpose are listed in docs/accessibility.md.
@MainActor
enum ContrastReport {
  /// The elements measured, with the contrast WCAG AA asks of each.
  static let elements: [(id: String, minimum: Double)] = [
    ("title", 3), ("message", 4.5), ("button", 4.5), ("secondaryButton", 4.5),
  ]

  /// Measures `scenes`; returns 0 (the report is informative: exemptions are decided in the
  /// docs, not here).
  static func run(scenes: [Scene]) -> Int32 {
    SceneContext.isSnapshotMode = true
    GalleryStyle.install()
    var below: [String] = []
    for scene in scenes {
      guard let context = SceneContext.make(scene) else { continue }
      let window = gtk_window_new()!
      gtk_window_set_decorated(cast(window), 0)
      gtk_window_set_default_size(cast(window), 1024, 768)
      gtk_window_set_child(cast(window), context.root)
      gtk_window_present(cast(window))
      MainLoop.run(until: { gtk_widget_get_mapped(window) != 0 }, timeout: 5)
      scene.prepareSnapshot?(context)
      MainLoop.run(seconds: 0.45)
      defer {
        gtk_window_destroy(cast(window))
        MainLoop.run(seconds: 0.02)
      }
      guard let root = context.emptyDataSet.emptyView?.pointer,
        let withText = OffscreenRenderer.pixels(window, frames: 2)
      else {
        print("\(scene.id)\t(no empty state shown)")
        continue
      }
      for element in elements {
        guard let label = TextContrast.label(element.id, inEmptyView: root) else { continue }
        let contrast = TextContrast.measure(label, in: window, withText: withText)
        // WCAG sets no minimum for an inactive control (a disabled button).
        let exempt = gtk_widget_is_sensitive(label) == 0
        let passes = contrast.weakest >= element.minimum
        if !passes && !exempt { below.append("\(scene.id) \(element.id)") }
        let verdict =
          exempt ? "disabled (exempt)" : passes ? "AA" : "below AA (needs \(element.minimum):1)"
        print(
          String(
            format: "%@\t%@\t%.2f:1\t%@ on %@\tweakest colour %.2f:1 (%@)\t%@", scene.id,
            element.id, contrast.ratio, TextContrast.hex(contrast.text),
            TextContrast.hex(contrast.background), contrast.weakest,
            TextContrast.hex(contrast.weakestText), verdict))
      }
    }
    print("below WCAG AA: \(below.isEmpty ? "none" : below.joined(separator: ", "))")
    return 0
  }
}
