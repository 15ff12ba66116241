// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

#if canImport(CGtk)
  import CGtk
  import EmptyDataSetCore
  import EmptyDataSetGTK

  /// A real window with a `GtkScrolledWindow` > `GtkListView` over a `GtkStringList`, shown on
  /// the display, optionally with an empty data set attached to the list view.
  @MainActor
  final class GTKListFixture {
    let window: UnsafeMutablePointer<GtkWidget>
    let listView: UnsafeMutablePointer<GtkWidget>
    /// The `GtkStringList` (the list view sees it through a `GtkNoSelection`).
    let model: OpaquePointer
    private(set) var emptyDataSet: GTKEmptyDataSet?

    /// Rows show the item's string in a label; built from a template, so no callbacks.
    private static let rowTemplate = """
      <interface><template class="GtkListItem"><property name="child">
      <object class="GtkLabel"><binding name="label"><lookup name="string" type="GtkStringObject">
      <lookup name="item">GtkListItem</lookup></lookup></binding></object>
      </property></template></interface>
      """

    init(items: Int, attached configuration: GTKEmptyDataSetConfiguration?) {
      model = gtk_string_list_new(nil)
      window = gtk_window_new()
      gtk_window_set_default_size(OpaquePointer(window).typed(), 480, 400)
      let bytes = Self.rowTemplate.withCString { g_bytes_new($0, gsize(strlen($0))) }
      let factory = gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
      g_bytes_unref(bytes)
      g_object_ref(UnsafeMutableRawPointer(model))
      let selection = gtk_no_selection_new(model)
      listView = gtk_list_view_new(selection, factory)
      let scrolled = gtk_scrolled_window_new()!
      gtk_scrolled_window_set_child(OpaquePointer(scrolled), listView)
      gtk_window_set_child(OpaquePointer(window).typed(), scrolled)
      append(count: items, text: "Item")
      if let configuration {
        emptyDataSet = GTKEmptyDataSet.attach(to: listView)
        emptyDataSet?.configuration = configuration
      }
      gtk_window_present(OpaquePointer(window).typed())
      GTKLoop.pump(milliseconds: 300)
    }

    var count: Int { Int(g_list_model_get_n_items(model)) }

    /// Detaches the empty data set (its view is released) and attaches a new one with the same
    /// configuration to the same list, which shows it: the view is built anew. The overlay
    /// stays in the tree and is reused.
    func rebuild() {
      let configuration = emptyDataSet?.configuration
      emptyDataSet?.detach()
      emptyDataSet = GTKEmptyDataSet.attach(to: listView)
      emptyDataSet?.configuration = configuration
    }

    /// Appends `count` copies of `text` in one splice (one `items-changed`).
    func append(count: Int, text: String) {
      splice(at: self.count, removing: 0, adding: count, text: text)
    }

    /// Replaces `removing` items at `position` with `adding` copies of `text`, in one splice.
    func splice(at position: Int, removing: Int, adding: Int, text: String) {
      // A temporary (stack) buffer, so that the helper itself allocates nothing for small
      // splices: allocation counts then show only what GTK and the empty data set allocate.
      text.withCString { string in
        withUnsafeTemporaryAllocation(of: UnsafePointer<CChar>?.self, capacity: adding + 1) {
          additions in
          additions.initialize(repeating: string)
          additions[adding] = nil
          gtk_string_list_splice(
            model, guint(position), guint(removing), UnsafePointer(additions.baseAddress))
        }
      }
    }

    /// The class name of the renderer that draws the window.
    var rendererName: String {
      guard let native = gtk_widget_get_native(window),
        let renderer = gtk_native_get_renderer(native)
      else { return "unknown (window not realized)" }
      return typeName(of: UnsafeMutableRawPointer(renderer))
    }

    func close() {
      emptyDataSet = nil
      gtk_window_destroy(OpaquePointer(window).typed())
      g_object_unref(UnsafeMutableRawPointer(model))
      GTKLoop.pump(milliseconds: 50)
    }
  }

  /// Runs the GLib main loop by hand.
  @MainActor
  enum GTKLoop {
    /// Dispatches pending events for about `milliseconds` (frames, allocations, idles).
    static func pump(milliseconds: Int) {
      let deadline = Stopwatch.now() + UInt64(milliseconds) * 1_000_000
      repeat {
        while g_main_context_iteration(nil, 0) != 0 {}
        usleep(2_000)
      } while Stopwatch.now() < deadline
    }

    /// Dispatches what is pending now, without waiting.
    static func drain() {
      while g_main_context_iteration(nil, 0) != 0 {}
    }
  }

  extension OpaquePointer {
    /// This pointer as a typed pointer (GTK types with a public struct import as typed pointers).
    func typed<T>() -> UnsafeMutablePointer<T> { UnsafeMutablePointer<T>(self) }
  }
#endif
