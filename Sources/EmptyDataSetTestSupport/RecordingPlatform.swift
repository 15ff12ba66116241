// EmptyDataSet · EmptyDataSetTestSupport
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore

/// A platform of plain values, for tests and benchmarks: text is a `String`, images and views
/// are named sizes, colours and animations are names.
public enum RecordingPlatform: EmptyDataSetPlatform {
  /// Plain text.
  public typealias Text = String
  /// A named image of a fixed size.
  public typealias Image = FakeImage
  /// A colour name such as `"#f0f3f5"`.
  public typealias Color = String
  /// An animation name such as `"spin"`.
  public typealias ImageAnimation = String
  /// A named view of a fixed natural size.
  public typealias View = FakeView
}

/// A named image of a fixed size.
public struct FakeImage: Hashable, Sendable {
  /// The image's name, for logs.
  public var name: String
  /// Its natural size.
  public var size: LayoutSize

  /// Creates an image.
  public init(_ name: String, width: Double, height: Double) {
    self.name = name
    self.size = LayoutSize(width: width, height: height)
  }
}

/// A named view of a fixed natural size (zero for a view without an intrinsic size).
public struct FakeView: Hashable, Sendable {
  /// The view's name, for logs.
  public var name: String
  /// Its natural size.
  public var size: LayoutSize

  /// Creates a view.
  public init(_ name: String, width: Double = 0, height: Double = 0) {
    self.name = name
    self.size = LayoutSize(width: width, height: height)
  }
}

/// The configuration type tests use.
public typealias RecordingConfiguration = EmptyDataSetConfiguration<RecordingPlatform>
