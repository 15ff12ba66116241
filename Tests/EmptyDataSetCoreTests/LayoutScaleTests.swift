// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import Testing

@Suite("Layout: the display scale's documented fallbacks")
struct LayoutScaleTests {
  /// The title's height, 20.3 points measured, on the pixel grid of `scale`.
  private func titleHeight(scale: Double) -> Double? {
    let request = LayoutRequest(
      containerSize: EmptyDataSetLayout.Size(width: 375, height: 667), displayScale: scale,
      elements: [.title])
    let layout = EmptyDataSetLayout.make(for: request) { _, width in
      EmptyDataSetLayout.Size(width: width, height: 20.3)
    }
    return layout.frame(of: .title)?.height
  }

  @Test("a scale below 1, zero, negative or not finite rounds to whole points")
  func belowOne() {
    for scale in [0.5, 0, -3, .nan, .infinity, -.infinity] {
      #expect(titleHeight(scale: scale) == 21, "scale \(scale)")
    }
  }

  @Test("a scale of 2 rounds to half points, and a scale above 16 rounds as 16")
  func aboveOne() {
    #expect(titleHeight(scale: 2) == 20.5)
    #expect(titleHeight(scale: 100) == 325.0 / 16)
    #expect(titleHeight(scale: 16) == 325.0 / 16)
  }
}
