// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

#if canImport(CGtk)
  import CGtk
  import EmptyDataSetGTK
  import GTKToolSupport

  import CAllocationCounter
  import Foundation

  /// The library against what a GNOME developer writes instead: a `GtkStack` of the list and
  /// an `AdwStatusPage`, switched by an `items-changed` handler (as Nautilus, GNOME Software
  /// and Fractal do), and against the bare list. libadwaita is loaded at run time
  /// (``Adwaita``); without it these rows say so. `adw_init()` restyles every window of the
  /// process that follows, so these groups run after every other GTK group, and all three
  /// sides of a row are drawn with libadwaita's style sheet.
  @MainActor
  enum GTKPeerBenchmarks {
    static let all: [(key: String, run: @MainActor (Adwaita) -> [Figure])] = [
      ("gtk-peer-toggle", { toggle($0, focus: .entry) }),
      ("gtk-peer-toggle-focus", { toggle($0, focus: .list) }),
      ("gtk-peer-drawn", { toggleDrawn($0) }),
      ("gtk-peer-splice", { splice($0) }),
      ("gtk-peer-first-show", { firstShowDrawn($0) }),
      ("gtk-peer-memory", { memoryPerWindow($0) }),
      ("gtk-peer-nodes", { dumpNodes($0) }),
      ("gtk-peer-render", { render($0) }),
      ("gtk-peer-profile", { profileToggle($0) }),
    ]

    /// Groups that write files instead of figures; run only when named.
    static let diagnostics: Set<String> = [
      "gtk-peer-nodes", "gtk-peer-render", "gtk-peer-profile",
    ]

    /// The three sides of every row, in the order of their index in a measurement.
    private static func covers(_ adwaita: Adwaita) -> [GTKListFixture.Cover] {
      [.library(GTKBenchmarks.configuration), .peer(adwaita), .none]
    }

    private static let library = 0
    private static let peer = 1
    private static let bare = 2

    /// Where keyboard focus is during a toggle.
    enum Focus {
      /// In the search entry above the list: the library announces, nothing moves.
      case entry
      /// On the list: the library moves focus into its empty view and back.
      case list
    }

    // MARK: - Toggle

    /// Emptying a 20-item model and filling it again, without drawing. The main thread's CPU
    /// time, which the other processes of a shared machine do not inflate (all of this work is
    /// on it).
    static func toggle(_ adwaita: Adwaita, focus: Focus) -> [Figure] {
      let fixtures = covers(adwaita).map {
        GTKListFixture(items: 20, cover: $0, searchEntry: true)
      }
      defer { fixtures.forEach { $0.close() } }
      let operations = fixtures.map { fixture in
        { (count: Int) -> UInt64 in
          Stopwatch.threadCPUTime {
            for _ in 0..<count {
              if focus == .list { fixture.focusList() }
              fixture.splice(at: 0, removing: 20, adding: 0, text: "")
              fixture.append(count: 20, text: "Item")
            }
          }
        }
      }
      // Batches of about 20 ms (some 15 toggles): what the main loop does between rounds
      // (a frame, the renderer's threads finishing it) then weighs on no side's first toggle.
      let measured = SideBySideRounds.measure(
        rounds: 31, batchNanoseconds: 20_000_000, operations,
        between: {
          GTKLoop.drain()
          if focus == .entry { fixtures.forEach { $0.focusEntry() } }
        })
      let what =
        focus == .entry
        ? "Empty ↔ filled toggle, 20 items, focus in a search entry (thread CPU time)"
        : "Empty ↔ filled toggle, 20 items, focus on the list, which the library moves (thread CPU)"
      return rows(what, measured, goal: focus == .entry ? 1.05 : nil)
    }

    /// The same toggle with each change drawn: after each splice, the window paints a frame.
    /// Process CPU time (the wait for the frame clock costs none).
    static func toggleDrawn(_ adwaita: Adwaita) -> [Figure] {
      let fixtures = covers(adwaita).map {
        GTKListFixture(items: 20, cover: $0, searchEntry: true)
      }
      defer { fixtures.forEach { $0.close() } }
      let operations = fixtures.map { fixture in
        { (count: Int) -> UInt64 in
          Stopwatch.cpuTime {
            for _ in 0..<count {
              fixture.splice(at: 0, removing: 20, adding: 0, text: "")
              fixture.waitForFrame()
              fixture.append(count: 20, text: "Item")
              fixture.waitForFrame()
            }
          }
        }
      }
      let measured = SideBySideRounds.measure(
        rounds: 21, counts: [3, 3, 3], operations,
        between: {
          GTKLoop.drain()
          fixtures.forEach { $0.focusEntry() }
        })
      return rows(
        "The same toggle, each change drawn (process CPU time), focus in a search entry",
        measured, goal: 1.05)
    }

    /// One side's toggle alone, for a profiler: `perf record`, or `valgrind --tool=callgrind`,
    /// whose instruction counts do not depend on what else the machine runs (run it with 0
    /// toggles too, and subtract). The environment says which: EMPTYDATASET_PROFILE_SIDE
    /// (`library`, the default, `peer` or `bare`), EMPTYDATASET_PROFILE_TOGGLES (20,000 by
    /// default) and EMPTYDATASET_PROFILE_DRAWN=1 (each change drawn), or
    /// EMPTYDATASET_PROFILE_SPLICES (that many splices of the splice row instead of toggles).
    /// Prints nothing.
    static func profileToggle(_ adwaita: Adwaita) -> [Figure] {
      let environment = ProcessInfo.processInfo.environment
      let side = ["library": library, "peer": peer, "bare": bare][
        environment["EMPTYDATASET_PROFILE_SIDE"] ?? "library"]
      let toggles = Int(environment["EMPTYDATASET_PROFILE_TOGGLES"] ?? "") ?? 20_000
      let splices = Int(environment["EMPTYDATASET_PROFILE_SPLICES"] ?? "")
      let drawn = environment["EMPTYDATASET_PROFILE_DRAWN"] == "1"
      guard let side, toggles >= 0 else {
        print("gtk-peer-profile: EMPTYDATASET_PROFILE_SIDE is library, peer or bare")
        return []
      }
      if let splices {
        profileSplices(splices, cover: covers(adwaita)[side])
        return []
      }
      let fixture = GTKListFixture(items: 20, cover: covers(adwaita)[side], searchEntry: true)
      defer { fixture.close() }
      fixture.waitForFrame()
      for round in 0..<toggles {
        if round % 20 == 0 {
          GTKLoop.drain()
          fixture.focusEntry()
        }
        fixture.splice(at: 0, removing: 20, adding: 0, text: "")
        if drawn { fixture.waitForFrame() }
        fixture.append(count: 20, text: "Item")
        if drawn { fixture.waitForFrame() }
      }
      return []
    }

    /// `count` splices of the splice row on one side, for a profiler.
    private static func profileSplices(_ count: Int, cover: GTKListFixture.Cover) {
      let fixture = GTKListFixture(items: 1_000_000, cover: cover)
      defer { fixture.close() }
      GTKLoop.drain()
      for round in 0..<max(0, count) {
        fixture.splice(
          at: 500_000, removing: 1, adding: 1, text: round.isMultiple(of: 2) ? "Changed" : "Item")
      }
    }

    // MARK: - Splice

    /// One splice (1 out, 1 in, in the middle) on a 1,000,000-item model; the main thread's CPU
    /// time.
    static func splice(_ adwaita: Adwaita) -> [Figure] {
      // The three models are filled in turns of 10,000 items, so that their items lie
      // interleaved in the heap: filled one after the other, the first model's items took the
      // holes earlier groups had left, and whichever side was built first measured 0.01 to
      // 0.02 slower.
      let fixtures = covers(adwaita).map { GTKListFixture(items: 0, cover: $0) }
      defer { fixtures.forEach { $0.close() } }
      for _ in 0..<100 {
        for fixture in fixtures { fixture.append(count: 10_000, text: "Item") }
      }
      GTKLoop.drain()
      var flip = false
      let operations = fixtures.map { fixture in
        { (count: Int) -> UInt64 in
          Stopwatch.threadCPUTime {
            for _ in 0..<count {
              flip.toggle()
              fixture.splice(
                at: 500_000, removing: 1, adding: 1, text: flip ? "Changed" : "Item")
            }
          }
        }
      }
      let measured = SideBySideRounds.measure(operations, between: { GTKLoop.drain() })
      precondition(fixtures.allSatisfy { $0.count == 1_000_000 })
      return rows(
        "One splice (1 out, 1 in, middle) on a 1,000,000-item model", measured, goal: 1.03)
    }

    // MARK: - First show

    /// A new list with no items put in a shown window, until the window has painted it: the
    /// library's overlay and empty view, the peer's stack and status page, or the list alone.
    /// Process CPU time from the first widget made to the frame; the content it replaces is
    /// destroyed afterwards, untimed.
    static func firstShowDrawn(_ adwaita: Adwaita) -> [Figure] {
      let sides = covers(adwaita)
      let fixtures = sides.map { GTKListFixture(items: 0, cover: $0) }
      defer { fixtures.forEach { $0.close() } }
      let operations = zip(fixtures, sides).map { fixture, cover in
        { (count: Int) -> UInt64 in
          var total: UInt64 = 0
          for _ in 0..<count {
            total &+= fixture.replaceContent(items: 0, cover: cover)
            GTKLoop.drain()
          }
          return total
        }
      }
      let measured = SideBySideRounds.measure(
        rounds: 21, counts: [4, 4, 4], operations, between: { GTKLoop.drain() })
      precondition(fixtures[library].emptyDataSet?.isEmptyDataSetVisible == true)
      return rows(
        "First show of an empty list, until its first frame is drawn (process CPU time)",
        measured, goal: 1.0)
    }

    // MARK: - Memory

    /// The heap's growth per window with each cover, over the bare list: windows of 480×400
    /// with an empty list, shown and painted once, created `perRound` at a time; the median of
    /// 5 rounds. The growth is the net size of the chunks allocated and freed on every thread
    /// meanwhile (`eds_heap_tracked_bytes`), which, unlike glibc's heap in use, does not count
    /// freed chunks glibc keeps cached for reuse: with those, what the earlier groups of a run
    /// had left in the caches moved each side's figure by up to 2 KiB. Each round starts once
    /// the heap has stopped shrinking (``settleHeap()``).
    static func memoryPerWindow(_ adwaita: Adwaita) -> [Figure] {
      let sides = covers(adwaita)
      let perRound = 8
      var perWindow = [[Double]](repeating: [], count: sides.count)
      for round in 0..<5 {
        for offset in 0..<sides.count {
          let index = (offset + round) % sides.count
          settleHeap()
          eds_heap_tracking_begin()
          var windows: [GTKListFixture] = []
          for _ in 0..<perRound {
            let fixture = GTKListFixture(items: 0, cover: sides[index], shownFor: 0)
            fixture.waitForFrame()
            windows.append(fixture)
          }
          GTKLoop.pump(milliseconds: 20)
          eds_heap_tracking_end()
          perWindow[index].append(Double(eds_heap_tracked_bytes()) / Double(perRound))
          windows.forEach { $0.close() }
        }
      }
      let medians = perWindow.map { SideBySide.percentile($0.sorted(), 0.5) }
      func kib(_ bytes: Double) -> String { "\(Figure.format(bytes / 1024)) KiB" }
      func range(_ index: Int) -> String {
        let extra = perWindow[index].map { $0 - medians[bare] }.sorted()
        return "rounds \(kib(extra.first ?? 0)) to \(kib(extra.last ?? 0))"
      }
      let renderer = GTKListFixture(items: 0, cover: .none).closing { $0.rendererName }
      return [
        Figure(
          name: "Memory per window (\(renderer)), library over the bare list", goal: "level",
          result: "+\(kib(medians[library] - medians[bare]))",
          detail: "\(range(library)); bare list \(kib(medians[bare])) per window",
          isMet: nil),
        Figure(
          name: "Memory per window (\(renderer)), peer over the bare list", goal: "–",
          result: "+\(kib(medians[peer] - medians[bare]))", detail: range(peer), isMet: nil),
      ]
    }

    /// Runs the main loop until what was closed before has gone: until 50 ms of it free less
    /// than 1 KiB, for at most two seconds. GTK lets go of some of a closed window in idle
    /// callbacks, and of a large model over several; without waiting, a round that followed the
    /// splice group's 1,000,000-item models counted their release (rounds of −2,000 KiB), and
    /// each side's median moved by up to 3 KiB between full runs.
    private static func settleHeap() {
      for _ in 0..<40 {
        eds_heap_tracking_begin()
        GTKLoop.pump(milliseconds: 50)
        eds_heap_tracking_end()
        if eds_heap_tracked_bytes() > -1024 { return }
      }
    }

    // MARK: - Rows

    /// Library ÷ bare, peer ÷ bare and library ÷ peer; `goal` is the ceiling of library ÷ peer.
    private static func rows(
      _ what: String, _ measured: SideBySideRounds, goal: Double?
    ) -> [Figure] {
      func added(_ result: SideBySideResult) -> String {
        let extra = (result.medianRatio - 1) * result.nanosecondsB
        return "\(extra >= 0 ? "+" : "−")\(Figure.nanoseconds(abs(extra)))"
      }
      let pairs: [(String, Int, Int, Double?)] = [
        ("library ÷ bare list", library, bare, nil),
        ("peer (GtkStack + AdwStatusPage) ÷ bare list", peer, bare, nil),
        ("library ÷ peer", library, peer, goal),
      ]
      return pairs.map { name, a, b, ceiling in
        let result = measured.ratio(a, to: b)
        var figure = Figure.ratio(
          "\(what): \(name)", goal: ceiling.map { "≤ \(Figure.format($0))×" } ?? "–", result
        ) { ratio in ceiling.map { ratio <= $0 } ?? true }
        if ceiling == nil { figure.isMet = nil }
        figure.result += " (\(added(result)))"
        return figure
      }
    }
  }

  extension GTKListFixture {
    /// `body`'s answer about this fixture, which is closed afterwards.
    func closing<T>(_ body: (GTKListFixture) -> T) -> T {
      defer { close() }
      return body(self)
    }
  }
