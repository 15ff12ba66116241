// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Everything one scroll view's empty data set needs, attached to the scroll view.
  ///
  /// The host carries out what ``EmptyDataSetController`` decides: it counts items through the
  /// table or collection data source, reports the visible area, creates and removes the
  /// ``EmptyDataSetView``, and fades it. It decides nothing itself.
  @MainActor
  final class EmptyDataSetHost: NSObject, EmptyDataSetHosting {
    typealias Platform = UIKitPlatform

    private(set) weak var scrollView: UIScrollView?
    weak var source: EmptyDataSetSource?
    weak var delegate: EmptyDataSetDelegate?
    var configuration: UIKitEmptyDataSetConfiguration?
    var events = EmptyDataSetEvents()
    var reloadsAutomatically = true
    private(set) var emptyView: EmptyDataSetView?
    /// The keyboard's frame in screen coordinates while it is shown (iOS only).
    private var keyboardFrame: CGRect?
    /// Set when the view is installed; VoiceOver is told once its first layout is applied.
    private var needsAnnouncement = false
    /// The scroll view's address, to switch the reload hook off for it in `deinit`.
    private let scrollViewAddress: UInt

    lazy var controller = EmptyDataSetController(host: self)

    init(scrollView: UIScrollView) {
      self.scrollView = scrollView
      scrollViewAddress = UInt(bitPattern: Unmanaged.passUnretained(scrollView).toOpaque())
      super.init()
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
    }

    /// Runs while the scroll view deallocates (the host is its associated object), before its
    /// address can be reused.
    deinit {
      ReloadHook.forget(address: scrollViewAddress)
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

    // MARK: - Geometry

    /// The container is the scroll view's bounds when scrolled to the top, in content
    /// coordinates; the empty view scrolls with the content when scrolling is allowed.
    private var containerOrigin: CGPoint {
      guard let scrollView else { return .zero }
      let insets = scrollView.adjustedContentInset
      return CGPoint(x: -insets.left, y: -insets.top)
    }

    var layoutContainer: LayoutContainer {
      guard let scrollView else { return LayoutContainer(size: .zero) }
      let bounds = scrollView.bounds
      // The safe area counts even when the app turned content-inset adjustment off (`.never`)
      // or the list only adjusts along its scrolling axis (a notch in landscape). The table
      // header starts at the content's top, `adjusted.top` below the container's top.
      let adjusted = scrollView.adjustedContentInset
      let safeArea = scrollView.safeAreaInsets
      var contentTop = adjusted.top
      if let header = (scrollView as? UITableView)?.tableHeaderView, !header.isHidden {
        contentTop += max(0, header.frame.maxY)
      }
      var insets = UIEdgeInsets(
        top: max(contentTop, safeArea.top), left: max(adjusted.left, safeArea.left),
        bottom: max(adjusted.bottom, safeArea.bottom), right: max(adjusted.right, safeArea.right))
      #if os(iOS)
        if let keyboard = keyboardFrame, let screen = scrollView.window?.screen {
          let frame = scrollView.convert(keyboard, from: screen.coordinateSpace)
          insets.bottom = max(insets.bottom, min(bounds.height, bounds.maxY - frame.minY))
        }
      #endif
      let direction = scrollView.effectiveUserInterfaceLayoutDirection
      return LayoutContainer(
        size: LayoutSize(width: Double(bounds.width), height: Double(bounds.height)),
        visibleInsets: LayoutInsets(
          top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
          right: Double(insets.right)),
        direction: direction == .rightToLeft ? .rightToLeft : .leftToRight,
        displayScale: Double(scrollView.traitCollection.displayScale))
    }

    func measure(_ element: LayoutElement, availableWidth: Double) -> LayoutSize {
      emptyView?.measure(element, availableWidth: availableWidth) ?? .zero
    }

    func applyLayout(_ layout: EmptyDataSetLayout) {
      guard let view = emptyView else { return }
      view.apply(layout, origin: containerOrigin)
      announceIfNeeded()
    }

    /// Moves VoiceOver to the newly shown empty data set, once it is laid out and visible: at the
    /// start of a fade-in its alpha is 0, and VoiceOver cannot focus an invisible element.
    private func announceIfNeeded() {
      guard needsAnnouncement, let view = emptyView, view.alpha > 0 else { return }
      needsAnnouncement = false
      guard view.window != nil else { return }  // A screen that appears is announced by UIKit.
      UIAccessibility.post(notification: .layoutChanged, argument: view.firstAccessibilityElement)
    }

    /// Decides again, then lays out again: the header, the insets or the safe area may have
    /// changed since the last layout without the list being resized (DZNEmptyDataSet #412: a
    /// search bar or large title moved the content only after a row was added and removed).
    func reload() {
      controller.reload()
      containerDidChange()
    }

    /// Lays out again after the scroll view's size, insets, header or text size changed, and
    /// puts the view back where the last layout says if UIKit moved it.
    func containerDidChange() {
      controller.containerDidChange()
      if let layout = controller.layout { applyLayout(layout) }
    }

    // MARK: - Interaction

    var interactionSettings: HostInteractionSettings {
      get {
        HostInteractionSettings(
          isScrollEnabled: scrollView?.isScrollEnabled ?? true,
          alwaysBouncesVertically: scrollView?.alwaysBounceVertical ?? false)
      }
      set {
        scrollView?.isScrollEnabled = newValue.isScrollEnabled
        scrollView?.alwaysBounceVertical = newValue.alwaysBouncesVertically
      }
    }

    func setEmptyViewAcceptsTouches(_ acceptsTouches: Bool) {
      emptyView?.isUserInteractionEnabled = acceptsTouches
    }

    func setImageAnimationRunning(_ running: Bool) {
      emptyView?.setImageAnimation(running ? controller.configuration?.imageAnimation : nil)
    }

    // MARK: - The view

    func installEmptyView(_ configuration: UIKitEmptyDataSetConfiguration, initialAlpha: Double) {
      guard let scrollView else { return }
      let view = emptyView ?? EmptyDataSetView(host: self)
      emptyView = view
      view.onSizeChange = { [weak self] in self?.containerDidChange() }
      view.show(configuration)
      view.alpha = CGFloat(initialAlpha)
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
      needsAnnouncement = true
    }

    func updateEmptyView(
      from old: UIKitEmptyDataSetConfiguration, to new: UIKitEmptyDataSetConfiguration
    ) {
      emptyView?.show(new)
    }

    func removeEmptyView() {
      guard let view = emptyView else { return }
      view.setImageAnimation(nil)
      view.removeFromSuperview()
      emptyView = nil
      UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    func animateEmptyViewAlpha(
      to alpha: Double, duration: Double, completion: @escaping @MainActor () -> Void
    ) {
      guard let view = emptyView else {
        completion()
        return
      }
      guard duration > 0, !UIAccessibility.isReduceMotionEnabled else {
        view.layer.removeAllAnimations()
        view.alpha = CGFloat(alpha)
        announceIfNeeded()
        completion()
        return
      }
      // Weak: the host must not outlive its scroll view (its deinit switches the hook off).
      UIView.animate(
        withDuration: duration, delay: 0,
        options: [.beginFromCurrentState, .allowUserInteraction, .curveEaseInOut],
        animations: { view.alpha = CGFloat(alpha) },
        completion: { [weak self] _ in
          MainActor.assumeIsolated {
            self?.announceIfNeeded()
            completion()
          }
        })
    }

    // MARK: - Notifications

    @objc private func contentSizeCategoryDidChange() {
      emptyView?.setNeedsRestyle()
    }

    #if os(iOS)
      @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        keyboardFrame = value?.cgRectValue
        containerDidChange()
      }

      @objc private func keyboardWillHide(_ notification: Notification) {
        keyboardFrame = nil
        containerDidChange()
      }
    #endif
  }
#endif
