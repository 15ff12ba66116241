// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// Checks that a log of appearance events is a prefix of (willAppear didAppear willDisappear
/// didDisappear)*; taps, retries and state changes may come anywhere.
struct PairingChecker {
  private static let cycle = ["willAppear", "didAppear", "willDisappear", "didDisappear"]
  private var position = 0
  private(set) var failure: String?

  mutating func consume(_ entries: ArraySlice<String>) {
    for entry in entries
    where !entry.hasPrefix("tap") && !entry.hasPrefix("state ") && entry != "retry" {
      guard failure == nil else { return }
      if entry == Self.cycle[position] {
        position = (position + 1) % Self.cycle.count
      } else {
        failure = "\(entry) after \(Self.cycle[(position + 3) % 4])"
      }
    }
  }

  /// True when every appearance has been followed by its disappearance.
  var isBalanced: Bool { position == 0 }
}

/// One random life of an empty data set.
@MainActor
final class LifecycleScenario {
  let harness = Harness()
  var generator: SeededGenerator
  var appSettings: Bool
  let source = WeakSourceStandIn()
  var checked = 0
  var pairing = PairingChecker()
  var failure: String?
  /// Checks made while the controller said it was settled with items.
  var settledChecks = 0

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
    appSettings = generator.chance(0.8)
    harness.host.isScrollEnabled = appSettings
    harness.host.finishesFadesImmediately = generator.chance(0.1)
  }

  func randomConfiguration() -> RecordingConfiguration {
    var configuration = generator.chance(0.8) ? fullConfiguration() : RecordingConfiguration()
    if generator.chance(0.2) {
      configuration.customView = FakeView(
        "custom", width: Double.random(in: 0...300, using: &generator),
        height: Double.random(in: 0...300, using: &generator))
    }
    configuration.title =
      generator.chance(0.5) ? "Title \(Int.random(in: 0..<3, using: &generator))" : nil
    configuration.imageAnimation = generator.chance(0.5) ? "spin" : nil
    configuration.animatesImage = generator.chance(0.5)
    configuration.fadesIn = generator.chance(0.7)
    configuration.fadesOut = generator.chance(0.7)
    configuration.allowsTouch = generator.chance(0.8)
    configuration.allowsScroll = generator.chance(0.4)
    configuration.shouldDisplay = generator.chance(0.9)
    configuration.isForcedToDisplay = generator.chance(0.1)
    configuration.offset.vertical = Double.random(in: -100...100, using: &generator)
    return configuration
  }

  func randomProvider() -> EmptyDataSetProvider<RecordingPlatform> {
    let configuration = randomConfiguration()
    // A configuration's constant answers: the reloads that settle (isSettledWithItems).
    if generator.chance(0.3) {
      return EmptyDataSetProvider(configuration: configuration, events: harness.log.events)
    }
    let source = self.source
    return EmptyDataSetProvider(
      isAvailable: { source.isAlive },
      shouldDisplay: { configuration.shouldDisplay },
      isForcedToDisplay: { configuration.isForcedToDisplay },
      makeConfiguration: { _, _ in configuration },
      events: harness.log.events)
  }

  func randomItems() -> [Int] {
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: []
    case 1: [0, 0]
    default:
      (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        Int.random(in: 0...2, using: &generator)
      }
    }
  }

  func run(steps: Int) {
    harness.controller.provider = randomProvider()
    if generator.chance(0.3) {
      installReentrantHandler()
    }
    for _ in 0..<steps {
      step()
      check()
      if failure != nil { return }
    }
    finish()
  }

  private func installReentrantHandler() {
    harness.log.onEvent = { [unowned self] _ in
      guard generator.chance(0.3) else { return }
      harness.host.itemsPerSection = randomItems()
      dataChanged()
    }
  }

  /// The list's data changed: reloads as the GTK `items-changed` handler does, which skips a
  /// change that leaves items in a list the core says is settled (`isSettledWithItems`).
  private func dataChanged() {
    let hasItems = harness.host.itemsPerSection.contains { $0 > 0 }
    if harness.controller.isSettledWithItems, hasItems { return }
    harness.controller.reload()
  }

  private func step() {
    let controller = harness.controller
    let host = harness.host
    switch Int.random(in: 0..<12, using: &generator) {
    case 0, 1:
      host.itemsPerSection = randomItems()
      dataChanged()
    case 2:
      controller.reload()
    case 3:
      controller.provider = randomProvider()
      controller.reload()
    case 4:
      controller.provider = nil
    case 5:
      source.isAlive = generator.chance(0.5)
      controller.reload()
    case 6:
      host.layoutContainer.size = EmptyDataSetLayout.Size(
        width: Double.random(in: 0...1200, using: &generator),
        height: Double.random(in: 0...1200, using: &generator))
      host.layoutContainer.visibleInsets.top = Double.random(in: 0...200, using: &generator)
      controller.containerDidChange()
    case 7:
      tap()
    case 8, 9:
      if !host.pendingFades.isEmpty {
        host.completeFade(at: Int.random(in: 0..<host.pendingFades.count, using: &generator))
      }
    case 10:
      host.completeAllFades()
    default:
      if controller.phase == .hidden {
        appSettings.toggle()
        host.isScrollEnabled = appSettings
      }
    }
  }

  private func tap() {
    let controller = harness.controller
    let allowed = controller.isVisible && controller.configuration?.allowsTouch == true
    let before = harness.log.entries.count
    if generator.chance(0.5) {
      controller.handleViewTap()
    } else {
      controller.handleButtonTap()
    }
    let tapped = harness.log.entries[before...].contains { $0.hasPrefix("tap") }
    if tapped != allowed {
      failure = "tap delivered=\(tapped) while allowed=\(allowed)"
    }
  }

  private func check() {
    let controller = harness.controller
    let host = harness.host
    if controller.isSettledWithItems, host.itemsPerSection.contains(where: { $0 > 0 }) {
      settledChecks += 1
      if let problem = settledReloadProblem(
        controller: controller, host, log: harness.log, reload: { controller.reload() })
      {
        failure = problem
        return
      }
    }
    pairing.consume(harness.log.entries[checked...])
    checked = harness.log.entries.count
    if let problem = pairing.failure {
      failure = problem
    } else if (host.installedConfiguration == nil) != (controller.phase == .hidden) {
      failure = "installed view \(host.installedConfiguration != nil) in phase \(controller.phase)"
    } else if controller.phase == .hidden || controller.phase == .disappearing,
      host.isScrollEnabled != appSettings
    {
      failure = "settings \(host.isScrollEnabled) not restored to \(appSettings)"
    } else if controller.isVisible,
      host.isScrollEnabled != controller.configuration?.allowsScroll
    {
      failure = "scrolling \(host.isScrollEnabled) while shown"
    } else if let layout = host.appliedLayout,
      !layout.viewFrame.isFinite || !layout.frames.values.allSatisfy(\.isFinite)
    {
      failure = "non-finite layout \(layout)"
    } else if host.isImageAnimationRunning
      != (controller.isVisible && controller.configuration?.runsImageAnimation == true)
    {
      failure = "image animation running \(host.isImageAnimationRunning) in \(controller.phase)"
    } else if controller.isVisible, host.installedConfiguration != controller.configuration {
      failure = "host shows a stale configuration"
    }
  }

  /// Data arrives for good: everything must end hidden, balanced and restored.
  private func finish() {
    harness.log.onEvent = nil
    harness.host.completeAllFades()
    harness.host.itemsPerSection = [1]
    harness.controller.provider = randomProvider()
    var configuration = randomConfiguration()
    configuration.isForcedToDisplay = false
    harness.controller.provider = EmptyDataSetProvider(
      configuration: configuration, events: harness.log.events)
    harness.controller.reload()
    harness.host.completeAllFades()
    check()
    guard failure == nil else { return }
    if harness.controller.phase != .hidden || !pairing.isBalanced {
      failure = "did not end hidden and balanced: \(harness.controller.phase)"
    } else if harness.host.isScrollEnabled != appSettings {
      failure = "settings not restored at the end"
    }
  }
}

