// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the monotonic clock, in nanoseconds.
enum Stopwatch {
  /// Nanoseconds since an arbitrary fixed point; never goes backwards.
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }

  /// The CPU time of the whole process (every thread), in nanoseconds: what drawing costs,
  /// without the time spent waiting for the frame clock.
  static func cpuNow() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }

  /// How long `body` takes, in nanoseconds.
  @inline(__always)
  static func time(_ body: () -> Void) -> UInt64 {
    let start = now()
    body()
    return now() &- start
  }

  /// The CPU time of the calling thread, in nanoseconds: what the main thread itself spent,
  /// whatever other processes (or the renderer's threads) did meanwhile.
  static func threadCPUNow() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }

  /// How much CPU time the calling thread spends while `body` runs, in nanoseconds.
  @inline(__always)
  static func threadCPUTime(_ body: () -> Void) -> UInt64 {
    let start = threadCPUNow()
    body()
    return threadCPUNow() &- start
  }

  /// How much CPU time the process spends while `body` runs, in nanoseconds.
  @inline(__always)
  static func cpuTime(_ body: () -> Void) -> UInt64 {
    let start = cpuNow()
    body()
    return cpuNow() &- start
  }
}

/// Keeps a result alive so that the optimizer cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
