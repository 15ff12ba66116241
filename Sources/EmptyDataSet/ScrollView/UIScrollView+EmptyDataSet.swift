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
  /// Tables and collection views update by themselves whenever their counts can have changed:
  /// on `reloadData` (before it runs, as DZNEmptyDataSet did), after
  /// `performBatchUpdates(_:completion:)` and row, item and section inserts, deletes and reloads,
  /// once per outermost `beginUpdates()`…`endUpdates()` block, and on every other path that
  /// changes the content (a diffable data source's `apply`, the first load, a new `dataSource`,
  /// drop placeholders), noticed through the content size and decided once at the end of the
  /// run-loop turn. A plain scroll view counts as empty; call ``reloadEmptyDataSet()`` after
  /// changing what it shows.
  extension UIScrollView {
    /// What the empty data set shows. `nil` by default (nothing is shown). Held weakly.
    ///
    /// Which of its optional methods it implements is looked up once, when it is set: set it
    /// again if it starts answering a method later (a rare dynamic case).
    @objc public var emptyDataSetSource: EmptyDataSetSource? {
      get { emptyDataSetHost?.source }
      set { updateHost(creating: newValue != nil) { $0.setSource(newValue) } }
    }

    /// How the empty data set behaves and whom it tells. `nil` by default. Held weakly.
    ///
    /// Its questions apply when the content comes from ``emptyDataSetSource``; its event
    /// methods are called in every case, before ``emptyDataSetEvents``. Which methods it
    /// implements is looked up once, when it is set.
    @objc public var emptyDataSetDelegate: EmptyDataSetDelegate? {
      get { emptyDataSetHost?.delegate }
      set { updateHost(creating: newValue != nil) { $0.setDelegate(newValue) } }
    }

    /// What the "no items" state shows, as a value. `nil` by default.
    ///
    /// When set, it wins over ``emptyDataSetSource`` for the "no items" state, and its
    /// `shouldDisplay` and `isForcedToDisplay` drive the decision. The new content shows when the
    /// current main-loop turn ends, decided once with the rest of the setup made in that turn (a
    /// value equal to the one shown costs one comparison).
    ///
    /// ```swift
    /// var configuration = UIKitEmptyDataSetConfiguration()
    /// configuration.title = NSAttributedString(string: "No Photos")
    /// configuration.button.titles.normal = NSAttributedString(string: "Import")
    /// collectionView.emptyDataSetConfiguration = configuration
    /// collectionView.emptyDataSetEvents.didTapButton = { [weak self] in self?.importPhotos() }
    /// ```
    public var emptyDataSetConfiguration: UIKitEmptyDataSetConfiguration? {
      get { emptyDataSetHost?.attachment.configuration }
      set { updateHost(creating: newValue != nil) { $0.attachment.configuration = newValue } }
    }

    /// Closures for taps, appearance, state changes and retry. None by default.
    ///
    /// They are called in every case, whether the content comes from a configuration or a
    /// source, after the delegate's method for the same event.
    public var emptyDataSetEvents: EmptyDataSetEvents {
      get { emptyDataSetHost?.attachment.events ?? EmptyDataSetEvents() }
      set { updateHost { $0.attachment.events = newValue } }
    }

    /// Whether this view's empty data set updates by itself after data changes. `true` by
    /// default. When `false`, call ``reloadEmptyDataSet()`` yourself.
    @objc public var emptyDataSetReloadsAutomatically: Bool {
      get { emptyDataSetHost?.reloadsAutomatically ?? true }
      set { updateHost(creating: !newValue) { $0.reloadsAutomatically = newValue } }
    }

    /// Whether any empty data set updates by itself; the app-wide switch. `true` by default.
    ///
    /// When `false`, table and collection view methods run with nothing added, and no method is
    /// replaced: turned off at launch, before any list gets an empty data set, the reload hook
    /// is never installed. Lists configured meanwhile update by themselves once it is back on.
    @objc public class var emptyDataSetReloadsAutomatically: Bool {
      get { ReloadHook.isGloballyEnabled }
      set { ReloadHook.isGloballyEnabled = newValue }
    }

    /// True while the empty data set is appearing or shown (not while it fades out). False by
    /// default. Current during the data-source calls of a `reloadData`, which decides first.
    ///
    /// Objective-C sees DZNEmptyDataSet's declaration: the property `emptyDataSetVisible` with
    /// the getter `isEmptyDataSetVisible`.
    @objc(emptyDataSetVisible) public var isEmptyDataSetVisible: Bool {
      @objc(isEmptyDataSetVisible) get { emptyDataSetHost?.attachment.isVisible ?? false }
    }

    /// Decides again whether to show the empty data set, without reloading the list.
    ///
    /// Needed for a plain `UIScrollView`, for a list whose automatic updates are off, and when
    /// the source's answers changed while the list did not.
    @objc public func reloadEmptyDataSet() {
      emptyDataSetHost?.reload()
    }

    // MARK: - Storage

    var emptyDataSetHost: EmptyDataSetHost? {
      objc_getAssociatedObject(self, &hostKey) as? EmptyDataSetHost
    }

    /// Changes the host, then switches the reload hook on or off. The attachment decides again
    /// by itself after each change of what it shows.
    ///
    /// The host (its observers, the hook) is created on first use, unless `creating` is false:
    /// a value that is already the default (`emptyDataSetSource = nil` on a list that never had
    /// one) changes nothing, and costs nothing.
    func updateHost(creating: Bool = true, _ change: (EmptyDataSetHost) -> Void) {
      let host: EmptyDataSetHost
      if let existing = emptyDataSetHost {
        host = existing
      } else {
        guard creating else { return }
        host = EmptyDataSetHost(scrollView: self)
        objc_setAssociatedObject(self, &hostKey, host, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
      change(host)
      ReloadHook.setEnabled(host.reloadsAutomatically, for: self)
    }
  }
#endif
