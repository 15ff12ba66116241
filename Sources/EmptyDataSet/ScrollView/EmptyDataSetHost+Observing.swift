// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The triggers besides the reload hook, all public API: key-value observing of the scroll
  /// view and notifications. Each one only tells the attachment something may have changed; the
  /// core decides whether anything did (`setNeedsReload()` coalesces a burst into one decision
  /// per main-loop turn; `containerDidChange()` lays out only when the visible area changed).
  extension EmptyDataSetHost {
    /// Starts observing `scrollView` and the app-wide notifications.
    ///
    /// - `contentSize`: UIKit sets it whenever the list's content changes, whatever path changed
    ///   it (a diffable `apply`, the first load, a drop placeholder, a new data source, a header
    ///   assigned or resized): a second, coalesced trigger next to the reload hook, and a hint
    ///   that the table header may have moved.
    /// - `dataSource` (tables and collection views): a new data source counts differently.
    /// - `contentInset` and `tableHeaderView`: the visible area may have changed.
    /// - `contentOffset`, only while shown (see ``observeContentOffset(_:)``).
    ///
    /// UIKit documents none of these as observable. Each is a hint only: a missed one costs an
    /// update that the documented paths still make (the reload hook; a header that changes height
    /// must be assigned again, "the table view respects only the height of your view's frame
    /// rectangle" when it is assigned, and the assignment changes `contentSize` too), and a
    /// spurious one costs one comparison in the core.
    func startObserving(_ scrollView: UIScrollView) {
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(contentSizeCategoryDidChange),
        name: UIContentSizeCategory.didChangeNotification, object: nil)
      #if os(iOS)
        center.addObserver(
          self, selector: #selector(keyboardWillChangeFrame(_:)),
          name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(
          self, selector: #selector(keyboardWillHide(_:)),
          name: UIResponder.keyboardWillHideNotification, object: nil)
      #endif
      observations = [
        scrollView.observe(\.contentSize) { [weak self] _, _ in
          Self.onMainThread(self, "contentSize") { $0.contentMayHaveChanged() }
        },
        scrollView.observe(\.contentInset) { [weak self] _, _ in
          Self.onMainThread(self, "contentInset") { $0.attachment.containerDidChange() }
        },
      ]
      if let table = scrollView as? UITableView {
        observations.append(
          table.observe(\.dataSource) { [weak self] _, _ in
            Self.onMainThread(self, "dataSource") { $0.dataSourceDidChange() }
          })
        observations.append(
          table.observe(\.tableHeaderView) { [weak self] _, _ in
            Self.onMainThread(self, "tableHeaderView") { $0.attachment.containerDidChange() }
          })
      } else if let collection = scrollView as? UICollectionView {
        observations.append(
          collection.observe(\.dataSource) { [weak self] _, _ in
            Self.onMainThread(self, "dataSource") { $0.dataSourceDidChange() }
          })
      }
    }

    /// Observes `contentOffset` while the empty data set is shown: a refresh control that ends
    /// (`endRefreshing()`) or a search bar that collapses changes `adjustedContentInset` without
    /// resizing the list, and moves the content. Not observed while hidden, where a scroll costs
    /// nothing.
    func observeContentOffset(_ observes: Bool) {
      guard observes else {
        offsetObservation = nil
        return
      }
      guard offsetObservation == nil, let scrollView else { return }
      offsetObservation = scrollView.observe(\.contentOffset) { [weak self] _, _ in
        Self.onMainThread(self, "contentOffset") { $0.attachment.containerDidChange() }
      }
    }

    /// Runs `action` at once on the main thread. Elsewhere (an app that reloads its list off the
    /// main thread, which UIKit forbids but only logs) nothing traps: the misuse is reported once
    /// per property, and `action` runs when the main thread next gets to it, as the reload hook
    /// does for data changes (`ReloadHook.didChangeData`).
    nonisolated static func onMainThread(
      _ host: EmptyDataSetHost?, _ property: String,
      _ action: @escaping @MainActor @Sendable (EmptyDataSetHost) -> Void
    ) {
      guard let host else { return }
      guard Thread.isMainThread else {
        EmptyDataSetDiagnostics.reportOnce(.misuse, offMainThreadMessage(property))
        Task { @MainActor in action(host) }
        return
      }
      MainActor.assumeIsolated { action(host) }
    }

    /// The report for a change off the main thread: what happened, the fallback, and the fix.
    nonisolated static func offMainThreadMessage(_ change: String) -> String {
      "A list's \(change) changed off the main thread. UIKit views must only be used on the "
        + "main thread; the empty data set updates on the main thread afterwards. Change the "
        + "list (reloadData, apply, insert…) on the main thread, for example with "
        + "`await MainActor.run { … }`."
    }

    /// The content size changed: decide again once this turn ends (when automatic updates are
    /// on), and lay out now if the visible area changed (a table header).
    private func contentMayHaveChanged() {
      if updatesAutomatically { attachment.setNeedsReload() }
      attachment.containerDidChange()
    }

    private func dataSourceDidChange() {
      if updatesAutomatically { attachment.setNeedsReload() }
    }

    /// Automatic updates are on for this list and app-wide.
    private var updatesAutomatically: Bool {
      reloadsAutomatically && ReloadHook.isGloballyEnabled
    }

    // MARK: - Notifications

    /// Adds a hidden sentinel subview while the attachment waits for the list to come on
    /// screen, and takes it away afterwards: UIKit tells a view, not its observers, when it
    /// moves to a window, and a subview is the only public way to hear it. So `subviews` holds
    /// it only between a setup off screen (`viewDidLoad`) and the list's first move on screen.
    func setWatchesForScreen(_ watches: Bool) {
      if watches {
        guard windowSentinel == nil, let scrollView else { return }
        let sentinel = WindowSentinel(frame: .zero)
        sentinel.host = self
        sentinel.isHidden = true
        sentinel.isUserInteractionEnabled = false
        scrollView.addSubview(sentinel)
        windowSentinel = sentinel
      } else if let sentinel = windowSentinel {
        windowSentinel = nil
        // Not from inside its own `didMoveToWindow`, while UIKit walks the scroll view's
        // subviews: at the end of the turn.
        Task { @MainActor in sentinel.removeFromSuperview() }
      }
    }

    /// The scroll view was added to a window: a decision that waited for the screen is made.
    func scrollViewDidMoveToWindow() {
      attachment.hostDidMoveOnScreen()
    }

    /// The text size changed: the view restyles its text at its next layout pass, then asks the
    /// attachment to measure again.
    @objc private func contentSizeCategoryDidChange() {
      emptyView?.setNeedsRestyle()
    }

    #if os(iOS)
      @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        keyboardFrame = value?.cgRectValue
        attachment.containerDidChange()
      }

      @objc private func keyboardWillHide(_ notification: Notification) {
        keyboardFrame = nil
        attachment.containerDidChange()
      }
    #endif
  }

  /// A hidden, zero-sized subview of the scroll view that tells its host when the scroll view
  /// is added to a window: UIKit has no notification for that, and an app that sets its source
  /// in `viewDidLoad` must not see `willAppear` before its list is on screen. Present only while
  /// a decision waits for the screen (``EmptyDataSetHost/setWatchesForScreen(_:)``).
  final class WindowSentinel: UIView {
    weak var host: EmptyDataSetHost?

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window != nil { host?.scrollViewDidMoveToWindow() }
    }
  }
#endif
