// EmptyDataSet · EmptyDataSetRuntimeTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetRuntime
import EmptyDataSetRuntimeTestClasses
import Foundation
import Testing

extension ReloadHookTests {
  /// `beginUpdates`…`endUpdates`: one callback per outermost block, after its `endUpdates`.
  @Suite("Update blocks")
  struct UpdateBlocks {
    private let insert = "insertRowsAtIndexPaths:withRowAnimation:"
    private let delete = "deleteRowsAtIndexPaths:withRowAnimation:"

    /// A fresh instance of a table-shaped class with every table method hooked as the UIKit
    /// layer hooks it (shared: block state is per instance).
    private func table() throws -> HookProbe {
      try #require(HookProbe(ReloadHookTests.Nesting.sharedTable))
    }

    @Test("a block that empties and refills the list gives one callback, after endUpdates")
    func oneCallbackPerBlock() throws {
      try requireRuntime()
      let probe = try table()
      // Issue 14, finding 1: removeAll; deleteRows; append; insertRows inside one block used to
      // show the empty state after the delete and hide it after the insert.
      probe.send("beginUpdates", .noArgument)
      probe.send(delete, .objectInteger)
      probe.send(insert, .objectInteger)
      #expect(!probe.log.contains { $0.hasPrefix("callback") })
      #expect(eds_hook_open_update_blocks(probe.instance) == 1)
      probe.send("endUpdates", .noArgument)
      #expect(
        probe.log == [
          "base _cmd=beginUpdates", "base _cmd=\(delete) a=paths b=7",
          "base _cmd=\(insert) a=paths b=7", "base _cmd=endUpdates",
          Hook.callbackLine("endUpdates"),
        ])
      #expect(eds_hook_open_update_blocks(probe.instance) == 0)
    }

    @Test("nested blocks give one callback, when the outermost block closes")
    func nestedBlocks() throws {
      try requireRuntime()
      let probe = try table()
      probe.send("beginUpdates", .noArgument)
      probe.send("beginUpdates", .noArgument)
      probe.send(insert, .objectInteger)
      probe.send("endUpdates", .noArgument)
      #expect(eds_hook_open_update_blocks(probe.instance) == 1)
      #expect(!probe.log.contains { $0.hasPrefix("callback") })
      probe.send(delete, .objectInteger)
      probe.send("endUpdates", .noArgument)
      #expect(probe.log.filter { $0.hasPrefix("callback") } == [Hook.callbackLine("endUpdates")])
      #expect(probe.log.last == Hook.callbackLine("endUpdates"))
      #expect(probe.log.filter { $0.hasPrefix("base") }.count == 6)
    }

