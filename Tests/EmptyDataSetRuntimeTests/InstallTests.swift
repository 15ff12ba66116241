// EmptyDataSet · EmptyDataSetRuntimeTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetRuntime
import EmptyDataSetRuntimeTestClasses
import Testing

extension ReloadHookTests {
  @Suite("Installing")
  struct Installing {
    @Test("installing twice changes nothing: one original, one callback per call")
    func idempotent() throws {
      try requireRuntime()
      let className = HookedMethod.all[0].defineClass()
      #expect(Hook.install(className, "reloadData", .noArgument) == .installed)
      #expect(Hook.install(className, "reloadData", .noArgument) == .alreadyInstalled)
      let other = eds_hook_install(
        className, "reloadData", .noArgument, edst_logging_callback, nil, nil)
      #expect(other == .alreadyInstalled)
      let probe = try #require(HookProbe(className))
      probe.send("reloadData", .noArgument)
      // The first context stays.
      #expect(probe.log == ["base _cmd=reloadData", Hook.callbackLine("reloadData")])
    }

    @Test("eight threads installing at once: one installs, seven find it installed")
    func concurrentInstalls() throws {
      try requireRuntime()
      for round in 0..<5 {
        let className = HookedMethod.named("reloadData", onTableView: round % 2 == 0).defineClass()
        var results = [EDSHookInstallResult](repeating: .invalidArgument, count: 8)
        let started = results.withUnsafeMutableBufferPointer { buffer in
          edst_install_concurrently(8, className, "reloadData", .noArgument, buffer.baseAddress!)
        }
        #expect(started)
        #expect(results.filter { $0 == .installed }.count == 1)
        #expect(results.filter { $0 == .alreadyInstalled }.count == 7)
        let probe = try #require(HookProbe(className))
        probe.send("reloadData", .noArgument)
        #expect(probe.log == ["base _cmd=reloadData", "callback reloadData ctx=concurrent"])
      }
    }

    @Test("calls racing an install on other threads: every original runs, callbacks once hooked")
    func callsDuringInstall() throws {
      try requireRuntime()
      let className = HookedMethod.all[0].defineClass()
      let probes = try (0..<4).map { _ in try #require(HookProbe(className)) }
      var callCounts = [Int32](repeating: 0, count: 4)
      let installAfter = 400
      let finished = probes.map(\.instance).withUnsafeBufferPointer { instances in
        callCounts.withUnsafeMutableBufferPointer { counts in
          edst_call_while_installing(
            4, className, instances.baseAddress!, Int32(installAfter), counts.baseAddress!)
        }
      }
      #expect(finished)
      #expect(eds_hook_is_installed(className, "reloadData"))
      var unhookedCalls = 0
      for (probe, calls) in zip(probes, callCounts) {
        let log = probe.log
        #expect(log.filter { $0 == "base _cmd=reloadData" }.count == Int(calls))
        // Once a call has called back, every later call does: the install is never half-seen.
        let firstHooked =
          log.firstIndex(of: "callback reloadData ctx=racing").map { $0 - 1 } ?? log.endIndex
        #expect(log[..<firstHooked].allSatisfy { $0 == "base _cmd=reloadData" })
        let hooked = Array(log[firstHooked...])
        #expect(hooked.count >= 2 * 100)
        #expect(hooked.count % 2 == 0)
        #expect(
          hooked.enumerated().allSatisfy { offset, line in
            line == (offset % 2 == 0 ? "base _cmd=reloadData" : "callback reloadData ctx=racing")
          })
        unhookedCalls += firstHooked
      }
      // The install waited for `installAfter` calls, so it landed while calls were in flight.
      #expect(unhookedCalls >= installAfter)
    }

    @Test("a subclass that only inherits the method leads to the class that defines it")
    func inheritedMethodHooksDefiningClass() throws {
      try requireRuntime()
      let base = HookedMethod.all[0].defineClass()
      let subclass = Hook.uniqueName("PlainSubclass")
      #expect(edst_define_plain_class(subclass, base))
      var hooked: UnsafePointer<CChar>?
      let result = eds_hook_install(
        subclass, "reloadData", .noArgument, edst_logging_callback, Hook.context, &hooked)
      #expect(result == .installed)
      #expect(hooked.map { String(cString: $0) } == base)
      #expect(eds_hook_is_installed(base, "reloadData"))
      #expect(Hook.install(base, "reloadData", .noArgument) == .alreadyInstalled)
      for className in [base, subclass] {
        let probe = try #require(HookProbe(className))
        probe.send("reloadData", .noArgument)
        #expect(probe.log == ["base _cmd=reloadData", Hook.callbackLine("reloadData")])
      }
    }

