// EmptyDataSet · EmptyDataSetTestSupport
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore

/// A platform of plain values, for tests and benchmarks: text is a `String`, images and views
/// are named sizes, colours and animations are names.
package enum RecordingPlatform: EmptyDataSetViewPlatform {
  /// Plain text.
  package typealias Text = String
  /// A named image of a fixed size.
  package typealias Image = FakeImage
  /// A colour name such as `"#f0f3f5"`.
  package typealias Color = String
  /// An animation name such as `"spin"`.
  package typealias ImageAnimation = String
  /// A named view of a fixed natural size.
  package typealias View = FakeView

  /// The string itself.
  package static func presetText(_ string: String) -> String { string }

  /// A 64-point image named after the preset image (`preset.noResults`, …).
  package static func presetImage(_ image: EmptyDataSetPresetImage) -> FakeImage? {
    FakeImage("preset.\(image)", width: 64, height: 64)
  }
}

/// A named image of a fixed size.
package struct FakeImage: Hashable, Sendable {
  /// The image's name, for logs.
  package var name: String
  /// Its natural size.
  package var size: EmptyDataSetLayout.Size

  /// Creates an image.
  package init(_ name: String, width: Double, height: Double) {
    self.name = name
    self.size = EmptyDataSetLayout.Size(width: width, height: height)
  }
}

/// A named view of a fixed natural size (zero for a view without an intrinsic size).
package struct FakeView: Hashable, Sendable {
  /// The view's name, for logs.
  package var name: String
  /// Its natural size.
  package var size: EmptyDataSetLayout.Size

  /// Creates a view.
  package init(_ name: String, width: Double = 0, height: Double = 0) {
    self.name = name
    self.size = EmptyDataSetLayout.Size(width: width, height: height)
  }
}

/// The configuration type tests use.
package typealias RecordingConfiguration = EmptyDataSetConfiguration<RecordingPlatform>
