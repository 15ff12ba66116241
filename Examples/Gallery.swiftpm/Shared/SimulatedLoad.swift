// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSet

/// A load the state scenes run: how long it takes and how it ends. Nothing goes over the
/// network; the waits are chosen around the timing rules (a load within the 0.3 s show delay
/// never shows the spinner, a shown spinner stays at least 0.5 s).
enum SimulatedLoad: CaseIterable, Sendable {
  /// 0.1 s, then episodes: the loading state never appears.
  case fast
  /// 2 s, then episodes: the spinner appears after 0.3 s.
  case slow
  /// 1 s, then nothing: the "no items" state follows the spinner.
  case empty
  /// 1.5 s, then a server error: the failed state, with Try Again.
  case failing
  /// 0.8 s, then no connection: the offline state, with Try Again.
  case offline

  /// The button that starts it.
  var title: String {
    switch self {
    case .fast: "Fast"
    case .slow: "Slow"
    case .empty: "Empty"
    case .failing: "Fails"
    case .offline: "Offline"
    }
  }

  /// How long it takes, in seconds.
  var duration: Double {
    switch self {
    case .fast: 0.1
    case .slow: 2
    case .empty: 1
    case .failing: 1.5
    case .offline: 0.8
    }
  }

  /// Waits `duration`, then returns the items or throws a `LoadFailure`.
  func run() async throws -> [String] {
    try await Task.sleep(nanoseconds: UInt64(duration * 1_000_000_000))
    switch self {
    case .fast, .slow: return Self.episodes
    case .empty: return []
    case .failing: throw LoadFailure.server
    case .offline: throw LoadFailure.offline
    }
  }

  /// What a successful load returns.
  static let episodes = [
    "The Lighthouse Keepers", "Night Trains of Europe", "A Short History of Salt",
    "Listening to Glaciers", "The Map Room", "Bread, Slowly", "Radio from the Ice",
  ]
}

/// How a simulated load fails.
enum LoadFailure: Error {
  /// The server answered with an error.
  case server
  /// There is no connection.
  case offline

  /// The state the list shows for this failure.
  var state: EmptyDataSetState {
    switch self {
    case .server: .failed(message: "The server took too long to answer. (Simulated.)")
    case .offline: .offline
    }
  }
}
