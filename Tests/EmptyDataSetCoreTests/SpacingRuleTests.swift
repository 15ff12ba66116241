// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import Testing

@Suite("The stacking rules that backends reuse: gaps and side padding")
struct SpacingRuleTests {
  private let spacing = EmptyDataSetSpacing(
    imageToText: 1, titleToMessage: 2, textToButton: 3)

  @Test("each pair of neighbours uses the gap named for it")
  func gapPerPair() {
    #expect(spacing.gap(after: .image, before: .title) == 1)
    #expect(spacing.gap(after: .image, before: .message) == 1)
    #expect(spacing.gap(after: .title, before: .message) == 2)
    #expect(spacing.gap(after: .image, before: .button) == 3)
    #expect(spacing.gap(after: .title, before: .button) == 3)
    #expect(spacing.gap(after: .message, before: .button) == 3)
  }

  @Test("side padding is a sixteenth of the width, rounded, and 0 for bad widths")
  func sidePadding() {
    #expect(EmptyDataSetLayout.sidePadding(forVisibleWidth: 375) == 23)
    #expect(EmptyDataSetLayout.sidePadding(forVisibleWidth: 768) == 48)
    #expect(EmptyDataSetLayout.sidePadding(forVisibleWidth: 390) == 24)
    #expect(EmptyDataSetLayout.sidePadding(forVisibleWidth: -10) == 0)
    #expect(EmptyDataSetLayout.sidePadding(forVisibleWidth: .nan) == 0)
  }

  @Test("the layout stacks with the same gaps and padding")
  func layoutAgrees() {
    let request = LayoutRequest(
      containerSize: EmptyDataSetLayout.Size(width: 375, height: 600), spacing: spacing,
      elements: [.image, .title, .button])
    let layout = EmptyDataSetLayout.make(for: request) { element, width in
      EmptyDataSetLayout.Size(width: element == .image ? 50 : width, height: 20)
    }
    let image = layout.frame(of: .image)!
    let title = layout.frame(of: .title)!
    let button = layout.frame(of: .button)!
    #expect(title.y - image.maxY == spacing.gap(after: .image, before: .title))
    #expect(button.y - title.maxY == spacing.gap(after: .title, before: .button))
    #expect(title.x == EmptyDataSetLayout.sidePadding(forVisibleWidth: 375))
  }
}
