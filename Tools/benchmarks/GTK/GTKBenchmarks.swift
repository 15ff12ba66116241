// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

#if canImport(CGtk)
  import CGtk
  import EmptyDataSetCore
  import EmptyDataSetGTK
  import EmptyDataSetTestSupport

  /// The figures measured on GTK 4 with real widgets in a real (usually Xvfb) window.
  @MainActor
  enum GTKBenchmarks {
    static let all: [(key: String, run: @MainActor () -> [Figure])] = [
      ("gtk-decision", { [reloadWithDataAgainstCounting()] }),
      ("gtk-reload", { [reloadAgainstRebuild()] }),
      ("gtk-splice", { spliceOnLargeModel() }),
      ("gtk-toggle", { [toggle()] }),
      ("gtk-first-show", { [firstShow()] }),
      ("gtk-measure", { [layoutAgainstTextMeasurement()] }),
      ("gtk-allocations", { allocations() }),
    ]

    /// The sample empty state on GTK: icon, title, description and button; no fades, so that
    /// every change is complete when the call returns.
    static var configuration: GTKEmptyDataSetConfiguration {
      var configuration = GTKEmptyDataSetConfiguration()
      configuration.image = .icon("folder-pictures-symbolic")
      configuration.title = .plain(SampleConfiguration.title)
      configuration.message = .plain(SampleConfiguration.message)
      configuration.button.titles.normal = .plain("Upload Photo")
      configuration.fadesIn = false
      configuration.fadesOut = false
      return configuration
    }

    // MARK: - Decision

    /// `reloadEmptyDataSet()` on a list with data against counting its model alone.
    static func reloadWithDataAgainstCounting() -> Figure {
      let fixture = GTKListFixture(items: 20, attached: configuration)
      defer { fixture.close() }
      guard let emptyDataSet = fixture.emptyDataSet,
        let model = gtk_list_view_get_model(OpaquePointer(fixture.listView))
      else {
        return missing("GTK: reload with data present ÷ counting alone", "≤ 1.05×")
      }
      let measured = SideBySide.measure(
        { count in
          for _ in 0..<count { emptyDataSet.reloadEmptyDataSet() }
        },
        against: { count in
          var total: guint = 0
          for _ in 0..<count { total &+= g_list_model_get_n_items(model) }
          blackHole(total)
        })
      precondition(!emptyDataSet.isEmptyDataSetVisible)
      return .ratio(
        "GTK: reloadEmptyDataSet() with data present ÷ counting the list's model alone",
        goal: "≤ 1.05×", measured
      ) { $0 <= 1.05 }
    }

    // MARK: - Reload while visible

    /// A reload while shown with unchanged content against a full rebuild of the empty view:
    /// what DZNEmptyDataSet did on every reload. Here a rebuild is detaching (the view is
    /// released) and attaching again to the same list (a new view is built, filled, measured
    /// and laid out).
    static func reloadAgainstRebuild() -> Figure {
      let fixture = GTKListFixture(items: 0, attached: configuration)
      defer { fixture.close() }
      guard fixture.emptyDataSet?.isEmptyDataSetVisible == true else {
        return missing("Full rebuild ÷ reload while shown, unchanged (speed-up)", "≥ 20×")
      }
      let measured = SideBySide.measure(
        { count in
          for _ in 0..<count { fixture.rebuild() }
        },
        against: { count in
          // The attachment of the latest rebuild.
          guard let emptyDataSet = fixture.emptyDataSet else { return }
          for _ in 0..<count { emptyDataSet.reloadEmptyDataSet() }
        },
        between: { GTKLoop.drain() })
      precondition(fixture.emptyDataSet?.isEmptyDataSetVisible == true)
      return .ratio(
        "Full rebuild of the empty view (detach, attach, show) ÷ reload while shown, unchanged "
          + "(speed-up)",
        goal: "≥ 20×", measured
      ) { $0 >= 20 }
    }

    /// The first show, which builds the empty view, against showing it again once it exists:
    /// detach and attach (a new view is built, filled, measured, laid out) against hiding and
    /// showing the kept view (`configuration = nil`, then the same configuration).
    static func firstShow() -> Figure {
      let fixture = GTKListFixture(items: 0, attached: configuration)
      defer { fixture.close() }
      guard fixture.emptyDataSet?.isEmptyDataSetVisible == true else {
        return missing("First show ÷ show again with the view kept", "–")
      }
      let shown = configuration
      let measured = SideBySide.measure(
        { count in
          for _ in 0..<count { fixture.rebuild() }
        },
        against: { count in
          for _ in 0..<count {
            fixture.emptyDataSet?.configuration = nil
            fixture.emptyDataSet?.configuration = shown
          }
        },
        between: { GTKLoop.drain() })
      precondition(fixture.emptyDataSet?.isEmptyDataSetVisible == true)
      var figure = Figure.ratio(
        "First show (attach, build the view, show; then detach) ÷ hide and show again with the "
          + "view kept",
        goal: "–", measured
      ) { _ in true }
      figure.isMet = nil
      return figure
    }

    // MARK: - Splice

    /// One splice on a 1,000,000-item model, with an empty data set attached and without.
    static func spliceOnLargeModel() -> [Figure] {
      let withEmptyDataSet = GTKListFixture(items: 1_000_000, attached: configuration)
      let without = GTKListFixture(items: 1_000_000, attached: nil)
      defer {
        withEmptyDataSet.close()
        without.close()
      }
      var figures: [Figure] = [spliceAgainstIdleHandler(without)]
      let cases = [
        (what: "1 out, 1 in, middle", position: 500_000, size: 1),
        (what: "1 out, 1 in, end", position: 999_999, size: 1),
        (what: "1,000 out, 1,000 in, middle", position: 500_000, size: 1_000),
      ]
      for splice in cases {
        var flip = false
        let measured = SideBySide.measure(
          { count in
            for _ in 0..<count {
              flip.toggle()
              withEmptyDataSet.splice(
                at: splice.position, removing: splice.size, adding: splice.size,
                text: flip ? "Changed" : "Item")
            }
          },
          against: { count in
            for _ in 0..<count {
              flip.toggle()
              without.splice(
                at: splice.position, removing: splice.size, adding: splice.size,
                text: flip ? "Changed" : "Item")
            }
          },
          between: { GTKLoop.drain() })
        precondition(withEmptyDataSet.emptyDataSet?.isEmptyDataSetVisible == false)
        precondition(withEmptyDataSet.count == 1_000_000 && without.count == 1_000_000)
        var figure = Figure.ratio(
          "One splice (\(splice.what)) on a 1,000,000-item model: attached ÷ not",
          goal: "≤ 1.02×", measured
        ) { $0 <= 1.02 }
        figure.detail +=
          "; added ≈ \(Figure.nanoseconds((measured.medianRatio - 1) * measured.nanosecondsB))"
        figures.append(figure)
      }
      return figures
    }

    /// The part of the added cost that any `items-changed` handler pays: the same one-item
    /// splice with a C handler that does nothing, against none. Measured on the fixture without
    /// an empty data set; the handler is disconnected afterwards.
    static func spliceAgainstIdleHandler(_ fixture: GTKListFixture) -> Figure {
      let bare = GTKListFixture(items: 1_000_000, attached: nil)
      defer { bare.close() }
      let handler = connectIdleItemsChangedHandler(UnsafeMutableRawPointer(fixture.model))
      defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(fixture.model), handler) }
      var flip = false
      let measured = SideBySide.measure(
        { count in
          for _ in 0..<count {
            flip.toggle()
            fixture.splice(at: 999_999, removing: 1, adding: 1, text: flip ? "Changed" : "Item")
          }
        },
        against: { count in
          for _ in 0..<count {
            flip.toggle()
            bare.splice(at: 999_999, removing: 1, adding: 1, text: flip ? "Changed" : "Item")
          }
        },
        between: { GTKLoop.drain() })
      var figure = Figure.ratio(
        "Reference: the same end splice with a do-nothing C items-changed handler ÷ none",
        goal: "–", measured
      ) { _ in true }
      figure.isMet = nil
      figure.detail +=
        "; added ≈ \(Figure.nanoseconds((measured.medianRatio - 1) * measured.nanosecondsB))"
      return figure
    }

    // MARK: - Toggle

    /// Emptying a 20-item model and filling it again: the empty view appears and goes.
    static func toggle() -> Figure {
      let withEmptyDataSet = GTKListFixture(items: 20, attached: configuration)
      let without = GTKListFixture(items: 20, attached: nil)
      defer {
        withEmptyDataSet.close()
        without.close()
      }
      let measured = SideBySide.measure(
        { count in
          for _ in 0..<count {
            withEmptyDataSet.splice(at: 0, removing: 20, adding: 0, text: "")
            withEmptyDataSet.append(count: 20, text: "Item")
          }
        },
        against: { count in
          for _ in 0..<count {
            without.splice(at: 0, removing: 20, adding: 0, text: "")
            without.append(count: 20, text: "Item")
          }
        },
        between: { GTKLoop.drain() })
      var figure = Figure.ratio(
        "Empty ↔ filled toggle of a 20-item list (show + hide): attached ÷ not", goal: "–",
        measured
      ) { _ in true }
      figure.isMet = nil
      figure.result +=
        " (+\(Figure.nanoseconds((measured.medianRatio - 1) * measured.nanosecondsB)))"
      return figure
    }

    // MARK: - Layout against text measurement

    /// The core layout pass against one Pango measurement of the same title in the title font.
    static func layoutAgainstTextMeasurement() -> Figure {
      let fixture = GTKListFixture(items: 0, attached: configuration)
      defer { fixture.close() }
      guard let title = titleLabel(of: fixture.emptyDataSet) else {
        return missing("Core layout pass ÷ one GTK text measurement of the title", "–")
      }
      let layoutRequest = LayoutRequest(
        configuration: SampleConfiguration.value,
        containerSize: EmptyDataSetLayout.Size(width: 480, height: 400)
      )
      var sizes: [EmptyDataSetLayout.Element: EmptyDataSetLayout.Size] = [:]
      for element in EmptyDataSetLayout.Element.allCases {
        sizes[element] = BenchmarkHost.measure(
          element, in: SampleConfiguration.value, availableWidth: 420)
      }
      let pango = gtk_widget_create_pango_layout(title, SampleConfiguration.title)!
      defer { g_object_unref(UnsafeMutableRawPointer(pango)) }
      pango_layout_set_wrap(pango, PANGO_WRAP_WORD_CHAR)
      pango_layout_set_width(pango, 420 * PANGO_SCALE)
      let measured = SideBySide.measure(
        { count in
          var sum = 0.0
          for _ in 0..<count {
            let layout = EmptyDataSetLayout.make(for: layoutRequest) { element, _ in
              sizes[element] ?? .zero
            }
            sum += layout.contentSize.height
          }
          blackHole(sum)
        },
        against: { count in
          var sum: Int32 = 0
          for _ in 0..<count {
            // Setting the text drops Pango's cached lines, so each round shapes and breaks
            // the title again, as GTK does the first time it measures a label.
            pango_layout_set_text(pango, SampleConfiguration.title, -1)
            var width: Int32 = 0
            var height: Int32 = 0
            pango_layout_get_pixel_size(pango, &width, &height)
            sum &+= height
          }
          blackHole(sum)
        })
      var figure = Figure.ratio(
        "Core layout pass (4 elements) ÷ one Pango measurement of the title in its font",
        goal: "–", measured
      ) { _ in true }
      figure.isMet = nil
      return figure
    }

    /// The empty view's title label: its second child (image, title, description, button), a
    /// `GtkLabel` with the `title-1` style class.
    private static func titleLabel(of emptyDataSet: GTKEmptyDataSet?) -> UnsafeMutablePointer<
      GtkWidget
    >? {
      guard let root = emptyDataSet?.emptyView?.pointer,
        let label = gtk_widget_get_first_child(root).flatMap(gtk_widget_get_next_sibling),
        gtk_widget_has_css_class(label, "title-1") != 0
      else { return nil }
      return label
    }

    // MARK: - Allocations

    /// Heap allocations of the GTK backend per reload, for the record (the goal of 0 is the
    /// core's; a backend allocates where GTK does).
    static func allocations() -> [Figure] {
      guard AllocationCount.isSupported else { return [] }
      let shown = GTKListFixture(items: 0, attached: configuration)
      let filled = GTKListFixture(items: 1_000, attached: configuration)
      let bare = GTKListFixture(items: 1_000, attached: nil)
      defer {
        shown.close()
        filled.close()
        bare.close()
      }
      var figures: [Figure] = []
      if let emptyDataSet = shown.emptyDataSet {
        let counted = AllocationCount.measure(operations: 1_000) {
          emptyDataSet.reloadEmptyDataSet()
        }
        figures.append(
          allocationFigure(
            "GTK: allocations per reloadEmptyDataSet() while shown, unchanged", counted))
      }
      var flip = false
      let attached = AllocationCount.measure(operations: 1_000) {
        flip.toggle()
        filled.splice(at: 500, removing: 1, adding: 1, text: flip ? "Changed" : "Item")
      }
      let notAttached = AllocationCount.measure(operations: 1_000) {
        flip.toggle()
        bare.splice(at: 500, removing: 1, adding: 1, text: flip ? "Changed" : "Item")
      }
      var figure = allocationFigure(
        "GTK: allocations per splice with data present, attached − not attached",
        AllocationCount(
          allocationsPerOperation: attached.allocationsPerOperation
            - notAttached.allocationsPerOperation,
          freesPerOperation: attached.freesPerOperation - notAttached.freesPerOperation))
      figure.detail += "; \(Figure.count(notAttached.allocationsPerOperation)) without"
      figures.append(figure)
      return figures
    }

    private static func allocationFigure(_ name: String, _ counted: AllocationCount) -> Figure {
      Figure(
        name: name, goal: "–", result: Figure.count(counted.allocationsPerOperation),
        detail: "frees \(Figure.count(counted.freesPerOperation)); 1,000 operations counted",
        isMet: nil)
    }

    private static func missing(_ name: String, _ goal: String) -> Figure {
      Figure(
        name: name, goal: goal, result: "not measured",
        detail: "the empty data set did not show", isMet: false)
    }
  }
#endif

#if canImport(CGtk)
  extension GTKBenchmarks {
    /// One line on GTK, the display and the renderer that draws the benchmark's windows.
    static func environment(display: String) -> String {
      let fixture = GTKListFixture(items: 1, attached: nil)
      defer { fixture.close() }
      return "GTK \(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
        + " on \(display); renderer \(fixture.rendererName);"
        + " G_SLICE=\(getenv("G_SLICE").map { String(cString: $0) } ?? "(GLib's default)")."
    }
  }
#endif
