// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

@Suite("Mapping another configuration: what is lost is reported once, as a warning")
struct MappingReportTests {
  private func reports(of report: EmptyDataSetMappingReport) -> [EmptyDataSetDiagnostics.Report] {
    let recorder = ReportRecorder()
    EmptyDataSetDiagnostics.scopedHandler.withValue(recorder.handler) { report.report() }
    return recorder.reports
  }

  @Test("nothing dropped reports nothing")
  func nothingDropped() {
    var report = EmptyDataSetMappingReport(source: "UIContentUnavailableConfiguration")
    report.drop("background.customView", because: "a view cannot be copied", if: false)
    #expect(report.message == nil)
    #expect(reports(of: report).isEmpty)
  }

  @Test("dropped properties are listed in order, each once, with the reason, in one warning")
  func droppedInOrder() {
    var report = EmptyDataSetMappingReport(source: "UIContentUnavailableConfiguration")
    report.drop("background.strokeOutset", because: "no outset", if: true)
    report.drop("background.customView", because: "a view cannot be copied", if: true)
    report.drop("background.strokeOutset", because: "no outset", if: true)
    report.drop("textProperties.allowsDefaultTighteningForTruncation", because: "x", if: false)
    let found = reports(of: report)
    #expect(found.count == 1)
    #expect(found.first?.severity == .warning)
    let message = found.first?.message ?? ""
    #expect(message.contains("UIContentUnavailableConfiguration"))
    #expect(!message.contains("allowsDefaultTightening"))
    let outset = message.range(of: "background.strokeOutset (no outset)")
    let view = message.range(of: "background.customView (a view cannot be copied)")
    #expect(outset != nil && view != nil)
    if let outset, let view { #expect(outset.lowerBound < view.lowerBound) }
    #expect(message.components(separatedBy: "strokeOutset").count == 2)
  }
}
