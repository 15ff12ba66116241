// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

#if canImport(CGtk)
  import CGtk
  import CGtkToolShim
  import EmptyDataSetCore
  import EmptyDataSetGTK
  import GTKToolSupport

  /// A real window with a `GtkScrolledWindow` > `GtkListView` over a `GtkStringList`, shown on
  /// the display, with one of three empty states (``Cover``).
  @MainActor
  final class GTKListFixture {
    /// What shows when the list is empty.
    enum Cover {
      /// Nothing: the bare list.
      case none
      /// This library: an empty data set attached to the list view.
      case library(GTKEmptyDataSetConfiguration)
      /// The hand-written peer: a `GtkStack` of the scrolled list and an `AdwStatusPage` (icon,
      /// title, description, a `pill suggested-action` button), switched by a C
      /// `items-changed` handler (``cgtk_peer_connect_stack_switch``).
      case peer(Adwaita)
    }

    let window: UnsafeMutablePointer<GtkWidget>
    private(set) var content: Content
    /// The `GtkStringList` (the list view sees it through a `GtkNoSelection`).
    var model: OpaquePointer { content.model }
    var listView: UnsafeMutablePointer<GtkWidget> { content.listView }
    var emptyDataSet: GTKEmptyDataSet? { content.emptyDataSet }
    private let painted = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    private var paintHandler: (clock: OpaquePointer, id: gulong)?

    convenience init(items: Int, attached configuration: GTKEmptyDataSetConfiguration?) {
      self.init(items: items, cover: configuration.map { .library($0) } ?? .none)
    }

    /// A search entry above the list, when the fixture has one (``init(items:cover:searchEntry:)``).
    private(set) var entry: UnsafeMutablePointer<GtkWidget>?
    private var box: UnsafeMutablePointer<GtkWidget>?

    /// A window of 480×400 with the list and `cover`; with `searchEntry`, a `GtkEntry` above
    /// them, so that focus can be somewhere other than the list, as in an app's search bar. The
    /// main loop then runs for `settle` milliseconds.
    init(items: Int, cover: Cover, searchEntry: Bool = false, shownFor settle: Int = 300) {
      window = gtk_window_new()
      gtk_window_set_default_size(OpaquePointer(window).typed(), 480, 400)
      content = Content(items: items, cover: cover)
      if searchEntry {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let entry = gtk_entry_new()!
        gtk_box_append(OpaquePointer(box).typed(), entry)
        gtk_widget_set_vexpand(content.root, 1)
        gtk_box_append(OpaquePointer(box).typed(), content.root)
        gtk_window_set_child(OpaquePointer(window).typed(), box)
        self.box = box
        self.entry = entry
      } else {
        gtk_window_set_child(OpaquePointer(window).typed(), content.root)
      }
      painted.initialize(to: 0)
      gtk_window_present(OpaquePointer(window).typed())
      GTKLoop.pump(milliseconds: settle)
      if let clock = gtk_widget_get_frame_clock(window) {
        let id = g_signal_connect_data(
          UnsafeMutableRawPointer(clock), "after-paint",
          unsafeBitCast(countPaint, to: GCallback.self), UnsafeMutableRawPointer(painted), nil,
          GConnectFlags(0))
        paintHandler = (clock, id)
      }
    }

    var count: Int { Int(g_list_model_get_n_items(model)) }

    /// Frames the window's frame clock has painted since the fixture was shown.
    var framesPainted: Int { painted.pointee }

    /// Runs the main loop until the window has painted one more frame (at most 1 s): whatever
    /// changed is then drawn. Blocks in `poll` meanwhile, so waiting costs no CPU time.
    func waitForFrame() {
      let target = painted.pointee + 1
      let deadline = Stopwatch.now() + 1_000_000_000
      // A wake-up every 20 ms, so that a frame that never comes cannot block for good.
      let guardSource = g_timeout_add(20, { _ in 1 }, nil)
      while painted.pointee < target && Stopwatch.now() < deadline {
        g_main_context_iteration(nil, 1)
      }
      g_source_remove(guardSource)
    }

    /// Gives keyboard focus to the search entry (focus is then not in the list).
    func focusEntry() {
      if let entry { gtk_widget_grab_focus(entry) }
    }

    /// Gives keyboard focus to the list view.
    func focusList() {
      gtk_widget_grab_focus(listView)
    }

    /// Detaches the empty data set (its view is released) and attaches a new one with the same
    /// configuration to the same list, which shows it: the view is built anew. The overlay
    /// stays in the tree and is reused.
    func rebuild() {
      let configuration = emptyDataSet?.configuration
      content.emptyDataSet?.detach()
      content.emptyDataSet = GTKEmptyDataSet.attach(to: listView)
      content.emptyDataSet?.configuration = configuration
    }

    /// Appends `count` copies of `text` in one splice (one `items-changed`).
    func append(count: Int, text: String) {
      content.splice(at: self.count, removing: 0, adding: count, text: text)
    }

    /// Replaces `removing` items at `position` with `adding` copies of `text`, in one splice.
    func splice(at position: Int, removing: Int, adding: Int, text: String) {
      content.splice(at: position, removing: removing, adding: adding, text: text)
    }

    /// Puts new content with `cover` in the window in place of the current one (which is
    /// destroyed), and returns the process CPU time from the start of the build until the
    /// window has painted it. `items` is the new list's length.
    func replaceContent(items: Int, cover: Cover) -> UInt64 {
      let started = Stopwatch.cpuNow()
      let fresh = Content(items: items, cover: cover)
      if let box {
        gtk_box_remove(OpaquePointer(box).typed(), content.root)
        gtk_widget_set_vexpand(fresh.root, 1)
        gtk_box_append(OpaquePointer(box).typed(), fresh.root)
      } else {
        gtk_window_set_child(OpaquePointer(window).typed(), fresh.root)
      }
      waitForFrame()
      let elapsed = Stopwatch.cpuNow() &- started
      let old = content
      content = fresh
      old.close()
      return elapsed
    }

    /// The class name of the renderer that draws the window.
    var rendererName: String {
      guard let native = gtk_widget_get_native(window),
        let renderer = gtk_native_get_renderer(native)
      else { return "unknown (window not realized)" }
      return typeName(of: UnsafeMutableRawPointer(renderer))
    }

    func close() {
      if let paintHandler {
        g_signal_handler_disconnect(UnsafeMutableRawPointer(paintHandler.clock), paintHandler.id)
      }
      paintHandler = nil
      content.close()
      gtk_window_destroy(OpaquePointer(window).typed())
      painted.deallocate()
      GTKLoop.pump(milliseconds: 50)
    }
  }

  /// `GdkFrameClock::after-paint`: counts the frame in the `Int` at `data`.
  private let countPaint:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) ->
      Void = { _, data in
        data?.assumingMemoryBound(to: Int.self).pointee += 1
      }

  extension GTKListFixture {
    /// The widgets inside the window: the list and its empty state.
    @MainActor
    final class Content {
      let model: OpaquePointer
      let listView: UnsafeMutablePointer<GtkWidget>
      /// The window's child: the scrolled window, the library's overlay, or the peer's stack.
      private(set) var root: UnsafeMutablePointer<GtkWidget>
      var emptyDataSet: GTKEmptyDataSet?
      private var peerHandler: gulong = 0
      /// The library's overlay: `container` hands over the reference of a new overlay, which
      /// must be held until a parent takes its own.
      private var overlay: GTKWidget?

      /// Rows show the item's string in a label; built from a template, so no callbacks.
      private static let rowTemplate = """
        <interface><template class="GtkListItem"><property name="child">
        <object class="GtkLabel"><binding name="label"><lookup name="string" type="GtkStringObject">
        <lookup name="item">GtkListItem</lookup></lookup></binding></object>
        </property></template></interface>
        """

      init(items: Int, cover: Cover) {
        model = gtk_string_list_new(nil)
        let bytes = Self.rowTemplate.withCString { g_bytes_new($0, gsize(strlen($0))) }
        let factory = gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
        g_bytes_unref(bytes)
        g_object_ref(UnsafeMutableRawPointer(model))
        let selection = gtk_no_selection_new(model)
        listView = gtk_list_view_new(selection, factory)
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), listView)
        root = scrolled
        splice(at: 0, removing: 0, adding: items, text: "Item")
        switch cover {
        case .none:
          break
        case .library(let configuration):
          emptyDataSet = GTKEmptyDataSet.attach(to: listView)
          emptyDataSet?.configuration = configuration
          // Unparented, the list got a new overlay as its parent: the overlay goes in the window.
          overlay = emptyDataSet?.container
          if let overlay { root = overlay.pointer }
        case .peer(let adwaita):
          let stack = gtk_stack_new()!
          let button = gtk_button_new_with_label("Upload Photo")!
          gtk_widget_add_css_class(button, "pill")
          gtk_widget_add_css_class(button, "suggested-action")
          gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
          let page = adwaita.makeStatusPage(
            iconName: "folder-pictures-symbolic", title: SampleConfiguration.title,
            description: SampleConfiguration.message, child: button)
          gtk_stack_add_child(OpaquePointer(stack), scrolled)
          gtk_stack_add_child(OpaquePointer(stack), page)
          if items == 0 { gtk_stack_set_visible_child(OpaquePointer(stack), page) }
          peerHandler = cgtk_peer_connect_stack_switch(model, OpaquePointer(stack), scrolled, page)
          root = stack
        }
      }

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

      /// Lets go of the model and the empty data set; the window destroys the widgets.
      func close() {
        if peerHandler != 0 {
          g_signal_handler_disconnect(UnsafeMutableRawPointer(model), peerHandler)
        }
        peerHandler = 0
        emptyDataSet = nil
        g_object_unref(UnsafeMutableRawPointer(model))
      }
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
