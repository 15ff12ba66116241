// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// What the app says its list is doing.
///
/// ``content`` is the default, and an app that never sets another state gets exactly the
/// behaviour of earlier versions: the empty data set appears when the list has no items.
///
/// ```swift
/// emptyDataSet.state = .loading
/// let result = await inbox.fetch()
/// emptyDataSet.state = result.failed ? .failed(.offline) : .content
/// ```
///
/// Each state is shown only while the list is empty (or the empty data set is forced), with
/// timing rules that keep it from flickering: see ``EmptyDataSetTiming``.
public enum EmptyDataSetState: Hashable, Sendable {
  /// The list shows its items, or the empty data set when it has none. The default.
  case content
  /// A load is under way. Shown after ``EmptyDataSetTiming/showDelay`` if the list is still
  /// empty, and then for at least ``EmptyDataSetTiming/minimumDuration``; the "no items" state
  /// does not appear meanwhile.
  case loading
  /// The last load failed. Shown while the list is empty, with a retry button in the preset.
  case failed(EmptyDataSetFailure)
  /// A search for `query` found nothing. Shown while the list is empty; a list with results
  /// shows them.
  case noResults(query: String)
}

/// Why a load failed, for the failed state's text.
public struct EmptyDataSetFailure: Hashable, Sendable {
  /// The kind of failure, which picks the preset's wording and image.
  public enum Kind: Hashable, Sendable {
    /// Any error. The default.
    case error
    /// No network connection.
    case offline
  }

  /// The kind of failure. ``Kind/error`` by default.
  public var kind: Kind
  /// A sentence for the user, shown as the preset's description. `nil` by default: the preset's
  /// own localized sentence.
  public var message: String?

  /// Creates a failure; an error with the preset's sentence by default.
  public init(kind: Kind = .error, message: String? = nil) {
    self.kind = kind
    self.message = message
  }

  /// A failure with the preset's wording for any error.
  public static let error = EmptyDataSetFailure()
  /// A failure with the preset's wording for a missing connection.
  public static let offline = EmptyDataSetFailure(kind: .offline)

  /// A failure whose message is `message`.
  public static func message(_ message: String) -> EmptyDataSetFailure {
    EmptyDataSetFailure(message: message)
  }
}

/// What an empty data set is showing (or deciding to show): the state the user sees.
///
/// It differs from ``EmptyDataSetState`` while timing rules hold a state: during the show delay
/// of a load nothing new appears, and a shown loading state stays for its minimum duration
/// after the load ended. Sources read it (`EmptyDataSetAttachment.displayedState`) to answer
/// for the state being shown.
public enum EmptyDataSetDisplay: Hashable, Sendable {
  /// The list has no items: the empty data set's own content.
  case empty
  /// A load is under way.
  case loading
  /// The last load failed.
  case failed(EmptyDataSetFailure)
  /// A search found nothing.
  case noResults(query: String)

  /// The display's kind, without its values.
  public var kind: Kind {
    switch self {
    case .empty: .empty
    case .loading: .loading
    case .failed: .failed
    case .noResults: .noResults
    }
  }

  /// The kinds of display, each of which can have its own configuration.
  public enum Kind: Hashable, Sendable, CaseIterable {
    /// ``EmptyDataSetDisplay/empty``.
    case empty
    /// ``EmptyDataSetDisplay/loading``.
    case loading
    /// ``EmptyDataSetDisplay/failed(_:)``.
    case failed
    /// ``EmptyDataSetDisplay/noResults(query:)``.
    case noResults
  }
}
