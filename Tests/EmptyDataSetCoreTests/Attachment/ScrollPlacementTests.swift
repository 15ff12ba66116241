// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

@Suite("Decision: where a scrolled list's empty view goes, and when it is measured again")
@MainActor
struct ScrollPlacementTests {
  private typealias Origin = LayoutContainer.Origin
  /// At rest, a list under a 64-point bar starts 64 points above its content.
  private let restingStart = Origin(x: 0, y: -64)

  @Test("the container is the visible bounds once scrolled into the content")
  func scrolledIn() {
    let origin = Origin.scrolling(visible: Origin(x: 0, y: 2000), restingStart: restingStart)
    #expect(origin == Origin(x: 0, y: 2000))
    let sideways = Origin.scrolling(visible: Origin(x: 320, y: -64), restingStart: restingStart)
    #expect(sideways == Origin(x: 320, y: -64))
  }

  @Test("the container stays at the resting start while the list is pulled past it")
  func pulledPast() {
    for pull in [-65.0, -120, -400] {
      let origin = Origin.scrolling(visible: Origin(x: -30, y: pull), restingStart: restingStart)
      #expect(origin == restingStart, "pulled to \(pull)")
    }
  }

  @Test("a non-finite offset or start counts as 0")
  func nonFinite() {
    let origin = Origin.scrolling(
      visible: Origin(x: .nan, y: .infinity), restingStart: Origin(x: -.infinity, y: -64))
    #expect(origin == Origin(x: 0, y: 0))
  }

  @Test("a list that empties while scrolled down shows its empty state where the user looks")
  func emptiesScrolledDown() {
    let harness = AttachmentHarness()
    harness.host.layoutContainer.origin = .scrolling(
      visible: Origin(x: 0, y: 2000), restingStart: restingStart)
    harness.attachment.configuration = fullConfiguration()
    harness.endTurn()
    #expect(harness.host.appliedLayout?.viewFrame.y == 2000)
    #expect(harness.host.appliedLayout?.viewFrame.height == 667)
  }

  @Test("each frame of a scroll moves the view and measures nothing")
  func scrollMovesWithoutMeasuring() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    let measured = harness.host.measurements
    let frames = harness.host.appliedLayout?.frames
    for offset in stride(from: 10.0, through: 300, by: 10) {
      harness.host.layoutContainer.origin = .scrolling(
        visible: Origin(x: 0, y: offset), restingStart: .zero)
      harness.attachment.containerDidChange()
      #expect(harness.host.appliedLayout?.viewFrame.y == offset)
    }
    #expect(harness.host.measurements == measured)
    #expect(harness.host.log == Array(repeating: "layout", count: 30))
    #expect(harness.host.appliedLayout?.frames == frames, "the content inside did not move")
  }

  @Test("a pull past the start, frame after frame, costs no layout at all")
  func pullCostsNothing() {
    let harness = AttachmentHarness()
    harness.host.layoutContainer.origin = restingStart
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    for pull in stride(from: -70.0, through: -200, by: -10) {
      harness.host.layoutContainer.origin = .scrolling(
        visible: Origin(x: 0, y: pull), restingStart: restingStart)
      harness.attachment.containerDidChange()
    }
    #expect(harness.host.log.isEmpty)
  }

  @Test("insets that change without changing the width lay out again with the sizes measured")
  func insetsKeepMeasures() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    let measured = harness.host.measurements
    harness.host.layoutContainer.visibleInsets.bottom = 300  // the keyboard came up
    harness.attachment.containerDidChange()
    #expect(harness.host.log == ["layout"])
    #expect(harness.host.measurements == measured)
    harness.host.layoutContainer.size.width = 320  // a rotation: texts wrap differently
    harness.attachment.containerDidChange()
    #expect(harness.host.measurements > measured)
  }

  @Test("new content is measured again, even in a container that did not change")
  func newContentMeasures() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    let measured = harness.host.measurements
    var changed = fullConfiguration()
    changed.title = "Another title"
    harness.attachment.configuration = changed
    harness.endTurn()
    #expect(harness.host.measurements > measured)
  }
}
