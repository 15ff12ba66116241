// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkShim
import EmptyDataSetCore

/// The GTK side of the core's backend seam: counts items through the `GListModel`, owns the
/// overlay slot and the empty view, runs fades and blocks scrolling. It decides nothing.
@MainActor
final class GTKEmptyDataSetHost: EmptyDataSetHosting {
  typealias Platform = GTKPlatform
  typealias InteractionSnapshot = Bool

  /// What the empty data set is attached to.
  enum TargetKind {
    case listView, gridView, columnView, scrolledWindow
  }

  weak var owner: GTKEmptyDataSet?
  let kind: TargetKind
  private let targetPointer: GObjectWeakPointer
  private let overlayPointer: GObjectWeakPointer
  private let scrolledWindowPointer: GObjectWeakPointer?
  private let coveredPointer: GObjectWeakPointer
  private(set) var isAttached = true
  private(set) var emptyView: GTKEmptyView?
  private var model: OpaquePointer?
  private var modelHandler: gulong = 0
  private var targetHandlers: [gulong] = []
  private var overlayHandler: gulong = 0
  private var scrollGuard: GTKScrollGuard?
  private let fade = GTKFade()
  private var scrollEnabled = true

  /// Wraps the widget to cover in an overlay (or reuses the overlay it is in); `nil` with a
  /// message when its parent cannot be rewrapped.
  init?(target: UnsafeMutablePointer<GtkWidget>, kind: TargetKind) {
    self.kind = kind
    var covered = target
    if kind != .scrolledWindow, let parent = gtk_widget_get_parent(target),
      cgtk_is_scrolled_window(raw(parent)) != 0
    {
      covered = parent
    }
    let overlay: UnsafeMutablePointer<GtkWidget>
    if let parent = gtk_widget_get_parent(covered), cgtk_is_overlay(raw(parent)) != 0,
      gtk_overlay_get_child(cast(parent)) == covered
    {
      overlay = parent
    } else {
      overlay = gtk_overlay_new()
      if gtk_widget_get_parent(covered) == nil {
        gtk_overlay_set_child(cast(overlay), covered)
      } else if cgtk_wrap_in_overlay(covered, overlay) == 0 {
        let parentType = String(cString: cgtk_type_name(raw(gtk_widget_get_parent(covered)!)))
        EmptyDataSetDiagnostics.report(
          .misuse,
          "GTKEmptyDataSet.attach(to:) cannot wrap a widget whose parent is a \(parentType); "
            + "put the list (or its scrolled window) in a GtkOverlay yourself and attach again.")
        g_object_ref_sink(raw(overlay))
        g_object_unref(raw(overlay))
        return nil
      }
    }
    targetPointer = GObjectWeakPointer(raw(target))
    coveredPointer = GObjectWeakPointer(raw(covered))
    overlayPointer = GObjectWeakPointer(raw(overlay))
    scrolledWindowPointer =
      cgtk_is_scrolled_window(raw(covered)) != 0 ? GObjectWeakPointer(raw(covered)) : nil
  }

  var target: UnsafeMutablePointer<GtkWidget>? {
    targetPointer.object?.assumingMemoryBound(to: GtkWidget.self)
  }
  var overlayWidget: UnsafeMutablePointer<GtkWidget>? {
    overlayPointer.object?.assumingMemoryBound(to: GtkWidget.self)
  }
  var scrolledWindow: UnsafeMutablePointer<GtkWidget>? {
    scrolledWindowPointer?.object?.assumingMemoryBound(to: GtkWidget.self)
  }

  /// Connects to the target's `destroy` and model, and to the scrolled window's scrolling.
  func start() {
    guard let target else { return }
    targetHandlers.append(
      connectVoid(raw(target), "destroy") { [weak self] in self?.teardown() })
    if kind != .scrolledWindow {
      targetHandlers.append(
        connectNotify(raw(target), property: "model") { [weak self] in
          self?.modelWasReplaced()
        })
      trackModel()
    }
    if let overlay = overlayWidget {
      overlayHandler = connectChildPosition(raw(overlay)) { [weak self] child in
        self?.placement(of: child)
      }
    }
    if let scrolledWindow {
      scrollGuard = GTKScrollGuard(scrolledWindow: scrolledWindow) { [weak self] in
        self?.scrollEnabled ?? true
      }
    }
  }

