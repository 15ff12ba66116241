// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

@Suite("Bad input: fade durations longer than an hour")
@MainActor
struct FadeDurationTests {
  @Test("fade durations longer than an hour are clamped to 3600 s and reported, as documented")
  func longFades() {
    var configuration = RecordingConfiguration()
    configuration.fadeInDuration = 1e9
    configuration.fadeOutDuration = 7200
    let recorder = ReportRecorder()
    let result = EmptyDataSetDiagnostics.scopedHandler.withValue(recorder.handler) {
      configuration.sanitized()
    }
    #expect(result.fadeInDuration == 3600)
    #expect(result.fadeOutDuration == 3600)
    #expect(recorder.reports.count == 2)
    #expect(recorder.reports.allSatisfy { $0.severity == .misuse })
    configuration.fadeInDuration = 3599
    configuration.fadeOutDuration = 0.3
    #expect(configuration.sanitized().fadeInDuration == 3599)
  }
}
