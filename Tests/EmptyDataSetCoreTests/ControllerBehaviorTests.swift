// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

@Suite("Controller: settings, taps, animation and re-entrancy")
@MainActor
struct ControllerBehaviorTests {
  @Test("the list's scroll setting is saved on show and restored on hide, not forced on")
  func scrollRestored() {
    let harness = Harness()
    harness.host.isScrollEnabled = false
    var configuration = fullConfiguration()
    configuration.allowsScroll = true
    harness.use(configuration)
    harness.controller.reload()
    #expect(harness.host.isScrollEnabled == true)
    harness.host.itemsPerSection = [1]
    harness.controller.reload()
    #expect(harness.host.isScrollEnabled == false)
  }

  @Test("scrolling is off while shown by default, and back on after")
  func scrollOffByDefault() {
    let harness = Harness()
    harness.use(fullConfiguration())
    harness.controller.reload()
    #expect(harness.host.isScrollEnabled == false)
    harness.host.itemsPerSection = [4]
    harness.controller.reload()
    #expect(harness.host.isScrollEnabled == true)
  }

  @Test("allowing scroll while shown applies at once, and hiding still restores the original")
  func scrollChangedWhileVisible() {
    let harness = Harness()
    harness.use(fullConfiguration())
    harness.controller.reload()
    var scrolling = fullConfiguration()
    scrolling.allowsScroll = true
    harness.use(scrolling)
    harness.controller.reload()
    #expect(harness.host.isScrollEnabled == true)
    harness.host.itemsPerSection = [1]
    harness.controller.reload()
    #expect(harness.host.isScrollEnabled == true)
  }

  @Test("taps reach the handlers synchronously, once each")
  func tapsAreSynchronous() {
    let harness = Harness()
    harness.use(fullConfiguration())
    harness.controller.reload()
    harness.controller.handleViewTap()
    #expect(harness.log.entries.last == "tapView")
    harness.controller.handleButtonTap()
    #expect(harness.log.entries.last == "tapButton")
    #expect(harness.log.entries.filter { $0.hasPrefix("tap") }.count == 2)
  }

  @Test("with touch not allowed, taps are ignored and the view refuses touches")
  func touchNotAllowed() {
    let harness = Harness()
    var configuration = fullConfiguration()
    configuration.allowsTouch = false
    harness.use(configuration)
    harness.controller.reload()
    #expect(harness.host.acceptsTouches == false)
    harness.controller.handleViewTap()
    harness.controller.handleButtonTap()
    #expect(!harness.log.entries.contains { $0.hasPrefix("tap") })
  }

  @Test("taps after hiding starts are ignored")
  func tapsWhileDisappearing() {
    let harness = Harness()
    harness.use(fullConfiguration())
    harness.controller.reload()
    harness.host.itemsPerSection = [1]
    harness.controller.reload()
    harness.controller.handleViewTap()
    #expect(!harness.log.entries.contains("tapView"))
  }

  @Test("the image animation runs only when allowed, and stops on hide")
  func imageAnimation() {
    let harness = Harness()
    var configuration = fullConfiguration()
    configuration.imageAnimation = "spin"
    harness.use(configuration)
    harness.controller.reload()
    #expect(harness.host.isImageAnimationRunning == false)
    configuration.animatesImage = true
    harness.use(configuration)
    harness.controller.reload()
    #expect(harness.host.isImageAnimationRunning == true)
    configuration.animatesImage = false
    harness.use(configuration)
    harness.controller.reload()
    #expect(harness.host.isImageAnimationRunning == false)
    configuration.animatesImage = true
    harness.use(configuration)
    harness.controller.reload()
    harness.host.itemsPerSection = [1]
    harness.controller.reload()
    #expect(harness.host.isImageAnimationRunning == false)
    #expect(harness.host.log.filter { $0 == "animation start" }.count == 2)
  }

  @Test("a reload from inside willAppear runs after the current one, not nested")
  func reentrantReloadFromWillAppear() {
    let harness = Harness()
    harness.use(fullConfiguration())
    var depth = 0
    harness.log.onEvent = { [unowned harness] name in
      guard name == "willAppear" else { return }
      depth += 1
      #expect(depth == 1)
      harness.host.itemsPerSection = [2]  // data arrives while appearing
      harness.controller.reload()
      depth -= 1
    }
    harness.controller.reload()
    harness.host.completeAllFades()
    #expect(harness.log.entries == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(harness.host.installedConfiguration == nil)
    #expect(harness.host.isScrollEnabled == true)
  }

  @Test("a reload from inside didDisappear that empties the list shows it again")
  func reentrantReloadFromDidDisappear() {
    let harness = Harness()
    var configuration = fullConfiguration()
    configuration.fadesIn = false
    configuration.fadesOut = false
    harness.use(configuration)
    harness.controller.reload()
    harness.log.onEvent = { [unowned harness] name in
      guard name == "didDisappear" else { return }
      harness.host.itemsPerSection = []
      harness.controller.reload()
    }
    harness.host.itemsPerSection = [1]
    harness.controller.reload()
    #expect(
      harness.log.entries == [
        "willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear", "didAppear",
      ])
    #expect(harness.controller.phase == .visible)
  }

  @Test("callbacks that toggle data forever are stopped after a bounded number of passes")
  func runawayReloadsAreBounded() {
    let harness = Harness()
    var configuration = fullConfiguration()
    configuration.fadesIn = false
    configuration.fadesOut = false
    harness.use(configuration)
    harness.log.onEvent = { [unowned harness] name in
      guard name == "didAppear" || name == "didDisappear" else { return }
      harness.host.itemsPerSection = harness.host.itemsPerSection.isEmpty ? [1] : []
      harness.controller.reload()
    }
    let reports = ReportRecorder()
    EmptyDataSetDiagnostics.scopedHandler.withValue(reports.handler) {
      harness.controller.reload()
    }
    #expect(reports.reports.count == 1)
    #expect(reports.reports.first?.severity == .misuse)
    #expect(harness.log.entries.count <= 2 * EmptyDataSetController<FakeHost>.maximumReloadPasses)
  }

  @Test("a host that finishes fades inside the call still gets paired callbacks")
  func immediateFades() {
    let harness = Harness()
    harness.host.finishesFadesImmediately = true
    harness.use(fullConfiguration())
    harness.controller.reload()
    harness.host.itemsPerSection = [1]
    harness.controller.reload()
    #expect(harness.log.entries == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
  }

  @Test("a resize while shown lays out again; while hidden it does nothing")
  func resizeRelayout() {
    let harness = Harness()
    harness.controller.containerDidChange()
    #expect(harness.host.log.isEmpty)
    harness.use(fullConfiguration())
    harness.controller.reload()
    let before = harness.host.appliedLayout
    harness.host.layoutContainer.size = EmptyDataSetLayout.Size(width: 768, height: 1024)
    harness.controller.containerDidChange()
    #expect(harness.host.appliedLayout != before)
    #expect(harness.host.appliedLayout?.viewFrame.width == 768)
    harness.host.clearLog()
    harness.controller.containerDidChange()
    #expect(harness.host.log.isEmpty, "an unchanged layout was applied again")
  }
}
