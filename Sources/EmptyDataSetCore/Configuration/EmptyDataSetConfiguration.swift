// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// Everything an empty data set shows, how it is laid out, and how it behaves.
///
/// A configuration is a plain value: build one directly, or let the backend gather one from a
/// DZN-style source and delegate (see `EmptyDataSetSourceAnswers`). Both give the same value.
/// It is `Equatable`, so a reload whose configuration did not change costs one comparison.
///
/// ```swift
/// var configuration = EmptyDataSetConfiguration<GTKPlatform>()
/// configuration.image = .iconName("folder-symbolic")
/// configuration.title = .markup("<b>No Files</b>")
/// configuration.button.titles.normal = .plain("Upload")
/// ```
///
/// Every property documents its default. Out-of-range numbers are repaired by `sanitized()`
/// before use (see each property for its fallback); the controller does this for you.
public struct EmptyDataSetConfiguration<Platform: EmptyDataSetPlatform> {
  // MARK: - Content

  /// The image above the title. `nil` by default (no image).
  public var image: Platform.Image?
  /// A tint that draws ``image`` as a template in this colour. `nil` by default: the image keeps
  /// its own rendering (a template or symbolic image keeps following the theme, unlike DZN,
  /// which forced original rendering).
  public var imageTintColor: Platform.Color?
  /// The title, in the platform's styled text. `nil` by default (no title).
  public var title: Platform.Text?
  /// The description below the title. `nil` by default (no description).
  public var message: Platform.Text?
  /// The button's titles and images per state. Empty by default (no button).
  public var button: EmptyDataSetButton<Platform>
  /// The colour behind the whole empty data set. `nil` by default (transparent).
  public var backgroundColor: Platform.Color?
  /// Shows the platform's activity indicator (a spinner) in the image's place, instead of
  /// ``image``. `false` by default; the loading preset turns it on.
  public var showsActivityIndicator: Bool

  // MARK: - Layout

  /// How far the content moves from the centre of the visible area. Zero by default.
  public var offset: EmptyDataSetOffset
  /// The gaps between elements. 11 points each by default; an explicit 0 means 0.
  public var spacing: EmptyDataSetSpacing
  /// The widest the content column may be, in points. `nil` by default: the visible width less
  /// a side padding of one sixteenth of it on each side. Non-finite or non-positive → `nil`.
  public var maximumContentWidth: Double?
  /// Whether the button spans the content column or takes its natural width.
  /// ``EmptyDataSetButtonWidth/fullWidth`` by default, as in DZNEmptyDataSet.
  public var buttonWidth: EmptyDataSetButtonWidth
  /// How a ``customView`` is sized. ``EmptyDataSetCustomViewSizing/natural`` by default.
  public var customViewSizing: EmptyDataSetCustomViewSizing

  // MARK: - Behaviour

  /// Whether the empty data set is shown at all when the list is empty. `true` by default.
  public var shouldDisplay: Bool
  /// Shows the empty data set even when the list has items or ``shouldDisplay`` is false.
  /// `false` by default.
  public var isForcedToDisplay: Bool
  /// Whether the empty data set fades in when it appears. `true` by default.
  public var fadesIn: Bool
  /// Whether the empty data set fades out when it disappears. `true` by default
  /// (DZNEmptyDataSet removed it at once).
  public var fadesOut: Bool
  /// The fade-in duration in seconds. 0.25 by default; non-finite → 0.25, negative → 0, longer
  /// than an hour → 3600.
  public var fadeInDuration: Double
  /// The fade-out duration in seconds. 0.2 by default; non-finite → 0.2, negative → 0, longer
  /// than an hour → 3600.
  public var fadeOutDuration: Double
  /// Whether the empty data set receives taps (view and button). `true` by default.
  /// When false, taps pass through to the list below.
  public var allowsTouch: Bool
  /// Whether the list may scroll while the empty data set is shown. `false` by default, as in
  /// DZNEmptyDataSet. Turn it on for pull-to-refresh. The list's own setting is restored on hide.
  public var allowsScroll: Bool

  // MARK: - Accessibility

