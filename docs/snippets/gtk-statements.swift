// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for GTK snippets that are statements (`<!-- snippet: gtk-statements -->`): the body of
// an async function given the app's list view, an attached empty data set and a feed to load.
// Only compiled.

import CGtk
import EmptyDataSetGTK

func refreshInbox() {}
func refresh() {}
func upload() {}

/// Something the app loads.
struct Feed {
  func fetch() async -> [String]? { nil }
}

@MainActor func run(
  listView: UnsafeMutablePointer<GtkWidget>, emptyDataSet: GTKEmptyDataSet, feed: Feed
) async {
  // snippet
}
