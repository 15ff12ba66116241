// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// A card background (content padding) stays inside the view on a narrow screen: the column
/// gives way to the card's padding instead of the card reaching past the edges.
@Suite("Card background")
@MainActor
struct CardBackgroundTests {
  private func layout(
    alignment: EmptyDataSetAlignment, direction: EmptyDataSetLayout.Direction, width: Double
  ) -> EmptyDataSetLayout {
    var configuration = fullConfiguration()
    configuration.alignment = alignment
    configuration.background.contentPadding = EmptyDataSetMargins(
      top: 24, leading: 48, bottom: 24, trailing: 32)
    let container = LayoutContainer(
      size: EmptyDataSetLayout.Size(width: width, height: 600), direction: direction)
    let host = FakeHost()
    host.layoutContainer = container
    host.showEmptyView(configuration, state: .empty, initialAlpha: 1)
    return EmptyDataSetLayout.make(
      for: LayoutRequest(configuration: configuration, container: container)
    ) { element, availableWidth in host.measure(element, availableWidth: availableWidth) }
  }

  @Test(
    "the card stays inside a 320-point view, centred or natural, either direction",
    arguments: [EmptyDataSetAlignment.center, .natural],
    [EmptyDataSetLayout.Direction.leftToRight, .rightToLeft])
  func staysInside(alignment: EmptyDataSetAlignment, direction: EmptyDataSetLayout.Direction) throws
  {
    let layout = layout(alignment: alignment, direction: direction, width: 320)
    let card = layout.backgroundFrame
    #expect(card.x >= 0)
    #expect(card.x + card.width <= 320)
    let title = try #require(layout.frame(of: .title))
    let leading = direction == .leftToRight ? title.x - card.x : card.maxX - title.maxX
    #expect(leading >= 48, "the card keeps its leading padding beside the text")
  }

  @Test("with room to spare the column keeps the side padding, as without a card")
  func roomToSpare() throws {
    let wide = layout(alignment: .center, direction: .leftToRight, width: 1024)
    // 1024 / 16 = 64 points of side padding, more than the card's 48.
    let button = try #require(wide.frame(of: .button))
    #expect(button.width == 1024 - 2 * 64)
  }
}
