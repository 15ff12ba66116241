// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

extension EmptyDataSetConfiguration {
  /// The loading preset: the platform's activity indicator and "Loading…".
  ///
  /// ```swift
  /// emptyDataSet.setConfiguration(.loading(), for: .loading)  // the default anyway
  /// ```
  ///
  /// - Parameter localization: the language of the text; the system's by default.
  public static func loading(localization: EmptyDataSetLocalization = .system) -> Self {
    var configuration = Self()
    configuration.showsActivityIndicator = true
    configuration.imageAccessibilityLabel = localization.string(.loadingAccessibilityLabel)
    configuration.title = Platform.presetText(localization.string(.loadingTitle))
    configuration.accessibilityAnnouncement = localization.string(.loadingTitle)
    return configuration
  }

  /// The no-results preset: a search image, "No Matches", and a sentence that quotes `query` as
  /// the language quotes (a query that is empty or only spaces gets a sentence without it).
  public static func noResults(
    for query: String?, localization: EmptyDataSetLocalization = .system
  ) -> Self {
    var configuration = Self()
    let title = localization.string(.noResultsTitle)
    let description = localization.noResultsMessage(query: query)
    configuration.image = Platform.presetImage(.noResults)
    configuration.imageProperties.tintColor = Platform.presetImageTintColor
    configuration.title = Platform.presetText(title)
    configuration.message = Platform.presetText(description)
    configuration.accessibilityAnnouncement = announcement(title, description)
    return configuration
  }

  /// The failed preset: an error image, a title, `message` (or the preset's sentence) and a
  /// retry button.
  public static func failed(
    message: String? = nil, localization: EmptyDataSetLocalization = .system
  ) -> Self {
    failure(
      image: .failure, title: .failedTitle,
      message: message ?? localization.string(.failedDescription),
      retry: .failedRetryButton, localization: localization)
  }

  /// The offline preset: a no-connection image, a title, a sentence and a retry button.
  public static func offline(localization: EmptyDataSetLocalization = .system) -> Self {
    failure(
      image: .offline, title: .offlineTitle, message: localization.string(.offlineDescription),
      retry: .offlineRetryButton, localization: localization)
  }

  /// What the failed and offline presets share: an image, a title, a message and a
  /// natural-width retry button.
  private static func failure(
    image: EmptyDataSetPresetImage, title: EmptyDataSetPresetString, message: String,
    retry: EmptyDataSetPresetString, localization: EmptyDataSetLocalization
  ) -> Self {
    var configuration = Self()
    let title = localization.string(title)
    configuration.image = Platform.presetImage(image)
    configuration.imageProperties.tintColor = Platform.presetImageTintColor
    configuration.title = Platform.presetText(title)
    configuration.message = Platform.presetText(message)
    configuration.accessibilityAnnouncement = announcement(title, message)
    configuration.button.titleValues.normal = Platform.presetText(localization.string(retry))
    configuration.buttonWidth = .natural
    return configuration
  }

  /// The plain empty-list preset: an empty-list image, "Nothing Here Yet" and a sentence.
  public static func emptyList(localization: EmptyDataSetLocalization = .system) -> Self {
    var configuration = Self()
    let title = localization.string(.emptyTitle)
    let description = localization.string(.emptyDescription)
    configuration.image = Platform.presetImage(.emptyList)
    configuration.imageProperties.tintColor = Platform.presetImageTintColor
    configuration.title = Platform.presetText(title)
    configuration.message = Platform.presetText(description)
    configuration.accessibilityAnnouncement = announcement(title, description)
    return configuration
  }

  /// A preset's announcement: its title and description on two lines (a screen reader pauses
  /// between them in every language, where punctuation would differ).
  private static func announcement(_ title: String, _ description: String) -> String {
    title + "\n" + description
  }

  /// The preset for `state`.
  package static func preset(
    for state: EmptyDataSetState, localization: EmptyDataSetLocalization
  ) -> Self {
    switch state {
    case .empty: emptyList(localization: localization)
    case .loading: loading(localization: localization)
    case .failed(let message): failed(message: message, localization: localization)
    case .offline: offline(localization: localization)
    case .noResults(let query): noResults(for: query, localization: localization)
    }
  }

  /// A copy that shows `other`'s content (image and its tint, activity indicator, texts,
  /// buttons and their width, custom view, image animation, accessibility label and
  /// announcement) with this configuration's look, layout and behaviour (image, text and
  /// background properties, alignment, margins, spacing, fades): how a preset fits an app's look.
  package func replacingContent(with other: Self) -> Self {
    var copy = self
    copy.image = other.image
    copy.imageProperties.tintColor = other.imageProperties.tintColor
    copy.viewObjects.imageAnimation = other.viewObjects.imageAnimation
    copy.showsActivityIndicator = other.showsActivityIndicator
    copy.imageAccessibilityLabel = other.imageAccessibilityLabel
    copy.accessibilityAnnouncement = other.accessibilityAnnouncement
    copy.title = other.title
    copy.message = other.message
    copy.button = other.button
    copy.button.platformOptions = button.platformOptions
    copy.secondaryButton = other.secondaryButton
    copy.secondaryButton.platformOptions = secondaryButton.platformOptions
    copy.buttonWidth = other.buttonWidth
    copy.viewObjects.customView = other.viewObjects.customView
    return copy
  }
}
