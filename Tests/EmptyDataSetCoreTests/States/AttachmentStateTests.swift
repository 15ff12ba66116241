// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// States through the attachment, with the fake host's virtual clock: what the user sees, and
/// which callbacks fire.
@Suite("States: loading, failed and no results through the attachment")
@MainActor
struct AttachmentStateTests {
  @Test("a slow load: nothing for 0.3 s, then the loading preset fades in")
  func slowLoad() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    harness.host.advance(by: 5)
    harness.attachment.state = .loading
    harness.host.advance(by: 0.29)
    #expect(harness.shownTitle == "No Favorites", "a settled 'no items' state stays")
    harness.host.advance(by: 0.01)
    #expect(harness.host.installedConfiguration?.showsActivityIndicator == true)
    #expect(harness.shownTitle == "Loading…")
    #expect(harness.log.entries == ["state empty → loading"])
  }

  @Test("the first load of a list that was never shown: no 'no items' flash")
  func firstLoadNoFlash() {
    let harness = AttachmentHarness()
    harness.attachment.state = .loading
    harness.attachment.configuration = fullConfiguration()
    harness.endTurn()
    #expect(harness.shownTitle == nil)
    harness.host.advance(by: 0.2)
    harness.host.itemsPerSection = [12]
    harness.attachment.state = .empty
    harness.attachment.reload()
    harness.host.advance(by: 2)
    #expect(harness.log.entries.isEmpty)
    #expect(harness.host.log.isEmpty)
  }

  @Test("'content' set before the items arrive, in the same turn: no 'no items' in between")
  func contentThenItemsSameTurn() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.attachment.state = .loading
    harness.host.advance(by: 1)
    harness.settle()
    harness.attachment.state = .empty  // the app says so first…
    harness.host.itemsPerSection = [3]  // …then the list changes, in the same turn
    harness.attachment.reload()
    harness.host.advance(by: 1)
    harness.host.completeAllFades()
    #expect(harness.log.entries == ["willDisappear", "didDisappear"])
    #expect(!harness.host.log.contains("update"))
    #expect(!harness.host.log.contains { $0.hasPrefix("crossfade") })
  }

  @Test("loading → failed while shown: a cross-fade and stateDidChange, no disappear/appear")
  func loadingToFailed() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.attachment.state = .loading
    harness.host.advance(by: 0.3)
    harness.settle()
    harness.attachment.state = .offline
    harness.host.advance(by: 0.5)
    #expect(harness.log.entries.count == 1)
    #expect(harness.log.entries.first?.hasPrefix("state loading → offline") == true)
    #expect(harness.host.log.first == "crossfade 0.2")
    #expect(harness.shownTitle == "You’re Offline")
    #expect(harness.host.installedConfiguration?.button.titles.normal == "Try Again")
  }

  @Test("retry: the button sends didTapButton, then retry; loading follows the same rules")
  func retry() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.attachment.state = .failed()
    harness.endTurn()
    harness.settle()
    harness.attachment.handleButtonTap()
    #expect(harness.log.entries == ["tapButton", "retry"])
    #expect(harness.attachment.state == .loading)
    harness.host.advance(by: 0.1)
    #expect(harness.shownTitle == "Couldn’t Load", "the failed state stays during the delay")
    harness.host.advance(by: 0.2)
    #expect(harness.shownTitle == "Loading…")
  }

  @Test("a fast retry that succeeds never shows loading")
  func fastRetry() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.attachment.state = .failed()
    harness.endTurn()
    harness.settle()
    harness.attachment.events.retry = { [unowned harness] in
      harness.host.schedule(after: 0.1) { [unowned harness] in
        harness.host.itemsPerSection = [5]
        harness.attachment.state = .empty
        harness.attachment.reload()
      }
    }
    harness.attachment.handleButtonTap()
    harness.host.advance(by: 3)
    harness.host.completeAllFades()
    #expect(harness.host.installedConfiguration == nil)
    #expect(!harness.host.log.contains { $0.hasPrefix("crossfade") })
    #expect(harness.log.entries == ["tapButton", "willDisappear", "didDisappear"])
  }

  @Test("a load that ends with an empty list cross-fades from loading to 'no items'")
  func loadEndsEmpty() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.attachment.state = .loading
    harness.host.advance(by: 0.3)
    harness.settle()
    harness.host.advance(by: 1)
    harness.attachment.state = .empty
    harness.endTurn()
    #expect(harness.shownTitle == "No Favorites")
    #expect(harness.log.entries == ["state loading → empty"])
  }

  @Test("a configuration set for a state wins over the preset")
  func perStateConfiguration() {
    let harness = AttachmentHarness()
    var loading = RecordingConfiguration.loading()
    loading.title = "Fetching favourites…"
    harness.attachment.setConfiguration(loading, for: .loading)
    harness.attachment.state = .loading
    harness.host.advance(by: 0.3)
    #expect(harness.shownTitle == "Fetching favourites…")
    #expect(harness.attachment.configuration(for: .loading) == loading)
  }

  @Test("a preset keeps the layout and behaviour of the 'no items' configuration")
  func presetKeepsLook() {
    let harness = AttachmentHarness()
    var configuration = fullConfiguration()
    configuration.offset.vertical = -40
    configuration.allowsScroll = true
    configuration.background.color = "#101010"
    harness.attachment.configuration = configuration
    harness.attachment.state = .noResults(query: "tofu")
    harness.endTurn()
    let shown = harness.host.installedConfiguration
    #expect(shown?.offset.vertical == -40)
    #expect(shown?.allowsScroll == true)
    #expect(shown?.background.color == "#101010")
    #expect(shown?.title == "No Matches")
    #expect(shown?.message?.contains("tofu") == true)
  }

  @Test("a source answers for a state only when it says so; else the preset shows")
  func sourceAnswersStates() {
    let harness = AttachmentHarness()
    let source = TitleSource()
    source.readState = { [harness] in harness.attachment.displayedState }
    harness.attachment.source = source.binding
    harness.attachment.state = .failed()
    harness.endTurn()
    #expect(harness.shownTitle == "Couldn’t Load")
    source.answersStates = [.failed]
    harness.attachment.source = source.binding
    harness.endTurn()
    #expect(harness.shownTitle?.hasPrefix("Nothing in the source (failed") == true)
  }

  @Test("states show only while the list is empty: a failure over items shows nothing")
  func statesNeedAnEmptyList() {
    let harness = AttachmentHarness()
    harness.host.itemsPerSection = [4]
    harness.attachment.configuration = fullConfiguration()
    harness.attachment.state = .failed()
    harness.endTurn()
    #expect(harness.shownTitle == nil)
  }

  @Test("an app that never sets a state and sets no content shows nothing")
  func nothingByDefault() {
    let harness = AttachmentHarness()
    harness.attachment.reload()
    #expect(harness.host.log.isEmpty)
  }
}