@Suite("Lifecycle fuzz: random event sequences keep every invariant")
@MainActor
struct LifecycleFuzzTests {
  static let sequenceCount = 10_000

  @Test("10,000 seeded random sequences")
  func randomSequences() {
    var failures: [String] = []
    var eventsSeen = 0
    var settledChecks = 0
    for seed in 0..<UInt64(Self.sequenceCount) {
      let scenario = LifecycleScenario(seed: seed &* 0x9E37_79B9 &+ 17)
      scenario.run(steps: 40)
      eventsSeen += scenario.harness.log.entries.count
      settledChecks += scenario.settledChecks
      if let failure = scenario.failure {
        failures.append("seed \(seed): \(failure)")
        if failures.count >= 5 { break }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
    #expect(eventsSeen > Self.sequenceCount * 4, "the sequences hardly did anything")
    #expect(settledChecks > Self.sequenceCount, "the sequences hardly ever settled")
  }

  @Test("the pairing checker rejects a repeated appearance")
  func checkerCatchesDoubleAppear() {
    var checker = PairingChecker()
    checker.consume(["willAppear", "didAppear", "willAppear"])
    #expect(checker.failure != nil)
    var balanced = PairingChecker()
    balanced.consume(["willAppear", "tapView", "didAppear", "willDisappear", "didDisappear"])
    #expect(balanced.failure == nil && balanced.isBalanced)
  }
}
