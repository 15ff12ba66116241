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
/// configuration.image = .icon("folder-symbolic")
/// configuration.title = .markup("<b>No Files</b>")
/// configuration.button.titles.normal = .plain("Upload")
/// ```
///
/// It offers everything Apple's `UIContentUnavailableConfiguration` does (a second button,
/// natural alignment, margins, image, text and background properties), on every backend and
/// before iOS 17; each property is the same on UIKit, SwiftUI and GTK unless its documentation
/// says otherwise.
///
/// Every property documents its default. Out-of-range numbers are repaired by `sanitized()`
/// before use (see each property for its fallback); the controller does this for you.
public struct EmptyDataSetConfiguration<Platform: EmptyDataSetPlatform> {
  // MARK: - Content

  /// The image above the title. `nil` by default (no image).
  public var image: Platform.Image? {
    get { storage.fields.image }
    set { fields.image = newValue }
  }
  /// How the image is drawn: tint, corner radius, largest size, invert-colours exemption.
  /// Each at its documented default.
  public var imageProperties: EmptyDataSetImageProperties<Platform> {
    get { storage.fields.imageProperties }
    set { fields.imageProperties = newValue }
  }
  /// The title, in the platform's styled text. `nil` by default (no title).
  public var title: Platform.Text? {
    get { storage.fields.title }
    set { fields.title = newValue }
  }
  /// How the title wraps and shrinks. As many lines as it needs by default.
  public var titleProperties: EmptyDataSetTextProperties {
    get { storage.fields.titleProperties }
    set { fields.titleProperties = newValue }
  }
  /// The message below the title. `nil` by default (no message).
  public var message: Platform.Text? {
    get { storage.fields.message }
    set { fields.message = newValue }
  }
  /// How the message wraps and shrinks. As many lines as it needs by default.
  public var messageProperties: EmptyDataSetTextProperties {
    get { storage.fields.messageProperties }
    set { fields.messageProperties = newValue }
  }
  /// The button. Empty by default (no button). Its taps go to
  /// ``EmptyDataSetEvents/didTapButton``.
  public var button: EmptyDataSetButton<Platform> {
    get { storage.fields.button }
    set { fields.button = newValue }
  }
  /// A second button below the first, for a second action ("Learn More"). Empty by default
  /// (none). Its taps go to ``EmptyDataSetEvents/didTapSecondaryButton``.
  public var secondaryButton: EmptyDataSetButton<Platform> {
    get { storage.fields.secondaryButton }
    set { fields.secondaryButton = newValue }
  }
  /// What is drawn behind the content: a colour, with rounded corners, insets or as a card.
  /// Nothing by default (transparent).
  public var background: EmptyDataSetBackground<Platform> {
    get { storage.fields.background }
    set { fields.background = newValue }
  }
  /// Shows the platform's activity indicator (a spinner) in the image's place, instead of
  /// ``image``. `false` by default; the loading preset turns it on.
  public var showsActivityIndicator: Bool {
    get { storage.fields.showsActivityIndicator }
    set { fields.showsActivityIndicator = newValue }
  }

  // MARK: - Layout

  /// Whether the content is centred or aligned to the leading edge.
  /// ``EmptyDataSetAlignment/center`` by default.
  public var alignment: EmptyDataSetAlignment {
    get { storage.fields.alignment }
    set { fields.alignment = newValue }
  }
  /// Space kept free inside the visible area, on each edge, in points. Zero by default;
  /// non-finite or negative edges → 0.
  public var margins: EmptyDataSetMargins {
    get { storage.fields.margins }
    set { fields.margins = newValue }
  }
  /// The axes along which the list's own layout margins are kept too (the larger of those and
  /// ``margins`` applies). None by default. UIKit reports the scroll view's `layoutMargins`;
  /// GTK and SwiftUI report none.
  public var axesPreservingListMargins: EmptyDataSetAxes {
    get { storage.fields.axesPreservingListMargins }
    set { fields.axesPreservingListMargins = newValue }
  }

