// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import Testing

@Suite("Layout: vertical placement around the point where the stack stops fitting")
struct LayoutPlacementTests {
  /// One title of `height` points in a visible area of `size`.
  private func layout(titleHeight: Double, in size: EmptyDataSetLayout.Size) -> EmptyDataSetLayout {
    EmptyDataSetLayout.make(
      for: LayoutRequest(containerSize: size, elements: [.title])
    ) { _, width in EmptyDataSetLayout.Size(width: width, height: titleHeight) }
  }

  @Test("a stack that fits a short, wide window is centred, not pinned to the top")
  func fitsIsCentred() {
    let result = layout(titleHeight: 250, in: EmptyDataSetLayout.Size(width: 800, height: 300))
    #expect(result.frame(of: .title)?.y == 25)
    #expect(!result.isScrollable)
    #expect(result.contentSize.height == 300)
  }

  @Test("just past fitting, the margin is half the overflow: no jump while resizing")
  func marginGrowsWithOverflow() {
    let justOver = layout(titleHeight: 304, in: EmptyDataSetLayout.Size(width: 800, height: 300))
    #expect(justOver.frame(of: .title)?.y == 2)
    #expect(justOver.contentSize.height == 308)
    #expect(justOver.isScrollable)
    let farOver = layout(titleHeight: 900, in: EmptyDataSetLayout.Size(width: 800, height: 300))
    #expect(farOver.frame(of: .title)?.y == 50)  // the side padding, 800 / 16
    #expect(farOver.contentSize.height == 1000)
  }
}
