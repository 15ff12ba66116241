// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Everything one scroll view's empty data set needs, attached to the scroll view.
  ///
  /// The host is the UIKit side of the core's seam: it owns the scroll view's
  /// ``EmptyDataSetAttachment``, counts items through the table or collection data source,
  /// reports the visible area and the user's settings, and shows, lays out and fades the
  /// ``EmptyDataSetView``. Every decision (when to show, which state, what to announce, whether
  /// the visible area changed) is the attachment's.
  @MainActor
  final class EmptyDataSetHost: NSObject, EmptyDataSetHosting, EmptyDataSetLayoutHosting {
    typealias Platform = UIKitPlatform

    /// The list's own settings, saved when the empty data set appears.
    struct InteractionSnapshot {
      var isScrollEnabled: Bool
      var alwaysBounceVertical: Bool
      var alwaysBounceHorizontal: Bool
    }

    private(set) weak var scrollView: UIScrollView?
    /// The app's source and delegate objects, held weakly; the attachment holds their bindings.
    private(set) weak var source: EmptyDataSetSource?
    private(set) weak var delegate: EmptyDataSetDelegate?
    var reloadsAutomatically = true
    /// The view, built at the first show and kept between shows.
    private(set) var emptyView: EmptyDataSetView?
    /// The keyboard's frame in screen coordinates while it is shown (iOS only).
    var keyboardFrame: CGRect?
    /// Key-value observations of the scroll view (see `EmptyDataSetHost+Observing.swift`).
    var observations: [NSKeyValueObservation] = []
    /// The observation of `contentOffset`, only while the empty data set is shown.
    var offsetObservation: NSKeyValueObservation?
    /// The subview that hears the scroll view move to a window, only while a decision waits.
    var windowSentinel: WindowSentinel?
    /// Set by a show; the first layout after it is applied without animation.
    private var isFirstLayoutAfterShow = false
    /// The scroll view's address, to switch the reload hook off for it in `deinit`.
    private let scrollViewAddress: UInt

    /// The core's attachment: one per scroll view.
    private(set) lazy var attachment = EmptyDataSetAttachment(host: self)

    init(scrollView: UIScrollView) {
      self.scrollView = scrollView
      scrollViewAddress = UInt(bitPattern: Unmanaged.passUnretained(scrollView).toOpaque())
      super.init()
      startObserving(scrollView)
    }

    /// Runs while the scroll view deallocates (the host is its associated object), before its
    /// address can be reused.
    deinit {
      ReloadHook.forget(address: scrollViewAddress)
    }

    // MARK: - What the app set

    /// Sets the source; its methods are looked up once, here.
    func setSource(_ newValue: EmptyDataSetSource?) {
      source = newValue
      attachment.source = newValue.map(makeSourceBinding)
    }

    /// Sets the delegate; its methods are looked up once, here.
    func setDelegate(_ newValue: EmptyDataSetDelegate?) {
      delegate = newValue
      attachment.delegate = newValue.map(makeDelegateBinding)
    }

    /// Decides again now, then lays out again if the visible area changed since the last layout
    /// (a header, a search bar or an inset that moved without a resize).
    func reload() {
      attachment.reload()
      attachment.containerDidChange()
    }

    // MARK: - Counting

    var numberOfSections: Int {
      if let table = scrollView as? UITableView, let dataSource = table.dataSource {
        return dataSource.numberOfSections?(in: table) ?? 1
      }
      if let collection = scrollView as? UICollectionView, let dataSource = collection.dataSource {
        return dataSource.numberOfSections?(in: collection) ?? 1
      }
      return 0
    }

    func numberOfItems(inSection section: Int) -> Int {
      if let table = scrollView as? UITableView, let dataSource = table.dataSource {
        return dataSource.tableView(table, numberOfRowsInSection: section)
      }
      if let collection = scrollView as? UICollectionView, let dataSource = collection.dataSource {
        return dataSource.collectionView(collection, numberOfItemsInSection: section)
      }
      return 0
    }

    // MARK: - Reported

    /// The container is the scroll view's visible bounds, in content coordinates, but never
    /// before where they are when the list rests at its start: the core's rule
    /// (`LayoutContainer.Origin.scrolling`). A list emptied while scrolled down shows its empty
    /// state on screen; a pull to refresh moves it with the content.
    var layoutContainer: LayoutContainer {
      guard let scrollView else { return LayoutContainer(size: .zero) }
      let bounds = scrollView.bounds
      // The safe area counts even when the app turned content-inset adjustment off (`.never`)
      // or the list only adjusts along its scrolling axis (a notch in landscape).
      let adjusted = scrollView.adjustedContentInset
      let safeArea = scrollView.safeAreaInsets
      let origin = LayoutContainer.Origin.scrolling(
        visible: LayoutContainer.Origin(x: Double(bounds.origin.x), y: Double(bounds.origin.y)),
        restingStart: LayoutContainer.Origin(x: Double(-adjusted.left), y: Double(-adjusted.top)))
      // Bars cover the same edges of the container wherever it is; the table header only the
      // part of it still below the container's top.
      var top = max(adjusted.top, safeArea.top)
      if let header = (scrollView as? UITableView)?.tableHeaderView, !header.isHidden {
        top = max(top, header.frame.maxY - CGFloat(origin.y))
      }
      var insets = UIEdgeInsets(
        top: top, left: max(adjusted.left, safeArea.left),
        bottom: max(adjusted.bottom, safeArea.bottom), right: max(adjusted.right, safeArea.right))
      #if os(iOS)
        // How much of the visible bounds the keyboard covers: the same at any scroll offset.
        if let keyboard = keyboardFrame, let screen = scrollView.window?.screen {
          let frame = scrollView.convert(keyboard, from: screen.coordinateSpace)
          insets.bottom = max(insets.bottom, min(bounds.height, bounds.maxY - frame.minY))
        }
      #endif
      let direction = scrollView.effectiveUserInterfaceLayoutDirection
      return LayoutContainer(
        size: EmptyDataSetLayout.Size(width: Double(bounds.width), height: Double(bounds.height)),
        visibleInsets: EmptyDataSetLayout.Insets(
          top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
          right: Double(insets.right)),
        direction: direction == .rightToLeft ? .rightToLeft : .leftToRight,
        displayScale: Double(scrollView.traitCollection.displayScale),
        origin: origin)
    }

    var environment: HostEnvironment {
      HostEnvironment(
        prefersReducedMotion: UIAccessibility.isReduceMotionEnabled,
        // In a window: the one move UIKit reports (through the sentinel's didMoveToWindow), so
        // a decision that waited for the screen is made when it happens.
        isOnScreen: scrollView.map { $0.window != nil } ?? false,
        focus: focus)
    }

    var now: Double { ProcessInfo.processInfo.systemUptime }

    /// Runs `action` on the main actor: after `seconds`, or for 0 as soon as the main queue is
    /// drained, which the run loop does before it commits the frame of the current turn.
    func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) {
      let nanoseconds = UInt64(max(0, min(seconds, 3600)) * 1_000_000_000)
      Task { @MainActor in
        if nanoseconds > 0 { try? await Task.sleep(nanoseconds: nanoseconds) }
        action()
      }
    }

    // MARK: - The list's own settings

    func saveInteraction() -> InteractionSnapshot {
      InteractionSnapshot(
        isScrollEnabled: scrollView?.isScrollEnabled ?? true,
        alwaysBounceVertical: scrollView?.alwaysBounceVertical ?? false,
        alwaysBounceHorizontal: scrollView?.alwaysBounceHorizontal ?? false)
    }

    /// Scrolling on or off. Allowed scrolling also bounces an empty list, so that
    /// pull-to-refresh works, along the list's own scrolling axis only: bouncing across it would
    /// change `adjustedContentInset` and make the content jump on show and hide.
    func applyInteraction(allowsScroll: Bool) {
      guard let scrollView else { return }
      scrollView.isScrollEnabled = allowsScroll
      guard allowsScroll else { return }
      if scrollsHorizontally {
        scrollView.alwaysBounceHorizontal = true
      } else {
        scrollView.alwaysBounceVertical = true
      }
    }

    func restoreInteraction(_ snapshot: InteractionSnapshot) {
      guard let scrollView else { return }
      scrollView.isScrollEnabled = snapshot.isScrollEnabled
      scrollView.alwaysBounceVertical = snapshot.alwaysBounceVertical
      scrollView.alwaysBounceHorizontal = snapshot.alwaysBounceHorizontal
    }

    /// Whether the list scrolls sideways: a horizontal flow layout, or a list that already
    /// bounces horizontally and not vertically. Tables scroll vertically.
    private var scrollsHorizontally: Bool {
      guard let scrollView, !(scrollView is UITableView) else { return false }
      let layout = (scrollView as? UICollectionView)?.collectionViewLayout
      if let flow = layout as? UICollectionViewFlowLayout {
        return flow.scrollDirection == .horizontal
      }
      return scrollView.alwaysBounceHorizontal && !scrollView.alwaysBounceVertical
    }

    // MARK: - The view

    func showEmptyView(
      _ configuration: UIKitEmptyDataSetConfiguration, state: EmptyDataSetState,
      initialAlpha: Double
    ) {
      guard let scrollView else { return }
      let view = emptyView ?? makeEmptyView()
      // A show triggered inside the app's own `UIView.animate` block must not animate the new
      // view from a zero frame or from its previous place.
      // Added first, so that its text is styled with the list's traits (text size).
      UIView.performWithoutAnimation {
        view.layer.removeAllAnimations()
        view.alpha = CGFloat(initialAlpha)
        insert(view, into: scrollView)
        view.show(configuration)
      }
      isFirstLayoutAfterShow = true
      observeContentOffset(true)
    }

    private func makeEmptyView() -> EmptyDataSetView {
      let view = EmptyDataSetView(host: self)
      emptyView = view
      return view
    }

    /// Behind section headers and cells, above the table's or collection's background view.
    private func insert(_ view: EmptyDataSetView, into scrollView: UIScrollView) {
      let background =
        (scrollView as? UITableView)?.backgroundView
        ?? (scrollView as? UICollectionView)?.backgroundView
      if let background, background.superview === scrollView {
        scrollView.insertSubview(view, aboveSubview: background)
      } else if scrollView is UITableView || scrollView is UICollectionView {
        scrollView.insertSubview(view, at: 0)
      } else {
        scrollView.addSubview(view)
      }
    }

    func updateEmptyView(
      from old: UIKitEmptyDataSetConfiguration, to new: UIKitEmptyDataSetConfiguration,
      state: EmptyDataSetState, transition: EmptyDataSetContentTransition
    ) {
      guard let view = emptyView else { return }
      switch transition {
      case .immediate:
        view.show(new)
      case .crossFade(let duration):
        UIView.transition(
          with: view, duration: duration,
          options: [.transitionCrossDissolve, .allowUserInteraction, .beginFromCurrentState],
          animations: { view.show(new) })
      }
    }

    func hideEmptyView() {
      guard let view = emptyView, view.superview != nil else { return }
      observeContentOffset(false)
      view.layer.removeAllAnimations()
      view.prepareForNextShow()
      view.removeFromSuperview()
    }

    func measure(_ element: EmptyDataSetLayout.Element, availableWidth: Double)
      -> EmptyDataSetLayout.Size
    {
      emptyView?.measure(element, availableWidth: availableWidth) ?? .zero
    }

    func applyLayout(_ layout: EmptyDataSetLayout) {
      guard let view = emptyView else { return }
      if isFirstLayoutAfterShow {
        isFirstLayoutAfterShow = false
        UIView.performWithoutAnimation { view.apply(layout) }
      } else {
        view.apply(layout)
      }
    }

    func animateEmptyViewAlpha(
      to alpha: Double, duration: Double, completion: @escaping @MainActor () -> Void
    ) {
      guard let view = emptyView else {
        completion()
        return
      }
      // A fade nobody can see (the list is in no window) ends at once, with its callbacks.
      guard duration > 0, view.window != nil else {
        view.layer.removeAllAnimations()
        view.alpha = CGFloat(alpha)
        completion()
        return
      }
      UIView.animate(
        withDuration: duration, delay: 0,
        options: [.beginFromCurrentState, .allowUserInteraction, .curveEaseInOut],
        animations: { view.alpha = CGFloat(alpha) },
        completion: { _ in MainActor.assumeIsolated { completion() } })
    }

    func setEmptyViewAcceptsTouches(_ acceptsTouches: Bool) {
      emptyView?.isUserInteractionEnabled = acceptsTouches
    }

    func setImageAnimationRunning(_ running: Bool) {
      emptyView?.setImageAnimationRunning(running)
    }
  }
#endif
