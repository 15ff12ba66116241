// Notes: a GTK 4 list with an empty state that loads, fails, retries and searches.
// From EmptyDataSet's documentation (MIT licence): Sources/Notes/main.swift of a new package.

import EmptyDataSetGTK  // also GTK 4's C API

// MARK: - Calling GTK from Swift 6

/// A Swift closure for a GTK signal. GTK emits signals on the main thread, so the closure is
/// `@MainActor`, which also makes it `Sendable`.
final class SignalHandler: Sendable {
  let run: @MainActor () -> Void
  init(_ run: @escaping @MainActor () -> Void) { self.run = run }
}

/// Runs `handler` whenever `object` emits `signal`, for signals whose C handler takes just the
/// object and the user data ("activate", "clicked", "search-changed").
@MainActor func connect(
  _ object: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void
) {
  let call: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    guard let data else { return }
    let handler = Unmanaged<SignalHandler>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { handler.run() }
  }
  let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
    if let data { Unmanaged<SignalHandler>.fromOpaque(data).release() }
  }
  let data = Unmanaged.passRetained(SignalHandler(handler)).toOpaque()
  g_signal_connect_data(
    object, signal, unsafeBitCast(call, to: GCallback.self), data, release, GConnectFlags(0))
}

/// The same object as another of its GTK types, as C's `GTK_WINDOW (widget)` casts.
func cast<T>(_ pointer: UnsafeMutablePointer<some Any>) -> UnsafeMutablePointer<T> {
  UnsafeMutablePointer(OpaquePointer(pointer))
}

/// A row of the list: a label bound to the note's text, as a GtkBuilder template.
let rowTemplate = """
  <interface>
    <template class="GtkListItem">
      <property name="child">
        <object class="GtkLabel">
          <property name="xalign">0</property>
          <property name="margin-start">12</property>
          <property name="margin-top">10</property>
          <property name="margin-bottom">10</property>
          <binding name="label">
            <lookup name="string" type="GtkStringObject">
              <lookup name="item">GtkListItem</lookup>
            </lookup>
          </binding>
        </object>
      </property>
    </template>
  </interface>
  """

// MARK: - The window

/// A window with a search field and a list of notes, which it loads from a pretend server.
@MainActor final class NotesWindow {
  /// The list's model: the notes, as strings.
  let notes = gtk_string_list_new(nil)!
  /// What the search field sets: only the notes that contain its text are listed.
  let filter = gtk_string_filter_new(
    gtk_property_expression_new(gtk_string_object_get_type(), nil, "string"))!
  /// The empty state over the list.
  let emptyDataSet: GTKEmptyDataSet
  /// The search field's text.
  var query = ""
  /// True once the notes have arrived.
  var isLoaded = false
  /// How many times the notes were fetched.
  var fetches = 0

  init?(application: UnsafeMutablePointer<GtkApplication>) {
    let window = gtk_application_window_new(application)!
    gtk_window_set_title(cast(window), "Notes")
    gtk_window_set_default_size(cast(window), 480, 560)

    // A search field in the header bar; typing anywhere in the window goes to it.
    let search = gtk_search_entry_new()!
    gtk_search_entry_set_key_capture_widget(OpaquePointer(search), window)
    let header = gtk_header_bar_new()!
    gtk_header_bar_set_title_widget(OpaquePointer(header), search)
    gtk_window_set_titlebar(cast(window), header)

    // The list shows the notes through the filter. The filter model takes over a reference
    // to each; the window keeps its own.
    g_object_ref(UnsafeMutableRawPointer(notes))
    g_object_ref(UnsafeMutableRawPointer(filter))
    let filtered = gtk_filter_list_model_new(notes, UnsafeMutablePointer(filter))
    let template = g_bytes_new(rowTemplate, gsize(rowTemplate.utf8.count))
    let factory = gtk_builder_list_item_factory_new_from_bytes(nil, template)
    g_bytes_unref(template)
    let listView = gtk_list_view_new(gtk_no_selection_new(filtered), factory)!
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(OpaquePointer(scrolled), listView)
    gtk_window_set_child(cast(window), scrolled)

    // The empty state: attached once, it follows the list's model from now on.
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: listView) else { return nil }
    self.emptyDataSet = emptyDataSet
    var configuration = GTKEmptyDataSetConfiguration()
    configuration.image = .icon("document-edit-symbolic")
    configuration.title = .plain("No Notes")
    configuration.message = .plain("Notes you write on your other devices appear here.")
    emptyDataSet.configuration = configuration
    emptyDataSet.events.retry = { [weak self] in Task { await self?.load() } }

    connect(search, "search-changed") { [weak self] in
      self?.search(String(cString: gtk_editable_get_text(OpaquePointer(search))))
    }
    gtk_window_present(cast(window))
  }

  /// What the list says when it is empty once loaded: no notes, or none that match.
  var loadedState: EmptyDataSetState { query.isEmpty ? .empty : .noResults(query: query) }

  /// Loads the notes, showing the loading state meanwhile (if it lasts over 0.3 s), then the
  /// notes, or the offline state with a Try Again button that calls `load()` again.
  func load() async {
    emptyDataSet.state = .loading
    guard let fetched = await fetchNotes() else {
      emptyDataSet.state = .offline
      return
    }
    // Each state goes before the data change it belongs to, so that no other state flashes.
    isLoaded = true
    emptyDataSet.state = loadedState
    for note in fetched { gtk_string_list_append(notes, note) }
  }

  /// Lists the notes that contain `text`, or says that none do.
  func search(_ text: String) {
    query = text
    if isLoaded { emptyDataSet.state = loadedState }
    gtk_string_filter_set_search(filter, text)
  }

  /// The notes, after a second, as a server would send them; `nil` the first time, as if the
  /// network were down, so that you see the offline state and its Try Again button.
  func fetchNotes() async -> [String]? {
    fetches += 1
    try? await Task.sleep(for: .seconds(1))
    if fetches == 1 { return nil }
    return ["Buy saffron", "Call the plumber", "Plant the tulips", "Return the library books"]
  }
}

// MARK: - The application

let application = gtk_application_new("org.example.Notes", G_APPLICATION_DEFAULT_FLAGS)!
var windows: [NotesWindow] = []
connect(application, "activate") {
  guard let window = NotesWindow(application: application) else { return }
  windows.append(window)
  Task { await window.load() }
}
exit(g_application_run(cast(application), CommandLine.argc, CommandLine.unsafeArgv))
