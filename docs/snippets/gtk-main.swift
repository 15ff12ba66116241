// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for GTK snippets written as a program's top-level code, with the app's list view
// (`<!-- snippet: gtk-main -->`). Only compiled.

import CGtk

func refresh() {}
var listView: UnsafeMutablePointer<GtkWidget> { fatalError("the app's GtkListView") }

// snippet
