// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// The presets' `accessibilityAnnouncement`: what a backend that cannot read its own text back
/// (SwiftUI) says when the empty data set is announced without taking focus.
@Suite("Presets: the accessibility announcement")
@MainActor
struct PresetAnnouncementTests {
  typealias Configuration = EmptyDataSetConfiguration<RecordingPlatform>

  @Test("a configuration built by hand announces nothing of its own")
  func defaultIsNil() {
    #expect(Configuration().accessibilityAnnouncement == nil)
  }

  @Test("each preset announces its own title and description, one per line")
  func presetsAnnounceTheirText() {
    let english = EmptyDataSetLocalization.language("en")
    let presets: [Configuration] = [
      .emptyList(localization: english),
      .noResults(for: "cats", localization: english),
      .failed(localization: english),
      .failed(message: "The server is down.", localization: english),
      .offline(localization: english),
    ]
    for preset in presets {
      let expected = [preset.title, preset.message].compactMap { $0 }.joined(separator: "\n")
      #expect(preset.accessibilityAnnouncement == expected)
      #expect(preset.message != nil, "each of these presets has a description")
    }
  }

  @Test("the loading preset announces its title alone")
  func loadingAnnouncesTitle() {
    let loading = Configuration.loading(localization: .language("de"))
    #expect(loading.accessibilityAnnouncement == loading.title)
    #expect(loading.accessibilityAnnouncement?.isEmpty == false)
  }

  @Test("the announcement follows the preset's language and query")
  func followsLanguageAndQuery() {
    let french = Configuration.noResults(for: "chats", localization: .language("fr"))
    let english = Configuration.noResults(for: "chats", localization: .language("en"))
    #expect(french.accessibilityAnnouncement != english.accessibilityAnnouncement)
    #expect(french.accessibilityAnnouncement?.contains("chats") == true)
  }

  @Test("a preset fitted to the app's configuration brings its announcement along")
  func replacingContentCarriesIt() {
    var app = Configuration()
    app.accessibilityAnnouncement = "The app's own words"
    app.allowsScroll = true
    let fitted = app.replacingContent(with: .loading(localization: .language("en")))
    #expect(fitted.accessibilityAnnouncement == "Loading…")
    #expect(fitted.allowsScroll, "the app's behaviour stays")
  }
}
