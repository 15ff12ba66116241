// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

/// A ratio of two costs measured side by side in one run.
struct SideBySideResult {
  /// The median of the per-pair ratios A / B.
  var medianRatio: Double
  /// The 25th and 75th percentiles of the per-pair ratios.
  var lowerQuartile: Double
  var upperQuartile: Double
  /// Median nanoseconds per operation of each side.
  var nanosecondsA: Double
  var nanosecondsB: Double
  /// How many A/B pairs were measured.
  var pairs: Int
}

/// Measures two operations side by side: after a warm-up, it times a batch of A, then a batch
/// of B (B then A on every other pair, so neither always runs second), and takes the ratio of
/// their per-operation times for each pair. Noise from other processes on a shared machine hits
/// both sides of a pair alike, so the median ratio is steadier than either absolute time.
///
/// Each closure runs its operation `count` times. Batch sizes are calibrated so that one batch
/// takes about `batchNanoseconds`. `between` runs before each pair, untimed (GTK benchmarks use
/// it to let the main loop catch up).
@MainActor
enum SideBySide {
  static func measure(
    pairs: Int = 41,
    batchNanoseconds: UInt64 = 1_500_000,
    _ a: (Int) -> Void,
    against b: (Int) -> Void,
    between: () -> Void = {}
  ) -> SideBySideResult {
    let countA = calibrate(a, batchNanoseconds: batchNanoseconds)
    let countB = calibrate(b, batchNanoseconds: batchNanoseconds)
    var ratios: [Double] = []
    var perOpA: [Double] = []
    var perOpB: [Double] = []
    for pair in 0..<pairs {
      between()
      var timeA: UInt64 = 0
      var timeB: UInt64 = 0
      if pair % 2 == 0 {
        timeA = Stopwatch.time { a(countA) }
        timeB = Stopwatch.time { b(countB) }
      } else {
        timeB = Stopwatch.time { b(countB) }
        timeA = Stopwatch.time { a(countA) }
      }
      let nanosA = Double(timeA) / Double(countA)
      let nanosB = Double(max(timeB, 1)) / Double(countB)
      perOpA.append(nanosA)
      perOpB.append(nanosB)
      ratios.append(nanosA / nanosB)
    }
    ratios.sort()
    return SideBySideResult(
      medianRatio: percentile(ratios, 0.5),
      lowerQuartile: percentile(ratios, 0.25),
      upperQuartile: percentile(ratios, 0.75),
      nanosecondsA: percentile(perOpA.sorted(), 0.5),
      nanosecondsB: percentile(perOpB.sorted(), 0.5),
      pairs: pairs)
  }

  /// Doubles the batch size until a batch takes `batchNanoseconds`; this is also the warm-up.
  private static func calibrate(_ body: (Int) -> Void, batchNanoseconds: UInt64) -> Int {
    var count = 1
    while count < 1 << 30 {
      let elapsed = Stopwatch.time { body(count) }
      if elapsed >= batchNanoseconds { break }
      count *= elapsed < batchNanoseconds / 8 ? 4 : 2
    }
    body(count)
    return count
  }

  /// The value at `fraction` of a sorted array, interpolating between neighbours.
  static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    let position = fraction * Double(sorted.count - 1)
    let below = Int(position)
    let above = min(below + 1, sorted.count - 1)
    let weight = position - Double(below)
    return sorted[below] * (1 - weight) + sorted[above] * weight
  }
}