#endif

#if canImport(CGtk)
  import Foundation

  extension GTKPeerBenchmarks {
    /// Where ``dumpNodes(_:)`` and ``render(_:)`` write their files.
    static let outputDirectory = ".build/peer-render"

    /// Writes the render node tree of each side's empty window (480×400, focus in a search
    /// entry) to `.build/peer-render/nodes-<side>.txt`, GTK's text format: what each side paints
    /// in a frame. A diagnostic, no figure.
    static func dumpNodes(_ adwaita: Adwaita) -> [Figure] {
      try? FileManager.default.createDirectory(
        atPath: outputDirectory, withIntermediateDirectories: true)
      for (name, cover) in zip(["library", "peer", "bare"], covers(adwaita)) {
        let fixture = GTKListFixture(items: 0, cover: cover, searchEntry: true)
        fixture.focusEntry()
        GTKLoop.pump(milliseconds: 200)
        let paintable = gtk_widget_paintable_new(fixture.window)!
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, 480, 400)
        if let node = gtk_snapshot_free_to_node(snapshot) {
          var error: UnsafeMutablePointer<GError>?
          _ = gsk_render_node_write_to_file(node, "\(outputDirectory)/nodes-\(name).txt", &error)
          gsk_render_node_unref(node)
        }
        g_object_unref(UnsafeMutableRawPointer(paintable))
        fixture.close()
      }
      notes.append("Render nodes written to \(outputDirectory)/nodes-{library,peer,bare}.txt.")
      return []
    }

    /// Renders the library's empty state and a real `AdwStatusPage` with the same content, each
    /// in a 480×400 window, light and dark, to `.build/peer-render/{library,peer}-{light,dark}.png`
    /// (docs/gtk.md shows them side by side). A diagnostic, no figure.
    static func render(_ adwaita: Adwaita) -> [Figure] {
      try? FileManager.default.createDirectory(
        atPath: outputDirectory, withIntermediateDirectories: true)
      for dark in [false, true] {
        adwaita.setDark(dark)
        for (name, cover) in zip(["library", "peer"], covers(adwaita)) {
          let fixture = GTKListFixture(items: 0, cover: cover)
          let path = "\(outputDirectory)/\(name)-\(dark ? "dark" : "light").png"
          _ = OffscreenRenderer.savePNG(fixture.window, to: path, frames: 3)
          fixture.close()
        }
      }
      adwaita.setDark(false)
      notes.append("Renders written to \(outputDirectory)/{library,peer}-{light,dark}.png.")
      return []
    }
  }
#endif
