// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

// Prints the side-by-side figures of docs/performance.md. Run with:
//   swift run -c release benchmarks

import CAllocationCounter

#if DEBUG
  print("warning: a debug build; run `swift run -c release benchmarks` for real figures.")
#endif

let selected = Set(CommandLine.arguments.dropFirst())
let started = Stopwatch.now()
var figures: [Figure] = []
for benchmark in CoreBenchmarks.all where selected.isEmpty || selected.contains(benchmark.key) {
  figures += benchmark.run()
}
let table = FigureTable.render(figures)
print(table)
print("")
print("Whole run: \(Figure.nanoseconds(Double(Stopwatch.now() - started))).")
