// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

/// Several operations measured side by side in rounds: each round runs one batch of every
/// operation, in an order that changes from round to round (rotated, and reversed every other
/// cycle of rotations), so that none always runs first or last. Any two of them then give a
/// ``SideBySideResult`` from their per-round ratios, as ``SideBySide`` does for two.
///
/// Each operation times itself: it runs its work `count` times and returns the nanoseconds to
/// count (wall-clock time, or the process CPU time for work that waits for the frame clock),
/// so that untimed set-up and tear-down can sit inside the batch.
@MainActor
struct SideBySideRounds {
  /// Per-operation nanoseconds of each operation (outer) in each round (inner).
  private(set) var costs: [[Double]]

  /// Measures `operations`, each run `counts[i]` times per batch (calibrated to about
  /// `batchNanoseconds` when `counts` is nil), over `rounds` rounds; `between` runs before each
  /// round, untimed. Every operation runs once, unmeasured, first.
  static func measure(
    rounds: Int = 41, batchNanoseconds: UInt64 = 1_500_000, counts: [Int]? = nil,
    _ operations: [(Int) -> UInt64], between: () -> Void = {}
  ) -> SideBySideRounds {
    let sizes =
      counts ?? operations.map { calibrate($0, batchNanoseconds: batchNanoseconds) }
    if counts != nil { operations.forEach { _ = $0(1) } }
    var costs = [[Double]](repeating: [], count: operations.count)
    let n = operations.count
    for round in 0..<rounds {
      between()
      var order = (0..<n).map { ($0 + round) % n }
      if (round / n) % 2 == 1 { order.reverse() }
      for index in order {
        let elapsed = operations[index](sizes[index])
        costs[index].append(Double(max(elapsed, 1)) / Double(sizes[index]))
      }
    }
    return SideBySideRounds(costs: costs)
  }

  /// The ratio of operation `a` to operation `b`: the median, quartiles and median costs of
  /// their per-round ratios.
  func ratio(_ a: Int, to b: Int) -> SideBySideResult {
    let ratios = zip(costs[a], costs[b]).map { $0 / $1 }.sorted()
    return SideBySideResult(
      medianRatio: SideBySide.percentile(ratios, 0.5),
      lowerQuartile: SideBySide.percentile(ratios, 0.25),
      upperQuartile: SideBySide.percentile(ratios, 0.75),
      nanosecondsA: SideBySide.percentile(costs[a].sorted(), 0.5),
      nanosecondsB: SideBySide.percentile(costs[b].sorted(), 0.5),
      pairs: ratios.count)
  }

  /// Quadruples (or doubles, when close) the batch size until a batch takes
  /// `batchNanoseconds`; this is also the warm-up.
  private static func calibrate(_ body: (Int) -> UInt64, batchNanoseconds: UInt64) -> Int {
    var count = 1
    while count < 1 << 30 {
      let elapsed = body(count)
      if elapsed >= batchNanoseconds { break }
      count *= elapsed < batchNanoseconds / 8 ? 4 : 2
    }
    _ = body(count)
    return count
  }
}
