// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// Detaching goes through the state machine: callbacks stay paired, the list gets its settings
/// back, nothing stale is left, and nothing happens afterwards.
@Suite("Attachment: detach resets through the state machine")
@MainActor
struct AttachmentDetachTests {
  @Test("detach mid-fade-in: didAppear, then willDisappear and didDisappear, at once")
  func detachDuringFadeIn() {
    let harness = AttachmentHarness()
    harness.host.isScrollEnabled = true
    harness.attachment.configuration = fullConfiguration()
    harness.endTurn()
    #expect(harness.log.entries == ["willAppear"])
    #expect(harness.host.isScrollEnabled == false)
    harness.attachment.detach()
    #expect(harness.log.entries == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(harness.host.installedConfiguration == nil)
    #expect(harness.host.isScrollEnabled == true)
    #expect(harness.attachment.controller.phase == .hidden)
    #expect(harness.attachment.controller.layout == nil)
    #expect(harness.attachment.controller.configuration == nil)
  }

  @Test("detach mid-fade-out: didDisappear at once; the old fade's end changes nothing")
  func detachDuringFadeOut() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    harness.host.itemsPerSection = [2]
    harness.attachment.reload()
    #expect(harness.log.entries == ["willDisappear"])
    harness.attachment.detach()
    #expect(harness.log.entries == ["willDisappear", "didDisappear"])
    harness.host.completeAllFades()
    #expect(harness.log.entries == ["willDisappear", "didDisappear"])
    #expect(harness.host.installedConfiguration == nil)
  }

  @Test("after detach, reloads, state changes and taps do nothing")
  func inertAfterDetach() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    harness.attachment.detach()
    harness.log.clear()
    harness.host.clearLog()
    harness.attachment.reload()
    harness.attachment.state = .failed()
    harness.attachment.setNeedsReload()
    harness.host.advance(by: 5)
    harness.attachment.controller.handleButtonTap()
    harness.attachment.configuration = fullConfiguration()
    harness.endTurn()
    #expect(harness.log.entries.isEmpty)
    #expect(harness.host.log.isEmpty)
  }

  @Test("detach while hidden fires nothing; a second detach is harmless")
  func detachWhileHidden() {
    let harness = AttachmentHarness()
    harness.host.itemsPerSection = [1]
    harness.attachment.configuration = fullConfiguration()
    harness.endTurn()
    harness.attachment.detach()
    harness.attachment.detach()
    #expect(harness.log.entries.isEmpty)
    #expect(harness.host.log.isEmpty)
  }

  @Test("detach while the loading state is held stops its timers from doing anything")
  func detachWhileLoading() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.attachment.state = .loading
    harness.host.advance(by: 0.4)
    #expect(harness.attachment.displayedState == .loading)
    harness.attachment.detach()
    harness.log.clear()
    harness.host.clearLog()
    harness.host.advance(by: 2)
    #expect(harness.log.entries.isEmpty)
    #expect(harness.host.log.isEmpty)
  }
}

/// A closure that captures what holds it (the README's `retry = { Task { await load() } }`
/// reloads through the empty data set) must not keep both alive after detach.
@Suite("Attachment: detach lets go of the app's closures")
@MainActor
struct AttachmentDetachReleaseTests {
  final class Owner {
    var attachment: EmptyDataSetAttachment<FakeHost>?
  }

  @Test("closures and configurations set before detach are released by it")
  func releasesClosures() {
    let host = FakeHost()
    host.itemsPerSection = [0]
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      weakOwner = owner
      let attachment = EmptyDataSetAttachment(host: host)
      owner.attachment = attachment
      attachment.configuration = fullConfiguration()
      attachment.events.retry = { _ = owner.attachment?.state }  // owner → attachment → owner
      attachment.events.didTapButton = { _ = owner }
      attachment.setConfiguration(.loading(), for: .loading)
      host.advance(by: 0)
      host.completeAllFades()
      attachment.detach()
      #expect(attachment.configuration == nil)
      #expect(attachment.configuration(for: .loading) == nil)
    }
    #expect(weakOwner == nil, "the closures kept their captures alive after detach")
  }
}
