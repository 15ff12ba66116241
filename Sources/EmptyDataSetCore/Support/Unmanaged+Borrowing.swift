// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

extension Unmanaged {
  /// Calls `body` with the instance, neither retaining nor releasing it; the caller knows it is
  /// alive. For the path every reload takes: an object with weak references to it retains and
  /// releases the slow way (docs/performance.md).
  ///
  /// A wrapper, not a direct call of the standard library's `_withUnsafeGuaranteedRef`: a
  /// main-actor closure passed to a module not built in Swift 6 mode gets a check of the
  /// current executor each call (a fifth of a reload with data present, measured); passed to
  /// this Swift 6 function, it gets none.
  @inlinable
  package func borrowing<Result>(_ body: (Instance) -> Result) -> Result {
    _withUnsafeGuaranteedRef(body)
  }
}
