// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// Decides which state the user sees, from the state the app asked for, whether the list is
/// empty, and the time. A pure value: the same inputs at the same times give the same answers,
/// so tests drive it with a virtual clock.
///
/// The rules, in the order they are applied:
///
/// 1. **A shown loading state stays for ``EmptyDataSetTiming/minimumDuration``**, whatever
///    happens meanwhile (the load ends, fails, items arrive), so it never blinks.
/// 2. **While a load is pending**:
///    - a list with items (or one that should not display) shows them: a loading state never
///      covers items;
///    - after ``EmptyDataSetTiming/showDelay`` the loading state appears, so a load that ends
///      within the delay never shows it at all;
///    - within the delay nothing new appears: the "no items" state above all, since the list is
///      not known to be empty yet. What is already shown stays (a failed state whose retry is
///      pending, a search without results), because hiding it only to show something 100 ms
///      later would be a flicker of its own. The one exception is a "no items" state that
///      appeared less than a show delay before the load began: that was the list's unloaded
///      start (the classic "No items" flash before the first request returns), so it goes.
/// 3. **Otherwise** the state the app asked for is shown while the list is empty: the "no items"
///    state for ``EmptyDataSetState/empty``, or the failed or no-results state.
///
/// Going from loading to content therefore never passes through the "no items" state when
/// items arrive; it shows "no items" only when the load really ended with an empty list.
package struct StateTimeline: Hashable, Sendable {
  /// The timing values, repaired.
  package var timing: EmptyDataSetTiming
  /// The state the app asked for last.
  package private(set) var requested: EmptyDataSetState = .empty
  /// When the pending load began (when ``requested`` became loading), else `nil`.
  package private(set) var loadStart: Double?
  /// What the last decision showed, or `nil` when nothing.
  package private(set) var displayed: EmptyDataSetState?
  /// When ``displayed`` last changed.
  package private(set) var displayedSince: Double = -Double.infinity

  /// Creates a timeline with nothing shown and nothing requested.
  package init(timing: EmptyDataSetTiming = EmptyDataSetTiming()) {
    self.timing = timing
  }

  /// What one decision shows, and when to decide again.
  package struct Decision: Hashable, Sendable {
    /// The state to show, or `nil` for none.
    package var display: EmptyDataSetState?
    /// The time at which the answer may change without any input changing (a delay or a
    /// minimum duration ends), or `nil`.
    package var decideAgainAt: Double?
  }

  /// Records that the app asked for `state` at `now`. Asking for loading while a load is
  /// already pending keeps the pending load's start time.
  package mutating func request(_ state: EmptyDataSetState, at now: Double) {
    if state == .loading {
      if requested != .loading { loadStart = now }
    } else {
      loadStart = nil
    }
    requested = state
  }

  /// Decides what to show for a list that `showsEmptyDataSet` (it is empty, or the empty data
  /// set is forced, and it should display), and records it as displayed.
  ///
  /// `now` is read only when a timing rule is in play or the display changes, so the common
  /// decision (no load pending, nothing changes) costs a few comparisons.
  package mutating func decide(showsEmptyDataSet: Bool, now: () -> Double) -> Decision {
    let isTimed = loadStart != nil || displayed == .loading
    var time: Double? = isTimed ? now() : nil
    let decision: Decision
    if let time {
      decision = evaluate(showsEmptyDataSet: showsEmptyDataSet, at: time)
    } else {
      decision = settled(showsEmptyDataSet: showsEmptyDataSet)
    }
    if decision.display != displayed {
      displayed = decision.display
      if time == nil { time = now() }
      displayedSince = time ?? displayedSince
    }
    return decision
  }

  /// Decides at the time `now`; see ``decide(showsEmptyDataSet:now:)``.
  package mutating func decide(showsEmptyDataSet: Bool, at now: Double) -> Decision {
    decide(showsEmptyDataSet: showsEmptyDataSet, now: { now })
  }

  /// Forgets what was shown (after a detach, or when the decision found nothing to show): the
  /// next decision starts from nothing.
  package mutating func reset() {
    displayed = nil
    displayedSince = -Double.infinity
  }

  private func evaluate(showsEmptyDataSet: Bool, at now: Double) -> Decision {
    // 1. A shown loading state stays for its minimum duration.
    if displayed == .loading {
      let end = displayedSince + timing.minimumDuration
      if now < end { return Decision(display: .loading, decideAgainAt: end) }
    }
    // 2. A pending load.
    if let loadStart {
      guard showsEmptyDataSet else { return Decision(display: nil) }
      let showAt = loadStart + timing.showDelay
      if now >= showAt { return Decision(display: .loading) }
      switch displayed {
      case nil:
        return Decision(display: nil, decideAgainAt: showAt)
      case .empty where displayedSince > loadStart - timing.showDelay:
        return Decision(display: nil, decideAgainAt: showAt)
      case let kept?:
        return Decision(display: kept, decideAgainAt: showAt)
      }
    }
    return settled(showsEmptyDataSet: showsEmptyDataSet)
  }

  /// Rule 3: the state asked for, while the list is empty.
  private func settled(showsEmptyDataSet: Bool) -> Decision {
    guard showsEmptyDataSet else { return Decision(display: nil) }
    // (A requested load has a start time, so it was decided above; the guard keeps it so.)
    return Decision(display: requested == .loading ? .empty : requested)
  }
}
