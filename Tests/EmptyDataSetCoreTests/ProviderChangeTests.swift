// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

@Suite("Controller: the provider removed from inside a callback")
@MainActor
struct ProviderChangeTests {
  @Test("the provider set to nil inside willAppear ends hidden, with paired callbacks")
  func providerRemovedInWillAppear() {
    let harness = Harness()
    harness.host.finishesFadesImmediately = true
    harness.use(fullConfiguration())
    harness.log.onEvent = { [unowned harness] name in
      guard name == "willAppear" else { return }
      harness.controller.provider = nil
    }
    harness.controller.reload()
    #expect(harness.controller.phase == .hidden)
    #expect(harness.host.installedConfiguration == nil)
    #expect(harness.log.entries == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(harness.host.isScrollEnabled == true)
  }

  @Test("the provider set to nil inside didDisappear, before showing again, ends hidden")
  func providerRemovedInDidDisappearBeforeReshow() {
    let harness = Harness()
    harness.use(fullConfiguration())
    harness.controller.reload()
    harness.host.completeAllFades()
    harness.host.itemsPerSection = [1]
    harness.controller.reload()  // fading out
    #expect(harness.controller.phase == .disappearing)
    harness.host.itemsPerSection = []
    harness.log.onEvent = { [unowned harness] name in
      guard name == "didDisappear" else { return }
      harness.controller.provider = nil
    }
    harness.controller.reload()  // ends the fade-out, then would show again
    harness.host.completeAllFades()
    #expect(harness.controller.phase == .hidden)
    #expect(harness.host.installedConfiguration == nil)
    let entries = harness.log.entries
    #expect(
      entries.filter { $0 == "willAppear" }.count == entries.filter { $0 == "didDisappear" }.count)
  }
}
