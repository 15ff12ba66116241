// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

@MainActor
enum BehaviourChecks {
  static func run(_ recorder: ReportRecorder) {}
}
