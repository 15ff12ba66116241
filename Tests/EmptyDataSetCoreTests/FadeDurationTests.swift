// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

@Suite("Bad input: fade durations longer than an hour")
@MainActor
struct FadeDurationTests {
  @Test("fade durations longer than an hour are clamped to 3600 s, as documented")
  func longFades() {
    var configuration = RecordingConfiguration()
    configuration.fadeInDuration = 1e9
    configuration.fadeOutDuration = 7200
    let result = configuration.sanitized()
    #expect(result.fadeInDuration == 3600)
    #expect(result.fadeOutDuration == 3600)
    configuration.fadeInDuration = 3599
    #expect(configuration.sanitized().fadeInDuration == 3599)
  }
}
