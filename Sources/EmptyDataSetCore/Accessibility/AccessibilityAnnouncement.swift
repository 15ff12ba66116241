// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// What assistive technology is told when an empty data set appears, changes state or goes.
///
/// The rules, the same on every backend:
///
/// - Nothing is said for a list that is not on screen (a list in another tab).
/// - **Appearing.** Focus moves to the empty data set's first element when focus was on the list
///   or nowhere, so the user is not left on rows that vanished. When the user is typing in a
///   text field (search as you type) or working in another control, focus stays there and the
///   content is announced instead: every keystroke that finds nothing must not pull focus away.
///   It is said once, when the content is visible (after the fade-in: a screen reader cannot
///   focus what has alpha 0).
/// - **Changing state** while shown (loading → failed, and so on): announced, focus stays. A new
///   search query in the same state is not announced.
/// - **Going**: focus returns to the list only when it was inside the empty data set.
package enum AccessibilityAnnouncement: Hashable, Sendable {
  /// Move focus to the first element of the empty data set.
  case focusEmptyDataSet
  /// Say the empty data set's title and description without moving focus.
  case announceContent
  /// Focus was inside the empty data set, which went: put it back on the list.
  case returnFocusToList

  /// The announcement due when the empty data set has appeared, if any.
  package static func forAppearance(in environment: HostEnvironment) -> Self? {
    guard environment.isOnScreen else { return nil }
    switch environment.focus {
    case .none, .inList, .inEmptyDataSet: return .focusEmptyDataSet
    case .inTextInput, .elsewhere: return .announceContent
    }
  }

  /// The announcement due when the shown empty data set changed to another state, if any.
  package static func forStateChange(in environment: HostEnvironment) -> Self? {
    environment.isOnScreen ? .announceContent : nil
  }

  /// The announcement due when the empty data set has gone, if any.
  package static func forDisappearance(in environment: HostEnvironment) -> Self? {
    guard environment.isOnScreen, environment.focus == .inEmptyDataSet else { return nil }
    return .returnFocusToList
  }
}