  /// What a screen reader says for the image (or the activity indicator). `nil` by default: the
  /// image is decorative and hidden from assistive technology, and the activity indicator is
  /// hidden too (the title says what is going on). Set it when the image carries meaning.
  public var imageAccessibilityLabel: String?
  /// What a screen reader says when the empty data set is announced without taking focus (it
  /// appeared while the user was typing in a search field, or its state changed while shown).
  /// `nil` by default: UIKit and GTK then say the title and the description; SwiftUI, whose
  /// `Text` cannot be read back as a string, says nothing. Every backend says this text when it
  /// is set. The presets set it to their title and description, one per line.
  public var accessibilityAnnouncement: String?
  /// A prefix for the accessibility identifiers of the elements (`<prefix>.title`, …).
  /// `"emptyDataSet"` by default. Give each list its own to tell them apart in UI tests.
  public var accessibilityIdentifierPrefix: String

  /// Creates a configuration with every property at its documented default.
  public init() {
    button = EmptyDataSetButton()
    showsActivityIndicator = false
    offset = EmptyDataSetOffset()
    spacing = EmptyDataSetSpacing()
    buttonWidth = .fullWidth
    customViewSizing = .natural
    shouldDisplay = true
    isForcedToDisplay = false
    fadesIn = true
    fadesOut = true
    fadeInDuration = Self.defaultFadeInDuration
    fadeOutDuration = Self.defaultFadeOutDuration
    allowsTouch = true
    allowsScroll = false
    accessibilityIdentifierPrefix = "emptyDataSet"
  }

  /// The default fade-in duration, 0.25 s (DZNEmptyDataSet's).
  public static var defaultFadeInDuration: Double { 0.25 }
  /// The default fade-out duration, 0.2 s.
  public static var defaultFadeOutDuration: Double { 0.2 }

  // MARK: - Objects of a view platform

  /// What only an ``EmptyDataSetViewPlatform`` can show: a custom view and an image animation
  /// (read and set through ``customView``, ``imageAnimation`` and ``animatesImage``).
  package var viewObjects = ViewObjects()

  /// A custom view and an image animation, as a configuration stores them.
  package struct ViewObjects {
    /// The app's own view. `nil` by default.
    package var customView: Platform.View?
    /// The image's animation. `nil` by default.
    package var imageAnimation: Platform.ImageAnimation?
    /// Whether the animation runs. `false` by default.
    package var animatesImage = false
  }

  /// True when the image animation should be running while the empty data set is shown.
  package var runsImageAnimation: Bool {
    viewObjects.animatesImage && viewObjects.imageAnimation != nil && image != nil
      && viewObjects.customView == nil && !showsActivityIndicator
  }

  /// True when the image slot shows something: an image, or the activity indicator.
  package var showsImageSlot: Bool {
    viewObjects.customView == nil && (image != nil || showsActivityIndicator)
  }
}

extension EmptyDataSetConfiguration where Platform: EmptyDataSetViewPlatform {
  /// A view of the app's own, shown instead of image, title, message and button. `nil` by
  /// default. See ``customViewSizing``. Return the same instance for the same content: a
  /// different one replaces the view shown.
  public var customView: Platform.View? {
    get { viewObjects.customView }
    set { viewObjects.customView = newValue }
  }

  /// An animation for the image, run only while ``animatesImage`` is true. `nil` by default.
  public var imageAnimation: Platform.ImageAnimation? {
    get { viewObjects.imageAnimation }
    set { viewObjects.imageAnimation = newValue }
  }

  /// Whether ``imageAnimation`` runs. `false` by default.
  public var animatesImage: Bool {
    get { viewObjects.animatesImage }
    set { viewObjects.animatesImage = newValue }
  }
}

extension EmptyDataSetConfiguration: Equatable {}
extension EmptyDataSetConfiguration.ViewObjects: Equatable {}
extension EmptyDataSetConfiguration: Sendable
where
  Platform.Text: Sendable, Platform.Image: Sendable, Platform.Color: Sendable,
  Platform.ImageAnimation: Sendable, Platform.View: Sendable
{}
extension EmptyDataSetConfiguration.ViewObjects: Sendable
where Platform.ImageAnimation: Sendable, Platform.View: Sendable {}

// MARK: - Button

