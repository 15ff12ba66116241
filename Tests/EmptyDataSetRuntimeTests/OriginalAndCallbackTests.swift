// EmptyDataSet · EmptyDataSetRuntimeTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetRuntime
import EmptyDataSetRuntimeTestClasses
import Testing

/// A UIKit mutation method the hook covers, on a table- or collection-shaped class.
struct HookedMethod: Sendable, CustomTestStringConvertible {
  /// True for the UITableView shape, false for UICollectionView.
  var onTableView: Bool
  /// The selector.
  var selector: String
  /// Its argument shape.
  var signature: EDSHookSignature
  /// When it calls back, and what it does to an update block (as in ReloadHook.swift).
  var role: EDSHookRole

  var testDescription: String { (onTableView ? "table " : "collection ") + selector }

  /// Every method the UIKit layer hooks, with its shape and role (ReloadHook.swift's lists).
  static let all: [HookedMethod] = {
    let table: [(String, EDSHookSignature, EDSHookRole)] = [
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
    let collection: [(String, EDSHookSignature, EDSHookRole)] = [
      ("reloadData", .noArgument, .callsBackBefore),
      ("performBatchUpdates:completion:", .twoObjects, .callsBackAfter),
      ("insertItemsAtIndexPaths:", .object, .callsBackAfter),
      ("deleteItemsAtIndexPaths:", .object, .callsBackAfter),
      ("reloadItemsAtIndexPaths:", .object, .callsBackAfter),
      ("insertSections:", .object, .callsBackAfter), ("deleteSections:", .object, .callsBackAfter),
      ("reloadSections:", .object, .callsBackAfter),
    ]
    return table.map { HookedMethod(onTableView: true, selector: $0, signature: $1, role: $2) }
      + collection.map {
        HookedMethod(onTableView: false, selector: $0, signature: $1, role: $2)
      }
  }()

  /// The method of a table (or collection) with `selector`.
  static func named(_ selector: String, onTableView: Bool = true) -> HookedMethod {
    all.first { $0.selector == selector && $0.onTableView == onTableView }!
  }

  /// Installs the logging callback for this method on `className`, with its role.
  @discardableResult
  func install(on className: String) -> EDSHookInstallResult {
    eds_hook_install_with_role(
      className, selector, signature, role, edst_logging_callback, Hook.context, nil)
  }

  /// The log of one outermost call outside an update block, given the lines its implementations
  /// write: the callback before them, after them, or (for `beginUpdates`) not at all.
  func expectedLog(_ lines: [String]) -> [String] {
    switch role {
    case .callsBackBefore: [Hook.callbackLine(selector)] + lines
    case .opensUpdateBlock: lines
    case .callsBackAfter, .closesUpdateBlock: lines + [Hook.callbackLine(selector)]
    }
  }

  /// Defines a fresh class of the right shape and returns its name.
  func defineClass() -> String {
    let name = Hook.uniqueName(onTableView ? "Table" : "Collection")
    let defined =
      onTableView ? edst_define_table_view_class(name) : edst_define_collection_view_class(name)
    #expect(defined)
    return name
  }
}

extension ReloadHookTests {
  @Suite("Original and callback")
  struct OriginalAndCallback {
    @Test(
      "each covered method runs its original once with its real _cmd, then one callback",
      arguments: HookedMethod.all)
    func coveredMethod(method: HookedMethod) throws {
      try requireRuntime()
      let className = method.defineClass()
      #expect(Hook.install(className, method.selector, method.signature) == .installed)
      let probe = try #require(HookProbe(className))
      #expect(probe.send(method.selector, method.signature))
      let expected =
        Hook.baseLines(cmd: method.selector, method.signature)
        + [Hook.callbackLine(method.selector)]
      #expect(probe.log == expected)
    }

