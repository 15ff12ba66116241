// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore

/// The GTK side of the core's backend seam: counts items through the `GListModel`, owns the
/// overlay slot and the empty view, runs fades and blocks scrolling. It decides nothing.
///
/// The empty view is built on the first show and kept until the attachment ends: hiding hides
/// it, showing again updates it in place.
@MainActor
final class GTKEmptyDataSetHost: EmptyDataSetHosting {
  typealias Platform = GTKPlatform
  typealias InteractionSnapshot = Bool

  /// What the empty data set is attached to.
  enum TargetKind {
    case listView, gridView, columnView, scrolledWindow

    /// The kind of `widget`, or `nil` when it cannot be attached to.
    init?(_ widget: Widget) {
      if widget.isInstance(of: gtk_list_view_get_type()) {
        self = .listView
      } else if widget.isInstance(of: gtk_grid_view_get_type()) {
        self = .gridView
      } else if widget.isInstance(of: gtk_column_view_get_type()) {
        self = .columnView
      } else if widget.isInstance(of: ScrolledWindow.type) {
        self = .scrolledWindow
      } else {
        return nil
      }
    }
  }

  weak var owner: GTKEmptyDataSet?
  let kind: TargetKind
  private let targetPointer: GObjectWeakPointer
  private let overlayPointer: GObjectWeakPointer
  private let scrolledWindowPointer: GObjectWeakPointer?
  private let coveredPointer: GObjectWeakPointer
  private(set) var isAttached = true
  private var isTearingDown = false
  /// The empty view, from its first show until the attachment ends.
  private(set) var emptyView: GTKEmptyView?
  private var model: ListModel?
  private var modelConnection: SignalConnection?
  // The host's own connections carry it unretained (`connectUnretained`); `teardown()`
  // disconnects them before it can go.
  private var destroyConnection: SignalConnection?
  private var modelNotifyConnection: SignalConnection?
  private var childPositionConnection: SignalConnection?
  private var mapConnection: SignalConnection?
  private var scrollGuard: GTKScrollGuard?
  // Accessibility and keyboard (GTKAnnouncer.swift, GTKKeyboardGuard.swift).
  private let announcer = GTKAnnouncer()
  private var keyboardGuard: GTKKeyboardGuard?
  private let fade = GTKFade()
  private var scrollEnabled = true
  /// The covered widget's own opacity, saved while the empty view hides it (see
  /// ``coverList(underAlpha:)``).
  private var coveredOpacity: Double?
  /// True while the covered widget is hidden under a fully shown empty view (see
  /// ``hideCoveredIfCovered()``).
  private var hidesCovered = false
  /// The frame-clock tick that hides the covered widget once the empty view covers it; 0 when
  /// none is waiting.
  private var hideCoveredTick: guint = 0
  /// True when this host made the overlay (false: the app's own overlay was reused).
  private let ownsOverlay: Bool
  /// Layouts applied so far (for the checks: one per show).
  var layoutPasses: Int { emptyView?.layoutPasses ?? 0 }

  /// Wraps the widget to cover in an overlay (or reuses the overlay it is in); `nil` with a
  /// message when its parent cannot be rewrapped.
  init?(target: Widget, kind: TargetKind) {
    self.kind = kind
    numberOfSections = kind == .scrolledWindow ? 0 : 1
    var covered = target
    if kind != .scrolledWindow, let parent = target.parent, ScrolledWindow(parent) != nil {
      covered = parent
    }
    let overlay: Overlay
    if let parent = Overlay(covered.parent), parent.child == covered {
      overlay = parent
      ownsOverlay = false
    } else {
      overlay = Overlay.make()
      ownsOverlay = true
      if covered.parent == nil {
        overlay.child = covered
      } else if !GTKOverlayWrapping.wrap(covered, in: overlay) {
        let parentType = covered.parent?.typeName ?? "(none)"
        EmptyDataSetDiagnostics.report(
          .misuse,
          "GTKEmptyDataSet.attach(to:) cannot wrap a widget whose parent is a \(parentType); "
            + "put the list (or its scrolled window) in a GtkOverlay yourself and attach again.")
        overlay.widget.retainSinking()
        overlay.widget.release()
        return nil
      }
    }
    targetPointer = GObjectWeakPointer(target)
    coveredPointer = GObjectWeakPointer(covered)
    overlayPointer = GObjectWeakPointer(overlay.widget)
    scrolledWindowPointer =
      ScrolledWindow(covered) != nil ? GObjectWeakPointer(covered) : nil
  }

