// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetSwiftUI
import SwiftUI

/// Field Guide on SwiftUI: `.searchable` filters the wildflowers, and the state follows the
/// query: `.noResults(query:)` when nothing matches, with the preset's text in the system's
/// language.
struct SearchView: View {
  @State private var query = ""

  var body: some View {
    List(results, id: \.self) { Text($0) }
      .emptyDataSet(isEmpty: results.isEmpty, state: .constant(searchState))
      .searchable(text: $query, prompt: "Search \(wildflowers.count) wildflowers")
  }

  private var trimmedQuery: String { query.trimmingCharacters(in: .whitespacesAndNewlines) }

  private var results: [String] {
    trimmedQuery.isEmpty
      ? wildflowers : wildflowers.filter { $0.localizedCaseInsensitiveContains(trimmedQuery) }
  }

  private var searchState: EmptyDataSetState {
    results.isEmpty ? .noResults(query: trimmedQuery) : .empty
  }
}
