// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import ObjectiveC
  import UIKit

  nonisolated(unsafe) private var hostKey: UInt8 = 0

  /// An empty data set on any table view, collection view or scroll view: no subclassing.
  ///
  /// ```swift
  /// override func viewDidLoad() {
  ///   super.viewDidLoad()
  ///   tableView.emptyDataSetSource = self
  ///   tableView.emptyDataSetDelegate = self
  /// }
  /// ```
  ///
  /// Tables and collection views update by themselves on `reloadData` (before it runs, as
  /// DZNEmptyDataSet did), after `performBatchUpdates(_:completion:)` and row, item and section
  /// inserts, deletes and reloads, and once per outermost `beginUpdates()`…`endUpdates()` block,
  /// after its `endUpdates()`. With a diffable data source, call ``reloadEmptyDataSet()`` in
  /// `apply`'s completion until its path through those methods is verified. A plain scroll view
  /// counts as empty; call ``reloadEmptyDataSet()`` after changing what it shows.
  extension UIScrollView {
    /// What the empty data set shows. `nil` by default (nothing is shown). Held weakly.
    @objc public var emptyDataSetSource: EmptyDataSetSource? {
      get { emptyDataSetHost?.source }
      set { updateHost { $0.source = newValue } }
    }

    /// How the empty data set behaves and whom it tells. `nil` by default. Held weakly.
    @objc public var emptyDataSetDelegate: EmptyDataSetDelegate? {
      get { emptyDataSetHost?.delegate }
      set { updateHost { $0.delegate = newValue } }
    }

    /// A configuration to show instead of asking a source. `nil` by default.
    ///
    /// When set, it wins over ``emptyDataSetSource`` and ``emptyDataSetDelegate``; its
    /// `shouldDisplay` and `isForcedToDisplay` drive the decision and
    /// ``emptyDataSetEvents`` receives taps and transitions.
    ///
    /// ```swift
    /// var configuration = UIKitEmptyDataSetConfiguration()
    /// configuration.title = NSAttributedString(string: "No Photos")
    /// configuration.button.titles.normal = NSAttributedString(string: "Import")
    /// collectionView.emptyDataSetConfiguration = configuration
    /// collectionView.emptyDataSetEvents.didTapButton = { [weak self] in self?.importPhotos() }
    /// ```
    public var emptyDataSetConfiguration: UIKitEmptyDataSetConfiguration? {
      get { emptyDataSetHost?.configuration }
      set { updateHost { $0.configuration = newValue } }
    }

    /// What to call on taps and transitions when ``emptyDataSetConfiguration`` is set.
    /// No handlers by default.
    public var emptyDataSetEvents: EmptyDataSetEvents {
      get { emptyDataSetHost?.events ?? EmptyDataSetEvents() }
      set { updateHost { $0.events = newValue } }
    }

    /// Whether this view's empty data set updates by itself after data changes. `true` by
    /// default. When `false`, call ``reloadEmptyDataSet()`` yourself.
    @objc public var emptyDataSetReloadsAutomatically: Bool {
      get { emptyDataSetHost?.reloadsAutomatically ?? true }
      set { updateHost { $0.reloadsAutomatically = newValue } }
    }

    /// Whether any empty data set updates by itself; the app-wide switch. `true` by default.
    ///
    /// When `false`, table and collection view methods run with nothing added, and no method is
    /// replaced: turned off at launch, before any list gets an empty data set, the reload hook
    /// is never installed. Lists configured meanwhile update by themselves once it is back on.
    @objc public class var emptyDataSetAutomaticReloadsEnabled: Bool {
      get { ReloadHook.isGloballyEnabled }
      set { ReloadHook.isGloballyEnabled = newValue }
    }

    /// True while the empty data set is appearing or shown (not while it fades out). False by
    /// default. Current during the data-source calls of a `reloadData`, which decides first.
    ///
    /// Objective-C sees DZNEmptyDataSet's declaration: the property `emptyDataSetVisible` with
    /// the getter `isEmptyDataSetVisible`.
    @objc(emptyDataSetVisible) public var isEmptyDataSetVisible: Bool {
      @objc(isEmptyDataSetVisible) get { emptyDataSetHost?.controller.isVisible ?? false }
    }

    /// Decides again whether to show the empty data set, without reloading the list.
    ///
    /// The only way to update a plain `UIScrollView`, or a list whose automatic updates are off.
    @objc public func reloadEmptyDataSet() {
      emptyDataSetHost?.reload()
    }

    // MARK: - Storage

    private var emptyDataSetHost: EmptyDataSetHost? {
      objc_getAssociatedObject(self, &hostKey) as? EmptyDataSetHost
    }

    /// Changes the host (creating it on first use), then points the controller and the reload
    /// hook at what is now set.
    private func updateHost(_ change: (EmptyDataSetHost) -> Void) {
      let host: EmptyDataSetHost
      if let existing = emptyDataSetHost {
        host = existing
      } else {
        host = EmptyDataSetHost(scrollView: self)
        objc_setAssociatedObject(self, &hostKey, host, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
      change(host)
      host.updateProvider()
      let isActive = host.source != nil || host.configuration != nil
      ReloadHook.setEnabled(isActive && host.reloadsAutomatically, for: self)
      // Shown: show the new content (or hide) now. On screen: a list that is already empty
      // shows it at once instead of waiting for its next data change.
      if host.controller.phase != .hidden || window != nil {
        host.reload()
      }
    }
  }
#endif
