// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// A state set on an attachment that has nothing else (no configuration, source, delegate,
/// events or language set) shows its preset, as the README's one-liners promise; what else the
/// app happened to set before does not change that.
@Suite("States: the presets without any other setting")
@MainActor
struct StateWithoutContentTests {
  @Test("state = .loading alone shows the loading preset after the show delay")
  func loadingAlone() {
    let host = FakeHost()
    host.itemsPerSection = [0]
    let attachment = EmptyDataSetAttachment(host: host)
    attachment.state = .loading
    host.advance(by: 0.3)
    #expect(host.installedConfiguration?.showsActivityIndicator == true)
  }

  @Test("state = .failed alone shows the failed preset; an empty list alone shows nothing")
  func failedAlone() {
    let host = FakeHost()
    host.itemsPerSection = [0]
    let attachment = EmptyDataSetAttachment(host: host)
    attachment.reload()
    #expect(host.installedConfiguration == nil, "no 'no items' content was given")
    attachment.state = .failed()
    host.advance(by: 0)
    #expect(host.installedConfiguration?.button.titles.normal != nil)
  }

  @Test("displayedState is nil while nothing is shown: no 'no items' content, or a source gone")
  func displayedStateWhenNothingShown() {
    let host = FakeHost()
    host.itemsPerSection = [0]
    let attachment = EmptyDataSetAttachment(host: host)
    attachment.reload()
    #expect(host.installedConfiguration == nil)
    #expect(attachment.displayedState == nil)
    attachment.events = EmptyDataSetEvents()
    #expect(attachment.displayedState == nil)
    attachment.state = .failed()
    host.advance(by: 0)
    #expect(attachment.displayedState == .failed())
    attachment.source = EmptyDataSetSourceBinding(
      answers: EmptyDataSetSourceAnswers(), isAvailable: { false })
    host.advance(by: 0)
    host.completeAllFades()
    #expect(host.installedConfiguration == nil)
    #expect(attachment.displayedState == nil)
  }

  @Test("setting unrelated events first changes nothing about what a state shows")
  func eventsDoNotMatter() {
    func shown(settingEvents: Bool) -> Bool {
      let host = FakeHost()
      host.itemsPerSection = [0]
      let attachment = EmptyDataSetAttachment(host: host)
      if settingEvents { attachment.events = EmptyDataSetEvents() }
      attachment.state = .offline
      host.advance(by: 0)
      return host.installedConfiguration != nil
    }
    #expect(shown(settingEvents: false) == shown(settingEvents: true))
  }
}

/// Timing values changed while a load is pending apply to that load.
@Suite("States: timing changed during a load")
@MainActor
struct TimingChangeTests {
  @Test("a shorter show delay set during a load shows the loading state at the new time")
  func shorterDelayDuringLoad() {
    let harness = AttachmentHarness()
    harness.host.itemsPerSection = [0]
    harness.attachment.state = .loading
    harness.host.advance(by: 0.05)
    harness.attachment.timing = EmptyDataSetTiming(showDelay: 0.1)
    harness.host.advance(by: 0.06)
    #expect(harness.host.installedConfiguration?.showsActivityIndicator == true)
  }

  @Test("timing set on a list off screen with no load pending does not decide early")
  func timingOffScreen() {
    let harness = AttachmentHarness()
    harness.host.environment.isOnScreen = false
    harness.attachment.configuration = fullConfiguration()
    harness.attachment.timing = EmptyDataSetTiming(showDelay: 0.1)
    harness.host.advance(by: 1)
    #expect(harness.log.entries.isEmpty)
    harness.host.environment.isOnScreen = true
    harness.attachment.hostDidMoveOnScreen()
    #expect(harness.log.entries == ["willAppear"])
  }
}
