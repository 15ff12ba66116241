// EmptyDataSet · EmptyDataSetRuntimeTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetRuntime
import EmptyDataSetRuntimeTestClasses
import Testing

extension ReloadHookTests {
  @Suite("Per-instance switch")
  struct InstanceSwitch {
    /// A fake address, never dereferenced: the switch only compares addresses.
    private func address(_ index: Int) -> UnsafeRawPointer {
      UnsafeRawPointer(bitPattern: 0x1000_0000 + index * 16)!
    }

    @Test("switching thousands of instances on and off agrees with a model set")
    func agreesWithModel() {
      let baseline = eds_hook_enabled_instance_count()
      var model = Set<Int>()
      var generator = SplitMix(seed: 20_261_129)
      for _ in 0..<20_000 {
        let index = Int(generator.next() % 3_000)
        let enable = generator.next() % 3 != 0
        eds_hook_set_instance_enabled(address(index), enable)
        if enable { model.insert(index) } else { model.remove(index) }
      }
      #expect(eds_hook_enabled_instance_count() == baseline + model.count)
      let mismatches = (0..<3_000).filter {
        eds_hook_is_instance_enabled(address($0)) != model.contains($0)
      }
      #expect(mismatches.isEmpty)
      for index in model { eds_hook_set_instance_enabled(address(index), false) }
      #expect(eds_hook_enabled_instance_count() == baseline)
      #expect(!eds_hook_is_instance_enabled(address(model.first ?? 0)))
    }

    @Test("eight threads switching their own instances on and off never see a wrong answer")
    func concurrentToggles() {
      let baseline = eds_hook_enabled_instance_count()
      let mismatches = edst_toggle_switches_concurrently(8, 2_000, 100_000)
      #expect(mismatches == 0)
      #expect(eds_hook_enabled_instance_count() == baseline)
    }

    @Test("switching on twice counts once")
    func edgeCases() {
      let baseline = eds_hook_enabled_instance_count()
      eds_hook_set_instance_enabled(address(5_000), true)
      eds_hook_set_instance_enabled(address(5_000), true)
      #expect(eds_hook_enabled_instance_count() == baseline + 1)
      eds_hook_set_instance_enabled(address(5_000), false)
      eds_hook_set_instance_enabled(address(5_000), false)
      #expect(eds_hook_enabled_instance_count() == baseline)
      #expect(!eds_hook_is_instance_enabled(address(5_000)))
    }
  }
}

/// A small deterministic generator, so a failure reproduces.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
