// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// One test per transition of DZNEmptyDataSet's lifecycle (when it calls will/did appear and
/// disappear), with the corrected behaviour, plus the transitions DZN never had (fade-out,
/// interrupted fades).
@Suite("Lifecycle: callbacks fire once per real transition")
@MainActor
struct LifecycleTests {
  @Test("hidden → shown: willAppear, then didAppear only when the fade-in ends")
  func showFadesIn() {
    let harness = Harness()
    harness.use(fullConfiguration())
    harness.controller.reload()
    #expect(harness.log.entries == ["willAppear"])
    #expect(harness.controller.phase == .appearing)
    #expect(harness.host.alpha == 0)
    harness.host.completeAllFades()
    #expect(harness.log.entries == ["willAppear", "didAppear"])
    #expect(harness.controller.phase == .visible)
    #expect(harness.host.alpha == 1)
  }

  @Test("hidden → shown without fade: both appear callbacks at once, alpha 1")
  func showWithoutFade() {
    let harness = Harness()
    var configuration = fullConfiguration()
    configuration.fadesIn = false
    harness.use(configuration)
    harness.controller.reload()
    #expect(harness.log.entries == ["willAppear", "didAppear"])
    #expect(harness.host.log.contains("install alpha=1.0"))
    #expect(harness.host.pendingFades.isEmpty)
  }

  @Test("visible → still empty: no callbacks, no update when nothing changed")
  func reloadWhileVisibleUnchanged() {
    let harness = Harness()
    harness.showSettled()
    for _ in 0..<5 { harness.controller.reload() }
    #expect(harness.log.entries.isEmpty)
    #expect(harness.host.log.isEmpty)
  }

  @Test("visible → still empty with new content: updated in place, no callbacks")
  func reloadWhileVisibleChanged() {
    let harness = Harness()
    harness.showSettled()
    var changed = fullConfiguration()
    changed.title = "Still nothing"
    harness.use(changed)
    harness.controller.reload()
    #expect(harness.log.entries.isEmpty)
    #expect(harness.host.log == ["update", "layout"])
    #expect(harness.host.installedConfiguration?.title == "Still nothing")
  }

  @Test("visible → data arrives: willDisappear, fade out, then didDisappear and removal")
  func hideFadesOut() {
    let harness = Harness()
    harness.showSettled()
    harness.host.itemsPerSection = [3]
    harness.controller.reload()
    #expect(harness.log.entries == ["willDisappear"])
    #expect(harness.controller.phase == .disappearing)
    #expect(harness.controller.isVisible == false)
    #expect(harness.host.installedConfiguration != nil)
    #expect(harness.host.acceptsTouches == false)
    harness.host.completeAllFades()
    #expect(harness.log.entries == ["willDisappear", "didDisappear"])
    #expect(harness.host.installedConfiguration == nil)
    #expect(harness.controller.phase == .hidden)
  }

  @Test("hidden → still not showing: nothing at all")
  func hiddenStaysHidden() {
    let harness = Harness()
    harness.host.itemsPerSection = [1]
    harness.use(fullConfiguration())
    harness.controller.reload()
    harness.controller.reload()
    #expect(harness.log.entries.isEmpty)
    #expect(harness.host.log.isEmpty)
  }

  @Test("no source: a reload shows nothing and fires nothing")
  func noSource() {
    let harness = Harness()
    harness.controller.reload()
    #expect(harness.log.entries.isEmpty)
    #expect(harness.host.log.isEmpty)
  }

  @Test("source set to nil while nothing is shown: no disappear callbacks (DZN fired them)")
  func sourceClearedWhileHidden() {
    let harness = Harness()
    harness.use(fullConfiguration())
    harness.controller.provider = nil
    #expect(harness.log.entries.isEmpty)
    #expect(harness.host.isScrollEnabled)
  }