  // The next three start from the platform's ``EmptyDataSetPlatform/layoutDefaults``:
  // DZNEmptyDataSet's on UIKit and SwiftUI, GNOME's status page on GTK.
  /// How far the content moves from the centre of the visible area. Zero by default.
  public var offset: EmptyDataSetOffset {
    get { storage.fields.offset }
    set { fields.offset = newValue }
  }
  /// The gaps between elements; an explicit 0 means 0. By default the platform's
  /// (``EmptyDataSetPlatform/layoutDefaults``): 11 points each (DZNEmptyDataSet's) on UIKit and
  /// SwiftUI; on GTK 36 below the image, 12 between title and message, 36 above the button
  /// (GNOME's status page).
  public var spacing: EmptyDataSetSpacing {
    get { storage.fields.spacing }
    set { fields.spacing = newValue }
  }
  /// The widest the content column may be, in points; the column is also never wider than the
  /// visible width less a side padding of one sixteenth of it on each side. By default the
  /// platform's: `nil` (no limit) on UIKit and SwiftUI, 600 on GTK (GNOME's status page).
  /// Non-finite or non-positive → `nil`.
  public var maximumContentWidth: Double? {
    get { storage.fields.maximumContentWidth }
    set { fields.maximumContentWidth = newValue }
  }
  /// Whether the buttons span the content column or take their natural width. By default the
  /// platform's: ``EmptyDataSetButtonWidth/fullWidth`` (DZNEmptyDataSet's) on UIKit and
  /// SwiftUI, ``EmptyDataSetButtonWidth/natural`` on GTK (GNOME's pill button).
  public var buttonWidth: EmptyDataSetButtonWidth {
    get { storage.fields.buttonWidth }
    set { fields.buttonWidth = newValue }
  }
  /// How a ``customView`` is sized. ``EmptyDataSetCustomViewSizing/natural`` by default.
  public var customViewSizing: EmptyDataSetCustomViewSizing {
    get { storage.fields.customViewSizing }
    set { fields.customViewSizing = newValue }
  }

  // MARK: - Behaviour

  /// Whether the empty data set is shown at all when the list is empty. `true` by default.
  public var shouldDisplay: Bool {
    get { storage.fields.shouldDisplay }
    set { fields.shouldDisplay = newValue }
  }
  /// Shows the empty data set even when the list has items or ``shouldDisplay`` is false.
  /// `false` by default.
  public var isForcedToDisplay: Bool {
    get { storage.fields.isForcedToDisplay }
    set { fields.isForcedToDisplay = newValue }
  }
  /// Whether the empty data set fades in when it appears. `true` by default.
  public var fadesIn: Bool {
    get { storage.fields.fadesIn }
    set { fields.fadesIn = newValue }
  }
  /// Whether the empty data set fades out when it disappears. `true` by default
  /// (DZNEmptyDataSet removed it at once).
  public var fadesOut: Bool {
    get { storage.fields.fadesOut }
    set { fields.fadesOut = newValue }
  }
  /// The fade-in duration in seconds. 0.25 by default; non-finite → 0.25, negative → 0, longer
  /// than an hour → 3600.
  public var fadeInDuration: Double {
    get { storage.fields.fadeInDuration }
    set { fields.fadeInDuration = newValue }
  }
  /// The fade-out duration in seconds. 0.2 by default; non-finite → 0.2, negative → 0, longer
  /// than an hour → 3600.
  public var fadeOutDuration: Double {
    get { storage.fields.fadeOutDuration }
    set { fields.fadeOutDuration = newValue }
  }
  /// Whether the empty data set receives taps (view and buttons). `true` by default.
  /// When false, taps pass through to the list below.
  public var allowsTouch: Bool {
    get { storage.fields.allowsTouch }
    set { fields.allowsTouch = newValue }
  }
  /// Whether the list may scroll while the empty data set is shown. `false` by default, as in
  /// DZNEmptyDataSet. Turn it on for pull-to-refresh. The list's own setting is restored on hide.
  public var allowsScroll: Bool {
    get { storage.fields.allowsScroll }
    set { fields.allowsScroll = newValue }
  }

