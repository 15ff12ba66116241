// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// Reduce Motion and accessibility announcements, decided once in the core from what the host
/// reports.
@Suite("Attachment: Reduce Motion and announcements")
@MainActor
struct AttachmentEnvironmentTests {
  @Test("Reduce Motion: appearing and disappearing are instant, callbacks still paired")
  func reduceMotionMakesFadesInstant() {
    let harness = AttachmentHarness()
    harness.host.environment.prefersReducedMotion = true
    harness.attachment.configuration = fullConfiguration()
    harness.endTurn()
    #expect(harness.log.entries == ["willAppear", "didAppear"])
    #expect(harness.host.log.contains("install alpha=1.0"))
    #expect(harness.host.pendingFades.isEmpty)
    harness.host.itemsPerSection = [1]
    harness.attachment.reload()
    #expect(harness.log.entries == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(harness.host.pendingFades.isEmpty)
  }

  @Test("Reduce Motion: a change of state is not cross-faded")
  func reduceMotionNoCrossFade() {
    let harness = AttachmentHarness()
    harness.host.environment.prefersReducedMotion = true
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    harness.attachment.state = .offline
    harness.endTurn()
    #expect(harness.host.log.first == "update")
  }

  @Test("without Reduce Motion a change of state cross-fades for the timing's duration")
  func crossFadeByDefault() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    harness.attachment.state = .offline
    harness.endTurn()
    #expect(harness.host.log.first == "crossfade 0.2")
  }

  @Test("appearing with focus on the list or nowhere: focus moves in, once the fade ends")
  func appearanceMovesFocus() {
    for focus in [HostFocus.none, .inList] {
      let harness = AttachmentHarness()
      harness.host.environment.focus = focus
      harness.attachment.configuration = fullConfiguration()
      harness.endTurn()
      #expect(harness.host.announcements.isEmpty, "announced before the fade-in ended")
      harness.host.completeAllFades()
      #expect(harness.host.announcements == [.focusEmptyDataSet])
    }
  }

  @Test("appearing while the user types in a text field: announced, focus stays")
  func appearanceWhileTyping() {
    for focus in [HostFocus.inTextInput, .elsewhere] {
      let harness = AttachmentHarness()
      harness.host.environment.focus = focus
      harness.attachment.configuration = fullConfiguration()
      harness.endTurn()
      harness.host.completeAllFades()
      #expect(harness.host.announcements == [.announceContent])
    }
  }

  @Test("a list off screen announces nothing, appearing, changing or going")
  func offScreenIsSilent() {
    let harness = AttachmentHarness()
    harness.host.environment.isOnScreen = false
    harness.host.environment.focus = .inEmptyDataSet
    harness.attachment.configuration = fullConfiguration()
    harness.endTurn()
    harness.host.completeAllFades()
    harness.attachment.state = .failed()
    harness.endTurn()
    harness.host.itemsPerSection = [1]
    harness.attachment.reload()
    harness.host.completeAllFades()
    #expect(harness.host.announcements.isEmpty)
  }

  @Test("a change of state is announced; a new query in the same state is not")
  func stateChangeAnnounced() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    harness.host.clearAnnouncements()
    harness.attachment.state = .noResults(query: "a")
    harness.endTurn()
    #expect(harness.host.announcements == [.announceContent])
    harness.attachment.state = .noResults(query: "ab")
    harness.endTurn()
    #expect(harness.host.announcements == [.announceContent])
    #expect(
      harness.log.entries == [
        "state empty → noResults(query: \"a\")",
        "state noResults(query: \"a\") → noResults(query: \"ab\")",
      ])
  }

  @Test("going while focus is inside: focus returns to the list; otherwise nothing is said")
  func disappearanceReturnsFocus() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    harness.host.clearAnnouncements()
    harness.host.environment.focus = .inEmptyDataSet
    harness.host.itemsPerSection = [1]
    harness.attachment.reload()
    #expect(harness.host.announcements == [.returnFocusToList])

    let other = AttachmentHarness()
    other.attachment.configuration = fullConfiguration()
    other.settle()
    other.host.clearAnnouncements()
    other.host.environment.focus = .inTextInput
    other.host.itemsPerSection = [1]
    other.attachment.reload()
    other.host.completeAllFades()
    #expect(other.host.announcements.isEmpty)
  }
}

/// The decision "did the visible area change", made in the core for every host.
@Suite("Attachment: layout follows the visible area, not every hint")
@MainActor
struct VisibleAreaTests {
  @Test("a hint without a change of container costs nothing; a change of insets lays out")
  func onlyRealChangesLayOut() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    for _ in 0..<5 { harness.attachment.containerDidChange() }
    #expect(harness.host.log.isEmpty)
    harness.host.layoutContainer.visibleInsets.top = 120  // a header appeared
    harness.attachment.containerDidChange()
    #expect(harness.host.log == ["layout"])
    #expect(harness.host.appliedLayout?.viewFrame.y == 120)
  }

  @Test("a refresh inset that goes away re-centres the content")
  func refreshInsetGoes() {
    let harness = AttachmentHarness()
    harness.host.layoutContainer.visibleInsets.top = 60
    harness.attachment.configuration = fullConfiguration()
    harness.endTurn()
    let withInset = harness.host.appliedLayout?.viewFrame
    harness.host.layoutContainer.visibleInsets.top = 0
    harness.attachment.containerDidChange()
    #expect(withInset?.y == 60)
    #expect(harness.host.appliedLayout?.viewFrame.y == 0)
    #expect(harness.host.appliedLayout?.viewFrame.height == 667)
  }

  @Test("a text-size change measures again with the same container, and applies what changed")
  func contentSizeChange() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    let measured = harness.host.measurements
    harness.attachment.containerDidChange()
    #expect(harness.host.measurements == measured)
    harness.attachment.contentSizeDidChange()
    #expect(harness.host.measurements > measured)
    #expect(harness.host.log.isEmpty, "same sizes: nothing to apply")
    harness.host.extraTextHeight = 8
    harness.attachment.contentSizeDidChange()
    #expect(harness.host.log == ["layout"])
  }
}