    @Test(
      "each covered method with the UIKit layer's role: its original once, its callback in time",
      arguments: HookedMethod.all)
    func coveredMethodWithRole(method: HookedMethod) throws {
      try requireRuntime()
      let className = method.defineClass()
      #expect(method.install(on: className) == .installed)
      let probe = try #require(HookProbe(className))
      #expect(probe.send(method.selector, method.signature))
      #expect(
        probe.log == method.expectedLog(Hook.baseLines(cmd: method.selector, method.signature)))
    }

    @Test("reloadData calls back before its original, so the reload sees the new state")
    func reloadDataCallsBackFirst() throws {
      try requireRuntime()
      // DZN decided before the original reloadData: the data source already holds the new
      // counts, and isEmptyDataSetVisible is then current inside the data-source calls the
      // reload makes. A fake whose original logs after the callback shows the order.
      for onTableView in [true, false] {
        let method = HookedMethod.named("reloadData", onTableView: onTableView)
        let className = method.defineClass()
        #expect(method.install(on: className) == .installed)
        let probe = try #require(HookProbe(className))
        probe.send("reloadData", .noArgument)
        #expect(probe.log == [Hook.callbackLine("reloadData"), "base _cmd=reloadData"])
      }
    }

    @Test("an instance that is not switched on runs only the original")
    func disabledInstance() throws {
      try requireRuntime()
      let className = HookedMethod.all[0].defineClass()
      Hook.install(className, "reloadData", .noArgument)
      let probe = try #require(HookProbe(className, enabled: false))
      probe.send("reloadData", .noArgument)
      #expect(probe.log == ["base _cmd=reloadData"])

      probe.clearLog()
      probe.setEnabled(true)
      probe.send("reloadData", .noArgument)
      #expect(probe.log == ["base _cmd=reloadData", Hook.callbackLine("reloadData")])

      probe.clearLog()
      probe.setEnabled(false)
      probe.send("reloadData", .noArgument)
      #expect(probe.log == ["base _cmd=reloadData"])
    }

    @Test("the global switch turns every callback off and back on, originals still run")
    func globalSwitch() throws {
      try requireRuntime()
      let className = HookedMethod.all[0].defineClass()
      Hook.install(className, "reloadData", .noArgument)
      let probe = try #require(HookProbe(className))
      #expect(eds_hook_is_globally_enabled())
      eds_hook_set_globally_enabled(false)
      defer { eds_hook_set_globally_enabled(true) }
      #expect(!eds_hook_is_globally_enabled())
      probe.send("reloadData", .noArgument)
      #expect(probe.log == ["base _cmd=reloadData"])

      probe.clearLog()
      eds_hook_set_globally_enabled(true)
      probe.send("reloadData", .noArgument)
      #expect(probe.log == ["base _cmd=reloadData", Hook.callbackLine("reloadData")])
    }

    @Test("an instance switched off by its own original gets no callback for that call")
    func switchedOffDuringOriginal() throws {
      try requireRuntime()
      let className = HookedMethod.all[0].defineClass()
      Hook.install(className, "reloadData", .noArgument)
      let probe = try #require(HookProbe(className))
      edst_switch_off_in_original(probe.instance, true)
      probe.send("reloadData", .noArgument)
      #expect(probe.log == ["base _cmd=reloadData"])
      #expect(!eds_hook_is_instance_enabled(probe.instance))
    }

    @Test("an unhooked class is untouched and instances of other classes are not affected")
    func otherClassesUntouched() throws {
      try requireRuntime()
      let hooked = HookedMethod.all[0].defineClass()
      let unhooked = HookedMethod.all[0].defineClass()
      Hook.install(hooked, "reloadData", .noArgument)
      let probe = try #require(HookProbe(unhooked))
      probe.send("reloadData", .noArgument)
      #expect(probe.log == ["base _cmd=reloadData"])
      #expect(!eds_hook_is_installed(unhooked, "reloadData"))
      #expect(eds_hook_is_installed(hooked, "reloadData"))
    }
  }
}
