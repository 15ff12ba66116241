// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

// Prints the side-by-side figures of docs/performance.md. Run with:
//   swift run -c release benchmarks            every figure
//   swift run -c release benchmarks decision   only the figures with these keys

#if canImport(CGtk)
  import GTKToolSupport
  import Glibc

  // GLib's slice allocator as GLib 2.76 and later have it (Debian 12 has 2.74): every GObject
  // from the system allocator. The older magazine cache reuses freed slices without telling
  // malloc, which hid most of GTK's objects from the memory rows (a window of the peer, built
  // of more GTK objects, then measured less than the library's) and moved them from run to run
  // by a cached slab's size. GLib reads G_SLICE when it is loaded, before this code runs, so
  // the benchmark starts itself again with it; a G_SLICE the caller set is kept.
  if getenv("G_SLICE") == nil {
    setenv("G_SLICE", "always-malloc", 1)
    execv("/proc/self/exe", CommandLine.unsafeArgv)
    unsetenv("G_SLICE")  // Not restarted: GLib's default, which the notes then name.
  }
#endif

#if DEBUG
  print("warning: a debug build; run `swift run -c release benchmarks` for real figures.")
#endif

let selected = Set(CommandLine.arguments.dropFirst())
let started = Stopwatch.now()
var figures: [Figure] = []
var notes: [String] = []

func runs(_ key: String) -> Bool { selected.isEmpty || selected.contains(key) }

for benchmark in CoreBenchmarks.all where runs(benchmark.key) {
  figures += benchmark.run()
}

#if canImport(CGtk)
  let gtkBenchmarks = GTKBenchmarks.all.filter { runs($0.key) }
  let peerSelected =
    GTKPeerBenchmarks.all.contains { selected.contains($0.key) } || runs("gtk-peer")
  if !gtkBenchmarks.isEmpty || peerSelected {
    let display = GTKDisplay()
    if display.start() {
      notes.append(GTKBenchmarks.environment(display: display.description))
      for benchmark in gtkBenchmarks {
        figures += benchmark.run()
      }
      // The diagnostics (node dumps, renders) run only when asked for by name.
      let peerBenchmarks = GTKPeerBenchmarks.all.filter {
        selected.contains($0.key)
          || (!GTKPeerBenchmarks.diagnostics.contains($0.key) && (runs($0.key) || runs("gtk-peer")))
      }
      if !peerBenchmarks.isEmpty {
        switch Adwaita.load() {
        case .success(let adwaita):
          // After every other GTK group: libadwaita's style sheet applies from here on.
          adwaita.initializeOnce()
          notes.append("Peer: libadwaita \(adwaita.version), loaded at run time.")
          for benchmark in peerBenchmarks {
            figures += benchmark.run(adwaita)
          }
        case .failure(let unavailable):
          notes.append("Peer figures (gtk-peer-*) not measured: \(unavailable).")
        }
      }
    } else {
      notes.append("GTK figures not measured: \(display.description).")
    }
    display.stop()
  }
#else
  notes.append("GTK figures not measured: this build has no GTK 4 (CGtk).")
#endif

print(FigureTable.render(figures))
print("")
for note in notes { print(note) }
print("Whole run: \(Figure.nanoseconds(Double(Stopwatch.now() - started))).")
