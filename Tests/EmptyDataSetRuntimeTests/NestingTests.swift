// EmptyDataSet · EmptyDataSetRuntimeTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetRuntime
import EmptyDataSetRuntimeTestClasses
import Testing

extension ReloadHookTests {
  @Suite("Nesting and re-entrancy")
  struct Nesting {
    /// A fresh class with every covered method of its shape hooked, with the UIKit layer's roles.
    static func fullyHooked(table: Bool) -> String {
      let methods = HookedMethod.all.filter { $0.onTableView == table }
      let className = methods[0].defineClass()
      for method in methods {
        #expect(method.install(on: className) == .installed)
      }
      return className
    }

    /// A table-shaped and a collection-shaped class hooked as by `fullyHooked`, shared by the
    /// tests that do not depend on install order: per-call state is per instance, and
    /// trampolines are a finite resource (64 per signature per process, never freed).
    static let sharedTable = fullyHooked(table: true)
    static let sharedCollection = fullyHooked(table: false)

    private func hooked(table: Bool) -> String { table ? Self.sharedTable : Self.sharedCollection }

    @Test("mutations inside a collection batch update give one callback, after the batch")
    func collectionBatch() throws {
      try requireRuntime()
      let probe = try #require(HookProbe(hooked(table: false)))
      probe.send(
        "performBatchUpdates:completion:", .twoObjects,
        object: "insertItemsAtIndexPaths:;deleteSections:;reloadData")
      #expect(
        probe.log == [
          "base _cmd=performBatchUpdates:completion:",
          "base _cmd=insertItemsAtIndexPaths: a=paths",
          "base _cmd=deleteSections: a=paths",
          "base _cmd=reloadData",
          "completion done",
          Hook.callbackLine("performBatchUpdates:completion:"),
        ])
    }

