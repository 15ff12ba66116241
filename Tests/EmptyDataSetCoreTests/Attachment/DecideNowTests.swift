// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// `decideNow()`, the entry point a host calls from inside its view update (SwiftUI's `body`):
/// the decision is made in that call, so the update that follows draws it, and the app's
/// callbacks wait until the update has ended (issue 19, findings 10 and 13).
@Suite("Attachment: decideNow decides inside the update and holds the callbacks")
@MainActor
struct DecideNowTests {
  /// A harness showing nothing over a list with items, everything set and settled.
  func listWithItems() -> AttachmentHarness {
    let harness = AttachmentHarness()
    harness.host.itemsPerSection = [3]
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    return harness
  }

  @Test("the first decision after the list empties already yields the empty state's content")
  func firstEvaluationAfterEmptying() {
    let harness = listWithItems()
    #expect(harness.attachment.decideNow() == nil)

    harness.host.itemsPerSection = [0]
    let displayed = harness.attachment.decideNow()

    // No turn has ended: the answer comes from the call itself, and the host has it already.
    #expect(displayed?.configuration == fullConfiguration())
    #expect(displayed?.state == .empty)
    #expect(harness.shownTitle == "No Favorites")
    #expect(harness.host.installedState == .empty)
    #expect(harness.host.log == ["install alpha=0.0", "layout", "fade to=1.0"])
  }

  @Test("the callbacks are held during the call and delivered, in order, when the turn ends")
  func callbacksAfterTheUpdate() {
    let harness = listWithItems()
    harness.host.itemsPerSection = [0]
    harness.host.finishesFadesImmediately = true
    harness.attachment.decideNow()
    #expect(harness.log.entries.isEmpty, "a callback ran inside the view update")

    harness.endTurn()
    #expect(harness.log.entries == ["willAppear", "didAppear"])

    harness.log.clear()
    harness.host.itemsPerSection = [2]
    #expect(harness.attachment.decideNow() == nil)
    #expect(harness.shownTitle == nil)
    #expect(harness.log.entries.isEmpty)
    harness.endTurn()
    #expect(harness.log.entries == ["willDisappear", "didDisappear"])
  }

  @Test("a callback that comes before the turn ends is delivered after the held ones")
  func heldCallbacksFirst() {
    let harness = listWithItems()
    harness.host.itemsPerSection = [0]
    harness.attachment.decideNow()
    harness.attachment.handleViewTap()
    #expect(harness.log.entries == ["willAppear", "tapView"])
    harness.endTurn()
    harness.host.completeAllFades()
    #expect(harness.log.entries == ["willAppear", "tapView", "didAppear"])
  }

  @Test("what was set before the call is decided by it, and not decided again when the turn ends")
  func scheduledDecisionNotRepeated() {
    let harness = AttachmentHarness()
    harness.settle()
    harness.attachment.configuration = fullConfiguration()
    harness.attachment.state = .noResults(query: "tofu")

    let displayed = harness.attachment.decideNow()
    #expect(displayed?.state == .noResults(query: "tofu"))
    #expect(harness.host.installedState == .noResults(query: "tofu"))
    let questions = harness.host.countQuestions
    let hostLog = harness.host.log

    harness.endTurn()
    #expect(harness.host.countQuestions == questions, "decided again when the turn ended")
    #expect(harness.host.log == hostLog)
    #expect(harness.log.entries == ["willAppear"])
  }

  @Test("the seam hands the host the displayed state on updates too")
  func stateThroughTheSeam() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.attachment.state = .noResults(query: "tofu")
    harness.settle()
    #expect(harness.host.installedState == .noResults(query: "tofu"))

    harness.attachment.state = .noResults(query: "tempeh")
    let displayed = harness.attachment.decideNow()
    #expect(displayed?.state == .noResults(query: "tempeh"))
    #expect(harness.host.installedState == .noResults(query: "tempeh"))
    #expect(harness.host.installedConfiguration == displayed?.configuration)
  }

  @Test("a callback held by the call may ask for a decision: it gets one when delivered")
  func heldCallbackReloads() {
    let harness = listWithItems()
    harness.host.itemsPerSection = [0]
    harness.log.onEvent = { name in
      guard name == "willAppear" else { return }
      harness.host.itemsPerSection = [1]
      harness.attachment.reload()
    }
    harness.attachment.decideNow()
    #expect(harness.shownTitle == "No Favorites")
    harness.endTurn()
    harness.host.completeAllFades()
    #expect(harness.shownTitle == nil)
    #expect(harness.log.entries == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
  }
}