    @Test("a reloadData inside an open block waits for the block's endUpdates")
    func reloadDataInsideBlock() throws {
      try requireRuntime()
      let probe = try table()
      probe.send("beginUpdates", .noArgument)
      probe.send("reloadData", .noArgument)
      #expect(probe.log == ["base _cmd=beginUpdates", "base _cmd=reloadData"])
      probe.send("endUpdates", .noArgument)
      #expect(
        probe.log == [
          "base _cmd=beginUpdates", "base _cmd=reloadData", "base _cmd=endUpdates",
          Hook.callbackLine("endUpdates"),
        ])
    }

    @Test("performBatchUpdates inside a block calls back at the block's end, not its own")
    func batchInsideBlock() throws {
      try requireRuntime()
      let probe = try table()
      probe.send("beginUpdates", .noArgument)
      probe.send("performBatchUpdates:completion:", .twoObjects, object: insert)
      #expect(!probe.log.contains { $0.hasPrefix("callback") })
      probe.send("endUpdates", .noArgument)
      #expect(
        probe.log == [
          "base _cmd=beginUpdates", "base _cmd=performBatchUpdates:completion:",
          "base _cmd=\(insert) a=paths b=100", "completion done", "base _cmd=endUpdates",
          Hook.callbackLine("endUpdates"),
        ])
    }

    @Test("a block inside performBatchUpdates gives one callback, after the batch")
    func blockInsideBatch() throws {
      try requireRuntime()
      let probe = try table()
      probe.send(
        "performBatchUpdates:completion:", .twoObjects,
        object: "beginUpdates;\(insert);beginUpdates;endUpdates;endUpdates")
      #expect(
        probe.log == [
          "base _cmd=performBatchUpdates:completion:", "base _cmd=beginUpdates",
          "base _cmd=\(insert) a=paths b=100", "base _cmd=beginUpdates", "base _cmd=endUpdates",
          "base _cmd=endUpdates", "completion done",
          Hook.callbackLine("performBatchUpdates:completion:"),
        ])
      #expect(eds_hook_open_update_blocks(probe.instance) == 0)
    }

    @Test("an endUpdates without beginUpdates calls back as before and opens nothing")
    func unbalancedEnd() throws {
      try requireRuntime()
      let probe = try table()
      probe.send("endUpdates", .noArgument)
      probe.send("endUpdates", .noArgument)
      #expect(
        probe.log == [
          "base _cmd=endUpdates", Hook.callbackLine("endUpdates"), "base _cmd=endUpdates",
          Hook.callbackLine("endUpdates"),
        ])
      #expect(eds_hook_open_update_blocks(probe.instance) == 0)
      // Had the extra ends counted below zero, this block would not hold its insert's callback.
      probe.clearLog()
      probe.send("beginUpdates", .noArgument)
      probe.send(insert, .objectInteger)
      #expect(probe.log == ["base _cmd=beginUpdates", "base _cmd=\(insert) a=paths b=7"])
    }

    @Test("a block never closed holds callbacks until it closes or the list is switched off")
    func blockNeverClosed() throws {
      try requireRuntime()
      let probe = try table()
      probe.send("beginUpdates", .noArgument)
      for _ in 0..<3 {
        probe.send(insert, .objectInteger)
        probe.send("reloadData", .noArgument)
      }
      #expect(!probe.log.contains { $0.hasPrefix("callback") })
      #expect(eds_hook_open_update_blocks(probe.instance) == 1)
      // Switching the list off (its empty data set detached) forgets the block.
      probe.setEnabled(false)
      #expect(eds_hook_open_update_blocks(probe.instance) == 0)
      probe.setEnabled(true)
      probe.clearLog()
      probe.send(insert, .objectInteger)
      #expect(probe.log == ["base _cmd=\(insert) a=paths b=7", Hook.callbackLine(insert)])
    }

    @Test("a block opened while the list is off is not counted; its endUpdates calls back")
    func blockOpenedWhileOff() throws {
      try requireRuntime()
      let probe = try table()
      probe.setEnabled(false)
      probe.send("beginUpdates", .noArgument)
      #expect(eds_hook_open_update_blocks(probe.instance) == 0)
      probe.setEnabled(true)
      probe.send(insert, .objectInteger)
      probe.send("endUpdates", .noArgument)
      #expect(
        probe.log == [
          "base _cmd=beginUpdates", "base _cmd=\(insert) a=paths b=7", Hook.callbackLine(insert),
          "base _cmd=endUpdates", Hook.callbackLine("endUpdates"),
        ])
    }

    @Test("a block open on one list does not hold another list's callbacks")
    func blocksArePerInstance() throws {
      try requireRuntime()
      let first = try table()
      let second = try table()
      first.send("beginUpdates", .noArgument)
      second.send(insert, .objectInteger)
      #expect(second.log == ["base _cmd=\(insert) a=paths b=7", Hook.callbackLine(insert)])
      first.send(insert, .objectInteger)
      first.send("endUpdates", .noArgument)
      #expect(
        first.log == [
          "base _cmd=beginUpdates", "base _cmd=\(insert) a=paths b=7", "base _cmd=endUpdates",
          Hook.callbackLine("endUpdates"),
        ])
    }

    @Test("a block belongs to the list, not the thread: a mutation on another thread waits too")
    func blocksAreNotPerThread() throws {
      try requireRuntime()
      let probe = try table()
      probe.send("beginUpdates", .noArgument)
      let instance = UInt(bitPattern: probe.instance)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        edst_send(UnsafeMutableRawPointer(bitPattern: instance)!, insert, .objectInteger, "t", 1)
        done.signal()
      }
      thread.start()
      done.wait()
      #expect(probe.log == ["base _cmd=beginUpdates", "base _cmd=\(insert) a=t b=1"])
      probe.send("endUpdates", .noArgument)
      #expect(probe.log.last == Hook.callbackLine("endUpdates"))
    }

    @Test("open blocks keep their count when the switch set grows and removes other members")
    func blocksSurviveSetChanges() throws {
      try requireRuntime()
      // Each list's count of open blocks lives in the switch set, whose members move when it
      // grows or removes another. Members added before the lists push some of them off their
      // home slots; removing those members moves the lists back, and adding more grows the set.
      var generator = SplitMix(seed: 14)
      let fakes = (0..<6_000).map { _ in
        UnsafeRawPointer(bitPattern: 0x7000_0000_0000 + Int(generator.next() % 1 << 36) * 16)!
      }
      for fake in fakes[..<2_000] { eds_hook_set_instance_enabled(fake, true) }
      let probes = try (0..<64).map { _ in try table() }
      for (index, probe) in probes.enumerated() {
        for _ in 0...index { probe.send("beginUpdates", .noArgument) }
      }
      func countsKept() -> Bool {
        probes.indices.allSatisfy { eds_hook_open_update_blocks(probes[$0].instance) == $0 + 1 }
      }
      for fake in fakes[2_000...] { eds_hook_set_instance_enabled(fake, true) }
      #expect(countsKept())
      for fake in fakes { eds_hook_set_instance_enabled(fake, false) }
      #expect(countsKept())
      for (index, probe) in probes.enumerated() {
        probe.clearLog()
        for _ in 0...index { probe.send("endUpdates", .noArgument) }
        #expect(probe.log.filter { $0.hasPrefix("callback") } == [Hook.callbackLine("endUpdates")])
      }
    }

    @Test("blocks on four threads stay exact while another thread changes the switch set")
    func blocksWhileSwitchSetChanges() throws {
      try requireRuntime()
      let probes = try (0..<4).map { _ in try table() }
      let rounds = 2_000
      let insert = self.insert
      let probeCount = probes.count
      let probeDone = DispatchSemaphore(value: 0)
      let togglerDone = DispatchSemaphore(value: 0)
      for probe in probes {
        let instance = UInt(bitPattern: probe.instance)
        Thread {
          let pointer = UnsafeMutableRawPointer(bitPattern: instance)!
          for _ in 0..<rounds {
            edst_send(pointer, "beginUpdates", .noArgument, nil, 0)
            edst_send(pointer, insert, .objectInteger, "p", 1)
            edst_send(pointer, "beginUpdates", .noArgument, nil, 0)
            edst_send(pointer, "endUpdates", .noArgument, nil, 0)
            edst_send(pointer, "endUpdates", .noArgument, nil, 0)
          }
          probeDone.signal()
        }.start()
      }
      // Adds and removes other members until all four lists are done, then once more.
      Thread {
        var finished = 0
        var round = 0
        while finished < probeCount || round % 2 == 1 {
          for index in 0..<1_000 {
            let address = UnsafeRawPointer(bitPattern: 0x2000_0000 + index * 16)!
            eds_hook_set_instance_enabled(address, round % 2 == 0)
          }
          round += 1
          while finished < probeCount, probeDone.wait(timeout: .now()) == .success {
            finished += 1
          }
        }
        togglerDone.signal()
      }.start()
      togglerDone.wait()
      for probe in probes {
        let callbacks = probe.log.filter { $0.hasPrefix("callback") }
        #expect(callbacks == Array(repeating: Hook.callbackLine("endUpdates"), count: rounds))
        #expect(eds_hook_open_update_blocks(probe.instance) == 0)
      }
    }

    @Test("a block opened from inside a callback holds the next callback until it closes")
    func blockOpenedInCallback() throws {
      try requireRuntime()
      let probe = try table()
      // The callback (a DZN-era delegate) opens a block once and leaves it open.
      edst_set_reentry(probe.instance, "beginUpdates", 1, nil)
      probe.send(insert, .objectInteger)
      #expect(
        probe.log == [
          "base _cmd=\(insert) a=paths b=7", Hook.callbackLine(insert), "base _cmd=beginUpdates",
        ])
      probe.clearLog()
      probe.send("endUpdates", .noArgument)
      #expect(probe.log == ["base _cmd=endUpdates", Hook.callbackLine("endUpdates")])
    }

    @Test("a callback that keeps closing blocks still stops after 16 callbacks")
    func endlessEndsFromCallback() throws {
      try requireRuntime()
      let probe = try table()
      edst_set_reentry(probe.instance, "endUpdates", 1_000, nil)
      probe.send("beginUpdates", .noArgument)
      probe.send("endUpdates", .noArgument)
      let log = probe.log
      #expect(!log.contains("NESTED callback"))
      #expect(log.filter { $0 == Hook.callbackLine("endUpdates") }.count == 16)
      #expect(log.filter { $0 == "base _cmd=endUpdates" }.count == 17)
      #expect(eds_hook_open_update_blocks(probe.instance) == 0)
    }

    @Test(
      "a block with a third party swizzling beginUpdates and endUpdates gives one callback",
      arguments: [ThirdPartyScenario.Technique.exchange, .setImplementation], [true, false])
    func blockWithThirdParties(technique: ThirdPartyScenario.Technique, before: Bool) throws {
      try requireRuntime()
      let begin = ThirdPartyScenario(
        technique: technique, before: before, method: HookedMethod.named("beginUpdates"))
      let end = ThirdPartyScenario(
        technique: technique, before: before, method: HookedMethod.named("endUpdates"))
      let className = begin.method.defineClass()
      if before { #expect(begin.swizzle(className) && end.swizzle(className)) }
      for selector in ["beginUpdates", "endUpdates", insert] {
        #expect(HookedMethod.named(selector).install(on: className) == .installed)
      }
      if !before { #expect(begin.swizzle(className) && end.swizzle(className)) }
      let probe = try #require(HookProbe(className))
      probe.send("beginUpdates", .noArgument)
      probe.send(insert, .objectInteger)
      probe.send("endUpdates", .noArgument)
      // Each implementation sees the _cmd it sees in the one-call matrix; only endUpdates, the
      // end of the block, calls back.
      #expect(
        probe.log == begin.expectedLog + ["base _cmd=\(insert) a=paths b=7"] + end.expectedLog)
      #expect(probe.log.filter { $0.hasPrefix("callback") } == [Hook.callbackLine("endUpdates")])
      #expect(eds_hook_open_update_blocks(probe.instance) == 0)
    }
  }
}
