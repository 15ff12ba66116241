// EmptyDataSet · Tests/Fixtures/DownstreamApp
// Licensed under the MIT licence; see LICENSE.
//
// A GTK 4 app as a user of EmptyDataSetGTK writes it: a window with an empty list, and an empty
// state that offers to refresh. Only built by scripts/check-downstream.sh (it needs a display).

import EmptyDataSetGTK  // brings GTK 4's C API too

/// A GObject pointer seen as another type of the same object (GTK's C casts).
func cast<T>(_ pointer: UnsafeMutablePointer<some Any>) -> UnsafeMutablePointer<T> {
  UnsafeMutablePointer<T>(OpaquePointer(pointer))
}

@MainActor func buildWindow(_ app: UnsafeMutablePointer<GtkApplication>) {
  let window: UnsafeMutablePointer<GtkWindow> = cast(gtk_application_window_new(app))
  gtk_window_set_title(window, "Inbox")
  gtk_window_set_default_size(window, 480, 360)

  let selection = gtk_no_selection_new(gtk_string_list_new(nil))
  let listView = gtk_list_view_new(selection, gtk_signal_list_item_factory_new())!
  let scrolled = gtk_scrolled_window_new()!
  gtk_scrolled_window_set_child(OpaquePointer(scrolled), listView)
  gtk_window_set_child(window, scrolled)

  if let emptyDataSet = GTKEmptyDataSet.attach(to: listView) {
    var configuration = GTKEmptyDataSetConfiguration()
    configuration.image = .icon("mail-unread-symbolic")
    configuration.title = .plain("No Mail")
    configuration.button.titles.normal = .plain("Refresh")
    emptyDataSet.configuration = configuration
    emptyDataSet.events.didTapButton = { print("refresh") }
  }
  gtk_window_present(window)
}

let app = gtk_application_new("org.emptydataset.DownstreamApp", G_APPLICATION_DEFAULT_FLAGS)!
let activate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, gpointer?) -> Void = {
  app, _ in
  MainActor.assumeIsolated { if let app { buildWindow(app) } }
}
g_signal_connect_data(
  app, "activate", unsafeBitCast(activate, to: GCallback.self), nil, nil, GConnectFlags(0))
exit(g_application_run(cast(app), CommandLine.argc, CommandLine.unsafeArgv))
