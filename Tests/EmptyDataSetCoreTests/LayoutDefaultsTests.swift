// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// A platform that gives its own layout defaults, as GTK does.
private enum StatusPagePlatform: EmptyDataSetViewPlatform {
  typealias Text = String
  typealias Image = FakeImage
  typealias Color = String
  typealias ImageAnimation = String
  typealias View = FakeView

  static func presetText(_ string: String) -> String { string }
  static func presetImage(_ image: EmptyDataSetPresetImage) -> FakeImage? { nil }

  static var layoutDefaults: EmptyDataSetLayoutDefaults {
    EmptyDataSetLayoutDefaults(
      spacing: EmptyDataSetSpacing(
        imageToText: 36, titleToMessage: 12, textToButton: 36),
      buttonWidth: .natural, maximumContentWidth: 600)
  }
}

@Suite("Layout defaults: each platform chooses the look a configuration starts from")
struct LayoutDefaultsTests {
  @Test("a new configuration takes its platform's gaps, button width and maximum width")
  func platformDefaults() {
    let configuration = EmptyDataSetConfiguration<StatusPagePlatform>()
    #expect(configuration.spacing == StatusPagePlatform.layoutDefaults.spacing)
    #expect(configuration.buttonWidth == .natural)
    #expect(configuration.maximumContentWidth == 600)
  }

  @Test("a platform that chooses nothing starts from DZNEmptyDataSet's look")
  func dznByDefault() {
    let configuration = EmptyDataSetConfiguration<RecordingPlatform>()
    #expect(RecordingPlatform.layoutDefaults == .dzn)
    #expect(configuration.spacing == .uniform(EmptyDataSetSpacing.defaultGap))
    #expect(configuration.buttonWidth == .fullWidth)
    #expect(configuration.maximumContentWidth == nil)
  }

  @Test("presets start from the platform's defaults too, so they read as the platform's page")
  func presetsFollowThePlatform() {
    let preset = EmptyDataSetConfiguration<StatusPagePlatform>.emptyList()
    #expect(preset.spacing.textToButton == 36)
    #expect(preset.maximumContentWidth == 600)
  }

  @Test("the defaults lay out as the platform's page: the gaps and a natural-width button")
  func laidOutWithTheDefaults() {
    var configuration = EmptyDataSetConfiguration<StatusPagePlatform>()
    configuration.image = FakeImage("icon", width: 128, height: 128)
    configuration.title = "No Photos"
    configuration.button.titles.normal = "Upload Photo"
    let request = LayoutRequest(
      configuration: configuration, containerSize: EmptyDataSetLayout.Size(width: 1024, height: 768)
    )
    let layout = EmptyDataSetLayout.make(for: request) { element, width in
      element == .button
        ? EmptyDataSetLayout.Size(width: 166, height: 44)
        : EmptyDataSetLayout.Size(width: 100, height: 30)
    }
    let image = layout.frame(of: .image)
    let title = layout.frame(of: .title)
    let button = layout.frame(of: .button)
    #expect((title?.y ?? 0) - (image?.maxY ?? 0) == 36)
    #expect((button?.y ?? 0) - (title?.maxY ?? 0) == 36)
    #expect(button?.width == 166)
  }
}
