// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

// Prints the side-by-side figures of docs/performance.md. Run with:
//   swift run -c release benchmarks            every figure
//   swift run -c release benchmarks decision   only the figures with these keys

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
  if !gtkBenchmarks.isEmpty {
    let display = GTKDisplay()
    if display.start() {
      notes.append(GTKBenchmarks.environment(display: display.description))
      for benchmark in gtkBenchmarks {
        figures += benchmark.run()
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
