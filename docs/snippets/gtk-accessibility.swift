// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for GTK accessibility snippets (`<!-- snippet: gtk-accessibility -->`): the body of a
// function given a configuration being built and a few widgets of a custom view. Only compiled.

import CGtk
import EmptyDataSetGTK

@MainActor func run(
  configuration: inout GTKEmptyDataSetConfiguration,
  emailEntry: UnsafeMutablePointer<GtkWidget>,
  spinner: UnsafeMutablePointer<GtkWidget>,
  logo: UnsafeMutablePointer<GtkWidget>
) {
  // snippet
}