  /// Ends the attachment through the core (a shown empty data set goes with its callbacks, the
  /// list gets its scrolling back), then disconnects everything. Idempotent.
  func teardown() {
    guard isAttached else { return }
    owner?.attachment.detach()
    isAttached = false
    fade.cancel()
    untrackModel()
    if let target {
      for handler in targetHandlers { g_signal_handler_disconnect(raw(target), handler) }
    }
    targetHandlers = []
    if let overlay = overlayWidget, overlayHandler != 0 {
      g_signal_handler_disconnect(raw(overlay), overlayHandler)
    }
    overlayHandler = 0
    scrollGuard?.remove(from: scrolledWindow)
    scrollGuard = nil
    hideEmptyView()
    let target = self.target
    targetPointer.release()
    overlayPointer.release()
    coveredPointer.release()
    scrolledWindowPointer?.release()
    if let target { owner?.removeAttachment(from: target) }
  }

  // MARK: - Placement

  /// The empty view covers the covered widget less what must stay visible and usable: the
  /// header row of a column view. Other overlay children are left to the overlay.
  private func placement(of child: UnsafeMutablePointer<GtkWidget>) -> GdkRectangle? {
    guard child == emptyView?.container, let overlay = overlayWidget,
      let covered = coveredPointer.object?.assumingMemoryBound(to: GtkWidget.self)
    else { return nil }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(covered, overlay, &bounds) != 0 else { return nil }
    var top = 0.0
    if kind == .columnView, let target, let header = gtk_widget_get_first_child(target),
      gtk_widget_get_visible(header) != 0
    {
      var headerBounds = graphene_rect_t()
      if gtk_widget_compute_bounds(header, covered, &headerBounds) != 0 {
        top = max(0, Double(headerBounds.origin.y + headerBounds.size.height))
      }
    }
    let height = max(0, Double(bounds.size.height) - top)
    return GdkRectangle(
      x: Int32(Double(bounds.origin.x).rounded()),
      y: Int32((Double(bounds.origin.y) + top).rounded()),
      width: Int32(Double(bounds.size.width).rounded()), height: Int32(height.rounded()))
  }

  // MARK: - Model

  private func modelWasReplaced() {
    trackModel()
    owner?.reloadEmptyDataSet()
  }

  private func trackModel() {
    untrackModel()
    guard let target else { return }
    let current: OpaquePointer?
    switch kind {
    case .listView: current = gtk_list_view_get_model(cast(target))
    case .gridView: current = gtk_grid_view_get_model(cast(target))
    case .columnView: current = gtk_column_view_get_model(cast(target))
    case .scrolledWindow: current = nil
    }
    guard let current else { return }
    g_object_ref(raw(current))
    model = current
    modelHandler = connectItemsChanged(raw(current)) { [weak self] in
      self?.owner?.reloadEmptyDataSet()
    }
  }

  private func untrackModel() {
    guard let model else { return }
    if modelHandler != 0 { g_signal_handler_disconnect(raw(model), modelHandler) }
    modelHandler = 0
    g_object_unref(raw(model))
    self.model = nil
  }

  // MARK: - ItemCounting

  var numberOfSections: Int { kind == .scrolledWindow ? 0 : 1 }

  func numberOfItems(inSection section: Int) -> Int {
    guard let model else { return 0 }
    return Int(g_list_model_get_n_items(model))
  }

  // MARK: - EmptyDataSetHosting

  var layoutContainer: LayoutContainer {
    var width = 0.0
    var height = 0.0
    if let view = emptyView, view.allocatedSize.width > 0 {
      width = view.allocatedSize.width
      height = view.allocatedSize.height
    } else if let overlay = overlayWidget, gtk_widget_get_width(overlay) > 0 {
      width = Double(gtk_widget_get_width(overlay))
      height = Double(gtk_widget_get_height(overlay))
    } else if let covered = coveredPointer.object?.assumingMemoryBound(to: GtkWidget.self) {
      // A new overlay is allocated on the next frame; until then the covered widget keeps its
      // size, and the overlay will take the same.
      width = Double(gtk_widget_get_width(covered))
      height = Double(gtk_widget_get_height(covered))
    }
    let direction: LayoutDirection =
      overlayWidget.map { gtk_widget_get_direction($0) == GTK_TEXT_DIR_RTL } == true
      ? .rightToLeft : .leftToRight
    let scale = overlayWidget.map { Double(gtk_widget_get_scale_factor($0)) } ?? 1
    return LayoutContainer(
      size: LayoutSize(width: width, height: height), direction: direction, displayScale: scale)
  }

