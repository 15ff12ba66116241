// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// `isSettledWithItems`: the core's word that a reload of a list with items would change
/// nothing, which lets the GTK `items-changed` handler skip it. Each case that must not skip
/// is here; the fuzzers check the word against a real reload after every step
/// (``settledReloadProblem(_:_:)``).
@Suite("Controller: settled with items only while a reload would change nothing")
@MainActor
struct SettledWithItemsTests {
  /// An attachment with `configuration` on a list with items, decided.
  func settledHarness(_ configuration: RecordingConfiguration = fullConfiguration())
    -> AttachmentHarness
  {
    let harness = AttachmentHarness()
    harness.host.itemsPerSection = [3]
    harness.attachment.configuration = configuration
    harness.settle()
    harness.attachment.reload()
    return harness
  }

  @Test("a configuration's list with items, hidden and idle, is settled")
  func settled() {
    let harness = settledHarness()
    #expect(harness.attachment.controller.isSettledWithItems)
    #expect(settledReloadProblem(harness.attachment, harness.host) == nil)
  }

  @Test("a state asked for unsettles at once, and stays so while it is pending")
  func stateUnsettles() {
    let harness = settledHarness()
    harness.attachment.state = .loading
    #expect(!harness.attachment.controller.isSettledWithItems)
    harness.attachment.reload()
    #expect(!harness.attachment.controller.isSettledWithItems)
  }

  @Test("a new configuration unsettles before the turn ends, and a forced one never settles")
  func configurationUnsettles() {
    let harness = settledHarness()
    var forced = fullConfiguration()
    forced.isForcedToDisplay = true
    harness.attachment.configuration = forced
    #expect(!harness.attachment.controller.isSettledWithItems)
    // The data change decides at once: the forced view shows over the items.
    harness.attachment.reload()
    #expect(harness.attachment.controller.isVisible)
    #expect(!harness.attachment.controller.isSettledWithItems)
  }

  @Test("answers that are closures (a delegate's) never settle")
  func closuresNeverSettle() {
    let harness = AttachmentHarness()
    harness.host.itemsPerSection = [3]
    let delegate = CountingDelegate()
    harness.attachment.delegate = delegate.binding
    harness.settle()
    harness.attachment.reload()
    #expect(!harness.attachment.controller.isVisible)
    #expect(!harness.attachment.controller.isSettledWithItems)
    withExtendedLifetime(delegate) {}
  }

  @Test("shown, it is not settled; once the data comes and it hides, it is")
  func shownThenFilled() {
    let harness = AttachmentHarness()
    var configuration = fullConfiguration()
    configuration.fadesOut = true
    harness.attachment.configuration = configuration
    harness.settle()
    #expect(harness.attachment.controller.isVisible)
    #expect(!harness.attachment.controller.isSettledWithItems)
    harness.host.itemsPerSection = [1]
    harness.attachment.reload()
    // Fading out: not settled until a reload finds it hidden.
    #expect(!harness.attachment.controller.isSettledWithItems)
    harness.host.completeAllFades()
    harness.attachment.reload()
    #expect(harness.attachment.controller.isSettledWithItems)
  }

  @Test("a detach unsettles")
  func detachUnsettles() {
    let harness = settledHarness()
    harness.attachment.detach()
    #expect(!harness.attachment.controller.isSettledWithItems)
  }

  @Test("the check finds a reload that would have changed something")
  func checkCanFail() {
    let harness = settledHarness()
    // An empty list: the reload shows the view, which the check reports.
    harness.host.itemsPerSection = [0]
    #expect(settledReloadProblem(harness.attachment, harness.host, requiresItems: false) != nil)
  }
}

/// When `attachment` says it is settled with items and `host` has items, reloads it and says
/// what the reload changed (host calls, app events, phase, what is shown, what is scheduled),
/// or `nil` when nothing, as the word promises. `requiresItems: false` skips the item check
/// (for the test that the check can fail).
@MainActor
func settledReloadProblem(
  _ attachment: EmptyDataSetAttachment<FakeHost>, _ host: FakeHost, log: EventLog? = nil,
  requiresItems: Bool = true
) -> String? {
  let hasItems = host.itemsPerSection.contains { $0 > 0 }
  guard attachment.controller.isSettledWithItems, hasItems || !requiresItems else { return nil }
  return settledReloadProblem(
    controller: attachment.controller, host, log: log, reload: { attachment.reload() })
}

/// The same for a controller driven directly.
@MainActor
func settledReloadProblem(
  controller: EmptyDataSetController<FakeHost>, _ host: FakeHost, log: EventLog? = nil,
  reload: () -> Void
) -> String? {
  let before = (
    host.log.count, log?.entries.count, controller.phase, host.installedConfiguration,
    host.scheduled.count, host.announcements.count
  )
  reload()
  let after = (
    host.log.count, log?.entries.count, controller.phase, host.installedConfiguration,
    host.scheduled.count, host.announcements.count
  )
  guard before != after else { return nil }
  return "settled with items, yet a reload changed \(before) to \(after)"
}