  var target: Widget? { targetPointer.widget }
  var overlay: Overlay? { overlayPointer.widget.map(Overlay.init(unchecked:)) }
  var scrolledWindow: ScrolledWindow? {
    scrolledWindowPointer?.widget.map(ScrolledWindow.init(unchecked:))
  }

  /// The empty view while it is shown (appearing, shown or fading out).
  var shownView: GTKEmptyView? { emptyView?.isShown == true ? emptyView : nil }

  /// Connects to the target's `destroy` and model, and to the scrolled window's scrolling.
  func start() {
    guard let target else { return }
    let onDestroy: UnretainedVoidHandler = { _, data in
      MainActor.assumeIsolated { GTKEmptyDataSetHost.owner(data).teardown() }
    }
    destroyConnection = SignalConnection(
      object: target.object,
      id: connectUnretained(target.object, "destroy", owner: self, onDestroy))
    if kind != .scrolledWindow {
      let onModel: UnretainedNotifyHandler = { _, _, data in
        MainActor.assumeIsolated { GTKEmptyDataSetHost.owner(data).modelWasReplaced() }
      }
      modelNotifyConnection = SignalConnection(
        object: target.object,
        id: connectUnretained(target.object, "notify::model", owner: self, onModel))
      trackModel()
    }
    if let overlay {
      let onChildPosition: UnretainedChildPositionHandler = { _, child, allocation, data in
        guard let child, let allocation else { return 0 }
        let placed = MainActor.assumeIsolated {
          GTKEmptyDataSetHost.owner(data).placement(of: Widget(child))
        }
        guard let placed else { return 0 }
        allocation.pointee = placed
        return 1
      }
      childPositionConnection = SignalConnection(
        object: overlay.widget.object,
        id: connectUnretained(
          overlay.widget.object, "get-child-position", owner: self, onChildPosition))
      // Content set while the list was off screen is decided when it comes on screen.
      let onMap: UnretainedVoidHandler = { _, data in
        MainActor.assumeIsolated {
          GTKEmptyDataSetHost.owner(data).owner?.attachment.hostDidMoveOnScreen()
        }
      }
      mapConnection = SignalConnection(
        object: overlay.widget.object,
        id: connectUnretained(overlay.widget.object, "map", owner: self, onMap))
    }
    if let scrolledWindow {
      scrollGuard = GTKScrollGuard(scrolledWindow: scrolledWindow) { [weak self] in
        self?.scrollEnabled ?? true
      }
    }
    if let covered {
      keyboardGuard = GTKKeyboardGuard(widget: covered) { [weak self] in
        self?.scrollEnabled ?? true
      }
    }
  }

  /// The widget the empty view covers: the list's scrolled window, or the list.
  private var covered: Widget? { coveredPointer.widget }

  /// The host that `data`, the last argument of its own handlers and ticks, points to.
  private nonisolated static func owner(_ data: gpointer?) -> GTKEmptyDataSetHost {
    Unmanaged<GTKEmptyDataSetHost>.fromOpaque(data!).takeUnretainedValue()
  }

  /// Disconnects the host's own handlers from what is still there. Idempotent.
  private func disconnectOwnHandlers() {
    if target != nil {
      destroyConnection?.disconnect()
      modelNotifyConnection?.disconnect()
    }
    if overlay != nil {
      childPositionConnection?.disconnect()
      mapConnection?.disconnect()
    }
    destroyConnection = nil
    modelNotifyConnection = nil
    childPositionConnection = nil
    mapConnection = nil
  }

