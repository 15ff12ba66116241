// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore

extension GTKEmptyDataSet {
  /// Attaches an empty data set to `widget`, or returns the one already attached.
  ///
  /// `widget` is a `GtkListView`, `GtkGridView` or `GtkColumnView` (the empty data set follows
  /// its model), or a `GtkScrolledWindow` (it counts as empty: the configuration's
  /// `shouldDisplay` says when it shows).
  ///
  /// What happens to the widget tree: the widget to cover is the list's `GtkScrolledWindow`
  /// parent when it has one, otherwise the widget itself. If that widget is already the main
  /// child of a `GtkOverlay`, the empty view is added to that overlay and nothing moves.
  /// Otherwise a new `GtkOverlay` takes its place in its parent (a window, box, paned, frame,
  /// grid, stack, center box, revealer, viewport or scrolled window, keeping its position) and
  /// the widget becomes the overlay's child. A widget with no parent yet gets the overlay as its
  /// parent: pack ``container`` instead of the widget.
  ///
  /// The first call also makes Swift's main actor run while GTK's main loop runs (see
  /// ``installMainActorBridge()``), so `Task { await … }` in the empty data set's callbacks
  /// works with nothing else set up.
  ///
  /// - Returns: the empty data set, or `nil` (with a message) when `widget` is not one of the
  ///   supported types, its parent is of a kind that cannot be rewrapped, or the call is made off
  ///   the main thread.
  @discardableResult
  public static func attach(to widget: UnsafeMutablePointer<GtkWidget>) -> GTKEmptyDataSet? {
    guard GTKMainThread.check("attach(to:)") else { return nil }
    installMainActorBridge()
    if let existing = attached(to: widget) { return existing }
    let target = Widget(widget)
    guard let kind = GTKEmptyDataSetHost.TargetKind(target) else {
      EmptyDataSetDiagnostics.report(
        .misuse,
        "GTKEmptyDataSet.attach(to:) needs a GtkListView, GtkGridView, GtkColumnView or "
          + "GtkScrolledWindow, not a \(target.typeName); nothing attached.")
      return nil
    }
    guard let host = GTKEmptyDataSetHost(target: target, kind: kind) else { return nil }
    let emptyDataSet = GTKEmptyDataSet(host: host)
    ObjectData.set(emptyDataSet, on: target.object, key: attachmentKey)
    host.start()
    emptyDataSet.reloadEmptyDataSet()
    return emptyDataSet
  }

  /// Attaches to a widget given as an opaque pointer (`GtkListView *`, `GtkGridView *`,
  /// `GtkColumnView *`); see ``attach(to:)-(UnsafeMutablePointer<GtkWidget>)``.
  @discardableResult
  public static func attach(to widget: OpaquePointer) -> GTKEmptyDataSet? {
    attach(to: Widget(widget).pointer)
  }

  /// The empty data set attached to `widget`, or `nil`.
  public static func attached(to widget: UnsafeMutablePointer<GtkWidget>) -> GTKEmptyDataSet? {
    guard GTKMainThread.check("attached(to:)") else { return nil }
    return ObjectData.get(GTKEmptyDataSet.self, from: Widget(widget).object, key: attachmentKey)
  }

  /// The empty data set attached to a widget given as an opaque pointer, or `nil`.
  public static func attached(to widget: OpaquePointer) -> GTKEmptyDataSet? {
    attached(to: Widget(widget).pointer)
  }

  /// The GObject data key under which the attachment lives on its widget.
  static let attachmentKey = "empty-data-set"

  /// Drops the attachment from the widget (when detaching while the widget lives on), and lets
  /// go of this object when the current main-loop turn ends, not now: a detach from inside a
  /// callback (the app destroying the list in `willAppear`) returns into the reload that called
  /// it, and the `items-changed` handler calls that reload without retaining anything.
  func removeAttachment(from widget: Widget) {
    let kept = self
    _ = scheduleOnce(afterMilliseconds: 0) { withExtendedLifetime(kept) {} }
    ObjectData.set(nil, on: widget.object, key: Self.attachmentKey)
  }
}
