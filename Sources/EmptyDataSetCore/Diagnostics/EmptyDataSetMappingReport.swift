// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// What is lost when a backend maps another library's configuration onto ours (UIKit: Apple's
/// `UIContentUnavailableConfiguration`), reported once as one warning.
///
/// The backend notes each property of the source that has no equivalent and was set to
/// something other than its default; the mapping goes on without it (the documented fallback),
/// and ``report()`` says which properties were dropped and why, in the order they were noted.
///
/// ```swift
/// var report = EmptyDataSetMappingReport(source: "UIContentUnavailableConfiguration")
/// report.drop("background.customView", because: "a view cannot be copied", if: hasCustomView)
/// report.report()
/// ```
package struct EmptyDataSetMappingReport: Sendable {
  /// The name of the configuration type being mapped.
  package let source: String
  /// Each dropped property with the reason, in the order noted; a property is kept once.
  package private(set) var dropped: [(property: String, reason: String)] = []

  /// A report for mapping a `source` configuration, with nothing dropped yet.
  package init(source: String) { self.source = source }

  /// Notes that `property` is dropped, for `reason`, when `condition` holds (the source sets it
  /// to something other than its default). A property noted twice is kept once.
  package mutating func drop(_ property: String, because reason: String, if condition: Bool) {
    guard condition, !dropped.contains(where: { $0.property == property }) else { return }
    dropped.append((property, reason))
  }

  /// The warning's text, or `nil` when nothing was dropped.
  package var message: String? {
    guard !dropped.isEmpty else { return nil }
    let items = dropped.map { "\($0.property) (\($0.reason))" }.joined(separator: "; ")
    return "The \(source) given to the empty data set sets properties it cannot show, which are "
      + "ignored: \(items). Everything else is shown; see \"Apple's Configuration and Ours\" "
      + "in the documentation."
  }

  /// Reports the dropped properties as one warning; nothing when none was dropped.
  package func report() {
    guard let message else { return }
    EmptyDataSetDiagnostics.report(.warning, message)
  }

}
