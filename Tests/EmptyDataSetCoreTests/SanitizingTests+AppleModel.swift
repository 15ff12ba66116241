// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// The properties that came with Apple's model repair bad numbers too, each reported once.
@Suite("Bad input: margins, image, text and background properties")
@MainActor
struct AppleModelSanitizingTests {
  private func sanitize(_ configuration: RecordingConfiguration) -> (
    RecordingConfiguration, [String]
  ) {
    let recorder = ReportRecorder()
    let result = EmptyDataSetDiagnostics.scopedHandler.withValue(recorder.handler) {
      configuration.sanitized()
    }
    return (result, recorder.reports.map(\.message))
  }

  @Test("non-finite and negative margins, radii, widths and sizes become 0")
  func lengths() {
    var configuration = RecordingConfiguration()
    configuration.margins = EmptyDataSetMargins(top: .nan, leading: -3, bottom: 4, trailing: 5)
    configuration.imageProperties.cornerRadius = -.infinity
    configuration.imageProperties.maximumSize = EmptyDataSetLayout.Size(width: .nan, height: 80)
    configuration.background.strokeWidth = -1
    configuration.background.contentPadding = EmptyDataSetMargins(top: .infinity)
    configuration.spacing.buttonToSecondaryButton = -2
    let (result, messages) = sanitize(configuration)
    #expect(result.margins == EmptyDataSetMargins(top: 0, leading: 0, bottom: 4, trailing: 5))
    #expect(result.imageProperties.cornerRadius == 0)
    #expect(result.imageProperties.maximumSize == EmptyDataSetLayout.Size(width: 0, height: 80))
    #expect(result.background.strokeWidth == 0)
    #expect(result.background.contentPadding == .zero)
    #expect(result.spacing.buttonToSecondaryButton == 0)
    #expect(messages.count == 7, "\(messages)")
    #expect(messages.contains { $0.hasPrefix("margins.leading is -3.0") })
  }

  @Test("a negative line count means as many as needed; a scale outside (0, 1] is 0.5")
  func textProperties() {
    var configuration = RecordingConfiguration()
    configuration.titleProperties.numberOfLines = -2
    configuration.messageProperties.minimumScaleFactor = 1.5
    let (result, messages) = sanitize(configuration)
    #expect(result.titleProperties.numberOfLines == 0)
    #expect(result.messageProperties.minimumScaleFactor == 0.5)
    #expect(messages.count == 2)
  }

  @Test("the defaults are left alone and report nothing")
  func defaults() {
    let (result, messages) = sanitize(fullConfiguration())
    #expect(result == fullConfiguration())
    #expect(messages.isEmpty)
  }
}

/// The secondary button's taps reach their own closure, only while it can be tapped.
@Suite("Attachment: the secondary button")
@MainActor
struct SecondaryButtonTests {
  @Test("a tap goes to didTapSecondaryButton, not to the button's closure or to retry")
  func tapGoesToItsClosure() {
    let harness = AttachmentHarness()
    var configuration = fullConfiguration()
    configuration.secondaryButton.titles.normal = "Help"
    harness.attachment.configuration = configuration
    harness.attachment.state = .offline
    harness.settle()
    harness.attachment.handleSecondaryButtonTap()
    #expect(harness.log.entries == ["tapSecondaryButton"])
    #expect(harness.attachment.state == .offline, "the secondary button does not retry")
  }

  @Test("no tap while touch is off or nothing is shown")
  func noTapWithoutTouch() {
    let harness = AttachmentHarness()
    harness.attachment.handleSecondaryButtonTap()
    var configuration = fullConfiguration()
    configuration.allowsTouch = false
    harness.attachment.configuration = configuration
    harness.settle()
    harness.attachment.handleSecondaryButtonTap()
    #expect(harness.log.entries.isEmpty)
  }

  @Test("a preset keeps the app's look but not its secondary button")
  func presetDropsTheSecondaryButton() {
    let harness = AttachmentHarness()
    var configuration = fullConfiguration()
    configuration.secondaryButton.titles.normal = "Help"
    configuration.alignment = .natural
    harness.attachment.configuration = configuration
    harness.attachment.state = .failed()
    harness.settle()
    let shown = harness.host.installedConfiguration
    #expect(shown?.title == "Couldn’t Load")
    #expect(shown?.secondaryButton.isVisible == false)
    #expect(shown?.alignment == .natural)
  }
}