  // Their handlers hold the host unretained: none may outlive it.
  isolated deinit { disconnectOwnHandlers() }

  /// Ends the attachment through the core (a shown empty data set goes with its callbacks, the
  /// list gets its scrolling back), then disconnects everything and releases the empty view.
  /// Idempotent.
  func teardown() {
    guard isAttached, !isTearingDown else { return }
    isTearingDown = true
    owner?.attachment.detach()
    isAttached = false
    fade.cancel()
    untrackModel()
    disconnectOwnHandlers()
    scrollGuard?.remove(from: scrolledWindow)
    scrollGuard = nil
    keyboardGuard?.remove(from: covered)
    keyboardGuard = nil
    announcer.restore()
    announcer.stopWatching()
    uncoverList()
    releaseEmptyView()
    let target = self.target
    targetPointer.release()
    overlayPointer.release()
    coveredPointer.release()
    scrolledWindowPointer?.release()
    if let target { owner?.removeAttachment(from: target) }
  }

  private func releaseEmptyView() {
    guard let view = emptyView else { return }
    emptyView = nil
    if let overlay, view.container.widget.parent == overlay.widget {
      overlay.removeOverlay(view.container.widget)
    }
    view.dispose()
  }

  // MARK: - Placement

  /// What of the covered widget must stay visible and usable, as insets of it: the header row
  /// of a column view. Reported to the core like UIKit's bars and headers; the core's layout
  /// then says where the empty view goes (its `viewFrame`).
  private func coveredInsets() -> EmptyDataSetLayout.Insets {
    guard kind == .columnView, let covered = coveredPointer.widget,
      let header = target?.firstChild, header.isVisible,
      let headerBounds = header.bounds(in: covered)
    else { return .zero }
    return EmptyDataSetLayout.Insets(top: max(0, headerBounds.maxY))
  }

