// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

/// Prints figures as a Markdown table, ready to paste into docs/performance.md.
enum FigureTable {
  static func render(_ figures: [Figure]) -> String {
    var lines = [
      "| Figure | Goal | Result | Spread and absolute costs | Met |",
      "|---|---|---|---|---|",
    ]
    for figure in figures {
      let met = figure.isMet.map { $0 ? "yes" : "**no**" } ?? "–"
      lines.append(
        "| \(figure.name) | \(figure.goal) | \(figure.result) | \(figure.detail) | \(met) |")
    }
    return lines.joined(separator: "\n")
  }
}
