// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport

/// A fake host, its attachment and an event log for the app's closures, wired together.
@MainActor
final class AttachmentHarness {
  let host = FakeHost()
  let log = EventLog()
  lazy var attachment: EmptyDataSetAttachment<FakeHost> = {
    let attachment = EmptyDataSetAttachment(host: host)
    attachment.events = log.events
    return attachment
  }()

  /// An empty list (one empty section), with English presets.
  init() {
    host.itemsPerSection = [0]
    attachment.localization = .language("en")
  }

  /// Ends the current main-loop turn: runs what was scheduled for it.
  func endTurn() { host.advance(by: 0) }

  /// Ends the turn (so what was set is decided), finishes every fade, then forgets both logs.
  func settle() {
    endTurn()
    host.completeAllFades()
    log.clear()
    host.clearLog()
  }

  /// What the host shows: the title of the installed configuration, or `nil`.
  var shownTitle: String? { host.installedConfiguration?.title }
}

/// A DZN-style delegate made of closures that count how often each question is asked.
@MainActor
final class CountingDelegate {
  var questions: [String: Int] = [:]
  var entries: [String] = []
  var allowsScroll = false
  var fades = true

  var binding: EmptyDataSetDelegateBinding {
    var answers = EmptyDataSetDelegateAnswers()
    answers.shouldDisplay = { [unowned self] in ask("shouldDisplay", true) }
    answers.shouldBeForcedToDisplay = { [unowned self] in ask("forced", false) }
    answers.shouldFadeIn = { [unowned self] in ask("fadeIn", fades) }
    answers.shouldFadeOut = { [unowned self] in ask("fadeOut", fades) }
    answers.shouldAllowTouch = { [unowned self] in ask("touch", true) }
    answers.shouldAllowScroll = { [unowned self] in ask("scroll", allowsScroll) }
    answers.shouldAnimateImageView = { [unowned self] in ask("animate", false) }
    let events = EmptyDataSetEvents(
      didTapView: { [unowned self] in entries.append("delegate.tapView") },
      didTapButton: { [unowned self] in entries.append("delegate.tapButton") },
      willAppear: { [unowned self] in entries.append("delegate.willAppear") },
      didAppear: { [unowned self] in entries.append("delegate.didAppear") },
      willDisappear: { [unowned self] in entries.append("delegate.willDisappear") },
      didDisappear: { [unowned self] in entries.append("delegate.didDisappear") })
    return EmptyDataSetDelegateBinding(answers: answers, events: events)
  }

  private func ask(_ name: String, _ answer: Bool) -> Bool {
    questions[name, default: 0] += 1
    return answer
  }
}

/// A DZN-style source that answers a title for the "no items" state, optionally for others.
@MainActor
final class TitleSource {
  var title = "Nothing in the source"
  var titleQuestions = 0
  var answersStates: Set<EmptyDataSetState.Kind> = []
  var isAlive = true
  /// The displayed state read while answering, as a source would.
  var readState: () -> EmptyDataSetState? = { nil }

  var binding: EmptyDataSetSourceBinding<RecordingPlatform> {
    var answers = EmptyDataSetSourceAnswers<RecordingPlatform>()
    answers.title = { [unowned self] in
      titleQuestions += 1
      if let state = readState(), state != .empty { return "\(title) (\(state))" }
      return title
    }
    return EmptyDataSetSourceBinding(
      answers: answers, isAvailable: { [unowned self] in isAlive },
      answersState: { [unowned self] in answersStates.contains($0.kind) })
  }
}