  /// Where the empty view goes in the overlay: the visible area of the covered widget, its
  /// bounds less ``coveredInsets()``: the rectangle the core's layout calls `viewFrame`, from
  /// the same insets, taken from the current allocation (so that a resize reaches the view,
  /// which then asks the core to lay out again). `nil` before the overlay and the covered widget
  /// have been allocated.
  private func placementRectangle() -> EmptyDataSetLayout.Rect? {
    guard let overlay, let bounds = coveredBounds(in: overlay) else { return nil }
    let insets = coveredInsets()
    return EmptyDataSetLayout.Rect(
      x: bounds.x + insets.left, y: bounds.y + insets.top,
      width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
  }

  /// The covered widget's bounds in `overlay`: while it is hidden, the overlay's own (it is
  /// hidden only when it fills the overlay, ``hideCoveredIfCovered()``).
  private func coveredBounds(in overlay: Overlay) -> EmptyDataSetLayout.Rect? {
    if hidesCovered {
      return EmptyDataSetLayout.Rect(
        x: 0, y: 0, width: Double(overlay.widget.width), height: Double(overlay.widget.height))
    }
    return coveredPointer.widget?.bounds(in: overlay.widget)
  }

  /// The overlay's `get-child-position` for the empty view; other children are left to the
  /// overlay.
  private func placement(of child: Widget) -> GdkRectangle? {
    guard child == emptyView?.container.widget, let rect = placementRectangle() else {
      return nil
    }
    return GdkRectangle(
      x: Int32(rect.x.rounded()), y: Int32(rect.y.rounded()),
      width: Int32(rect.width.rounded()), height: Int32(rect.height.rounded()))
  }

  // MARK: - Model

  private func modelWasReplaced() {
    trackModel()
    owner?.reloadEmptyDataSet()
  }

  private func trackModel() {
    untrackModel()
    guard let target, let current = ListModel.of(target) else { return }
    current.retain()
    model = current
    guard let owner else { return }
    // No reference counting per items-changed: the owner and its attachment have weak
    // references, so each retain and release takes the runtime's slow path (a third of what the
    // handler cost, docs/performance.md). The handler gets the owner's attachment unretained,
    // which is safe because the owner, which keeps it, outlives this connection and any reload
    // it runs: the owner is kept on the target until `teardown()` has disconnected it (on
    // `destroy`, which GTK emits before the target lets go of its data, or on detach), then
    // until the main-loop turn ends (`removeAttachment(from:)`), and its deinit disconnects it
    // in any case.
    let onItemsChanged: UnretainedItemsChangedHandler = { model, _, _, _, data in
      Unmanaged<EmptyDataSetAttachment<GTKEmptyDataSetHost>>.fromOpaque(data!).borrowing {
        attachment in
        // A change that leaves items in a list whose reload would change nothing (the core's
        // rule) is not decided again: most changes of a busy list.
        if attachment.controller.isSettledWithItems, let model,
          g_list_model_get_n_items(OpaquePointer(model)) > 0
        {
          return
        }
        // On the main thread: GTK emits it there (`assumeIsolated` checks).
        MainActor.assumeIsolated { attachment.reload() }
      }
    }
    modelConnection = SignalConnection(
      object: raw(current.pointer),
      id: connectUnretained(
        raw(current.pointer), "items-changed", owner: owner.attachment, onItemsChanged))
  }

  /// Disconnects from the model and lets go of it.
  func untrackModel() {
    guard let model else { return }
    modelConnection?.disconnect()
    modelConnection = nil
    model.release()
    self.model = nil
  }

  // MARK: - ItemCounting

  /// One section (the model's items), or none for a scrolled window, which has no model.
  let numberOfSections: Int

  func numberOfItems(inSection section: Int) -> Int {
    model?.count ?? 0
  }

  // MARK: - EmptyDataSetHosting

  // The empty view makes the core's layout itself, inside GTK's layout pass (``GTKEmptyView``,
  // with ``currentContainer``), as the SwiftUI backend does inside SwiftUI's; so this host is no
  // `EmptyDataSetLayoutHosting`, and a show costs no text measurement until the frame that draws
  // it.

  /// The covered widget's size, what of it must stay visible (a column view's header) as insets,
  /// the overlay's direction and scale: the container the empty view is laid out for.
  var currentContainer: LayoutContainer {
    var size = EmptyDataSetLayout.Size.zero
    if let overlay, let bounds = coveredBounds(in: overlay), bounds.width > 0 {
      size = EmptyDataSetLayout.Size(width: bounds.width.rounded(), height: bounds.height.rounded())
    } else if let covered = coveredPointer.widget {
      // A new overlay is allocated on the next frame; until then the covered widget keeps its
      // size, and the overlay will take the same.
      size = EmptyDataSetLayout.Size(width: Double(covered.width), height: Double(covered.height))
    }
    return LayoutContainer(
      size: size, visibleInsets: coveredInsets(), direction: direction,
      displayScale: Double(overlay?.widget.scaleFactor ?? 1))
  }

  /// The overlay's text direction: the direction the empty view is laid out in.
  var direction: EmptyDataSetLayout.Direction {
    overlay?.widget.direction == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
  }

  var environment: HostEnvironment {
    HostEnvironment(
      prefersReducedMotion: !GTKSettings.animationsEnabled,
      isOnScreen: overlay?.widget.isMapped ?? false,
      focus: GTKAnnouncer.focus(
        near: overlay?.widget, list: covered, emptyView: shownView?.container.widget))
  }

  var now: Double { monotonicSeconds() }

  func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) {
    // Rounded up: a wake-up a fraction of a millisecond early would find its rule not yet due.
    scheduleOnce(
      afterMilliseconds: UInt32((max(0, min(seconds, 3600)) * 1000).rounded(.up)), action)
  }

  func saveInteraction() -> Bool { scrollEnabled }

  func applyInteraction(allowsScroll: Bool) { setScrollEnabled(allowsScroll) }

  func restoreInteraction(_ snapshot: Bool) { setScrollEnabled(snapshot) }