  @Test("source set to nil while shown: hides, with callbacks to the handlers it was shown with")
  func sourceClearedWhileVisible() {
    let harness = Harness()
    var configuration = fullConfiguration()
    configuration.fadesOut = false
    harness.use(configuration)
    harness.controller.reload()
    harness.host.completeAllFades()
    harness.controller.provider = nil
    #expect(harness.log.entries == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(harness.host.installedConfiguration == nil)
  }

  @Test("source deallocated while shown: the next reload hides it (DZN left it on screen)")
  func sourceDeallocated() {
    let harness = Harness()
    let source = WeakSourceStandIn()
    harness.controller.provider = EmptyDataSetProvider(
      isAvailable: { source.isAlive },
      shouldDisplay: { true },
      isForcedToDisplay: { false },
      makeConfiguration: { _, _ in fullConfiguration() },
      events: harness.log.events)
    harness.controller.reload()
    harness.host.completeAllFades()
    source.isAlive = false
    harness.controller.reload()
    harness.host.completeAllFades()
    #expect(harness.log.entries == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(harness.controller.phase == .hidden)
  }

  @Test("delegate replaced while shown: no callbacks to either (DZN told the old one it left)")
  func delegateReplaced() {
    let harness = Harness()
    harness.showSettled()
    harness.controller.provider = EmptyDataSetProvider(
      configuration: fullConfiguration(), events: EmptyDataSetEvents())
    harness.controller.reload()
    #expect(harness.log.entries.isEmpty)
    #expect(harness.controller.phase == .visible)
  }

  @Test("first assignment does not touch the list's scroll setting (DZN forced it on)")
  func firstAssignmentKeepsSettings() {
    let harness = Harness()
    harness.host.itemsPerSection = [2]
    harness.host.isScrollEnabled = false
    harness.use(fullConfiguration())
    harness.controller.reload()
    #expect(harness.host.isScrollEnabled == false)
  }

  @Test("hide during the fade-in completes the appearance first: callbacks stay paired")
  func hideWhileAppearing() {
    let harness = Harness()
    harness.use(fullConfiguration())
    harness.controller.reload()
    harness.host.itemsPerSection = [1]
    harness.controller.reload()
    #expect(harness.log.entries == ["willAppear", "didAppear", "willDisappear"])
    harness.host.completeAllFades()
    #expect(harness.log.entries == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(harness.host.installedConfiguration == nil)
  }

  @Test("show during the fade-out finishes the removal, then appears again")
  func showWhileDisappearing() {
    let harness = Harness()
    harness.use(fullConfiguration())
    harness.controller.reload()
    harness.host.completeAllFades()
    harness.host.itemsPerSection = [1]
    harness.controller.reload()
    harness.host.itemsPerSection = [0]
    harness.controller.reload()
    #expect(
      harness.log.entries == [
        "willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear",
      ])
    harness.host.completeAllFades()
    #expect(harness.log.entries.last == "didAppear")
    #expect(harness.controller.phase == .visible)
    #expect(harness.host.installedConfiguration != nil)
  }

  @Test("a late completion from an interrupted fade is ignored")
  func staleFadeCompletion() {
    let harness = Harness()
    harness.use(fullConfiguration())
    harness.controller.reload()  // fade-in #0 pending
    harness.host.itemsPerSection = [1]
    harness.controller.reload()  // fade-out #1 pending
    harness.host.itemsPerSection = []
    harness.controller.reload()  // removal forced, fade-in #2 pending
    harness.host.completeFade(at: 0)  // the stale fade-in
    harness.host.completeFade(at: 0)  // the stale fade-out
    #expect(harness.controller.phase == .appearing)
    #expect(harness.host.installedConfiguration != nil)
    harness.host.completeFade(at: 0)
    #expect(harness.controller.phase == .visible)
    #expect(harness.log.entries.filter { $0 == "didAppear" }.count == 2)
  }
}

/// Stands in for a weakly held source object that can go away.
@MainActor
final class WeakSourceStandIn {
  var isAlive = true
}