    @Test("hooking a custom scroll view first never prevents hooking tables and collections")
    func scrollViewFirst() throws {
      try requireRuntime()
      // DZN #220/#236: a UIScrollView subclass with its own reloadData, hooked first.
      let scrollView = Hook.uniqueName("ScrollView")
      let customScrollView = Hook.uniqueName("CustomScrollView")
      #expect(edst_define_plain_class(scrollView, nil))
      #expect(edst_define_plain_class(customScrollView, scrollView))
      #expect(edst_add_method(customScrollView, "reloadData", .noArgument, nil))
      #expect(Hook.install(customScrollView, "reloadData", .noArgument) == .installed)
      #expect(Hook.install(scrollView, "reloadData", .noArgument) == .methodNotFound)

      let table = HookedMethod.all[0].defineClass()
      let collection = HookedMethod.named("reloadData", onTableView: false).defineClass()
      #expect(Hook.install(table, "reloadData", .noArgument) == .installed)
      #expect(Hook.install(collection, "reloadData", .noArgument) == .installed)
      for className in [customScrollView, table, collection] {
        let probe = try #require(HookProbe(className))
        probe.send("reloadData", .noArgument)
        #expect(probe.log == ["base _cmd=reloadData", Hook.callbackLine("reloadData")])
      }
    }

    @Test("hooking a class never messaged leaves other classes never messaged alone")
    func neverMessagedClasses() throws {
      try requireRuntime()
      // GCC's libobjc shares one placeholder dispatch table among classes not yet messaged; a
      // swap on such a class must not land in it (compiled sends read it without a fallback).
      let fresh = HookedMethod.all[0].defineClass()
      #expect(Hook.install(fresh, "reloadData", .noArgument) == .installed)
      let bystander = try #require(HookProbe("EDSTCompiledCollectionView"))
      edst_compiled_reload_data(bystander.instance)
      #expect(bystander.log == ["EDSTCompiledCollectionView.reloadData _cmd=reloadData"])
      let probe = try #require(HookProbe(fresh))
      probe.send("reloadData", .noArgument)
      #expect(probe.log == ["base _cmd=reloadData", Hook.callbackLine("reloadData")])
    }

    @Test("bad requests are refused with a reason and leave the method as it was")
    func refusals() throws {
      try requireRuntime()
      let className = HookedMethod.all[0].defineClass()
      #expect(edst_add_method(className, "numberOfSections", .noArgument, "q16@0:8"))
      #expect(Hook.install(Hook.uniqueName("Missing"), "reloadData", .noArgument) == .classNotFound)
      #expect(Hook.install(className, "reloadItems", .noArgument) == .methodNotFound)
      #expect(Hook.install(className, "reloadData", .object) == .signatureMismatch)
      #expect(Hook.install(className, "numberOfSections", .noArgument) == .signatureMismatch)
      #expect(
        Hook.install(className, "insertRowsAtIndexPaths:withRowAnimation:", .twoObjects)
          == .signatureMismatch)
      #expect(Hook.install(className, "", .noArgument) == .invalidArgument)

      let probe = try #require(HookProbe(className))
      probe.send("reloadData", .noArgument)
      #expect(probe.log == ["base _cmd=reloadData"])
      #expect(!eds_hook_is_installed(className, "reloadData"))

      // After a refusal, the right request still works.
      #expect(Hook.install(className, "reloadData", .noArgument) == .installed)
      #expect(Hook.install(className, "reloadData", .object) == .signatureMismatch)
    }

    @Test("every result has its own sentence")
    func descriptions() {
      let results: [EDSHookInstallResult] = [
        .installed, .alreadyInstalled, .runtimeUnavailable, .classNotFound, .methodNotFound,
        .signatureMismatch, .noFreeSlot, .invalidArgument,
      ]
      let sentences = results.map { String(cString: eds_hook_install_result_description($0)) }
      #expect(Set(sentences).count == results.count)
      #expect(sentences.allSatisfy { $0.count > 20 })
    }
  }
}
