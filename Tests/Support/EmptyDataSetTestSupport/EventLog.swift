// EmptyDataSet · EmptyDataSetTestSupport
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore

/// Records the events an empty data set sends, in order.
@MainActor
package final class EventLog {
  /// The event names, in order: `willAppear`, `didAppear`, `willDisappear`, `didDisappear`,
  /// `tapView`, `tapButton`, `tapSecondaryButton`, `retry`, and `state <old> → <new>` for state changes.
  package private(set) var entries: [String] = []
  /// Runs inside each appearance callback, after it is recorded (for re-entrancy tests).
  package var onEvent: ((String) -> Void)?

  /// Creates an empty log.
  package init() {}

  /// Events that append to this log.
  package var events: EmptyDataSetEvents {
    EmptyDataSetEvents(
      didTapView: { [unowned self] in record("tapView") },
      didTapButton: { [unowned self] in record("tapButton") },
      didTapSecondaryButton: { [unowned self] in record("tapSecondaryButton") },
      willAppear: { [unowned self] in record("willAppear") },
      didAppear: { [unowned self] in record("didAppear") },
      willDisappear: { [unowned self] in record("willDisappear") },
      didDisappear: { [unowned self] in record("didDisappear") },
      stateDidChange: { [unowned self] old, new in record("state \(old) → \(new)") },
      retry: { [unowned self] in record("retry") })
  }

  /// Forgets every entry.
  package func clear() { entries.removeAll() }

  private func record(_ name: String) {
    entries.append(name)
    onEvent?(name)
  }
}