    @Test("mutations inside a table batch update give one callback, after the batch")
    func tableBatch() throws {
      try requireRuntime()
      let probe = try #require(HookProbe(hooked(table: true)))
      probe.send(
        "performBatchUpdates:completion:", .twoObjects,
        object:
          "insertRowsAtIndexPaths:withRowAnimation:;reloadSections:withRowAnimation:;endUpdates"
      )
      #expect(
        probe.log == [
          "base _cmd=performBatchUpdates:completion:",
          "base _cmd=insertRowsAtIndexPaths:withRowAnimation: a=paths b=100",
          "base _cmd=reloadSections:withRowAnimation: a=paths b=100",
          "base _cmd=endUpdates",
          "completion done",
          Hook.callbackLine("performBatchUpdates:completion:"),
        ])
    }

    @Test("a reload from inside the callback gets one more callback after it, never inside it")
    func reloadFromCallback() throws {
      try requireRuntime()
      let probe = try #require(HookProbe(hooked(table: true)))
      // Each callback reloads while its budget of 3 lasts: 3 more callbacks, one after another.
      // reloadData calls back before its original, so the outermost original runs last.
      edst_set_reentry(probe.instance, "reloadData", 3, nil)
      probe.send("reloadData", .noArgument)
      let round = [Hook.callbackLine("reloadData"), "base _cmd=reloadData"]
      #expect(probe.log == Array([[String]](repeating: round, count: 4).joined()))
      #expect(!probe.log.contains("NESTED callback"))

      // The next outermost call calls back once: nothing was left marked as active.
      probe.clearLog()
      probe.send("endUpdates", .noArgument)
      #expect(probe.log == ["base _cmd=endUpdates", Hook.callbackLine("endUpdates")])
    }

    @Test("a callback that always reloads is stopped after 16 callbacks, every original run")
    func endlessReloadsFromCallback() throws {
      try requireRuntime()
      let probe = try #require(HookProbe(hooked(table: false)))
      edst_set_reentry(probe.instance, "reloadData", 1_000, nil)
      probe.send("reloadData", .noArgument)
      let log = probe.log
      #expect(!log.contains("NESTED callback"))
      #expect(log.filter { $0 == Hook.callbackLine("reloadData") }.count == 16)
      // The 16th callback's own reload still ran its original; only its callback was dropped.
      #expect(log.filter { $0 == "base _cmd=reloadData" }.count == 17)
    }

    @Test("a reload of another view from inside a callback gives that view its own callback")
    func otherInstanceFromCallback() throws {
      try requireRuntime()
      let className = hooked(table: false)
      let first = try #require(HookProbe(className))
      let second = try #require(HookProbe(className))
      edst_set_reentry(first.instance, "reloadData", 1, second.instance)
      first.send("reloadData", .noArgument)
      #expect(first.log == [Hook.callbackLine("reloadData"), "base _cmd=reloadData"])
      #expect(second.log == [Hook.callbackLine("reloadData"), "base _cmd=reloadData"])
    }

    @Test("a subclass override that calls super gives one callback, hooked at one or both levels")
    func overrideCallingSuper() throws {
      try requireRuntime()
      let base = hooked(table: true)
      let subclass = Hook.uniqueName("SuperCallingTable")
      #expect(edst_define_subclass(subclass, base, "reloadData", true))
      let probe = try #require(HookProbe(subclass))
      // Only the base class hooked: its trampoline, reached through super, is the outermost call.
      probe.send("reloadData", .noArgument)
      #expect(
        probe.log == [
          "\(subclass).override _cmd=reloadData", Hook.callbackLine("reloadData"),
          "base _cmd=reloadData",
        ])

      var hooked: UnsafePointer<CChar>?
      let result = eds_hook_install_for_class_of_with_role(
        probe.instance, "reloadData", .noArgument, .callsBackBefore, edst_logging_callback,
        Hook.context, &hooked)
      #expect(result == .installed)
      #expect(hooked.map { String(cString: $0) } == subclass)
      probe.clearLog()
      probe.send("reloadData", .noArgument)
      // Both levels hooked: the subclass's trampoline is outermost; the base's is nested.
      #expect(
        probe.log == [
          Hook.callbackLine("reloadData"), "\(subclass).override _cmd=reloadData",
          "base _cmd=reloadData",
        ])
    }

    @Test("compiled Objective-C: message sends and a compiled super call go through the hook")
    func compiledClasses() throws {
      try requireRuntime()
      // The only test that uses the compiled classes, so their hooks are installed here.
      let table = try #require(HookProbe("EDSTCompiledTableView"))
      let subclass = try #require(HookProbe("EDSTCompiledTableViewSubclass"))
      // Messages sent before hooking fill the runtime's dispatch tables; the hook must still win.
      edst_compiled_reload_data(table.instance)
      edst_compiled_reload_data(subclass.instance)
      table.clearLog()
      subclass.clearLog()

      var hooked: UnsafePointer<CChar>?
      let base = eds_hook_install(
        "EDSTCompiledTableViewSubclass", "reloadData", .noArgument, edst_logging_callback,
        Hook.context, &hooked)
      #expect(base == .installed)
      #expect(hooked.map { String(cString: $0) } == "EDSTCompiledTableViewSubclass")
      #expect(Hook.install("EDSTCompiledTableView", "reloadData", .noArgument) == .installed)
      #expect(
        Hook.install(
          "EDSTCompiledTableView", "insertRowsAtIndexPaths:withRowAnimation:", .objectInteger)
          == .installed)

      edst_compiled_reload_data(table.instance)
      #expect(
        table.log == [
          "EDSTCompiledTableView.reloadData _cmd=reloadData", Hook.callbackLine("reloadData"),
        ])
      edst_compiled_reload_data(subclass.instance)
      #expect(
        subclass.log == [
          "EDSTCompiledTableViewSubclass.reloadData _cmd=reloadData",
          "EDSTCompiledTableView.reloadData _cmd=reloadData", Hook.callbackLine("reloadData"),
        ])
      table.clearLog()
      edst_compiled_insert_rows(table.instance, "rows", -3)
      #expect(
        table.log == [
          "EDSTCompiledTableView.insertRows _cmd=insertRowsAtIndexPaths:withRowAnimation: "
            + "a=rows b=-3",
          Hook.callbackLine("insertRowsAtIndexPaths:withRowAnimation:"),
        ])
    }

    @Test("a subclass override that skips super is only seen when its own class is hooked")
    func overrideSkippingSuper() throws {
      try requireRuntime()
      let base = hooked(table: true)
      let subclass = Hook.uniqueName("SuperSkippingTable")
      #expect(edst_define_subclass(subclass, base, "reloadData", false))
      let probe = try #require(HookProbe(subclass))
      // Documented gap: with only the base class hooked, the override runs and nothing follows.
      probe.send("reloadData", .noArgument)
      #expect(probe.log == ["\(subclass).override _cmd=reloadData"])

      // The UIKit layer also hooks the class of each view it serves, which closes the gap.
      let result = eds_hook_install_for_class_of(
        probe.instance, "reloadData", .noArgument, edst_logging_callback, Hook.context, nil)
      #expect(result == .installed)
      probe.clearLog()
      probe.send("reloadData", .noArgument)
      #expect(
        probe.log == ["\(subclass).override _cmd=reloadData", Hook.callbackLine("reloadData")])
      // Its other methods are inherited and still go through the base class's hooks.
      probe.clearLog()
      probe.send("endUpdates", .noArgument)
      #expect(probe.log == ["base _cmd=endUpdates", Hook.callbackLine("endUpdates")])
    }
  }
}
