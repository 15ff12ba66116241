// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// The one rule every backend follows for content and events (EmptyDataSetAttachment and
/// EmptyDataSetEvents), and the cost of asking: one question each per reload.
@Suite("Attachment: one rule for configuration, source, delegate and events")
@MainActor
struct AttachmentMergeRuleTests {
  @Test("a configuration value wins over the source for the 'no items' state")
  func configurationWinsOverSource() {
    let harness = AttachmentHarness()
    let source = TitleSource()
    harness.attachment.source = source.binding
    harness.endTurn()
    #expect(harness.shownTitle == "Nothing in the source")
    harness.attachment.configuration = fullConfiguration()
    harness.endTurn()
    #expect(harness.shownTitle == "No Favorites")
    harness.attachment.configuration = nil
    harness.endTurn()
    #expect(harness.shownTitle == "Nothing in the source")
  }

  @Test("events go to the delegate first, then to the app's closures, with a configuration")
  func delegateThenEventsWithConfiguration() {
    let harness = AttachmentHarness()
    let delegate = CountingDelegate()
    var order: [String] = []
    delegate.entries = []
    harness.attachment.delegate = delegate.binding
    harness.attachment.events.willAppear = { order.append("events.willAppear:\(delegate.entries)") }
    harness.attachment.configuration = fullConfiguration()
    harness.endTurn()
    #expect(order == ["events.willAppear:[\"delegate.willAppear\"]"])
  }

  @Test("events go to the delegate first, then to the app's closures, with a source")
  func delegateThenEventsWithSource() {
    let harness = AttachmentHarness()
    let delegate = CountingDelegate()
    let source = TitleSource()
    var order: [String] = []
    harness.attachment.delegate = delegate.binding
    harness.attachment.events.didTapButton = {
      order.append("events.tapButton after \(delegate.entries.last ?? "-")")
    }
    var configuration = fullConfiguration()
    configuration.fadesIn = false
    harness.attachment.source = source.binding
    harness.attachment.setConfiguration(nil, for: .empty)
    harness.attachment.configuration = configuration
    harness.endTurn()
    harness.attachment.handleButtonTap()
    #expect(order == ["events.tapButton after delegate.tapButton"])
  }

  @Test("with a configuration, the delegate's questions are not asked")
  func configurationIgnoresDelegateQuestions() {
    let harness = AttachmentHarness()
    let delegate = CountingDelegate()
    delegate.allowsScroll = true
    harness.attachment.delegate = delegate.binding
    delegate.questions = [:]
    harness.attachment.configuration = fullConfiguration()
    harness.attachment.reload()
    #expect(delegate.questions.isEmpty)
    #expect(harness.host.isScrollEnabled == false)
  }

  @Test("with a source, each delegate question is asked at most once per reload")
  func oneQuestionPerReload() {
    let harness = AttachmentHarness()
    let delegate = CountingDelegate()
    let source = TitleSource()
    harness.attachment.delegate = delegate.binding
    harness.attachment.source = source.binding
    delegate.questions = [:]
    source.titleQuestions = 0
    source.title = "Changed"
    harness.attachment.reload()
    for (question, count) in delegate.questions {
      #expect(count == 1, "\(question) asked \(count) times in one reload")
    }
    #expect(delegate.questions["shouldDisplay"] == 1)
    #expect(delegate.questions["scroll"] == 1)
    #expect(source.titleQuestions == 1)
  }

  @Test("a list with items asks shouldDisplay and forced once each, and no content question")
  func itemsAskOnlyTheDecision() {
    let harness = AttachmentHarness()
    let delegate = CountingDelegate()
    let source = TitleSource()
    harness.host.itemsPerSection = [3]
    harness.attachment.delegate = delegate.binding
    harness.attachment.source = source.binding
    delegate.questions = [:]
    source.titleQuestions = 0
    harness.attachment.reload()
    #expect(delegate.questions == ["shouldDisplay": 1, "forced": 1])
    #expect(source.titleQuestions == 0)
  }

  @Test("a source that has gone hides the empty data set on the next reload")
  func goneSourceHides() {
    let harness = AttachmentHarness()
    let source = TitleSource()
    harness.attachment.source = source.binding
    harness.settle()
    source.isAlive = false
    harness.attachment.reload()
    harness.host.completeAllFades()
    #expect(harness.log.entries == ["willDisappear", "didDisappear"])
    #expect(harness.shownTitle == nil)
  }

  @Test("a burst of setNeedsReload in one main-loop turn decides once")
  func burstDecidesOnce() {
    let harness = AttachmentHarness()
    let delegate = CountingDelegate()
    let source = TitleSource()
    harness.attachment.delegate = delegate.binding
    harness.attachment.source = source.binding
    delegate.questions = [:]
    for _ in 0..<50 { harness.attachment.setNeedsReload() }
    #expect(delegate.questions.isEmpty)
    harness.endTurn()
    #expect(delegate.questions["shouldDisplay"] == 1)
    for _ in 0..<3 { harness.attachment.setNeedsReload() }
    harness.endTurn()
    #expect(delegate.questions["shouldDisplay"] == 2)
  }
}

