// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import Testing

/// Each timing rule of StateTimeline, with a virtual clock. Every test fails when its rule is
/// broken (the numbers straddle the rule's boundary).
@Suite("States: the timing rules, one by one")
struct StateTimelineTests {
  /// Default timing: 0.3 s delay, 0.5 s minimum.
  private func timeline() -> StateTimeline { StateTimeline() }

  @Test("a load that ends within the show delay never shows the loading state")
  func fastLoadShowsNothing() {
    var timeline = timeline()
    timeline.request(.loading, at: 10)
    let early = timeline.decide(showsEmptyDataSet: true, at: 10)
    #expect(early.display == nil)
    #expect(early.decideAgainAt == 10.3)
    #expect(timeline.decide(showsEmptyDataSet: true, at: 10.29).display == nil)
    timeline.request(.empty, at: 10.29)
    #expect(timeline.decide(showsEmptyDataSet: false, at: 10.29).display == nil)
  }

  @Test("a load still pending at the show delay shows the loading state")
  func slowLoadShowsLoading() {
    var timeline = timeline()
    timeline.request(.loading, at: 0)
    #expect(timeline.decide(showsEmptyDataSet: true, at: 0.3).display == .loading)
  }

  @Test("a shown loading state stays for the minimum duration after the load ended")
  func minimumDuration() {
    var timeline = timeline()
    timeline.request(.loading, at: 0)
    _ = timeline.decide(showsEmptyDataSet: true, at: 0.3)
    timeline.request(.empty, at: 0.35)
    let held = timeline.decide(showsEmptyDataSet: false, at: 0.35)
    #expect(held.display == .loading)
    #expect(held.decideAgainAt == 0.8)
    #expect(timeline.decide(showsEmptyDataSet: false, at: 0.79).display == .loading)
    #expect(timeline.decide(showsEmptyDataSet: false, at: 0.8).display == nil)
  }

  @Test("the minimum duration also holds against a failure")
  func minimumDurationBeforeFailure() {
    var timeline = timeline()
    timeline.request(.loading, at: 0)
    _ = timeline.decide(showsEmptyDataSet: true, at: 0.3)
    timeline.request(.offline, at: 0.4)
    #expect(timeline.decide(showsEmptyDataSet: true, at: 0.4).display == .loading)
    #expect(timeline.decide(showsEmptyDataSet: true, at: 0.8).display == .offline)
  }

  @Test("while a load is pending on an empty list, the 'no items' state does not appear")
  func noEmptyWhilePending() {
    var timeline = timeline()
    timeline.request(.loading, at: 0)
    #expect(timeline.decide(showsEmptyDataSet: true, at: 0).display == nil)
    #expect(timeline.decide(showsEmptyDataSet: true, at: 0.2).display == nil)
  }

  @Test("a 'no items' state that appeared just before the load began is withdrawn")
  func freshEmptyWithdrawn() {
    var timeline = timeline()
    #expect(timeline.decide(showsEmptyDataSet: true, at: 5).display == .empty)
    timeline.request(.loading, at: 5.1)
    #expect(timeline.decide(showsEmptyDataSet: true, at: 5.1).display == nil)
  }

  @Test("a 'no items' state shown for a while stays during the show delay (no blink)")
  func settledEmptyKept() {
    var timeline = timeline()
    #expect(timeline.decide(showsEmptyDataSet: true, at: 5).display == .empty)
    timeline.request(.loading, at: 6)
    #expect(timeline.decide(showsEmptyDataSet: true, at: 6.1).display == .empty)
    timeline.request(.empty, at: 6.2)
    #expect(timeline.decide(showsEmptyDataSet: true, at: 6.2).display == .empty)
  }

  @Test("loading to content with items never passes through the 'no items' state")
  func loadingToItems() {
    var timeline = timeline()
    timeline.request(.loading, at: 0)
    _ = timeline.decide(showsEmptyDataSet: true, at: 0.3)
    timeline.request(.empty, at: 1)
    #expect(timeline.decide(showsEmptyDataSet: false, at: 1).display == nil)
  }

  @Test("a loading state never covers items, even after the delay")
  func loadingNeverCoversItems() {
    var timeline = timeline()
    timeline.request(.loading, at: 0)
    #expect(timeline.decide(showsEmptyDataSet: false, at: 0.5).display == nil)
  }

  @Test("retry from the failed state keeps it during the delay, then shows loading")
  func retryUnderSameRules() {
    var timeline = timeline()
    timeline.request(.failed(), at: 0)
    #expect(timeline.decide(showsEmptyDataSet: true, at: 0).display == .failed())
    timeline.request(.loading, at: 2)
    #expect(timeline.decide(showsEmptyDataSet: true, at: 2.1).display == .failed())
    #expect(timeline.decide(showsEmptyDataSet: true, at: 2.3).display == .loading)
  }

  @Test("asking for loading again while a load is pending keeps its start")
  func repeatedLoadingKeepsStart() {
    var timeline = timeline()
    timeline.request(.loading, at: 0)
    timeline.request(.loading, at: 0.2)
    #expect(timeline.decide(showsEmptyDataSet: true, at: 0.3).display == .loading)
  }

  @Test("the decision reads the clock only when a timing rule is in play")
  func clockReadLazily() {
    var timeline = timeline()
    var reads = 0
    _ = timeline.decide(showsEmptyDataSet: false) {
      reads += 1
      return 0
    }
    #expect(reads == 0)
    timeline.request(.loading, at: 0)
    _ = timeline.decide(showsEmptyDataSet: true) {
      reads += 1
      return 0
    }
    #expect(reads == 1)
  }

  @Test("custom timing values are used")
  func customTiming() {
    var timeline = StateTimeline(
      timing: EmptyDataSetTiming(showDelay: 1, minimumDuration: 2))
    timeline.request(.loading, at: 0)
    #expect(timeline.decide(showsEmptyDataSet: true, at: 0.9).display == nil)
    #expect(timeline.decide(showsEmptyDataSet: true, at: 1).display == .loading)
    timeline.request(.empty, at: 1.5)
    #expect(timeline.decide(showsEmptyDataSet: false, at: 2.9).display == .loading)
    #expect(timeline.decide(showsEmptyDataSet: false, at: 3).display == nil)
  }
}
