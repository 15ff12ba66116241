// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import EmptyDataSetRuntime
  import UIKit

  /// Every call into `EmptyDataSetRuntime`, the Objective-C reload hook, in one place.
  ///
  /// A table or collection view that has an empty data set is switched on in the runtime; when
  /// one of the methods below changes its data, the runtime calls back and the empty data set
  /// reloads: before `reloadData` (as DZNEmptyDataSet did), after the others, and once per
  /// outermost `beginUpdates`…`endUpdates` block. Everything else (a plain scroll view, a
  /// switched-off view) costs nothing.
  @MainActor
  enum ReloadHook {
    private typealias HookedMethod = (
      selector: String, signature: EDSHookSignature, role: EDSHookRole
    )

    private static let tableMethods: [HookedMethod] = [
      ("reloadData", .noArgument, .callsBackBefore),
      ("beginUpdates", .noArgument, .opensUpdateBlock),
      ("endUpdates", .noArgument, .closesUpdateBlock),
      ("performBatchUpdates:completion:", .twoObjects, .callsBackAfter),
      ("insertRowsAtIndexPaths:withRowAnimation:", .objectInteger, .callsBackAfter),
      ("deleteRowsAtIndexPaths:withRowAnimation:", .objectInteger, .callsBackAfter),
      ("reloadRowsAtIndexPaths:withRowAnimation:", .objectInteger, .callsBackAfter),
      ("insertSections:withRowAnimation:", .objectInteger, .callsBackAfter),
      ("deleteSections:withRowAnimation:", .objectInteger, .callsBackAfter),
      ("reloadSections:withRowAnimation:", .objectInteger, .callsBackAfter),
    ]
    private static let collectionMethods: [HookedMethod] = [
      ("reloadData", .noArgument, .callsBackBefore),
      ("performBatchUpdates:completion:", .twoObjects, .callsBackAfter),
      ("insertItemsAtIndexPaths:", .object, .callsBackAfter),
      ("deleteItemsAtIndexPaths:", .object, .callsBackAfter),
      ("reloadItemsAtIndexPaths:", .object, .callsBackAfter),
      ("insertSections:", .object, .callsBackAfter),
      ("deleteSections:", .object, .callsBackAfter),
      ("reloadSections:", .object, .callsBackAfter),
    ]
    /// Whether DZNEmptyDataSet was looked for; once per process, at the first use.
    private static var checkedForDZNEmptyDataSet = false
    private static var hookedClasses: Set<ObjectIdentifier> = []
    /// One list per class switched on while the global switch was off, held weakly; its class
    /// is hooked when the switch comes back on.
    private static var deferredClasses: [ObjectIdentifier: WeakScrollView] = [:]

    private struct WeakScrollView {
      weak var view: UIScrollView?
    }

    /// The global switch. On by default.
    ///
    /// Nothing is installed while it is off, so an app that turns it off before any list gets
    /// an empty data set never has a method replaced. Lists switched on meanwhile keep their own
    /// switch, and their classes are hooked as soon as it is turned back on.
    static var isGloballyEnabled: Bool {
      get { eds_hook_is_globally_enabled() }
      set {
        eds_hook_set_globally_enabled(newValue)
        guard newValue else { return }
        let waiting = deferredClasses.values.compactMap(\.view)
        deferredClasses = [:]
        for scrollView in waiting {
          installIfNeeded(for: scrollView)
        }
      }
    }

    /// Switches the hook on or off for one scroll view, installing it for the view's class first.
    static func setEnabled(_ enabled: Bool, for scrollView: UIScrollView) {
      reportDZNEmptyDataSetOnce()
      // A plain scroll view has no data methods: `reloadEmptyDataSet()` is the way.
      guard methods(for: scrollView) != nil else { return }
      if enabled && isGloballyEnabled {
        installIfNeeded(for: scrollView)
      } else if enabled {
        deferredClasses[ObjectIdentifier(type(of: scrollView))] = WeakScrollView(view: scrollView)
      }
      eds_hook_set_instance_enabled(Unmanaged.passUnretained(scrollView).toOpaque(), enabled)
    }

    /// Switches a scroll view off by address, from its host's deinit (the view is going away).
    nonisolated static func forget(address: UInt) {
      guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
      eds_hook_set_instance_enabled(pointer, false)
    }

    /// DZNEmptyDataSet linked too: its category and ours answer the same selectors, and load
    /// order picks one. A misuse (no app can use both), reported once.
    private static func reportDZNEmptyDataSetOnce() {
      guard !checkedForDZNEmptyDataSet else { return }
      checkedForDZNEmptyDataSet = true
      let traces = "UIScrollView".withCString { eds_find_dzn_empty_data_set($0) }
      guard let sentence = eds_dzn_empty_data_set_conflict(traces) else { return }
      EmptyDataSetDiagnostics.report(.misuse, String(cString: sentence))
    }

    /// The data methods of a table or collection view; `nil` for any other scroll view.
    private static func methods(for scrollView: UIScrollView) -> [HookedMethod]? {
      if scrollView is UITableView { return tableMethods }
      if scrollView is UICollectionView { return collectionMethods }
      return nil
    }

    /// Hooks the data methods of the view's class, once per class.
    private static func installIfNeeded(for scrollView: UIScrollView) {
      guard let methods = methods(for: scrollView),
        hookedClasses.insert(ObjectIdentifier(type(of: scrollView))).inserted
      else { return }
      for method in methods {
        install(method, on: scrollView)
      }
    }

    private static func install(_ method: HookedMethod, on scrollView: UIScrollView) {
      let (selector, signature, role) = method
      let instance = Unmanaged.passUnretained(scrollView).toOpaque()
      let result = eds_hook_install_for_class_of_with_role(
        instance, selector, signature, role,
        { instance, _, _ in ReloadHook.didChangeData(instance) }, nil, nil)
      guard result != .installed, result != .alreadyInstalled else { return }
      EmptyDataSetDiagnostics.report(
        .warning,
        "Could not hook \(selector) on \(type(of: scrollView)): "
          + String(cString: eds_hook_install_result_description(result))
          + ". Call reloadEmptyDataSet() after changing its data.")
    }

    /// The runtime's callback: a hooked method changed a switched-on view's data (before the
    /// original for `reloadData`, whose data source already answers the new counts).
    private nonisolated static func didChangeData(_ instance: UnsafeMutableRawPointer) {
      guard Thread.isMainThread else {
        // Not followed by a hop to the main thread, unlike the key-value observers: the view
        // may be gone by then, and only its address is known here. Its content size changes
        // too, and that observer catches up on the main thread.
        EmptyDataSetDiagnostics.reportOnce(
          .misuse, EmptyDataSetHost.offMainThreadMessage("data"))
        return
      }
      let address = UInt(bitPattern: instance)
      MainActor.assumeIsolated {
        guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
        Unmanaged<UIScrollView>.fromOpaque(pointer).takeUnretainedValue().reloadEmptyDataSet()
      }
    }
  }
#endif
