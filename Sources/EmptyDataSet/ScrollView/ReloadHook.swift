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

    /// The global switch. On by default.
    static var isGloballyEnabled: Bool {
      get { eds_hook_is_globally_enabled() }
      set { eds_hook_set_globally_enabled(newValue) }
    }

    /// Switches the hook on or off for one scroll view, installing it for the view's class first.
    static func setEnabled(_ enabled: Bool, for scrollView: UIScrollView) {
      let methods: [(String, EDSHookSignature)]
      if scrollView is UITableView {
        methods = tableMethods
      } else if scrollView is UICollectionView {
        methods = collectionMethods
      } else {
        return  // A plain scroll view has no data methods: `reloadEmptyDataSet()` is the way.
      }
      if enabled, hookedClasses.insert(ObjectIdentifier(type(of: scrollView))).inserted {
        for (selector, signature) in methods {
          install(selector, signature, on: scrollView)
        }
      }
      eds_hook_set_instance_enabled(Unmanaged.passUnretained(scrollView).toOpaque(), enabled)
    }

    /// Switches a scroll view off by address, from its host's deinit (the view is going away).
    nonisolated static func forget(address: UInt) {
      guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
      eds_hook_set_instance_enabled(pointer, false)
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
