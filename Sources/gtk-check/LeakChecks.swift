// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

@MainActor
enum LeakChecks {
  static func run(_ recorder: ReportRecorder) {}
}
