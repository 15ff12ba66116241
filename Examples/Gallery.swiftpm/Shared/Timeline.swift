// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSet
import Foundation

/// What the app asked for and what the empty data set showed, in seconds since the scene's
/// last load began: the timing rules made visible under the list. Keeps the last five lines.
struct Timeline {
  private var start = ProcessInfo.processInfo.systemUptime
  private var lines: [String] = []

  /// Starts a new timeline at 0 s with `event`.
  mutating func begin(_ event: String) {
    start = ProcessInfo.processInfo.systemUptime
    lines = []
    note(event)
  }

  /// Adds `event` at the current time.
  mutating func note(_ event: String) {
    let elapsed = ProcessInfo.processInfo.systemUptime - start
    lines.append(String(format: "%5.2f s  ", elapsed) + event)
    if lines.count > 5 { lines.removeFirst(lines.count - 5) }
  }

  /// The lines, oldest first.
  var text: String { lines.joined(separator: "\n") }
}

/// A few words for a state, for the timelines and logs.
func describe(_ state: EmptyDataSetState?) -> String {
  switch state {
  case nil: "nothing"
  case .empty: "no items"
  case .loading: "loading"
  case .failed: "failed"
  case .offline: "offline"
  case .noResults(let query): "no results for “\(query)”"
  }
}
