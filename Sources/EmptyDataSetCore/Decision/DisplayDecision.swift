// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// Whether an empty data set should be shown: (should display and no items) or forced.
///
/// The questions are asked lazily and in DZNEmptyDataSet's order: `shouldDisplay` first; items
/// are counted only when it says yes; `isForced` only when the first condition fails. So a list
/// with data and no forcing costs one `shouldDisplay`, one count and one `isForced`.
package struct DisplayDecision: Equatable, Sendable {
  /// The answer to "should display".
  package var shouldDisplay: Bool
  /// The answer to "forced", or `false` when it was not asked.
  package var isForced: Bool
  /// Whether to show the empty data set.
  package var showsEmptyDataSet: Bool

  /// Evaluates the decision, asking each question at most once.
  @MainActor
  package static func evaluate(
    shouldDisplay: () -> Bool,
    containsItems: () -> Bool,
    isForced: () -> Bool
  ) -> DisplayDecision {
    let display = shouldDisplay()
    if display && !containsItems() {
      return DisplayDecision(shouldDisplay: true, isForced: false, showsEmptyDataSet: true)
    }
    let forced = isForced()
    return DisplayDecision(shouldDisplay: display, isForced: forced, showsEmptyDataSet: forced)
  }
}
