// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// The questions a reload asks before it knows whether anything is shown. Not nested in the
/// generic controller, so that it is not generic itself; a class with constant closures, made
/// anew for each provider, so that a reload retains one object rather than each closure's
/// context, and reads them without the exclusivity checks a variable would need (stored as
/// variables, the three reads cost about a fifth of a reload with data present, measured by
/// the benchmarks).
@MainActor
final class DisplayQuestions {
  private let isAvailable: @MainActor () -> Bool
  private let shouldDisplay: @MainActor () -> Bool
  private let isForcedToDisplay: @MainActor () -> Bool
  private let fixedAnswers: (shouldDisplay: Bool, isForced: Bool)?
  /// True when the answers are constant and a list with items is never shown.
  let hidesListsWithItems: Bool

  init<Platform>(_ provider: EmptyDataSetProvider<Platform>) {
    isAvailable = provider.isAvailable
    shouldDisplay = provider.shouldDisplay
    isForcedToDisplay = provider.isForcedToDisplay
    let fixed = provider.fixedAnswers
    fixedAnswers = fixed
    hidesListsWithItems =
      fixed.map { answers in
        !DisplayDecision.evaluate(
          shouldDisplay: { answers.shouldDisplay }, containsItems: { true },
          isForced: { answers.isForced }
        ).showsEmptyDataSet
      } ?? false
  }

  /// The decision, or `nil` when the source has gone. A method, so that the constant closures
  /// are called on a borrowed `self` without retaining their contexts; constant answers (a
  /// configuration's) call none.
  func decide(containsItems: () -> Bool) -> DisplayDecision? {
    if let fixed = fixedAnswers {
      return DisplayDecision.evaluate(
        shouldDisplay: { fixed.shouldDisplay }, containsItems: containsItems,
        isForced: { fixed.isForced })
    }
    guard isAvailable() else { return nil }
    return DisplayDecision.evaluate(
      shouldDisplay: shouldDisplay, containsItems: containsItems, isForced: isForcedToDisplay)
  }
}

/// The state timeline of one controller, and whether it is idle. Not generic, like
/// ``DisplayQuestions``.
@MainActor
final class StateKeeper {
  /// The timeline. Changed only through the methods below, which keep ``isIdle`` true to it.
  /// `@exclusivity(unchecked)`, as the controller's flags: the methods below are its only
  /// writers, none of them reentrant, and the run-time access check (a thread-local lookup)
  /// was a tenth of a reload that shows or hides.
  @exclusivity(unchecked) private(set) var timeline = StateTimeline()
  /// True when nothing is displayed and no load is pending: a reload of a list with items then
  /// needs no timing rule and does not touch the timeline.
  @exclusivity(unchecked) private(set) var isIdle = true

  /// The state to display for `decision` (the clock is read only when a timing rule needs it).
  func resolve(_ decision: DisplayDecision, now: () -> Double) -> StateTimeline.Decision {
    let result = timeline.decide(showsEmptyDataSet: decision.showsEmptyDataSet, now: now)
    updateIdle()
    return result
  }

  /// Records the state the app asked for.
  func request(_ state: EmptyDataSetState, at now: Double) {
    timeline.request(state, at: now)
    updateIdle()
  }

  /// Forgets what was displayed.
  func reset() {
    timeline.reset()
    updateIdle()
  }

  /// Sets the timing values.
  func setTiming(_ timing: EmptyDataSetTiming) {
    timeline.timing = timing
  }

  private func updateIdle() {
    isIdle = timeline.loadStart == nil && timeline.displayed == nil
  }
}
