// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// How long the loading state waits before it appears, and how long it then stays.
///
/// The defaults follow the usual thresholds of interface research: a response within about a
/// tenth of a second feels instant and within a few tenths still feels direct, so a spinner that
/// appears sooner than 0.3 s mostly flashes for loads the user would not have noticed; and a
/// spinner that does appear needs about half a second on screen to be read as "loading" rather
/// than as a glitch. So a load that ends within the delay shows nothing at all, and one that
/// does show its spinner shows it long enough to be seen.
///
/// ```swift
/// emptyDataSet.timing = EmptyDataSetTiming(showDelay: 0.5, minimumDuration: 0.8)
/// ```
public struct EmptyDataSetTiming: Hashable, Sendable {
  /// Seconds a load must last before the loading state appears. 0.3 by default; non-finite or
  /// negative → 0, more than a minute → 60.
  public var showDelay: Double
  /// Seconds a shown loading state stays at least, whatever happens meanwhile. 0.5 by default;
  /// non-finite or negative → 0, more than a minute → 60.
  public var minimumDuration: Double
  /// Seconds of the cross-fade between two states while shown. 0.2 by default; non-finite or
  /// negative → 0, more than a minute → 60. Instant when the user asked for reduced motion.
  public var crossFadeDuration: Double

  /// Creates timing values; each defaults to the documented value.
  public init(
    showDelay: Double = EmptyDataSetTiming.defaultShowDelay,
    minimumDuration: Double = EmptyDataSetTiming.defaultMinimumDuration,
    crossFadeDuration: Double = EmptyDataSetTiming.defaultCrossFadeDuration
  ) {
    self.showDelay = showDelay
    self.minimumDuration = minimumDuration
    self.crossFadeDuration = crossFadeDuration
  }

  /// The default show delay, 0.3 s.
  public static let defaultShowDelay = 0.3
  /// The default minimum duration, 0.5 s.
  public static let defaultMinimumDuration = 0.5
  /// The default cross-fade, 0.2 s.
  public static let defaultCrossFadeDuration = 0.2

  /// A copy with every value repaired to its documented fallback, each repair reported as
  /// misuse.
  package func sanitized() -> EmptyDataSetTiming {
    EmptyDataSetTiming(
      showDelay: Self.repair(showDelay, "showDelay"),
      minimumDuration: Self.repair(minimumDuration, "minimumDuration"),
      crossFadeDuration: Self.repair(crossFadeDuration, "crossFadeDuration"))
  }

  private static func repair(_ value: Double, _ name: String) -> Double {
    guard value.isFinite, value >= 0 else {
      EmptyDataSetDiagnostics.report(
        .misuse, "EmptyDataSetTiming.\(name) is \(value) s; using 0 s.")
      return 0
    }
    guard value <= 60 else {
      EmptyDataSetDiagnostics.report(
        .misuse, "EmptyDataSetTiming.\(name) is \(value) s; clamped to a minute.")
      return 60
    }
    return value
  }
}
