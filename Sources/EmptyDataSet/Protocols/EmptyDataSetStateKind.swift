// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  /// The kinds of state, as Objective-C sees them: `EmptyDataSetState.Kind` (a Swift enum)
  /// spelled so that `@objc` methods can take it.
  ///
  /// In Objective-C: `EmptyDataSetStateKindEmpty`, `…Loading`, `…Failed`, `…Offline`,
  /// `…NoResults`.
  @objc(EmptyDataSetStateKind)
  public enum EmptyDataSetStateKind: Int, Sendable {
    /// The list has no items.
    case empty
    /// A load is under way.
    case loading
    /// The last load failed.
    case failed
    /// The last load failed for want of a connection.
    case offline
    /// A search found nothing.
    case noResults

    /// The Objective-C kind for `kind`.
    public init(_ kind: EmptyDataSetState.Kind) {
      switch kind {
      case .empty: self = .empty
      case .loading: self = .loading
      case .failed: self = .failed
      case .offline: self = .offline
      case .noResults: self = .noResults
      }
    }

    /// The Swift kind.
    public var kind: EmptyDataSetState.Kind {
      switch self {
      case .empty: .empty
      case .loading: .loading
      case .failed: .failed
      case .offline: .offline
      case .noResults: .noResults
      }
    }
  }
#endif
