// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// Each show is laid out once, with the container's real size: a container without area (not
/// sized by its platform yet) is not laid out with guessed sizes.
@Suite("Attachment: one layout pass per show")
@MainActor
struct AttachmentLayoutPassTests {
  @Test("a show into a container with its size is laid out once")
  func oneLayoutPerShow() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.endTurn()
    harness.attachment.containerDidChange()
    #expect(harness.host.log.filter { $0 == "layout" }.count == 1)
    #expect(harness.attachment.layout?.viewFrame.width == 375)
  }

  @Test("a show into a container without area waits for its size, then lays out once")
  func unsizedContainerWaitsForItsSize() {
    let harness = AttachmentHarness()
    harness.host.layoutContainer.size = EmptyDataSetLayout.Size(width: 0, height: 0)
    harness.attachment.configuration = fullConfiguration()
    harness.endTurn()
    #expect(harness.attachment.isVisible)
    #expect(!harness.host.log.contains("layout"), "laid out for a container without size")
    #expect(harness.host.measurements == 0, "measured for a container without size")
    #expect(harness.attachment.layout == nil)
    harness.host.layoutContainer.size = EmptyDataSetLayout.Size(width: 320, height: 240)
    harness.attachment.containerDidChange()
    harness.attachment.containerDidChange()
    #expect(harness.host.log.filter { $0 == "layout" }.count == 1)
    #expect(harness.attachment.layout?.viewFrame.width == 320)
  }
}
