// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// One random timeline of a list that loads, fails, searches and changes, checked after every
/// step against a model of its own (the test's own record of when loads began and what was
/// shown when), not against the timeline under test.
@MainActor
final class StateScenario {
  let harness = AttachmentHarness()
  var generator: SeededGenerator
  var pairing = PairingChecker()
  var checked = 0
  var failure: String?
  /// The test's own record: when the pending load began (nil when none).
  var loadStart: Double?
  /// What was visible at the last check, and since when.
  var shown: EmptyDataSetState?
  var shownSince = 0.0
  var isDetached = false
  /// How many times the loading state appeared (to check that the timelines exercise it).
  var loadingShown = 0
  let timing: EmptyDataSetTiming
  let epsilon = 1e-9

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
    let fast = generator.chance(0.3)
    timing = EmptyDataSetTiming(
      showDelay: fast ? 0.1 : 0.3, minimumDuration: fast ? 0.2 : 0.5,
      crossFadeDuration: generator.chance(0.5) ? 0.2 : 0)
    harness.attachment.timing = timing
    harness.host.finishesFadesImmediately = generator.chance(0.3)
    var configuration = fullConfiguration()
    configuration.fadesIn = generator.chance(0.7)
    configuration.fadesOut = generator.chance(0.7)
    harness.host.itemsPerSection = [generator.chance(0.5) ? 0 : 3]
    var events = harness.log.events
    let logged = events
    events.willAppear = { [unowned self] in
      logged.willAppear?()
      transition(to: harness.attachment.displayedState)
    }
    events.willDisappear = { [unowned self] in
      logged.willDisappear?()
      transition(to: nil)
    }
    events.stateDidChange = { [unowned self] old, new in
      logged.stateDidChange?(old, new)
      transition(to: new)
    }
    harness.attachment.events = events
    harness.attachment.configuration = configuration
    check()
  }

  func run(steps: Int) {
    for _ in 0..<steps where failure == nil {
      step()
      check()
    }
  }

  private var now: Double { harness.host.now }

  private func request(_ state: EmptyDataSetState) {
    let beginsLoad = state == .loading && harness.attachment.state != .loading
    if beginsLoad {
      loadStart = now
    } else if state != .loading {
      loadStart = nil
    }
    harness.attachment.state = state
    if beginsLoad { probeFreshEmpty() }
  }

  private var steps: [String] = []

  /// The list's data changed: reloads as the GTK `items-changed` handler does, which skips a
  /// change that leaves items in a list the core says is settled (`isSettledWithItems`).
  private func dataChanged() {
    let hasItems = harness.host.itemsPerSection.contains { $0 > 0 }
    if harness.attachment.controller.isSettledWithItems, hasItems { return }
    harness.attachment.reload()
  }

  private func step() {
    let choice = Int.random(in: 0..<14, using: &generator)
    steps.append("\(choice)@\(now)")
    switch choice {
    case 0, 1:
      request(.loading)
    case 2:  // the load finishes with items; the list reloads before or after the app says so
      harness.host.itemsPerSection = [Int.random(in: 1...9, using: &generator)]
      let reloadsFirst = generator.chance(0.5)
      if reloadsFirst { dataChanged() }
      request(.empty)
      if !reloadsFirst { dataChanged() }
    case 3:  // the load finishes empty
      harness.host.itemsPerSection = [0]
      request(.empty)
      dataChanged()
    case 4:
      request(generator.chance(0.5) ? .offline : .failed())
    case 5:
      let query = ["", "a", "ab", "tofu"][Int.random(in: 0..<4, using: &generator)]
      request(.noResults(query: query))
    case 6:  // data arrives or goes on its own
      harness.host.itemsPerSection = [generator.chance(0.5) ? 0 : 2]
      dataChanged()
    case 7:  // retry: the failed state's button
      let controller = harness.attachment.controller
      if controller.display?.kind.offersRetry == true, controller.isVisible, !isDetached,
        harness.attachment.state != .loading
      {
        loadStart = now
      }
      controller.handleButtonTap()
    case 8, 9, 10:
      harness.host.advance(by: Double.random(in: 0...0.6, using: &generator))
    case 11:
      harness.endTurn()
    case 12:
      harness.host.completeAllFades()
    default:
      if generator.chance(0.03) {
        isDetached = true
        harness.attachment.detach()
      } else {
        harness.host.advance(by: 0.05)
      }
    }
  }

  private func check() {
    let controller = harness.attachment.controller
    if let problem = settledReloadProblem(harness.attachment, harness.host, log: harness.log) {
      return fail(problem)
    }
    pairing.consume(harness.log.entries[checked...])
    checked = harness.log.entries.count
    if let problem = pairing.failure { return fail(problem) }
    let visible = controller.isVisible ? controller.display : nil
    if visible != shown {
      return fail("saw \(String(describing: visible)), events said \(String(describing: shown))")
    }
    // A loading state never covers items for longer than its minimum duration.
    let listIsEmpty = harness.host.itemsPerSection.allSatisfy { $0 == 0 }
    let turnPending = harness.host.scheduled.contains { $0.at <= now }
    if visible == .loading, !listIsEmpty, !turnPending,
      now - shownSince >= timing.minimumDuration + epsilon
    {
      return fail("loading covers items \(now - shownSince) s after it appeared")
    }
    // The shown content is the shown state's.
    if let display = visible, let installed = harness.host.installedConfiguration {
      let title = installed.title ?? ""
      let expected: Bool
      switch display {
      case .empty: expected = title == "No Favorites"
      case .loading: expected = installed.showsActivityIndicator
      case .failed: expected = title == "Couldn’t Load"
      case .offline: expected = title == "You’re Offline"
      case .noResults: expected = title == "No Matches"
      }
      if !expected { return fail("shows \(title) for \(display)") }
    }
    // Settled (no pending load, no hold): the display is the state asked for.
    if !isDetached, loadStart == nil,
      shown != .loading || now - shownSince >= timing.minimumDuration,
      controller.phase != .disappearing, harness.host.scheduled.isEmpty
    {
      let empty = harness.host.itemsPerSection.allSatisfy { $0 == 0 }
      let target: EmptyDataSetState?
      let state = harness.attachment.state
      target = empty ? (state == .loading ? .empty : state) : nil
      if visible != target {
        return fail(
          "settled on \(String(describing: visible)), wanted \(String(describing: target))")
      }
    }
  }

  /// A load began: if the "no items" state on screen appeared less than a show delay ago, it
  /// must be gone once this main-loop turn ends (the attachment's own end-of-turn decision was
  /// scheduled first, so this probe runs after it).
  private func probeFreshEmpty() {
    guard shown == .empty, now - shownSince < timing.showDelay - epsilon, !isDetached else {
      return
    }
    harness.host.schedule(after: 0) { [weak self] in
      guard let self, !self.isDetached, self.harness.attachment.state == .loading else { return }
      if self.shown == .empty { self.fail("a fresh 'no items' state stayed after a load began") }
    }
  }

  /// Called by the events at the moment the visible state changes: the timing rules are
  /// checked at that exact time.
  private func transition(to visible: EmptyDataSetState?) {
    if let shown, shown == .loading, !isDetached,
      now - shownSince < timing.minimumDuration - epsilon
    {
      return fail(
        "loading shown for \(now - shownSince) s only, then \(String(describing: visible))")
    }
    if visible == .loading {
      guard let loadStart else { return fail("loading shown with no load pending") }
      if now - loadStart < timing.showDelay - epsilon {
        return fail("loading shown \(now - loadStart) s after the load began")
      }
    }
    if visible == .empty, loadStart != nil {
      return fail("'no items' appeared while a load was pending")
    }
    if visible == .loading { loadingShown += 1 }
    shown = visible
    shownSince = now
  }

  private func fail(_ message: String) {
    if failure == nil {
      failure =
        "at \(now) s: \(message); last steps \(steps.suffix(6)); events \(harness.log.entries.suffix(4))"
    }
  }
}

@Suite("States fuzz: random timelines keep every timing rule")
@MainActor
struct StateFuzzTests {
  @Test("10,000 seeded random timelines: loads, failures, searches, data, retries, detach")
  func randomTimelines() {
    var failures: [String] = []
    var loadingShown = 0
    for seed in 0..<UInt64(10_000) {
      let scenario = StateScenario(seed: seed &* 0x2545_F491 &+ 3)
      scenario.run(steps: 60)
      loadingShown += scenario.loadingShown
      if let failure = scenario.failure {
        failures.append("seed \(seed): \(failure)")
        if failures.count >= 5 { break }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
    #expect(loadingShown > 1_000, "the timelines hardly ever showed loading")
  }
}
