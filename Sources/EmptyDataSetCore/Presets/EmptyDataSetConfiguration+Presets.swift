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
    let description = localization.noResultsDescription(query: query)
    configuration.image = Platform.presetImage(.noResults)
    configuration.title = Platform.presetText(title)
    configuration.description = Platform.presetText(description)
    configuration.accessibilityAnnouncement = announcement(title, description)
    return configuration
  }

  /// The failed preset: an error image, a title, `failure`'s message (or the preset's sentence)
  /// and a retry button. ``EmptyDataSetFailure/offline`` gets the offline wording and image.
  public static func failed(
    _ failure: EmptyDataSetFailure = .error, localization: EmptyDataSetLocalization = .system
  ) -> Self {
    let isOffline = failure.kind == .offline
    var configuration = Self()
    configuration.image = Platform.presetImage(isOffline ? .offline : .failure)
    let title = localization.string(isOffline ? .offlineTitle : .failedTitle)
    let description =
      failure.message ?? localization.string(isOffline ? .offlineDescription : .failedDescription)
    configuration.title = Platform.presetText(title)
    configuration.description = Platform.presetText(description)
    configuration.accessibilityAnnouncement = announcement(title, description)
    configuration.button.titles.normal = Platform.presetText(
      localization.string(isOffline ? .offlineRetryButton : .failedRetryButton))
    configuration.buttonWidth = .natural
    return configuration
  }

  /// The offline preset: the failed preset for ``EmptyDataSetFailure/offline``.
  public static func offline(localization: EmptyDataSetLocalization = .system) -> Self {
    failed(.offline, localization: localization)
  }

  /// The plain empty-list preset: an empty-list image, "Nothing Here Yet" and a sentence.
  public static func emptyList(localization: EmptyDataSetLocalization = .system) -> Self {
    var configuration = Self()
    let title = localization.string(.emptyTitle)
    let description = localization.string(.emptyDescription)
    configuration.image = Platform.presetImage(.emptyList)
    configuration.title = Platform.presetText(title)
    configuration.description = Platform.presetText(description)
    configuration.accessibilityAnnouncement = announcement(title, description)
    return configuration
  }

  /// A preset's announcement: its title and description on two lines (a screen reader pauses
  /// between them in every language, where punctuation would differ).
  private static func announcement(_ title: String, _ description: String) -> String {
    title + "\n" + description
  }

  /// The preset for `display`.
  package static func preset(
    for display: EmptyDataSetDisplay, localization: EmptyDataSetLocalization
  ) -> Self {
    switch display {
    case .empty: emptyList(localization: localization)
    case .loading: loading(localization: localization)
    case .failed(let failure): failed(failure, localization: localization)
    case .noResults(let query): noResults(for: query, localization: localization)
    }
  }

  /// A copy that shows `other`'s content (image, activity indicator, texts, button and its
  /// width, custom view, image animation and tint, accessibility label and announcement) with this
  /// configuration's layout and behaviour: how a preset fits an app's look.
  package func replacingContent(with other: Self) -> Self {
    var copy = self
    copy.image = other.image
    copy.imageTintColor = other.imageTintColor
    copy.imageAnimation = other.imageAnimation
    copy.showsActivityIndicator = other.showsActivityIndicator
    copy.imageAccessibilityLabel = other.imageAccessibilityLabel
    copy.accessibilityAnnouncement = other.accessibilityAnnouncement
    copy.title = other.title
    copy.description = other.description
    copy.button = other.button
    copy.buttonWidth = other.buttonWidth
    copy.customView = other.customView
    return copy
  }
}
