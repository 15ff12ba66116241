// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// A detach requested from inside an appearance callback (a GTK list destroyed by the app's
/// handler, say) still ends through the state machine: each callback fires once, in pairs, and
/// nothing is shown or changed on the list afterwards.
@Suite("Attachment: detach from inside a callback")
@MainActor
struct AttachmentDetachReentrancyTests {
  @Test("detach inside willAppear: nothing is shown, the callbacks still pair up")
  func detachInWillAppear() {
    let harness = AttachmentHarness()
    harness.host.isScrollEnabled = true
    let attachment = harness.attachment
    harness.log.onEvent = { [unowned attachment] name in
      if name == "willAppear" { attachment.detach() }
    }
    attachment.configuration = fullConfiguration()
    harness.endTurn()
    harness.host.completeAllFades()
    harness.log.onEvent = nil
    #expect(harness.log.entries == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(harness.host.installedConfiguration == nil)
    #expect(harness.host.isScrollEnabled == true)
    #expect(attachment.controller.phase == .hidden)
  }

  @Test("detach inside willDisappear: willDisappear fires once")
  func detachInWillDisappear() {
    let harness = AttachmentHarness()
    harness.host.isScrollEnabled = true
    let attachment = harness.attachment
    attachment.configuration = fullConfiguration()
    harness.settle()
    harness.log.onEvent = { [unowned attachment] name in
      if name == "willDisappear" { attachment.detach() }
    }
    harness.host.itemsPerSection = [3]
    attachment.reload()
    harness.host.completeAllFades()
    harness.log.onEvent = nil
    #expect(harness.log.entries == ["willDisappear", "didDisappear"])
    #expect(harness.host.installedConfiguration == nil)
    #expect(harness.host.isScrollEnabled == true)
  }

  @Test("detach inside a didAppear that a hide brings forward: willDisappear fires once")
  func detachInDidAppearBeforeHide() {
    let harness = AttachmentHarness()
    let attachment = harness.attachment
    attachment.configuration = fullConfiguration()
    harness.endTurn()
    harness.log.onEvent = { [unowned attachment] name in
      if name == "didAppear" { attachment.detach() }
    }
    harness.host.itemsPerSection = [3]
    attachment.reload()  // Hides while fading in: didAppear first.
    harness.host.completeAllFades()
    harness.log.onEvent = nil
    #expect(harness.log.entries == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(harness.host.installedConfiguration == nil)
  }

  @Test("detach inside a didDisappear that a show brings forward: nothing shows again")
  func detachInDidDisappearBeforeShow() {
    let harness = AttachmentHarness()
    harness.host.isScrollEnabled = true
    let attachment = harness.attachment
    attachment.configuration = fullConfiguration()
    harness.settle()
    harness.host.itemsPerSection = [3]
    attachment.reload()  // Fading out.
    harness.log.onEvent = { [unowned attachment] name in
      if name == "didDisappear" { attachment.detach() }
    }
    harness.host.itemsPerSection = [0]
    attachment.reload()  // Shows again: the fade-out ends first.
    harness.host.completeAllFades()
    harness.log.onEvent = nil
    #expect(harness.log.entries == ["willDisappear", "didDisappear"])
    #expect(harness.host.installedConfiguration == nil)
    #expect(harness.host.isScrollEnabled == true)
  }
}