  var environment: HostEnvironment {
    HostEnvironment(
      prefersReducedMotion: cgtk_animations_enabled() == 0,
      isOnScreen: overlayWidget.map { gtk_widget_get_mapped($0) != 0 } ?? false,
      focus: .none)
  }

  var now: Double { monotonicSeconds() }

  func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) {
    scheduleOnce(afterMilliseconds: UInt32(max(0, min(seconds, 3600)) * 1000), action)
  }

  func saveInteraction() -> Bool { scrollEnabled }

  func applyInteraction(allowsScroll: Bool) { setScrollEnabled(allowsScroll) }

  func restoreInteraction(_ snapshot: Bool) { setScrollEnabled(snapshot) }

  private func setScrollEnabled(_ enabled: Bool) {
    scrollEnabled = enabled
    scrollGuard?.setScrollbarsBlocked(!enabled, in: scrolledWindow)
  }

  func announce(_ announcement: AccessibilityAnnouncement) {}

  func showEmptyView(_ configuration: GTKEmptyDataSetConfiguration, initialAlpha: Double) {
    guard let overlay = overlayWidget else { return }
    let view = GTKEmptyView(
      onTap: { [weak self] in self?.owner?.controller.handleViewTap() },
      onButton: { [weak self] in self?.owner?.controller.handleButtonTap() },
      onResize: { [weak self] in self?.owner?.controller.containerDidChange() },
      onScroll: { [weak self] dx, dy in self?.forwardScroll(dx: dx, dy: dy) ?? true })
    view.apply(configuration)
    gtk_widget_set_opacity(view.container, initialAlpha)
    gtk_overlay_add_overlay(cast(overlay), view.container)
    emptyView = view
  }

  func updateEmptyView(
    from old: GTKEmptyDataSetConfiguration, to new: GTKEmptyDataSetConfiguration,
    transition: ContentTransition
  ) {
    emptyView?.apply(new)
  }

  func hideEmptyView() {
    guard let view = emptyView else { return }
    emptyView = nil
    fade.cancel()
    if let overlay = overlayWidget, gtk_widget_get_parent(view.container) == overlay {
      gtk_overlay_remove_overlay(cast(overlay), view.container)
    }
    view.dispose()
  }

  func measure(_ element: LayoutElement, availableWidth: Double) -> LayoutSize {
    emptyView?.measure(element, availableWidth: availableWidth) ?? .zero
  }

  func applyLayout(_ layout: EmptyDataSetLayout) {
    emptyView?.apply(layout)
  }

  func animateEmptyViewAlpha(
    to alpha: Double, duration: Double, completion: @escaping @MainActor () -> Void
  ) {
    guard let container = emptyView?.container else {
      fade.cancel()
      completion()
      return
    }
    fade.run(container, to: alpha, duration: duration, completion: completion)
  }

  func setEmptyViewAcceptsTouches(_ acceptsTouches: Bool) {
    guard let container = emptyView?.container else { return }
    gtk_widget_set_can_target(container, acceptsTouches ? 1 : 0)
  }

  func setImageAnimationRunning(_ running: Bool) {
    emptyView?.setImageAnimationRunning(running)
  }

  // MARK: - Scrolling through the empty view

  /// Scrolls the list for a wheel event on the empty view when scrolling is allowed. Always
  /// handled, so the event never reaches widgets behind the overlay.
  private func forwardScroll(dx: Double, dy: Double) -> Bool {
    guard scrollEnabled, let scrolledWindow else { return true }
    GTKScrollGuard.scroll(scrolledWindow, dx: dx, dy: dy)
    return true
  }
}
