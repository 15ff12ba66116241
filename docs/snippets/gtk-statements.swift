// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for GTK snippets that are statements in a function given the app's list view
// (`<!-- snippet: gtk-statements -->`). Only compiled.

import CGtk
import EmptyDataSetGTK

func refreshInbox() {}
func upload() {}

@MainActor func attachEmptyDataSet(to listView: UnsafeMutablePointer<GtkWidget>) {
  // snippet
}
