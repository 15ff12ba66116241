// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport

/// The figures that need only the portable core.
@MainActor
enum CoreBenchmarks {
  /// Each figure with a short key, so that `benchmarks <key>…` runs a subset.
  static let all: [(key: String, run: @MainActor () -> [Figure])] = [
    ("decision", { [reloadWithDataAgainstCounting()] }),
    ("early-exit", { [earlyExitAgainstFullSum(), earlyExitWorstCase()] }),
    ("allocations", { allocations() }),
  ]

  // MARK: - Decision

  /// A reload of a list that has data (the empty state stays hidden) against the count alone.
  static func reloadWithDataAgainstCounting() -> Figure {
    let host = BenchmarkHost(itemsPerSection: [20])
    let controller = EmptyDataSetController(host: host)
    controller.provider = EmptyDataSetProvider(
      configuration: SampleConfiguration.value, events: EmptyDataSetEvents())
    let measured = SideBySide.measure(
      { count in
        for _ in 0..<count { controller.reload() }
      },
      against: { count in
        var found = 0
        for _ in 0..<count where host.containsItems() { found &+= 1 }
        blackHole(found)
      })
    precondition(controller.phase == .hidden && host.installs == 0)
    return .ratio(
      "Reload with data present ÷ counting alone (1 section of 20)", goal: "≤ 1.05×", measured
    ) { $0 <= 1.05 }
  }

  /// The core's early-exit count against DZN's sum over every section, 10,000 sections with data.
  static func earlyExitAgainstFullSum() -> Figure {
    let host = BenchmarkHost(itemsPerSection: Array(repeating: 5, count: 10_000))
    let measured = SideBySide.measure(
      { count in
        var total = 0
        for _ in 0..<count { total &+= host.sumOfAllItems() }
        blackHole(total)
      },
      against: { count in
        var found = 0
        for _ in 0..<count where host.containsItems() { found &+= 1 }
        blackHole(found)
      })
    return .ratio(
      "Full sum ÷ early-exit count, 10,000 sections with data (speed-up)", goal: "≥ 100×",
      measured
    ) { $0 >= 100 }
  }

  /// The same, when only the last section has items: early exit cannot help, and must not hurt.
  static func earlyExitWorstCase() -> Figure {
    var items = Array(repeating: 0, count: 10_000)
    items[items.count - 1] = 5
    let host = BenchmarkHost(itemsPerSection: items)
    let measured = SideBySide.measure(
      { count in
        var found = 0
        for _ in 0..<count where host.containsItems() { found &+= 1 }
        blackHole(found)
      },
      against: { count in
        var total = 0
        for _ in 0..<count { total &+= host.sumOfAllItems() }
        blackHole(total)
      })
    var figure = Figure.ratio(
      "Early-exit count ÷ full sum, only the last of 10,000 sections has data", goal: "–",
      measured
    ) { _ in true }
    figure.isMet = nil
    return figure
  }

  // MARK: - Allocations

  static func allocations() -> [Figure] {
    guard AllocationCount.isSupported else {
      return [
        Figure(
          name: "Heap allocations per steady-state reload", goal: "0", result: "n/a",
          detail: "counting needs Linux with glibc", isMet: nil)
      ]
    }
    return [
      steadyStateAllocations(gathered: false),
      steadyStateAllocations(gathered: true),
      dataPresentAllocations(),
      layoutAllocations(),
    ]
  }

  static func steadyStateAllocations(gathered: Bool) -> Figure {
    let host = BenchmarkHost(itemsPerSection: [0])
    let controller = EmptyDataSetController(host: host)
    if gathered {
      controller.provider = EmptyDataSetProvider(
        source: SampleConfiguration.source, delegate: SampleConfiguration.delegate,
        events: EmptyDataSetEvents(), isAvailable: { true })
    } else {
      controller.provider = EmptyDataSetProvider(
        configuration: SampleConfiguration.value, events: EmptyDataSetEvents())
    }
    controller.reload()
    precondition(controller.phase == .visible, "the sample must be shown")
    let counted = AllocationCount.measure(operations: 10_000) { controller.reload() }
    precondition(host.installs == 1 && host.updates == 0, "the reloads must be steady-state")
    let name =
      gathered
      ? "Heap allocations per steady-state reload (gathered from DZN-style answers)"
      : "Heap allocations per steady-state reload (fixed configuration)"
    return allocationFigure(name, counted)
  }

  static func dataPresentAllocations() -> Figure {
    let host = BenchmarkHost(itemsPerSection: [20])
    let controller = EmptyDataSetController(host: host)
    controller.provider = EmptyDataSetProvider(
      configuration: SampleConfiguration.value, events: EmptyDataSetEvents())
    let counted = AllocationCount.measure(operations: 10_000) { controller.reload() }
    return allocationFigure("Heap allocations per reload with data present", counted)
  }

  static func layoutAllocations() -> Figure {
    let host = BenchmarkHost(itemsPerSection: [0])
    let controller = EmptyDataSetController(host: host)
    controller.provider = EmptyDataSetProvider(
      configuration: SampleConfiguration.value, events: EmptyDataSetEvents())
    controller.reload()
    var width = 375.0
    let counted = AllocationCount.measure(operations: 10_000) {
      width = width == 375 ? 376 : 375
      host.layoutContainer.size.width = width
      controller.containerDidChange()
    }
    precondition(host.layouts > 10_000, "each resize must lay out again")
    var figure = allocationFigure(
      "Heap allocations per relayout after a resize", counted, per: "relayout")
    figure.goal = "–"
    figure.isMet = nil
    return figure
  }

  private static func allocationFigure(
    _ name: String, _ counted: AllocationCount, per operation: String = "reload"
  ) -> Figure {
    Figure(
      name: name, goal: "0",
      result: Figure.count(counted.allocationsPerOperation),
      detail: "frees \(Figure.count(counted.freesPerOperation)) per \(operation); "
        + "10,000 \(operation)s counted by the malloc interposer",
      isMet: counted.allocationsPerOperation == 0)
  }
}
