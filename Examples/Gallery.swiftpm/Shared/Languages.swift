// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSet

/// The languages the Languages scenes cycle through (the presets have 12), each with a search
/// query in that language for the no-results state.
let sampleLanguages: [(identifier: String, query: String)] = [
  ("ar", "قطط"), ("he", "חתולים"), ("ja", "猫"), ("de", "Katzen"), ("fr", "chats"),
  ("en", "cats"),
]

/// The states the Languages scenes show, each with its preset.
enum PresetState: CaseIterable, Hashable {
  /// `.noResults(query:)` with the language's query.
  case noResults
  /// `.offline`, with Try Again.
  case offline
  /// `.failed(message: nil)`: the preset's own sentence, with Try Again.
  case failed
  /// `.loading`: a spinner and "Loading…".
  case loading

  /// The button or segment that picks it.
  var title: String {
    switch self {
    case .noResults: "Search"
    case .offline: "Offline"
    case .failed: "Failed"
    case .loading: "Loading"
    }
  }

  /// The state, with `query` for a search.
  func state(query: String) -> EmptyDataSetState {
    switch self {
    case .noResults: .noResults(query: query)
    case .offline: .offline
    case .failed: .failed()
    case .loading: .loading
    }
  }
}