  private func setScrollEnabled(_ enabled: Bool) {
    scrollEnabled = enabled
    scrollGuard?.setScrollbarsBlocked(!enabled, in: scrolledWindow)
  }

  func announce(_ announcement: AccessibilityAnnouncement) {
    // Focus cannot go into a hidden list.
    if announcement == .returnFocusToList { showCovered() }
    announcer.carryOut(
      announcement, view: shownView, list: target,
      text: owner?.controller.configuration?.accessibilityAnnouncement)
  }

  func showEmptyView(
    _ configuration: GTKEmptyDataSetConfiguration, state: EmptyDataSetState, initialAlpha: Double
  ) {
    guard let view = emptyView ?? makeEmptyView() else { return }
    view.apply(configuration)
    view.container.widget.opacity = initialAlpha
    view.show()
    coverList(underAlpha: initialAlpha)
  }

  // MARK: - The list under the empty view

  /// Draws the covered list at the opacity that complements the empty view's, as a `GtkStack`
  /// cross-fades its pages: under a fully shown empty view the list is not drawn at all (GTK
  /// draws no widget of opacity 0, but keeps it mapped, allocated, focusable and clickable), so
  /// what shows behind the empty state is what is behind the list, the window's background, as
  /// behind an `AdwStatusPage` in a stack, and no list background is painted under it.
  ///
  /// Two cases keep the list drawn: a column view, whose header row stays visible above the
  /// empty state, and a background colour that is not opaque, through which the list shows.
  private func coverList(underAlpha alpha: Double) {
    guard let covered else { return }
    let background = shownView?.backgroundColor
    let keepsList = kind == .columnView || (background.map { $0.alpha < 1 } ?? false)
    guard !keepsList, shownView != nil else {
      uncoverList()
      return
    }
    let own = coveredOpacity ?? covered.opacity
    coveredOpacity = own
    covered.opacity = own * (1 - min(max(alpha, 0), 1))
    if alpha >= 1 { scheduleHidingCovered() } else { showCovered() }
  }

  /// Gives the covered widget its own opacity back, and shows it. Idempotent.
  private func uncoverList() {
    showCovered()
    guard let own = coveredOpacity else { return }
    coveredOpacity = nil
    covered?.opacity = own
  }

  /// Hides the covered widget in the next frame, when the empty view still covers it then.
  /// In the next frame rather than now, as a `GtkStack` unmaps the page it leaves: a list
  /// emptied and filled again within one main-loop turn is never hidden and shown.
  private func scheduleHidingCovered() {
    guard !hidesCovered, hideCoveredTick == 0, let overlay else { return }
    hideCoveredTick = gtk_widget_add_tick_callback(
      overlay.widget.pointer,
      { _, _, data in
        let host = GTKEmptyDataSetHost.owner(data)
        MainActor.assumeIsolated {
          host.hideCoveredTick = 0
          host.hideCoveredIfCovered()
        }
        return 0  // G_SOURCE_REMOVE
      }, Unmanaged.passUnretained(self).toOpaque(), nil)
  }

  /// Hides the covered widget under a fully shown, opaque, clickable empty view, as a
  /// `GtkStack` hides the page it does not show: what is not shown is then neither laid out
  /// nor drawn in each frame (opacity 0 alone skips only the drawing), and leaves the
  /// accessibility tree. The overlay keeps the size the covered widget asked for, so the
  /// window's layout does not move.
  ///
  /// Only when that size is exact and nothing can reach the widget: a scrolled window (whose
  /// natural size is its minimum, as by default), without margins, in an overlay this host
  /// made, with no focus inside it, under an empty view that takes clicks (with `allowsTouch`
  /// off, clicks go through to the list).
  private func hideCoveredIfCovered() {
    guard !hidesCovered, ownsOverlay, let overlay, overlay.widget.isMapped,
      let covered, ScrolledWindow(covered) != nil, covered.isVisible, covered.opacity == 0,
      covered.hasNoMargins,
      let view = shownView, view.container.widget.opacity >= 1, view.container.widget.canTarget,
      overlay.widget.windowFocus?.isInside(covered) != true
    else { return }
    let width = covered.measure(GTK_ORIENTATION_HORIZONTAL)
    let height = covered.measure(GTK_ORIENTATION_VERTICAL)
    guard width.minimum == width.natural, height.minimum == height.natural else { return }
    overlay.widget.setSizeRequest(width: width.minimum, height: height.minimum)
    // A container gives space by expansion, which GTK computes from visible children only: the
    // overlay keeps the list's.
    let pointer = overlay.widget.pointer
    gtk_widget_set_hexpand(
      pointer, gtk_widget_compute_expand(covered.pointer, GTK_ORIENTATION_HORIZONTAL))
    gtk_widget_set_vexpand(
      pointer, gtk_widget_compute_expand(covered.pointer, GTK_ORIENTATION_VERTICAL))
    covered.isVisible = false
    hidesCovered = true
  }

