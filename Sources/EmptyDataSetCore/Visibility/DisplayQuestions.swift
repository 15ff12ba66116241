// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// The questions a reload asks before it knows whether anything is shown, and the state
/// timeline. Not nested in the generic controller, so that it is not generic itself; a class
/// with constant closures, so that a reload retains one object rather than each closure's
/// context.
@MainActor
final class DisplayQuestions {
  private var isAvailable: @MainActor () -> Bool = { false }
  private var shouldDisplay: @MainActor () -> Bool = { false }
  private var isForcedToDisplay: @MainActor () -> Bool = { false }
  private var hasProvider = false
  var timeline = StateTimeline()

  func setProvider<Platform>(_ provider: EmptyDataSetProvider<Platform>?) {
    guard let provider else { return clear() }
    hasProvider = true
    isAvailable = provider.isAvailable
    shouldDisplay = provider.shouldDisplay
    isForcedToDisplay = provider.isForcedToDisplay
  }

  /// Forgets the provider's questions: reloads then decide nothing is shown.
  func clear() {
    hasProvider = false
    let no: @MainActor () -> Bool = { false }
    isAvailable = no
    shouldDisplay = no
    isForcedToDisplay = no
  }

  /// The decision, or `nil` when there is no provider or its source has gone. A method, so that
  /// the constant closures are called on a borrowed `self` without retaining their contexts.
  func decide(containsItems: () -> Bool) -> DisplayDecision? {
    guard hasProvider, isAvailable() else { return nil }
    return DisplayDecision.evaluate(
      shouldDisplay: shouldDisplay, containsItems: containsItems, isForced: isForcedToDisplay)
  }

  /// The state to display for `decision` (the clock is read only when a timing rule needs it).
  func resolve(_ decision: DisplayDecision, now: () -> Double) -> StateTimeline.Decision {
    timeline.decide(showsEmptyDataSet: decision.showsEmptyDataSet, now: now)
  }
}
