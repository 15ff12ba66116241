// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

@MainActor
enum InputChecks {
  static func run(_ recorder: ReportRecorder) {}
}
