// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// What Apple's content-unavailable configuration offers, in our one layout: a secondary button,
/// natural alignment, margins (and the list's own), the image's largest size, and a background
/// with insets or around the content.
extension LayoutSnapshotTests {
  private static let phone = EmptyDataSetLayout.Size(width: 375, height: 667)
  private static let tablet = EmptyDataSetLayout.Size(width: 1024, height: 768)

  private func twoButtons() -> RecordingConfiguration {
    var configuration = fullConfiguration()
    configuration.secondaryButton.titles.normal = "Learn More"
    return configuration
  }

  @Test("a secondary button below the button, with its own gap; alone it takes the button's gap")
  func secondaryButton() {
    var spaced = twoButtons()
    spaced.spacing.buttonToSecondaryButton = 4
    var alone = fullConfiguration()
    alone.button = EmptyDataSetButton()
    alone.secondaryButton.titles.normal = "Learn More"
    var natural = twoButtons()
    natural.buttonWidth = .natural
    TextSnapshot.assert(
      snapshot(twoButtons()) + snapshot(spaced) + snapshot(alone) + snapshot(natural),
      named: "secondary-button")
  }

  @Test("natural alignment: the column at the leading edge, mirrored right-to-left")
  func naturalAlignment() {
    var configuration = twoButtons()
    configuration.alignment = .natural
    configuration.buttonWidth = .natural
    configuration.maximumContentWidth = 480
    configuration.offset.horizontal = 10
    TextSnapshot.assert(
      snapshot(configuration, container: LayoutContainer(size: Self.tablet))
        + snapshot(
          configuration, container: LayoutContainer(size: Self.tablet, direction: .rightToLeft)),
      named: "natural-alignment")
  }

  @Test("margins inset the content area, leading and trailing mirrored right-to-left")
  func margins() {
    var configuration = fullConfiguration()
    configuration.margins = EmptyDataSetMargins(top: 100, leading: 40, bottom: 0, trailing: 0)
    TextSnapshot.assert(
      snapshot(configuration, container: LayoutContainer(size: Self.phone))
        + snapshot(
          configuration, container: LayoutContainer(size: Self.phone, direction: .rightToLeft)),
      named: "margins")
  }

  @Test("the list's margins are kept only on the axes asked for, the larger of the two")
  func listMargins() {
    let container = LayoutContainer(
      size: Self.phone,
      layoutMargins: EmptyDataSetLayout.Insets(top: 120, left: 16, bottom: 0, right: 16))
    var ignored = fullConfiguration()
    ignored.margins = .all(8)
    var horizontal = ignored
    horizontal.axesPreservingListMargins = .horizontal
    var both = ignored
    both.axesPreservingListMargins = .both
    TextSnapshot.assert(
      snapshot(ignored, container: container) + snapshot(horizontal, container: container)
        + snapshot(both, container: container),
      named: "list-margins")
  }

  @Test("the image's maximum size scales it down, keeping its aspect; 0 means no limit")
  func imageMaximumSize() {
    var configuration = RecordingConfiguration()
    configuration.image = FakeImage("photo", width: 300, height: 200)
    configuration.title = "No Photos"
    configuration.imageProperties.maximumSize = EmptyDataSetLayout.Size(width: 0, height: 100)
    var widthOnly = configuration
    widthOnly.imageProperties.maximumSize = EmptyDataSetLayout.Size(width: 90, height: 0)
    var larger = configuration
    larger.imageProperties.maximumSize = EmptyDataSetLayout.Size(width: 900, height: 900)
    TextSnapshot.assert(
      snapshot(configuration) + snapshot(widthOnly) + snapshot(larger),
      named: "image-maximum-size")
  }

  @Test("a background inset from the edges, and a card around the content")
  func background() {
    var inset = fullConfiguration()
    inset.background.color = "#eeeeee"
    inset.background.insets = EmptyDataSetMargins(top: 12, leading: 20, bottom: 12, trailing: 0)
    var card = twoButtons()
    card.background.color = "#eeeeee"
    card.background.cornerRadius = 16
    card.background.contentPadding = EmptyDataSetMargins(
      top: 24, leading: 16, bottom: 24, trailing: 16)
    var customCard = RecordingConfiguration()
    customCard.customView = FakeView("form", width: 200, height: 120)
    customCard.background.contentPadding = .all(10)
    TextSnapshot.assert(
      snapshot(inset)
        + snapshot(inset, container: LayoutContainer(size: Self.phone, direction: .rightToLeft))
        + snapshot(card) + snapshot(customCard),
      named: "background")
  }
}
