// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

// Signal connections with Swift closures. `g_signal_connect` and `G_CALLBACK` are macros: the
// connection goes through `g_signal_connect_data`, with each handler written as a C function of
// the signal's real signature (below) and passed as the `GCallback` it is in C. The closure
// travels in `user_data`, retained once and released by GLib when the handler goes.

private typealias VoidHandler = @convention(c) (gpointer?, gpointer?) -> Void
private typealias NotifyHandler = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void
private typealias StateFlagsHandler = @convention(c) (gpointer?, GtkStateFlags, gpointer?) -> Void
private typealias ClickHandler =
  @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void
private typealias ScrollHandler =
  @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean
private typealias KeyPressedHandler =
  @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean
private typealias ChildPositionHandler =
  @convention(c) (
    gpointer?, UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>?, gpointer?
  ) -> gboolean

/// `g_signal_connect_data` with a handler of the signal's own C signature.
private func connect<Handler>(
  _ instance: gpointer, _ signal: String, _ handler: Handler, _ data: gpointer,
  _ destroy: GClosureNotify? = releaseClosureBox
) -> gulong {
  g_signal_connect_data(
    instance, signal, unsafeBitCast(handler, to: GCallback.self), data, destroy,
    GConnectFlags(0))
}

/// Connects a handler with no arguments besides the instance (`clicked`, `destroy`, `map`, …).
@MainActor @discardableResult
package func connectVoid(
  _ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor () -> Void
) -> gulong {
  let function: VoidHandler = { _, data in runAction(data) }
  return connect(instance, signal, function, retainedAction(handler))
}

/// Connects a `notify::property` handler.
@MainActor @discardableResult
package func connectNotify(
  _ instance: gpointer, property: String, _ handler: @escaping @MainActor () -> Void
) -> gulong {
  let function: NotifyHandler = { _, _, data in runAction(data) }
  return connect(instance, "notify::\(property)", function, retainedAction(handler))
}

/// The C signatures of handlers that get their owner unretained (below): the instance, the
/// signal's own arguments, then the owner.
package typealias UnretainedVoidHandler = @convention(c) (gpointer?, gpointer?) -> Void
package typealias UnretainedNotifyHandler = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void
package typealias UnretainedItemsChangedHandler =
  @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void
package typealias UnretainedChildPositionHandler =
  @convention(c) (
    gpointer?, UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>?, gpointer?
  ) -> gboolean

/// Connects `handler`, a C function of the signal's signature that gets `owner` unretained as
/// its last argument: no closure, no box and no destroy notification, a tenth of a kilobyte
/// less per connection than the closure-taking functions. Only for an owner that disconnects
/// the handler before it goes.
@MainActor @discardableResult
package func connectUnretained<Handler>(
  _ instance: gpointer, _ signal: String, owner: AnyObject, _ handler: Handler
) -> gulong {
  connect(instance, signal, handler, Unmanaged.passUnretained(owner).toOpaque(), nil)
}

/// Connects `GListModel::items-changed` to a C function that does nothing, for the benchmarks'
/// reference figure (what any handler costs).
@MainActor @discardableResult
package func connectIdleItemsChangedHandler(_ model: gpointer) -> gulong {
  let function: UnretainedItemsChangedHandler = { _, _, _, _, _ in }
  return g_signal_connect_data(
    model, "items-changed", unsafeBitCast(function, to: GCallback.self), nil, nil,
    GConnectFlags(0))
}

/// Connects `GtkWidget::state-flags-changed`.
@MainActor @discardableResult
package func connectStateFlagsChanged(
  _ widget: gpointer, _ handler: @escaping @MainActor () -> Void
) -> gulong {
  let function: StateFlagsHandler = { _, _, data in runAction(data) }
  return connect(widget, "state-flags-changed", function, retainedAction(handler))
}

/// Connects a `GtkGestureClick` signal (`pressed`, `released`).
@MainActor @discardableResult
package func connectClick(
  _ gesture: gpointer, _ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Void
) -> gulong {
  let function: ClickHandler = { _, _, x, y, data in
    let handler = unboxed(data, as: (@MainActor (Double, Double) -> Void).self)
    MainActor.assumeIsolated { handler(x, y) }
  }
  return connect(gesture, signal, function, retainedBox(handler))
}

/// Connects `GtkEventControllerScroll::scroll`; the handler returns true to stop the event.
@MainActor @discardableResult
package func connectScroll(
  _ controller: gpointer, _ handler: @escaping @MainActor (Double, Double) -> Bool
) -> gulong {
  let function: ScrollHandler = { _, dx, dy, data in
    let handler = unboxed(data, as: (@MainActor (Double, Double) -> Bool).self)
    return MainActor.assumeIsolated { handler(dx, dy) } ? 1 : 0
  }
  return connect(controller, "scroll", function, retainedBox(handler))
}

/// Connects `GtkEventControllerKey::key-pressed`; the handler gets the key value and returns
/// true to stop the key.
@MainActor @discardableResult
func connectKeyPressed(_ controller: gpointer, _ handler: @escaping @MainActor (UInt32) -> Bool)
  -> gulong
{
  let function: KeyPressedHandler = { _, keyval, _, _, data in
    let handler = unboxed(data, as: (@MainActor (UInt32) -> Bool).self)
    return MainActor.assumeIsolated { handler(keyval) } ? 1 : 0
  }
  return connect(controller, "key-pressed", function, retainedBox(handler))
}

/// Connects `GtkOverlay::get-child-position`; the handler returns the allocation of a child it
/// places, or `nil` to leave the child to the overlay.
@MainActor @discardableResult
func connectChildPosition(
  _ overlay: gpointer, _ handler: @escaping @MainActor (Widget) -> GdkRectangle?
) -> gulong {
  let function: ChildPositionHandler = { _, widget, allocation, data in
    let handler = unboxed(data, as: (@MainActor (Widget) -> GdkRectangle?).self)
    guard let widget, let allocation else { return 0 }
    let child = Widget(widget)
    let placed = MainActor.assumeIsolated { handler(child) }
    guard let placed else { return 0 }
    allocation.pointee = placed
    return 1
  }
  return connect(overlay, "get-child-position", function, retainedBox(handler))
}

/// Disconnects handler `id` from `instance` (nothing when `id` is 0).
func disconnect(_ instance: gpointer, _ id: gulong) {
  if id != 0 { g_signal_handler_disconnect(instance, id) }
}
