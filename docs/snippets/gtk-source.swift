// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for GTK snippets that give an attached empty data set a source and a delegate,
// as top-level code (`<!-- snippet: gtk-source -->`). Only compiled.

import CGtk
import EmptyDataSetGTK

func refresh() {}
func refreshInbox() {}
var listView: UnsafeMutablePointer<GtkWidget> { fatalError("the app's GtkListView") }
let emptyDataSet = GTKEmptyDataSet.attach(to: listView)!
let inbox = Inbox()

// snippet
