// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  /// The kinds of state an empty data set shows, as Objective-C sees them: the spelling of
  /// `EmptyDataSetDisplay.Kind` (a Swift enum) that an `@objc` protocol method can take.
  ///
  /// In Objective-C: `EmptyDataSetDisplayKindEmpty`, `…Loading`, `…Failed`, `…NoResults`.
  @objc(EmptyDataSetDisplayKind)
  public enum EmptyDataSetDisplayKind: Int, Sendable {
    /// The list has no items.
    case empty
    /// A load is under way.
    case loading
    /// The last load failed.
    case failed
    /// A search found nothing.
    case noResults

    /// The Objective-C kind for `kind`.
    public init(_ kind: EmptyDataSetDisplay.Kind) {
      switch kind {
      case .empty: self = .empty
      case .loading: self = .loading
      case .failed: self = .failed
      case .noResults: self = .noResults
      }
    }

    /// The Swift kind.
    public var kind: EmptyDataSetDisplay.Kind {
      switch self {
      case .empty: .empty
      case .loading: .loading
      case .failed: .failed
      case .noResults: .noResults
      }
    }
  }
#endif
