// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// Something that can say how many sections and items a list has.
///
/// Tables and collection views answer through their data source; a plain scroll view answers
/// zero sections and so always counts as empty (reload it by hand). Negative answers count as 0.
@MainActor
package protocol ItemCounting {
  /// The number of sections. A table without a sections method answers 1, as UIKit does.
  var numberOfSections: Int { get }
  /// The number of items in `section`.
  func numberOfItems(inSection section: Int) -> Int
}

extension ItemCounting {
  /// True when any section has an item. Stops at the first section that has one, so a list with
  /// data costs one question, not one per section (DZNEmptyDataSet summed every section).
  package func containsItems() -> Bool {
    let sections = numberOfSections
    guard sections > 0 else { return false }
    for section in 0..<sections where numberOfItems(inSection: section) > 0 {
      return true
    }
    return false
  }
}
