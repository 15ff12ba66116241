// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.
// INTERIM: English only, replaced by the localization layer (branch l10n) before landing.

import Foundation

public enum EmptyDataSetPresetString: String, CaseIterable, Sendable {
  case loadingTitle, loadingIndicatorLabel, noResultsTitle, noResultsDescription,
    noResultsDescriptionWithoutQuery, failedTitle, failedDescription, failedRetryButton,
    offlineTitle, offlineDescription, offlineRetryButton, emptyTitle, emptyDescription
}

public struct EmptyDataSetLocalization: Hashable, Sendable {
  public static var system: Self { Self() }
  public static func language(_ identifier: String) -> Self { Self() }
  public var direction: LayoutDirection { .leftToRight }
  public func string(_ key: EmptyDataSetPresetString) -> String {
    switch key {
    case .loadingTitle: "Loading…"
    case .loadingIndicatorLabel: "Loading"
    case .noResultsTitle: "No Matches"
    case .noResultsDescription: "Nothing matches “%@”. Try other words."
    case .noResultsDescriptionWithoutQuery: "Try other words or check the spelling."
    case .failedTitle: "Couldn’t Load"
    case .failedDescription: "Something went wrong. Try again in a moment."
    case .failedRetryButton, .offlineRetryButton: "Try Again"
    case .offlineTitle: "You’re Offline"
    case .offlineDescription: "Connect to the internet, then try again."
    case .emptyTitle: "Nothing Here Yet"
    case .emptyDescription: "New items will show up here."
    }
  }
  public func noResultsDescription(query: String?) -> String {
    guard let query, !query.trimmingCharacters(in: .whitespaces).isEmpty else {
      return string(.noResultsDescriptionWithoutQuery)
    }
    return string(.noResultsDescription).replacingOccurrences(of: "%@", with: query)
  }
}
