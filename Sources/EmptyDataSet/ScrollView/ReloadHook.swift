// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import EmptyDataSetRuntime
  import UIKit

  /// Every call into `EmptyDataSetRuntime`, the Objective-C reload hook, in one place.
  ///
  /// A table or collection view that has an empty data set is switched on in the runtime; after
  /// one of the methods below has changed its data, the runtime calls back and the empty data set
  /// reloads. Everything else (a plain scroll view, a switched-off view) costs nothing.
  @MainActor
  enum ReloadHook {
    private static let tableMethods: [(String, EDSHookSignature)] = [
      ("reloadData", .noArgument), ("endUpdates", .noArgument),
      ("performBatchUpdates:completion:", .twoObjects),
      ("insertRowsAtIndexPaths:withRowAnimation:", .objectInteger),
      ("deleteRowsAtIndexPaths:withRowAnimation:", .objectInteger),
      ("reloadRowsAtIndexPaths:withRowAnimation:", .objectInteger),
      ("insertSections:withRowAnimation:", .objectInteger),
      ("deleteSections:withRowAnimation:", .objectInteger),
      ("reloadSections:withRowAnimation:", .objectInteger),
    ]
    private static let collectionMethods: [(String, EDSHookSignature)] = [
      ("reloadData", .noArgument), ("performBatchUpdates:completion:", .twoObjects),
      ("insertItemsAtIndexPaths:", .object), ("deleteItemsAtIndexPaths:", .object),
      ("reloadItemsAtIndexPaths:", .object), ("insertSections:", .object),
      ("deleteSections:", .object), ("reloadSections:", .object),
    ]
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

    /// The data methods of a table or collection view; `nil` for any other scroll view.
    private static func methods(for scrollView: UIScrollView) -> [(String, EDSHookSignature)]? {
      if scrollView is UITableView { return tableMethods }
      if scrollView is UICollectionView { return collectionMethods }
      return nil
    }

    /// Hooks the data methods of the view's class, once per class.
    private static func installIfNeeded(for scrollView: UIScrollView) {
      guard let methods = methods(for: scrollView),
        hookedClasses.insert(ObjectIdentifier(type(of: scrollView))).inserted
      else { return }
      for (selector, signature) in methods {
        install(selector, signature, on: scrollView)
      }
    }

    private static func install(
      _ selector: String, _ signature: EDSHookSignature, on scrollView: UIScrollView
    ) {
      let instance = Unmanaged.passUnretained(scrollView).toOpaque()
      let result = eds_hook_install_for_class_of(
        instance, selector, signature, { instance, _, _ in ReloadHook.didChangeData(instance) },
        nil, nil)
      guard result != .installed, result != .alreadyInstalled else { return }
      EmptyDataSetDiagnostics.report(
        .warning,
        "Could not hook \(selector) on \(type(of: scrollView)): "
          + String(cString: eds_hook_install_result_description(result))
          + ". Call reloadEmptyDataSet() after changing its data.")
    }

    /// The runtime's callback: after a hooked method ran on a switched-on view.
    private nonisolated static func didChangeData(_ instance: UnsafeMutableRawPointer) {
      guard Thread.isMainThread else {
        EmptyDataSetDiagnostics.report(
          .misuse, "A table or collection view changed its data off the main thread.")
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
