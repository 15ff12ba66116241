// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// A button of an empty data set: a title or an image, whether it can be used, and what a screen
/// reader says for it.
///
/// A button is shown when it has a title or an image (in the normal state); an image wins over
/// a title, as in DZNEmptyDataSet. On UIKit and GTK (an ``EmptyDataSetViewPlatform``) it has a
/// title, an image and a background image per ``EmptyDataSetControlState``; SwiftUI's has one
/// title or image, and SwiftUI draws its pressed and disabled looks. Each backend adds its own
/// look on top (UIKit: a `UIButton.Configuration`; GTK: style classes).
///
/// The configuration has two: ``EmptyDataSetConfiguration/button`` and
/// ``EmptyDataSetConfiguration/secondaryButton``.
public struct EmptyDataSetButton<Platform: EmptyDataSetPlatform> {
  /// The title per state (SwiftUI: the normal one only).
  package var titleValues = EmptyDataSetControlStateValues<Platform.Text>()
  /// The image per state, shown instead of the title (SwiftUI: the normal one only).
  package var imageValues = EmptyDataSetControlStateValues<Platform.Image>()
  /// The background image per state (view platforms only).
  package var backgroundImageValues = EmptyDataSetControlStateValues<Platform.Image>()
  /// The platform's own options for this button, read and set through accessors each backend
  /// declares.
  package var platformOptions = Platform.ButtonOptions()
  /// Whether the button starts disabled (drawn with its disabled look, and not pressable).
  /// `false` by default.
  public var isDisabled = false
  /// What a screen reader says for the button. `nil` by default: its title (or, for an image
  /// button, the image's own label).
  public var accessibilityLabel: String?
  /// What a screen reader says the button does, after its label ("Loads the list again").
  /// `nil` by default: nothing more (GTK: the empty data set's message).
  public var accessibilityHint: String?

  /// Creates a button with nothing in it (not shown).
  public init() {}

  /// True when the button is shown: its normal state has an image or a title.
  public var isVisible: Bool { imageValues.normal != nil || titleValues.normal != nil }
  /// True when the button shows images rather than titles.
  public var showsImage: Bool { imageValues.normal != nil }
}

extension EmptyDataSetButton where Platform: EmptyDataSetViewPlatform {
  /// Creates a button with these titles, images and background images per state.
  ///
  /// ```swift
  /// configuration.secondaryButton = EmptyDataSetButton(titles: .init(normal: .plain("Help")))
  /// ```
  public init(
    titles: EmptyDataSetControlStateValues<Platform.Text>,
    images: EmptyDataSetControlStateValues<Platform.Image> = .init(),
    backgroundImages: EmptyDataSetControlStateValues<Platform.Image> = .init(),
    isDisabled: Bool = false
  ) {
    titleValues = titles
    imageValues = images
    backgroundImageValues = backgroundImages
    self.isDisabled = isDisabled
  }

  /// The title per state. Empty by default.
  public var titles: EmptyDataSetControlStateValues<Platform.Text> {
    get { titleValues }
    set { titleValues = newValue }
  }
  /// The image per state, shown instead of the title. Empty by default.
  public var images: EmptyDataSetControlStateValues<Platform.Image> {
    get { imageValues }
    set { imageValues = newValue }
  }
  /// The background image per state, drawn behind the title or the image. Empty by default.
  public var backgroundImages: EmptyDataSetControlStateValues<Platform.Image> {
    get { backgroundImageValues }
    set { backgroundImageValues = newValue }
  }
}

extension EmptyDataSetButton: Equatable {}
extension EmptyDataSetButton: Sendable
where Platform.Text: Sendable, Platform.Image: Sendable, Platform.ButtonOptions: Sendable {}
