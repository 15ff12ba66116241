// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// Gathers configurations from DZN-style answers on every reload without allocating when the
/// answers are unchanged (the usual reload while shown): it gathers into one reused value and
/// returns the configuration gathered last when the new one equals it, so the controller and
/// the view keep sharing one storage. A configuration that changed costs one storage.
@MainActor
final class EmptyDataSetConfigurationGatherer<Platform: EmptyDataSetPlatform> {
  /// Gathered into in place: nothing else refers to its storage.
  private var scratch = EmptyDataSetConfiguration<Platform>()
  private var last: EmptyDataSetConfiguration<Platform>?

  /// The configuration for `source` and `delegate`; see
  /// ``EmptyDataSetConfiguration/init(source:delegate:decision:)``.
  func gather(
    source: EmptyDataSetSourceAnswers<Platform>, delegate: EmptyDataSetDelegateAnswers,
    decision: (shouldDisplay: Bool, isForced: Bool)
  ) -> EmptyDataSetConfiguration<Platform> {
    scratch.gather(source: source, delegate: delegate, decision: decision)
    if let last, last == scratch { return last }
    let gathered = scratch.unshared()
    last = gathered
    return gathered
  }
}
