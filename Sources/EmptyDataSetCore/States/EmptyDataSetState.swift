// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// What an empty list shows: its own "no items" content, or what the app is doing.
///
/// One type for both sides: the app sets the state it is in (`state`), and reads back the state
/// the user sees (`displayedState`, `nil` while nothing is shown). The two differ while the
/// timing rules hold a state (see ``EmptyDataSetTiming``): a load shorter than the show delay
/// never displays ``loading``, and a displayed ``loading`` stays for its minimum duration.
///
/// ```swift
/// emptyDataSet.state = .loading
/// let result = await inbox.fetch()
/// emptyDataSet.state = result.isOffline ? .offline : .empty
/// ```
///
/// Every state is shown only while the list is empty (or the empty data set is forced): a list
/// with items shows its items whatever the state.
public enum EmptyDataSetState: Hashable, Sendable {
  /// Nothing is going on: an empty list shows its "no items" content. The default; an app that
  /// never sets another state gets the behaviour of DZNEmptyDataSet.
  case empty
  /// A load is under way. Displayed after ``EmptyDataSetTiming/showDelay`` if the list is
  /// still empty, and then for at least ``EmptyDataSetTiming/minimumDuration``; the "no items"
  /// content does not appear meanwhile.
  case loading
  /// The last load failed. `message` is a sentence for the user (`nil` by default: the preset's
  /// own, localized). The preset offers a retry button.
  case failed(message: String? = nil)
  /// The last load failed for want of a network connection. The preset offers a retry button.
  case offline
  /// A search for `query` found nothing. The preset quotes the query in its message, between
  /// invisible bidi isolates: see ``EmptyDataSetLocalization/noResultsMessage(query:)``.
  case noResults(query: String)

  /// The state's kind, without its values: the key of a per-state configuration.
  public var kind: Kind {
    switch self {
    case .empty: .empty
    case .loading: .loading
    case .failed: .failed
    case .offline: .offline
    case .noResults: .noResults
    }
  }

  /// The kinds of state, each of which can have its own configuration.
  ///
  /// ```swift
  /// emptyDataSet.setConfiguration(.loading(localization: .language("de")), for: .loading)
  /// ```
  public enum Kind: Hashable, Sendable, CaseIterable {
    /// ``EmptyDataSetState/empty``.
    case empty
    /// ``EmptyDataSetState/loading``.
    case loading
    /// ``EmptyDataSetState/failed(message:)``.
    case failed
    /// ``EmptyDataSetState/offline``.
    case offline
    /// ``EmptyDataSetState/noResults(query:)``.
    case noResults

    /// True for the states whose button retries (``failed`` and ``offline``): a tap makes the
    /// state ``loading`` and runs ``EmptyDataSetEvents/retry``.
    package var offersRetry: Bool { self == .failed || self == .offline }
  }
}
