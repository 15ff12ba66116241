// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

import CAllocationCounter

/// Heap allocations counted on the calling thread while a piece of code ran.
///
/// The counts come from `CAllocationCounter`, which interposes `malloc`, `calloc`, `realloc`,
/// `posix_memalign`, `aligned_alloc`, `memalign` and `free` in this executable. Every heap
/// allocation of the Swift runtime goes through one of them (`swift_slowAlloc` calls `malloc`,
/// or `posix_memalign` for over-aligned types).
struct AllocationCount {
  /// Allocations per operation.
  var allocationsPerOperation: Double
  /// Frees per operation.
  var freesPerOperation: Double

  /// True when this platform counts allocations (Linux with glibc).
  static var isSupported: Bool { eds_allocation_counting_is_supported() }

  /// Runs `body` `operations` times after one unmeasured warm-up run and counts allocations.
  static func measure(operations: Int, _ body: () -> Void) -> AllocationCount {
    body()
    eds_allocation_counting_reset()
    eds_allocation_counting_begin()
    for _ in 0..<operations {
      body()
    }
    eds_allocation_counting_end()
    return AllocationCount(
      allocationsPerOperation: Double(eds_allocation_count()) / Double(operations),
      freesPerOperation: Double(eds_free_count()) / Double(operations))
  }
}
