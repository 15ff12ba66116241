// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

// Swift closures carried through C as `user_data`: retained once when handed to GLib, released
// by GLib (through the notify functions below) when the handler, source or data goes.

/// A Swift closure carried through C as `user_data`.
package final class ClosureBox<Function> {
  package let function: Function
  package init(_ function: Function) { self.function = function }
}

/// Retains `function` for C; GLib releases it through ``releaseClosureBox`` or
/// ``releaseBoxNotify``.
package func retainedBox<Function>(_ function: Function) -> gpointer {
  Unmanaged.passRetained(ClosureBox(function)).toOpaque()
}

/// The boxed closure behind `data`.
package func unboxed<Function>(_ data: gpointer?, as _: Function.Type) -> Function {
  Unmanaged<ClosureBox<Function>>.fromOpaque(data!).takeUnretainedValue().function
}

/// The `GClosureNotify` that releases a box when its handler is disconnected or finalized.
package let releaseClosureBox: GClosureNotify = { data, _ in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// The `GDestroyNotify` that releases a box when its source or data is removed.
package let releaseBoxNotify: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// A main-actor closure carried through C, in a box of a concrete type: taking the closure out
/// of the generic ``ClosureBox`` costs a reabstraction thunk, a heap allocation on every call.
@MainActor
package final class MainActorAction {
  private let action: @MainActor () -> Void
  /// The same closure without its isolation, made once: what ``runAction(_:)`` calls once it
  /// has checked that it runs on the main thread.
  nonisolated(unsafe) fileprivate let unchecked: () -> Void
  package init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
    // A synchronous closure's isolation is not part of its representation: the same function
    // and context, as `MainActor.assumeIsolated` casts it.
    unchecked = unsafeBitCast(action, to: (() -> Void).self)
  }
  package func run() { action() }
}

/// Retains `action` for C, in its concrete box.
@MainActor
func retainedAction(_ action: @escaping @MainActor () -> Void) -> gpointer {
  Unmanaged.passRetained(MainActorAction(action)).toOpaque()
}

/// Runs the action boxed by ``retainedAction(_:)`` behind `data`, on the main actor.
///
/// GTK emits its signals on the thread that runs its main context, the main thread. On it the
/// action is called directly: `MainActor.assumeIsolated` would check the executor again and box
/// its closure on the heap, one allocation and a third of what an empty data set added to each
/// `items-changed` (measured with perf, docs/performance.md). Off it, `assumeIsolated` stops the
/// process with its message, as before.
func runAction(_ data: gpointer?) {
  let action = Unmanaged<MainActorAction>.fromOpaque(data!).takeUnretainedValue()
  guard GTKMainThread.isCurrent else {
    MainActor.assumeIsolated { action.run() }
    return
  }
  action.unchecked()
}

// MARK: - Swift objects on GObjects

/// Swift objects kept on a GObject under a key (`g_object_set_data_full`): the object holds a
/// reference, released when the key is replaced or the GObject is finalized.
enum ObjectData {
  /// Keeps `value` on `object` under `key` (`nil` removes it).
  static func set(_ value: AnyObject?, on object: gpointer, key: String) {
    guard let value else {
      g_object_set_data(gobject(object), key, nil)
      return
    }
    g_object_set_data_full(
      gobject(object), key, Unmanaged.passRetained(value).toOpaque(), releaseBoxNotify)
  }

  /// The object kept on `object` under `key`, when there is one of type `T`.
  static func get<T: AnyObject>(_: T.Type, from object: gpointer, key: String) -> T? {
    guard let data = g_object_get_data(gobject(object), key) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? T
  }
}