  // MARK: - Accessibility

  /// What a screen reader says for the image (or the activity indicator). `nil` by default: the
  /// image is decorative and hidden from assistive technology, and the activity indicator is
  /// hidden too (the title says what is going on). Set it when the image carries meaning.
  public var imageAccessibilityLabel: String? {
    get { storage.fields.imageAccessibilityLabel }
    set { fields.imageAccessibilityLabel = newValue }
  }
  /// What a screen reader says when the empty data set is announced without taking focus (it
  /// appeared while the user was typing in a search field, or its state changed while shown).
  /// `nil` by default: UIKit and GTK then say the title and the message; SwiftUI, whose `Text`
  /// cannot be read back as a string, says nothing. Every backend says this text when it is
  /// set. The presets set it to their title and message, one per line.
  public var accessibilityAnnouncement: String? {
    get { storage.fields.accessibilityAnnouncement }
    set { fields.accessibilityAnnouncement = newValue }
  }
  /// A prefix for the accessibility identifiers of the elements (`<prefix>.title`, …).
  /// `"emptyDataSet"` by default. Give each list its own to tell them apart in UI tests.
  public var accessibilityIdentifierPrefix: String {
    get { storage.fields.accessibilityIdentifierPrefix }
    set { fields.accessibilityIdentifierPrefix = newValue }
  }

  /// Creates a configuration with every property at its documented default.
  public init() {
    storage = Storage(Fields())
  }

  /// The default fade-in duration, 0.25 s (DZNEmptyDataSet's).
  public static var defaultFadeInDuration: Double { 0.25 }
  /// The default fade-out duration, 0.2 s.
  public static var defaultFadeOutDuration: Double { 0.2 }

  // MARK: - What only some platforms can show

  /// The platform's own options (UIKit: symbol configuration and visual effect; GTK: none),
  /// read and set through accessors each backend declares.
  package var platformOptions: Platform.Options {
    get { storage.fields.platformOptions }
    set { fields.platformOptions = newValue }
  }

  /// What only an ``EmptyDataSetViewPlatform`` can show: a custom view and an image animation
  /// (read and set through ``customView``, ``imageAnimation`` and ``animatesImage``).
  package var viewObjects: ViewObjects {
    get { storage.fields.viewObjects }
    set { fields.viewObjects = newValue }
  }

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

  /// True when the image slot shows something: an image, or the activity indicator. Read in
  /// place in the storage (see ``layoutElements``).
  package var showsImageSlot: Bool {
    storage.fields.viewObjects.customView == nil
      && (storage.fields.image != nil || storage.fields.showsActivityIndicator)
  }

  /// The elements a layout of this configuration places: the custom view alone, or those of
  /// image (or activity indicator), title, message and buttons that have content. Read in place
  /// in the storage, field by field: through the public getters, each button would be copied
  /// out first (a show makes two or three layout requests).
  package var layoutElements: EmptyDataSetLayout.Elements {
    if storage.fields.viewObjects.customView != nil { return [.customView] }
    var elements: EmptyDataSetLayout.Elements = []
    if showsImageSlot { elements.insert(.image) }
    if storage.fields.title != nil { elements.insert(.title) }
    if storage.fields.message != nil { elements.insert(.message) }
    if storage.fields.button.isVisible { elements.insert(.button) }
    if storage.fields.secondaryButton.isVisible { elements.insert(.secondaryButton) }
    return elements
  }

  // MARK: - Storage

  /// The stored values, shared by copies until one of them is changed (copy on write). A
  /// configuration is over a kilobyte of fields, and the attachment, the controller and the
  /// view each keep the one shown; sharing it makes each copy a reference, and comparing two
  /// copies of one value a pointer comparison.
  private var storage: Storage

  /// Sets every property back to its default, in place when nothing else shares the storage.
  package mutating func resetToDefaults() { fields = Fields() }

