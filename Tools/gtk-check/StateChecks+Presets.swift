// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkToolShim
import EmptyDataSetCore
import EmptyDataSetGTK
import Foundation
import GTKToolSupport

/// Every preset rendered by the core's states, against goldens in light and dark, and a
/// right-to-left render mirrored.
extension StateChecks {
  /// One preset: the state (or configuration) that shows it.
  struct Preset {
    let name: String
    let state: EmptyDataSetState
    var configuration: GTKEmptyDataSetConfiguration = .init()
  }

  static let presets: [Preset] = [
    Preset(name: "loading", state: .loading),
    Preset(name: "no-results", state: .noResults(query: "ferns")),
    Preset(name: "failed", state: .failed()),
    Preset(name: "offline", state: .offline),
    Preset(
      name: "empty-list", state: .empty, configuration: .emptyList(localization: .language("en"))),
  ]

  /// A window of 400×360 with an empty list showing `preset`, driven by the core: the app sets
  /// only the state (and, for the plain empty list, its configuration). The spinner is drawn at
  /// a fixed frame: GTK's animations are off while the goldens render (what a user who asked
  /// for reduced motion sees), so it stands at its first frame.
  static func presetScene(
    _ preset: Preset, name: String, localization: EmptyDataSetLocalization = .language("en"),
    offset: Double = 0
  ) -> (UnsafeMutablePointer<GtkWidget>, GTKEmptyDataSet)? {
    let fixture = ListFixture(.listView)
    let window = Harness.window(name, width: 400, height: 360, child: fixture.scrolledWindow)
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else {
      Harness.close(window)
      return nil
    }
    emptyDataSet.localization = localization
    emptyDataSet.timing = EmptyDataSetTiming(showDelay: 0)
    Harness.endTurn()
    var configuration = preset.configuration
    configuration.fadesIn = false
    configuration.fadesOut = false
    configuration.offset.horizontal = offset
    emptyDataSet.state = preset.state
    emptyDataSet.configuration = configuration
    Harness.pump(until: { emptyDataSet.isEmptyDataSetVisible }, timeout: 2)
    Harness.pumpFrames(window, 3)
    return (window, emptyDataSet)
  }

  /// The presets against their goldens, light and dark.
  static func presetGoldens() {
    cgtk_set_animations_enabled(0)
    defer { cgtk_set_animations_enabled(1) }
    for dark in [false, true] {
      cgtk_set_prefer_dark_theme(dark ? 1 : 0)
      defer { cgtk_set_prefer_dark_theme(0) }
      for preset in presets {
        let name = "preset-\(preset.name)\(dark ? "-dark" : "")"
        guard let (window, _) = presetScene(preset, name: name) else {
          CheckLog.check("golden-\(name)", false, "could not attach")
          continue
        }
        let (matches, detail) = Render.matchesGolden(window, name)
        CheckLog.check("golden-\(name)", matches, detail)
        Harness.close(window)
      }
    }
  }

  /// The spinner stands still at a fixed frame while GTK's animations are off (so its golden
  /// can be compared), and turns when they are on.
  static func spinnerFixedFrame() {
    var changes: [Bool: Double] = [:]
    for animations in [false, true] {
      cgtk_set_animations_enabled(animations ? 1 : 0)
      defer { cgtk_set_animations_enabled(1) }
      guard let (window, emptyDataSet) = presetScene(presets[0], name: "spinner-frame"),
        let slot = emptyDataSet.activityIndicator.flatMap({ gtk_widget_get_parent($0) })
      else { continue }
      let first = Render.pixels(slot)
      Harness.pump(seconds: 0.25)
      let second = Render.pixels(slot)
      changes[animations] =
        first.flatMap { f in second.map { f.differingFraction(from: $0, tolerance: 8) } } ?? -1
      Harness.close(window)
    }
    CheckLog.check(
      "spinner-fixed-frame-without-animations",
      changes[false] == 0 && (changes[true] ?? 0) > 0.01,
      "pixels changed in 0.25 s: animations off \(changes[false] ?? -1), on \(changes[true] ?? -1)")
  }

  /// Arabic, right to left (GTK's default direction, as for an Arabic locale): the no-results
  /// preset against its golden, and its content moved by a horizontal offset of 40 to the left
  /// where English, left to right, moves it to the right.
  static func rightToLeftPreset() {
    cgtk_set_animations_enabled(0)
    defer { cgtk_set_animations_enabled(1) }
    var centres: [String: Double] = [:]
    for (language, direction) in [("en", GTK_TEXT_DIR_LTR), ("ar", GTK_TEXT_DIR_RTL)] {
      gtk_widget_set_default_direction(direction)
      defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
      let name = "preset-no-results-\(language)-offset"
      let preset = Preset(name: "no-results", state: .noResults(query: "سرخس"))
      guard
        let (window, emptyDataSet) = presetScene(
          preset, name: name, localization: .language(language), offset: 40)
      else { continue }
      defer { Harness.close(window) }
      if language == "ar" {
        let (matches, detail) = Render.matchesGolden(window, "preset-no-results-ar-rtl")
        CheckLog.check("golden-preset-no-results-ar-rtl", matches, detail)
      }
      // The horizontal centre of the title's ink, from the pixels (text is centred in its
      // label, whatever its length).
      guard let pixels = Render.pixels(window), let title = emptyDataSet.layout?.frame(of: .title)
      else { continue }
      centres[language] = inkCentre(pixels, rows: Int(title.y)..<Int(title.maxY))
    }
    let middle = 200.0
    let english = (centres["en"] ?? 0) - middle
    let arabic = (centres["ar"] ?? 0) - middle
    CheckLog.check(
      "preset-right-to-left-mirrored",
      abs(english - 40) <= 3 && abs(arabic + 40) <= 3,
      "title centre from the middle: English \(english), Arabic \(arabic) (expected ±40)")
  }

  /// The middle of the leftmost and rightmost pixels in `rows` that differ from the top-left
  /// corner's colour.
  static func inkCentre(_ pixels: RGBAPixels, rows: Range<Int>) -> Double {
    let background = pixels.at(1, 1)
    var left = Int.max
    var right = Int.min
    for y in rows where y >= 0 && y < pixels.height {
      for x in 0..<pixels.width {
        let pixel = pixels.at(x, y)
        let difference =
          abs(pixel.r - background.r) + abs(pixel.g - background.g)
          + abs(pixel.b - background.b)
        if difference > 60 {
          left = min(left, x)
          right = max(right, x)
        }
      }
    }
    return left <= right ? Double(left + right) / 2 : -1
  }
}