/// The button: a title or an image, and whether it can be used.
///
/// A button is shown when it has a title or an image (in the normal state); an image wins over
/// a title, as in DZNEmptyDataSet. On UIKit and GTK (an ``EmptyDataSetViewPlatform``) it has a
/// title, an image and a background image per ``EmptyDataSetControlState``; SwiftUI's has one
/// title or image, and SwiftUI draws its pressed and disabled looks.
public struct EmptyDataSetButton<Platform: EmptyDataSetPlatform> {
  /// The title per state (SwiftUI: the normal one only).
  package var titleValues = EmptyDataSetControlStateValues<Platform.Text>()
  /// The image per state, shown instead of the title (SwiftUI: the normal one only).
  package var imageValues = EmptyDataSetControlStateValues<Platform.Image>()
  /// The background image per state (view platforms only).
  package var backgroundImageValues = EmptyDataSetControlStateValues<Platform.Image>()
  /// Whether the button starts disabled (drawn with its disabled look). `false` by default.
  public var isDisabled = false

  /// Creates a button with nothing in it (not shown).
  public init() {}

  /// True when the button is shown: its normal state has an image or a title.
  public var isVisible: Bool { imageValues.normal != nil || titleValues.normal != nil }
  /// True when the button shows images rather than titles.
  public var showsImage: Bool { imageValues.normal != nil }
}

extension EmptyDataSetButton where Platform: EmptyDataSetViewPlatform {
  /// Creates a button with these titles, images and background images per state.
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
extension EmptyDataSetButton: Sendable where Platform.Text: Sendable, Platform.Image: Sendable {}

// MARK: - Layout values

/// How far the content moves from the centre of the visible area, in points.
public struct EmptyDataSetOffset: Hashable, Sendable {
  /// Positive moves down. 0 by default; non-finite → 0.
  public var vertical: Double
  /// Positive moves toward the trailing edge (right in left-to-right layouts).
  /// 0 by default; non-finite → 0. DZNEmptyDataSet declared a horizontal offset but ignored it.
  public var horizontal: Double

  /// Creates an offset; both default to 0.
  public init(vertical: Double = 0, horizontal: Double = 0) {
    self.vertical = vertical
    self.horizontal = horizontal
  }
}

/// The gap after each element of the stack, in points.
///
/// Gaps are named for the element above them: an image followed directly by a description uses
/// ``imageToText``; a title followed directly by the button uses ``textToButton``.
public struct EmptyDataSetSpacing: Hashable, Sendable {
  /// DZNEmptyDataSet's default gap, 11 points.
  public static let defaultGap: Double = 11

  /// Below the image. 11 by default; non-finite → 11, negative → 0.
  public var imageToText: Double
  /// Between title and description. 11 by default; non-finite → 11, negative → 0.
  public var titleToMessage: Double
  /// Above the button. 11 by default; non-finite → 11, negative → 0.
  public var textToButton: Double

  /// Creates spacing; each gap defaults to 11 points.
  public init(
    imageToText: Double = defaultGap,
    titleToMessage: Double = defaultGap,
    textToButton: Double = defaultGap
  ) {
    self.imageToText = imageToText
    self.titleToMessage = titleToMessage
    self.textToButton = textToButton
  }

  /// The same gap everywhere, as DZNEmptyDataSet's `spaceHeightForEmptyDataSet:` (but 0 means 0).
  public static func uniform(_ gap: Double) -> Self {
    Self(imageToText: gap, titleToMessage: gap, textToButton: gap)
  }

  /// The gap between two neighbouring elements of the stack, named for the upper one's kind:
  /// anything above the button uses ``textToButton``, an image above anything else
  /// ``imageToText``, and the rest ``titleToMessage``.
  ///
  package func gap(
    after upper: EmptyDataSetLayout.Element, before lower: EmptyDataSetLayout.Element
  ) -> Double {
    switch (upper, lower) {
    case (_, .button): textToButton
    case (.image, _): imageToText
    default: titleToMessage
    }
  }
}

/// Whether the button spans the content column or takes its natural width.
public enum EmptyDataSetButtonWidth: Hashable, Sendable {
  /// As wide as the content column (DZNEmptyDataSet's only behaviour).
  case fullWidth
  /// As wide as its title or image, centred.
  case natural
}

/// How a custom view is sized.
public enum EmptyDataSetCustomViewSizing: Hashable, Sendable {
  /// The view's own measured size, centred and offset like the standard content. A view that
  /// measures zero in either direction fills the visible area instead, so it is never invisible.
  case natural
  /// The whole visible area; offsets do not apply.
  case fill
}