/// A list that nobody sees does not decide when its content is set: it decides when it comes on
/// screen or its data changes.
@Suite("Attachment: content set off screen waits for the screen")
@MainActor
struct OffScreenContentTests {
  @Test("a source set while off screen fires nothing until the list comes on screen")
  func waitsForTheScreen() {
    let harness = AttachmentHarness()
    harness.host.environment.isOnScreen = false
    harness.attachment.configuration = fullConfiguration()
    harness.endTurn()
    #expect(harness.log.entries.isEmpty)
    #expect(harness.host.log.isEmpty)
    harness.host.environment.isOnScreen = true
    harness.attachment.hostDidMoveOnScreen()
    #expect(harness.log.entries == ["willAppear"])
    harness.attachment.hostDidMoveOnScreen()
    #expect(harness.log.entries == ["willAppear"], "a second move decides nothing new")
  }

  @Test("a data change off screen decides at once, as DZNEmptyDataSet's reloadData did")
  func dataChangeDecides() {
    let harness = AttachmentHarness()
    harness.host.environment.isOnScreen = false
    harness.attachment.configuration = fullConfiguration()
    harness.attachment.reload()
    #expect(harness.log.entries == ["willAppear"])
  }

  @Test("new content for a shown empty data set replaces it when the turn ends, even off screen")
  func shownContentUpdates() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    harness.host.environment.isOnScreen = false
    var changed = fullConfiguration()
    changed.title = "Changed"
    harness.attachment.configuration = changed
    harness.endTurn()
    #expect(harness.shownTitle == "Changed")
  }

  @Test("the host watches for the screen only while a decision waits for it")
  func watchesOnlyWhileWaiting() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    #expect(harness.host.watchChanges == 0, "on screen: nothing to wait for")
    let offScreen = AttachmentHarness()
    offScreen.host.environment.isOnScreen = false
    offScreen.attachment.configuration = fullConfiguration()
    offScreen.endTurn()
    offScreen.attachment.events.didTapView = {}
    offScreen.endTurn()
    #expect(offScreen.host.watchesForScreen)
    #expect(offScreen.host.watchChanges == 1, "a second deferred change asks nothing new")
    offScreen.host.environment.isOnScreen = true
    offScreen.attachment.hostDidMoveOnScreen()
    #expect(!offScreen.host.watchesForScreen)
    #expect(offScreen.log.entries == ["willAppear"])
  }

  @Test("a data change that decides while the host watches ends the watch")
  func dataChangeEndsWatch() {
    let harness = AttachmentHarness()
    harness.host.environment.isOnScreen = false
    harness.attachment.configuration = fullConfiguration()
    harness.endTurn()
    #expect(harness.host.watchesForScreen)
    harness.attachment.reload()
    #expect(!harness.host.watchesForScreen)
    harness.attachment.detach()
    #expect(harness.host.watchChanges == 2)
  }

  @Test("a detach while the host watches ends the watch")
  func detachEndsWatch() {
    let harness = AttachmentHarness()
    harness.host.environment.isOnScreen = false
    harness.attachment.configuration = fullConfiguration()
    harness.endTurn()
    harness.attachment.detach()
    #expect(!harness.host.watchesForScreen)
  }
}

/// A state set, or a timing rule that falls due, on a list nobody sees waits for the screen
/// like a content change does; a data change does not.
@Suite("Attachment: states on a list nobody sees wait for the screen")
@MainActor
struct OffScreenStateTests {
  @Test("loading set off screen shows nothing until the list comes on screen, then the spinner")
  func loadingWaitsForTheScreen() {
    let harness = AttachmentHarness()
    harness.host.environment.isOnScreen = false
    harness.attachment.configuration = fullConfiguration()
    harness.attachment.state = .loading
    harness.host.advance(by: 2)
    #expect(harness.log.entries.isEmpty)
    #expect(harness.host.log.isEmpty)
    harness.host.environment.isOnScreen = true
    harness.attachment.hostDidMoveOnScreen()
    #expect(harness.log.entries == ["willAppear"])
    #expect(harness.shownTitle == "Loading…", "the load began 2 s ago: past its show delay")
  }

  @Test("a data change off screen still decides, through the coalesced trigger too")
  func dataDecidesOffScreen() {
    let harness = AttachmentHarness()
    harness.host.environment.isOnScreen = false
    harness.attachment.configuration = fullConfiguration()
    harness.attachment.setNeedsReload()
    harness.endTurn()
    #expect(harness.log.entries == ["willAppear"])
  }

  @Test("a shown empty data set follows its state off screen (it is shown: someone may look)")
  func shownFollowsState() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    harness.host.environment.isOnScreen = false
    harness.attachment.state = .offline
    harness.endTurn()
    #expect(harness.shownTitle == "You’re Offline")
  }
}
