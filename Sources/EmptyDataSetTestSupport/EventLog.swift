// EmptyDataSet · EmptyDataSetTestSupport
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore

/// Records the events an empty data set sends, in order.
@MainActor
public final class EventLog {
  /// The event names, in order: `willAppear`, `didAppear`, `willDisappear`, `didDisappear`,
  /// `tapView`, `tapButton`.
  public private(set) var entries: [String] = []
  /// Runs inside each appearance callback, after it is recorded (for re-entrancy tests).
  public var onEvent: ((String) -> Void)?

  /// Creates an empty log.
  public init() {}

  /// Events that append to this log.
  public var events: EmptyDataSetEvents {
    EmptyDataSetEvents(
      didTapView: { [unowned self] in record("tapView") },
      didTapButton: { [unowned self] in record("tapButton") },
      willAppear: { [unowned self] in record("willAppear") },
      didAppear: { [unowned self] in record("didAppear") },
      willDisappear: { [unowned self] in record("willDisappear") },
      didDisappear: { [unowned self] in record("didDisappear") })
  }

  /// Forgets every entry.
  public func clear() { entries.removeAll() }

  private func record(_ name: String) {
    entries.append(name)
    onEvent?(name)
  }
}
