// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// Whatever the app sets in one main-loop turn is decided once, when the turn ends, whatever the
/// order (EmptyDataSetAttachment.contentDidChange): the first run of the README's snippets set
/// the configuration before the events and lost `willAppear`.
@Suite("Attachment: a setup made in one turn decides once, whatever the order")
@MainActor
struct SetupOrderTests {
  /// The three things an app sets, by name.
  enum Setting: CaseIterable {
    case configuration, events, state
  }

  /// Every order of the three settings.
  static let orders: [[Setting]] = {
    let all = Setting.allCases
    return all.flatMap { first in
      all.filter { $0 != first }.flatMap { second in
        all.filter { $0 != first && $0 != second }.map { [first, second, $0] }
      }
    }
  }()

  /// Sets `order` in one turn on a fresh attachment, ends the turn, finishes the fades, and
  /// returns the app's log and the host's.
  func run(
    _ order: [Setting], state: EmptyDataSetState, onScreen: Bool = true
  ) -> (events: [String], host: [String]) {
    let host = FakeHost()
    host.itemsPerSection = [0]
    host.environment.isOnScreen = onScreen
    let log = EventLog()
    let attachment = EmptyDataSetAttachment(host: host)
    attachment.localization = .language("en")
    for setting in order {
      switch setting {
      case .configuration: attachment.configuration = fullConfiguration()
      case .events: attachment.events = log.events
      case .state: attachment.state = state
      }
    }
    #expect(log.entries.isEmpty, "\(order): decided before the turn ended")
    host.advance(by: 0)
    if !onScreen {
      host.environment.isOnScreen = true
      attachment.hostDidMoveOnScreen()
    }
    host.completeAllFades()
    return (log.entries, host.log)
  }

  @Test("all six orders of configuration, events and a shown state give the same callbacks")
  func everyOrderSameCallbacks() {
    for state in [EmptyDataSetState.empty, .offline, .noResults(query: "tofu")] {
      let results = Self.orders.map { run($0, state: state) }
      for (order, result) in zip(Self.orders, results) {
        #expect(result.events == ["willAppear", "didAppear"], "\(order), \(state)")
        #expect(result.host == results[0].host, "\(order), \(state): the host was told otherwise")
      }
      #expect(results[0].host.filter { $0.hasPrefix("install") }.count == 1)
    }
  }

  @Test("on a list that comes on screen later, every order still begins with willAppear")
  func everyOrderOffScreen() {
    for order in Self.orders {
      let result = run(order, state: .failed())
      #expect(result.events == ["willAppear", "didAppear"], "\(order)")
    }
  }

  @Test("a loading state set with the rest shows nothing for the show delay, then the spinner")
  func loadingInEveryOrder() {
    for order in Self.orders {
      let result = run(order, state: .loading)
      #expect(result.events.isEmpty, "\(order): appeared within the show delay")
    }
  }

  @Test("three closures set one by one, as in viewDidLoad, decide once")
  func closuresOneByOne() {
    let host = FakeHost()
    host.itemsPerSection = [0]
    let attachment = EmptyDataSetAttachment(host: host)
    var entries: [String] = []
    attachment.configuration = fullConfiguration()
    attachment.events.willAppear = { entries.append("willAppear") }
    attachment.events.didAppear = { entries.append("didAppear") }
    attachment.events.didTapButton = { entries.append("tapButton") }
    host.advance(by: 0)
    host.completeAllFades()
    attachment.handleButtonTap()
    #expect(entries == ["willAppear", "didAppear", "tapButton"])
    #expect(host.log.filter { $0.hasPrefix("install") }.count == 1)
  }

  @Test("a data change in the same turn decides at once, with everything set before it")
  func dataChangeDecidesAtOnce() {
    let host = FakeHost()
    host.itemsPerSection = [0]
    let attachment = EmptyDataSetAttachment(host: host)
    var entries: [String] = []
    attachment.configuration = fullConfiguration()
    attachment.events.willAppear = { entries.append("willAppear") }
    attachment.reload()
    #expect(entries == ["willAppear"])
    host.advance(by: 0)
    #expect(entries == ["willAppear"], "the end of the turn decided again")
  }

  @Test("a tap in the turn its closure was set in reaches the closure")
  func tapInTheSameTurn() {
    let harness = AttachmentHarness()
    harness.attachment.configuration = fullConfiguration()
    harness.settle()
    var tapped = false
    harness.attachment.events.didTapButton = { tapped = true }
    harness.attachment.handleButtonTap()
    #expect(tapped)
  }
}
