// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

/// One row of the printed table.
struct Figure {
  /// What is compared, A against B.
  var name: String
  /// The goal, as text ("≤ 1.05×").
  var goal: String
  /// The measured value, as text.
  var result: String
  /// The spread or the absolute costs behind the result.
  var detail: String
  /// Whether the goal is met; `nil` when the figure has no goal.
  var isMet: Bool?

  /// A ratio figure: the median ratio with its interquartile range and both absolute costs.
  static func ratio(
    _ name: String, goal: String, _ measured: SideBySideResult, unit: String = "×",
    isMet: (Double) -> Bool
  ) -> Figure {
    Figure(
      name: name, goal: goal,
      result: "\(format(measured.medianRatio))\(unit)",
      detail: "IQR \(format(measured.lowerQuartile))–\(format(measured.upperQuartile)); "
        + "A \(nanoseconds(measured.nanosecondsA)), B \(nanoseconds(measured.nanosecondsB)); "
        + "\(measured.pairs) pairs",
      isMet: isMet(measured.medianRatio))
  }

  /// A number with three significant digits (at least two decimals below 10).
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let magnitude = abs(value)
    let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2
    return fixed(value, decimals: decimals)
  }

  /// A count per operation: a whole number as such, else three significant digits.
  static func count(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : format(value)
  }

  /// A duration in nanoseconds, in ns, µs or ms.
  static func nanoseconds(_ value: Double) -> String {
    if value >= 1_000_000 { return "\(format(value / 1_000_000)) ms" }
    if value >= 1_000 { return "\(format(value / 1_000)) µs" }
    return "\(format(value)) ns"
  }

  /// `value` with exactly `decimals` decimals, without Foundation.
  static func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard decimals > 0 else { return "\(sign)\(whole)" }
    let digits = String(fraction)
    return "\(sign)\(whole).\(String(repeating: "0", count: decimals - digits.count))\(digits)"
  }
}