  /// Shows the covered widget again (the empty view fades out, goes, or lets clicks through),
  /// and lets go of the size the overlay kept for it. Idempotent.
  private func showCovered() {
    if hideCoveredTick != 0, let overlay {
      gtk_widget_remove_tick_callback(overlay.widget.pointer, hideCoveredTick)
    }
    hideCoveredTick = 0
    guard hidesCovered else { return }
    hidesCovered = false
    covered?.isVisible = true
    if let overlay {
      overlay.widget.setSizeRequest(width: -1, height: -1)
      gtk_widget_set_hexpand_set(overlay.widget.pointer, 0)
      gtk_widget_set_vexpand_set(overlay.widget.pointer, 0)
    }
  }

  /// Builds the empty view and adds it to the overlay, hidden; `nil` once the overlay is gone.
  private func makeEmptyView() -> GTKEmptyView? {
    guard let overlay else { return nil }
    let view = GTKEmptyView(host: self)
    overlay.addOverlay(view.container.widget)
    emptyView = view
    return view
  }

  func updateEmptyView(
    from old: GTKEmptyDataSetConfiguration, to new: GTKEmptyDataSetConfiguration,
    state: EmptyDataSetState, transition: EmptyDataSetContentTransition
  ) {
    guard let view = shownView else { return }
    if case .crossFade(let duration) = transition, duration > 0 {
      view.beginCrossFade(duration: duration)
    }
    view.apply(new)
    coverList(underAlpha: view.container.widget.opacity)
  }

  func hideEmptyView() {
    announcer.restore()
    fade.cancel()
    uncoverList()
    // Tearing down, the view leaves the overlay next. Hiding it first would be harmless but
    // for a click under way (a detach from a button handler): GTK then keeps a reference to a
    // widget hidden and unparented inside one event, and the view would never be freed.
    guard !isTearingDown else { return }
    shownView?.hide()
  }

  func animateEmptyViewAlpha(
    to alpha: Double, duration: Double, completion: @escaping @MainActor () -> Void
  ) {
    guard let container = shownView?.container.widget else {
      fade.cancel()
      completion()
      return
    }
    fade.run(
      container, to: alpha, duration: duration,
      onStep: { [weak self] value in self?.coverList(underAlpha: value) }, completion: completion)
  }

  func setEmptyViewAcceptsTouches(_ acceptsTouches: Bool) {
    shownView?.container.widget.canTarget = acceptsTouches
    // Clicks go through to the list.
    if !acceptsTouches { showCovered() }
  }

  func setImageAnimationRunning(_ running: Bool) {
    emptyView?.setImageAnimationRunning(running)
  }

  // MARK: - Scrolling through the empty view

  /// Scrolls the list for a wheel event on the empty view when scrolling is allowed. Always
  /// handled, so the event never reaches widgets behind the overlay.
  func forwardScroll(dx: Double, dy: Double) -> Bool {
    guard scrollEnabled, let scrolledWindow else { return true }
    GTKScrollGuard.scroll(scrolledWindow, dx: dx, dy: dy)
    return true
  }
}
