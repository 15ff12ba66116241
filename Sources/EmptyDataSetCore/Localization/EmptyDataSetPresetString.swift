// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// One piece of the presets' copy, translated in every language of
/// ``EmptyDataSetLocalization/availableLanguages``.
///
/// The raw value is the key in the translation files (`Resources/Localization/<language>.arb`),
/// where the English file describes each key for translators: where it appears, how long it may
/// be, what its placeholder means. The English text is quoted below.
///
/// ```swift
/// let title = EmptyDataSetLocalization.system.string(.failedTitle)
/// ```
public enum EmptyDataSetPresetString: String, CaseIterable, Hashable, Sendable {
  // MARK: - Loading

  /// The loading state's title, under the spinner: “Loading…”.
  case loadingTitle
  /// What screen readers say for the loading spinner: “Loading”. Never shown.
  case loadingAccessibilityLabel

  // MARK: - No results

  /// The title when a search found nothing: “No Matches”.
  case noResultsTitle
  /// The text under it when the search text is not shown: “Try different words or check the
  /// spelling.”
  case noResultsDescription
  /// The text under it naming the search text: “Nothing matches {query}. Try different words.”
  ///
  /// A template: ``EmptyDataSetLocalization/string(_:)`` returns it with the `{query}`
  /// placeholder in place. Use ``EmptyDataSetLocalization/noResultsMessage(query:)``, which
  /// fills it in, quoted and shortened.
  case noResultsDescriptionWithQuery

  // MARK: - Failed

  /// The title when loading failed: “Couldn’t Load”.
  case failedTitle
  /// The text under it: “Something went wrong. Try again in a moment.”
  case failedDescription
  /// The retry button under it: “Try Again”.
  case failedRetryButton

  // MARK: - Offline

  /// The title when there is no connection: “You’re Offline”.
  case offlineTitle
  /// The text under it: “Connect to the internet, then try again.”
  case offlineDescription
  /// The retry button under it: “Try Again”.
  case offlineRetryButton

  // MARK: - Empty

  /// The title of a list with no items: “Nothing Here Yet”.
  case emptyTitle
  /// The text under it: “New items will show up here.”
  case emptyDescription

  /// The placeholders the text must contain, each exactly once; empty for plain text.
  ///
  /// Only ``noResultsDescriptionWithQuery`` has one, `{query}`.
  public var placeholders: [String] {
    self == .noResultsDescriptionWithQuery ? [EmptyDataSetLocalization.queryPlaceholder] : []
  }
}
