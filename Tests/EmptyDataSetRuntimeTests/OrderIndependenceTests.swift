// EmptyDataSet · EmptyDataSetRuntimeTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetRuntime
import EmptyDataSetRuntimeTestClasses
import Testing

/// A third party that swizzles the same method, and when it does so relative to us.
struct ThirdPartyScenario: Sendable, CustomTestStringConvertible {
  /// How the third party swizzles.
  enum Technique: Sendable { case exchange, setImplementation }

  var technique: Technique
  /// True when the third party swizzles before the hook is installed.
  var before: Bool
  var method: HookedMethod

  var testDescription: String {
    "\(technique == .exchange ? "exchange" : "setImplementation") \(before ? "before" : "after") us, "
      + method.testDescription
  }

  /// One method of each shape, on both view shapes, with both techniques, in both orders.
  /// `beginUpdates` and `endUpdates` are swizzled together, around a whole block, in
  /// UpdateBlockTests.
  static let all: [ThirdPartyScenario] = {
    let methods = HookedMethod.all.filter {
      $0.selector == "reloadData" || $0.selector == "performBatchUpdates:completion:"
        || $0.selector == "insertItemsAtIndexPaths:"
        || $0.selector == "deleteRowsAtIndexPaths:withRowAnimation:"
    }
    return methods.flatMap { method in
      [Technique.exchange, .setImplementation].flatMap { technique in
        [true, false].map { ThirdPartyScenario(technique: technique, before: $0, method: method) }
      }
    }
  }()

  func swizzle(_ className: String) -> Bool {
    switch technique {
    case .exchange: edst_exchange_swizzle(className, method.selector, method.signature)
    case .setImplementation:
      edst_set_implementation_swizzle(className, method.selector, method.signature)
    }
  }

  /// The log of one call, installed with the UIKit layer's roles: the third party sees the
  /// `_cmd` it sees without us; the original receives the `_cmd` it receives without us, except
  /// after an exchange made after us, where the hook restores the real one. The callback comes
  /// after everything, except for a method that calls back before its original: then it comes
  /// where the hook sits in the chain (outermost when the third party swizzled first).
  var expectedLog: [String] {
    let selector = method.selector
    let thirdParty: String
    let base: [String]
    switch technique {
    case .exchange:
      thirdParty = "thirdParty _cmd=\(selector)"
      base = Hook.baseLines(cmd: before ? "thirdParty_" + selector : selector, method.signature)
    case .setImplementation:
      thirdParty = "setImpl _cmd=\(selector)"
      base = Hook.baseLines(cmd: selector, method.signature)
    }
    switch method.role {
    case .callsBackBefore:
      let callback = Hook.callbackLine(selector)
      return (before ? [callback, thirdParty] : [thirdParty, callback]) + base
    case .opensUpdateBlock, .callsBackAfter, .closesUpdateBlock:
      return method.expectedLog([thirdParty] + base)
    }
  }
}

extension ReloadHookTests {
  @Suite("Order independence")
  struct OrderIndependence {
    @Test(
      "a third-party swizzle before or after us: nothing dropped, nothing doubled",
      arguments: ThirdPartyScenario.all)
    func thirdParty(scenario: ThirdPartyScenario) throws {
      try requireRuntime()
      let className = scenario.method.defineClass()
      let selector = scenario.method.selector
      if scenario.before { #expect(scenario.swizzle(className)) }
      #expect(scenario.method.install(on: className) == .installed)
      if !scenario.before { #expect(scenario.swizzle(className)) }

      let probe = try #require(HookProbe(className))
      #expect(probe.send(selector, scenario.method.signature))
      #expect(probe.log == scenario.expectedLog)
      // Twice, to show nothing was consumed or left marked by the first call.
      probe.clearLog()
      probe.send(selector, scenario.method.signature)
      #expect(probe.log == scenario.expectedLog)
    }

    @Test("the seed's lookup by _cmd drops the original after a third-party exchange; ours runs it")
    func seedDesignDropsTheCall() throws {
      try requireRuntime()
      let seedClass = HookedMethod.all[0].defineClass()
      #expect(edst_seed_install(seedClass, "reloadData"))
      #expect(edst_exchange_swizzle(seedClass, "reloadData", .noArgument))
      let seedProbe = try #require(HookProbe(seedClass))
      seedProbe.send("reloadData", .noArgument)
      // The seed's function receives _cmd = thirdParty_reloadData, finds no table entry under
      // that name, and returns: the real reloadData never runs.
      #expect(seedProbe.log == ["thirdParty _cmd=reloadData", "seed callback"])
      #expect(!seedProbe.log.contains { $0.hasPrefix("base") })

      let ourClass = HookedMethod.all[0].defineClass()
      #expect(Hook.install(ourClass, "reloadData", .noArgument) == .installed)
      #expect(edst_exchange_swizzle(ourClass, "reloadData", .noArgument))
      let ourProbe = try #require(HookProbe(ourClass))
      ourProbe.send("reloadData", .noArgument)
      #expect(
        ourProbe.log == [
          "thirdParty _cmd=reloadData", "base _cmd=reloadData", Hook.callbackLine("reloadData"),
        ])
    }

    @Test("two third parties and the hook, interleaved, each run once")
    func stackedSwizzlers() throws {
      try requireRuntime()
      let className = HookedMethod.all[0].defineClass()
      #expect(edst_set_implementation_swizzle(className, "reloadData", .noArgument))
      #expect(Hook.install(className, "reloadData", .noArgument) == .installed)
      #expect(edst_exchange_swizzle(className, "reloadData", .noArgument))
      let probe = try #require(HookProbe(className))
      probe.send("reloadData", .noArgument)
      // exchange (outermost) -> hook (reached as thirdParty_reloadData) -> setImpl -> original.
      #expect(
        probe.log == [
          "thirdParty _cmd=reloadData", "setImpl _cmd=reloadData", "base _cmd=reloadData",
          Hook.callbackLine("reloadData"),
        ])
    }
  }
}
