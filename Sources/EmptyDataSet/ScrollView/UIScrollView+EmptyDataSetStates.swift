// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Loading, failed and no-results states, with the timing rules of the core. Objective-C sets
  /// them with `setEmptyDataSetStateKind:text:` and reads `emptyDataSetDisplayedStateKind`.
  ///
  /// ```swift
  /// tableView.emptyDataSetState = .loading
  /// loadItems { items in
  ///   self.items = items ?? []
  ///   self.tableView.reloadData()
  ///   self.tableView.emptyDataSetState = items == nil ? .offline : .empty
  /// }
  /// ```
  extension UIScrollView {
    /// What the list is doing: ``EmptyDataSetState/empty`` by default (the empty data set
    /// appears when the list has no items), or loading, failed, no results.
    ///
    /// Takes effect when the current run-loop turn ends, together with the data change that
    /// usually comes with it, under ``emptyDataSetTiming``: a load that ends within the show
    /// delay never shows the loading state, a shown loading state stays for the minimum
    /// duration, and "no items" never flashes while a load is pending.
    public var emptyDataSetState: EmptyDataSetState {
      get { emptyDataSetHost?.attachment.state ?? .empty }
      set { updateHost(creating: newValue != .empty) { $0.attachment.state = newValue } }
    }

    /// The state shown (or being decided for), `nil` when nothing is shown. `nil` by default.
    ///
    /// A source that answers for several states (see
    /// ``EmptyDataSetSource/emptyDataSet(_:answersFor:)``) reads it in its methods.
    public var emptyDataSetDisplayedState: EmptyDataSetState? {
      emptyDataSetHost?.attachment.displayedState
    }

    /// The show delay, minimum duration and cross-fade of the states. The defaults documented
    /// on `EmptyDataSetTiming` (0.3 s, 0.5 s, 0.2 s).
    public var emptyDataSetTiming: EmptyDataSetTiming {
      get { emptyDataSetHost?.attachment.timing ?? EmptyDataSetTiming() }
      set {
        updateHost(creating: newValue != EmptyDataSetTiming()) { $0.attachment.timing = newValue }
      }
    }

    /// The language of the presets' text. The system's (`.system`) by default.
    public var emptyDataSetLocalization: EmptyDataSetLocalization {
      get { emptyDataSetHost?.attachment.localization ?? .system }
      set {
        updateHost(creating: newValue != .system) { $0.attachment.localization = newValue }
      }
    }

    // MARK: - Objective-C

    /// The kind of ``emptyDataSetState``, for Objective-C (Swift uses `emptyDataSetState`).
    /// Setting it sets the state of that kind without text (the preset's message, an empty
    /// query); ``setEmptyDataSetStateKind(_:text:)`` sets one with text.
    @available(swift, obsoleted: 1, message: "use emptyDataSetState")
    @objc public var emptyDataSetStateKind: EmptyDataSetStateKind {
      get { EmptyDataSetStateKind(emptyDataSetState.kind) }
      set { setEmptyDataSetStateKind(newValue, text: nil) }
    }

    /// The text of ``emptyDataSetState``, for Objective-C: a failure's message or a search's
    /// query, `nil` for the other states.
    @available(swift, obsoleted: 1, message: "use emptyDataSetState")
    @objc public var emptyDataSetStateText: String? {
      switch emptyDataSetState {
      case .failed(let message): message
      case .noResults(let query): query
      case .empty, .loading, .offline: nil
      }
    }

    /// Sets the state from Objective-C: `kind`, with `text` as a failure's message (`nil`: the
    /// preset's) or a search's query (`nil`: no query); other kinds ignore it.
    ///
    /// ```objc
    /// [self.tableView setEmptyDataSetStateKind:EmptyDataSetStateKindNoResults text:query];
    /// ```
    @available(swift, obsoleted: 1, message: "use emptyDataSetState")
    @objc(setEmptyDataSetStateKind:text:)
    public func setEmptyDataSetStateKind(_ kind: EmptyDataSetStateKind, text: String?) {
      emptyDataSetState =
        switch kind {
        case .empty: .empty
        case .loading: .loading
        case .failed: .failed(message: text)
        case .offline: .offline
        case .noResults: .noResults(query: text ?? "")
        }
    }

    /// The kind of ``emptyDataSetDisplayedState``, for Objective-C: the state shown or being
    /// decided for (what a source answering for several states reads). While nothing is shown
    /// (`emptyDataSetVisible` is `NO`) it is `EmptyDataSetStateKindEmpty`.
    @available(swift, obsoleted: 1, message: "use emptyDataSetDisplayedState")
    @objc public var emptyDataSetDisplayedStateKind: EmptyDataSetStateKind {
      EmptyDataSetStateKind(emptyDataSetDisplayedState?.kind ?? .empty)
    }

    // MARK: - Per-state configurations

    /// The configuration for the states of `kind`: ``emptyDataSetConfiguration`` for
    /// `.empty`, else the one set with ``setEmptyDataSetConfiguration(_:for:)``, or `nil` (the
    /// source answers, or the preset is shown). `nil` by default.
    public func emptyDataSetConfiguration(for kind: EmptyDataSetState.Kind)
      -> UIKitEmptyDataSetConfiguration?
    {
      emptyDataSetHost?.attachment.configuration(for: kind)
    }

    /// Sets what the states of `kind` show. `nil` (the default) shows the source's answers when
    /// the source answers for that state, or else the preset, keeping the layout and behaviour
    /// of ``emptyDataSetConfiguration``.
    ///
    /// ```swift
    /// var loading = UIKitEmptyDataSetConfiguration.loading()
    /// loading.title = NSAttributedString(string: "Fetching your mail…")
    /// tableView.setEmptyDataSetConfiguration(loading, for: .loading)
    /// ```
    public func setEmptyDataSetConfiguration(
      _ configuration: UIKitEmptyDataSetConfiguration?, for kind: EmptyDataSetState.Kind
    ) {
      updateHost(creating: configuration != nil) {
        $0.attachment.setConfiguration(configuration, for: kind)
      }
    }
  }
#endif
