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
    attachment.state = .failed(.error)
    host.advance(by: 0)
    #expect(host.installedConfiguration?.button.titles.normal != nil)
  }

  @Test("setting unrelated events first changes nothing about what a state shows")
  func eventsDoNotMatter() {
    func shown(settingEvents: Bool) -> Bool {
      let host = FakeHost()
      host.itemsPerSection = [0]
      let attachment = EmptyDataSetAttachment(host: host)
      if settingEvents { attachment.events = EmptyDataSetEvents() }
      attachment.state = .failed(.offline)
      host.advance(by: 0)
      return host.installedConfiguration != nil
    }
    #expect(shown(settingEvents: false) == shown(settingEvents: true))
  }
}