  /// The same value in a storage of its own (for a value that is reused in place afterwards).
  package func unshared() -> Self {
    var copy = self
    copy.storage = Storage(storage.fields)
    return copy
  }

  /// True when `other` shares this value's storage: a copy of it not changed since (for the
  /// tests of copy on write).
  package func sharesStorage(with other: Self) -> Bool { storage === other.storage }

  /// The fields, changed in place; copied out of a shared storage before the first change.
  /// (Getters read `storage.fields.x`: reading through this property would copy every field.)
  private var fields: Fields {
    get { storage.fields }
    _modify {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
      yield &storage.fields
    }
  }

  /// Every stored value, at the documented defaults.
  fileprivate struct Fields {
    var image: Platform.Image?
    var imageProperties: EmptyDataSetImageProperties<Platform>
    var title: Platform.Text?
    var titleProperties: EmptyDataSetTextProperties
    var message: Platform.Text?
    var messageProperties: EmptyDataSetTextProperties
    var button: EmptyDataSetButton<Platform>
    var secondaryButton: EmptyDataSetButton<Platform>
    var background: EmptyDataSetBackground<Platform>
    var showsActivityIndicator: Bool
    var alignment: EmptyDataSetAlignment
    var margins: EmptyDataSetMargins
    var axesPreservingListMargins: EmptyDataSetAxes
    var offset: EmptyDataSetOffset
    var spacing: EmptyDataSetSpacing
    var maximumContentWidth: Double?
    var buttonWidth: EmptyDataSetButtonWidth
    var customViewSizing: EmptyDataSetCustomViewSizing
    var shouldDisplay: Bool
    var isForcedToDisplay: Bool
    var fadesIn: Bool
    var fadesOut: Bool
    var fadeInDuration: Double
    var fadeOutDuration: Double
    var allowsTouch: Bool
    var allowsScroll: Bool
    var imageAccessibilityLabel: String?
    var accessibilityAnnouncement: String?
    var accessibilityIdentifierPrefix: String
    var platformOptions = Platform.Options()
    var viewObjects = ViewObjects()

    init() {
      imageProperties = EmptyDataSetImageProperties()
      titleProperties = EmptyDataSetTextProperties()
      messageProperties = EmptyDataSetTextProperties()
      button = EmptyDataSetButton()
      secondaryButton = EmptyDataSetButton()
      background = EmptyDataSetBackground()
      showsActivityIndicator = false
      alignment = .center
      margins = EmptyDataSetMargins()
      axesPreservingListMargins = []
      offset = EmptyDataSetOffset()
      let defaults = Platform.layoutDefaults
      spacing = defaults.spacing
      buttonWidth = defaults.buttonWidth
      maximumContentWidth = defaults.maximumContentWidth
      customViewSizing = .natural
      shouldDisplay = true
      isForcedToDisplay = false
      fadesIn = true
      fadesOut = true
      fadeInDuration = EmptyDataSetConfiguration.defaultFadeInDuration
      fadeOutDuration = EmptyDataSetConfiguration.defaultFadeOutDuration
      allowsTouch = true
      allowsScroll = false
      accessibilityIdentifierPrefix = "emptyDataSet"
    }
  }

  /// A reference to the fields. `@unchecked Sendable`: it is changed only while one
  /// configuration alone refers to it.
  fileprivate final class Storage: @unchecked Sendable {
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
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

extension EmptyDataSetConfiguration: Equatable {
  /// True when every property is equal: at once for two copies of one value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }
}
extension EmptyDataSetConfiguration.Fields: Equatable {}
extension EmptyDataSetConfiguration.ViewObjects: Equatable {}
extension EmptyDataSetConfiguration: Sendable
where
  Platform.Text: Sendable, Platform.Image: Sendable, Platform.Color: Sendable,
  Platform.ImageAnimation: Sendable, Platform.View: Sendable, Platform.Options: Sendable,
  Platform.ButtonOptions: Sendable
{}
extension EmptyDataSetConfiguration.ViewObjects: Sendable
where Platform.ImageAnimation: Sendable, Platform.View: Sendable {}
