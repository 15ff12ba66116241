// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

@Suite("Bad input: documented fallbacks, reported, never a crash")
@MainActor
struct SanitizingTests {
  private func sanitize(_ configuration: RecordingConfiguration) -> (
    RecordingConfiguration, [EmptyDataSetDiagnostics.Report]
  ) {
    let recorder = ReportRecorder()
    let result = EmptyDataSetDiagnostics.scopedHandler.withValue(recorder.handler) {
      configuration.sanitized()
    }
    return (result, recorder.reports)
  }

  @Test("NaN and infinite offsets fall back to 0, as misuse")
  func nonFiniteOffsets() {
    var configuration = RecordingConfiguration()
    configuration.offset = EmptyDataSetOffset(vertical: .nan, horizontal: -.infinity)
    let (result, reports) = sanitize(configuration)
    #expect(result.offset == EmptyDataSetOffset(vertical: 0, horizontal: 0))
    #expect(reports.count == 2)
    #expect(reports.allSatisfy { $0.severity == .misuse })
    #expect(reports.first?.message.contains("offset.vertical") == true)
  }

  @Test("negative gaps fall back to 0, non-finite gaps to the default 11")
  func badSpacing() {
    var configuration = RecordingConfiguration()
    configuration.spacing = EmptyDataSetSpacing(
      imageToText: -4, titleToMessage: .nan, textToButton: 7)
    let (result, reports) = sanitize(configuration)
    #expect(
      result.spacing
        == EmptyDataSetSpacing(imageToText: 0, titleToMessage: 11, textToButton: 7))
    #expect(reports.count == 2)
  }

  @Test("a non-positive maximum width means no limit; huge distances are clamped")
  func widthsAndClamping() {
    var configuration = RecordingConfiguration()
    configuration.maximumContentWidth = -20
    configuration.offset.vertical = 1e300
    let (result, reports) = sanitize(configuration)
    #expect(result.maximumContentWidth == nil)
    #expect(result.offset.vertical == RecordingConfiguration.largestDistance)
    #expect(reports.count == 2)
  }

  @Test("bad fade durations: NaN → default, negative → 0 (no fade)")
  func badDurations() {
    var configuration = RecordingConfiguration()
    configuration.fadeInDuration = .nan
    configuration.fadeOutDuration = -1
    let (result, reports) = sanitize(configuration)
    #expect(result.fadeInDuration == RecordingConfiguration.defaultFadeInDuration)
    #expect(result.fadeOutDuration == 0)
    #expect(reports.count == 2)
  }

  @Test("a valid configuration passes unchanged and unreported")
  func validUnchanged() {
    let (result, reports) = sanitize(fullConfiguration())
    #expect(result == fullConfiguration())
    #expect(reports.isEmpty)
  }

  @Test("the controller shows a repaired configuration, with finite frames")
  func controllerSanitizes() {
    let harness = Harness()
    var configuration = fullConfiguration()
    configuration.offset.vertical = .nan
    configuration.spacing.imageToText = -.infinity
    harness.use(configuration)
    let recorder = ReportRecorder()
    EmptyDataSetDiagnostics.scopedHandler.withValue(recorder.handler) {
      harness.controller.reload()
    }
    #expect(harness.controller.configuration?.offset.vertical == 0)
    #expect(harness.host.appliedLayout?.frames.values.allSatisfy(\.isFinite) == true)
    #expect(recorder.reports.count == 2)
  }

  @Test("enormous text gives a tall, scrollable, finite layout")
  func enormousText() {
    let harness = Harness()
    var configuration = fullConfiguration()
    configuration.message = String(repeating: "x", count: 2_000_000)
    harness.use(configuration)
    harness.controller.reload()
    let layout = harness.host.appliedLayout
    #expect(layout?.isScrollable == true)
    #expect(layout?.frame(of: .message)?.isFinite == true)
  }
}
