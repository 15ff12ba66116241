// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport

/// The empty state the benchmarks show: DZN's demo "No Photos" screen, every element present.
enum SampleConfiguration {
  static let title = "No Photos"
  static let message =
    "Get started by uploading a photo. Your photos are kept in sync across your devices."

  static var value: RecordingConfiguration {
    var configuration = RecordingConfiguration()
    configuration.image = FakeImage("photos", width: 96, height: 96)
    configuration.title = title
    configuration.message = message
    configuration.button.titles.normal = "Upload Photo"
    configuration.fadesIn = false
    configuration.fadesOut = false
    return configuration
  }

  /// DZN-style answers that give ``value`` when gathered.
  static var source: EmptyDataSetSourceAnswers<RecordingPlatform> {
    var source = EmptyDataSetSourceAnswers<RecordingPlatform>()
    source.image = { FakeImage("photos", width: 96, height: 96) }
    source.title = { title }
    source.message = { message }
    source.buttonTitle = { state in state == .normal ? "Upload Photo" : nil }
    return source
  }

  static var delegate: EmptyDataSetDelegateAnswers {
    var delegate = EmptyDataSetDelegateAnswers()
    delegate.shouldFadeIn = { false }
    delegate.shouldFadeOut = { false }
    return delegate
  }
}
