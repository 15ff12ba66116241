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

  var testDescription: String { (onTableView ? "table " : "collection ") + selector }

  /// Every method the UIKit layer hooks, with its shape.
  static let all: [HookedMethod] = {
    let table: [(String, EDSHookSignature)] = [
      ("reloadData", .noArgument), ("endUpdates", .noArgument),
      ("performBatchUpdates:completion:", .twoObjects),
      ("insertRowsAtIndexPaths:withRowAnimation:", .objectInteger),
      ("deleteRowsAtIndexPaths:withRowAnimation:", .objectInteger),
      ("reloadRowsAtIndexPaths:withRowAnimation:", .objectInteger),
      ("insertSections:withRowAnimation:", .objectInteger),
      ("deleteSections:withRowAnimation:", .objectInteger),
      ("reloadSections:withRowAnimation:", .objectInteger),
    ]
    let collection: [(String, EDSHookSignature)] = [
      ("reloadData", .noArgument), ("performBatchUpdates:completion:", .twoObjects),
      ("insertItemsAtIndexPaths:", .object), ("deleteItemsAtIndexPaths:", .object),
      ("reloadItemsAtIndexPaths:", .object), ("insertSections:", .object),
      ("deleteSections:", .object), ("reloadSections:", .object),
    ]
    return table.map { HookedMethod(onTableView: true, selector: $0.0, signature: $0.1) }
      + collection.map { HookedMethod(onTableView: false, selector: $0.0, signature: $0.1) }
  }()

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
