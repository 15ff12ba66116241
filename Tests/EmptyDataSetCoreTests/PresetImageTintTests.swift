// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// A platform whose presets draw their images in a tint, as UIKit's draw in `secondaryLabel`.
private enum TintedPresetPlatform: EmptyDataSetPlatform {
  typealias Text = String
  typealias Image = String
  typealias Color = String
  typealias ImageAnimation = String
  typealias View = String

  static func presetText(_ string: String) -> String { string }
  static func presetImage(_ image: EmptyDataSetPresetImage) -> String? { "\(image)" }
  static var presetImageTintColor: String? { "secondary" }
}

@Suite("Presets: the image tint the platform gives")
struct PresetImageTintTests {
  private typealias Tinted = EmptyDataSetConfiguration<TintedPresetPlatform>

  @Test("every preset with an image takes the platform's tint; loading has no image to tint")
  func tinted() {
    let presets: [Tinted] = [
      .emptyList(), .noResults(for: "cats"), .failed(), .offline(),
    ]
    for preset in presets {
      #expect(preset.image != nil)
      #expect(preset.imageProperties.tintColor == "secondary")
    }
    #expect(Tinted.loading().imageProperties.tintColor == nil)
  }

  @Test("a platform that gives no tint leaves preset images in their own colours")
  func untinted() {
    let preset = EmptyDataSetConfiguration<RecordingPlatform>.failed()
    #expect(preset.image != nil)
    #expect(preset.imageProperties.tintColor == nil)
  }

}
