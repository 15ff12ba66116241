// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// A configuration keeps its fields in a shared storage, copied on the first change: copies
/// behave as values, and what the controller and the views keep is one storage.
@Suite("Configuration: a value whose copies share their fields until one changes")
@MainActor
struct ConfigurationStorageTests {
  private func sample() -> RecordingConfiguration {
    var configuration = RecordingConfiguration()
    configuration.title = "No Mail"
    configuration.button.titles.normal = "Refresh"
    return configuration
  }

  @Test("a changed copy leaves the original as it was, nested fields included")
  func copiesAreValues() {
    let original = sample()
    var copy = original
    #expect(copy.sharesStorage(with: original))
    copy.title = "Changed"
    copy.button.titles.normal = "Other"
    copy.spacing.imageToText = 99
    #expect(original.title == "No Mail")
    #expect(original.button.titles.normal == "Refresh")
    #expect(original.spacing != copy.spacing)
    #expect(!copy.sharesStorage(with: original))
    #expect(copy != original)
  }

  @Test("equal values compare equal, whether or not they share a storage")
  func equality() {
    let a = sample()
    let b = sample()
    #expect(!a.sharesStorage(with: b))
    #expect(a == b)
    var c = b
    c.fadesIn.toggle()
    #expect(c != b)
  }

  @Test(
    "sanitizing a valid configuration returns it, storage and all; an invalid one is repaired in a copy"
  )
  func sanitizingSharesWhenValid() {
    let valid = sample()
    #expect(valid.sanitized().sharesStorage(with: valid))
    var invalid = sample()
    invalid.offset.vertical = .nan
    let recorder = ReportRecorder()
    let repaired = EmptyDataSetDiagnostics.scopedHandler.withValue(recorder.handler) {
      invalid.sanitized()
    }
    #expect(!repaired.sharesStorage(with: invalid))
    #expect(repaired.offset.vertical == 0)
    #expect(invalid.offset.vertical.isNaN)
    #expect(recorder.reports.count == 1)
  }

  @Test("a configuration's answers are decided as constants until a closure replaces them")
  func fixedAnswers() {
    var configuration = sample()
    configuration.isForcedToDisplay = true
    var provider = EmptyDataSetProvider(configuration: configuration, events: EmptyDataSetEvents())
    #expect(provider.fixedAnswers?.shouldDisplay == true)
    #expect(provider.fixedAnswers?.isForced == true)
    provider.isForcedToDisplay = { false }
    #expect(provider.fixedAnswers == nil)
  }

  @Test("a provider gathering unchanged DZN-style answers returns the value it gathered last")
  func gatheringReusesTheLastValue() {
    final class Source { var title = "No Mail" }
    let source = Source()
    var answers = EmptyDataSetSourceAnswers<RecordingPlatform>()
    answers.title = { source.title }
    let provider = EmptyDataSetProvider(
      source: answers, delegate: EmptyDataSetDelegateAnswers(), events: EmptyDataSetEvents(),
      isAvailable: { true })
    let decision = DisplayDecision.evaluate(
      shouldDisplay: { true }, containsItems: { false }, isForced: { false })
    let first = provider.makeConfiguration(decision, .empty)
    let second = provider.makeConfiguration(decision, .empty)
    #expect(first?.title == "No Mail")
    #expect(first.map { second?.sharesStorage(with: $0) == true } == true)
    source.title = "Changed"
    let third = provider.makeConfiguration(decision, .empty)
    #expect(third?.title == "Changed")
    #expect(first?.title == "No Mail")
    #expect(first.map { third?.sharesStorage(with: $0) == false } == true)
  }
}
