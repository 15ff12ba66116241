// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

/// How an empty data set behaves and whom it tells: DZNEmptyDataSet's delegate in GTK's types.
/// Every method is optional; the defaults are DZN's (display yes, forced no, fade yes, touch
/// yes, scroll no, animate no).
///
/// ```swift
/// extension Inbox: GTKEmptyDataSetDelegate {
///   func emptyDataSet(_ emptyDataSet: GTKEmptyDataSet, didTapButton button: GTKWidget) {
///     refresh()
///   }
/// }
/// emptyDataSet.delegate = inbox
/// ```
@MainActor
public protocol GTKEmptyDataSetDelegate: AnyObject {
  /// Whether to show the empty data set when the list is empty. Default `true`.
  func emptyDataSetShouldDisplay(_ emptyDataSet: GTKEmptyDataSet) -> Bool
  /// Whether to show it even when the list has items. Default `false`.
  func emptyDataSetShouldBeForcedToDisplay(_ emptyDataSet: GTKEmptyDataSet) -> Bool
  /// Whether it fades in. Default `true`.
  func emptyDataSetShouldFadeIn(_ emptyDataSet: GTKEmptyDataSet) -> Bool
  /// Whether it fades out (new). Default `true`.
  func emptyDataSetShouldFadeOut(_ emptyDataSet: GTKEmptyDataSet) -> Bool
  /// Whether it takes clicks; when false, clicks reach the list below. Default `true`.
  func emptyDataSetShouldAllowTouch(_ emptyDataSet: GTKEmptyDataSet) -> Bool
  /// Whether the list scrolls (wheel and touchpad) while it is shown. Default `false`.
  func emptyDataSetShouldAllowScroll(_ emptyDataSet: GTKEmptyDataSet) -> Bool
  /// Whether the image animation runs. Default `false`.
  func emptyDataSetShouldAnimateImageView(_ emptyDataSet: GTKEmptyDataSet) -> Bool
  /// A click anywhere on the empty data set except its button; `view` is the empty view.
  func emptyDataSet(_ emptyDataSet: GTKEmptyDataSet, didTapView view: GTKWidget)
  /// A click on the button; `button` is the `GtkButton`.
  func emptyDataSet(_ emptyDataSet: GTKEmptyDataSet, didTapButton button: GTKWidget)
  /// Before the empty data set is added.
  func emptyDataSetWillAppear(_ emptyDataSet: GTKEmptyDataSet)
  /// After it is fully shown (the fade-in has ended).
  func emptyDataSetDidAppear(_ emptyDataSet: GTKEmptyDataSet)
  /// Before it starts to go.
  func emptyDataSetWillDisappear(_ emptyDataSet: GTKEmptyDataSet)
  /// After it is removed (the fade-out has ended).
  func emptyDataSetDidDisappear(_ emptyDataSet: GTKEmptyDataSet)
}

extension GTKEmptyDataSetDelegate {
  /// `true`.
  public func emptyDataSetShouldDisplay(_ emptyDataSet: GTKEmptyDataSet) -> Bool { true }
  /// `false`.
  public func emptyDataSetShouldBeForcedToDisplay(_ emptyDataSet: GTKEmptyDataSet) -> Bool {
    false
  }
  /// `true`.
  public func emptyDataSetShouldFadeIn(_ emptyDataSet: GTKEmptyDataSet) -> Bool { true }
  /// `true`.
  public func emptyDataSetShouldFadeOut(_ emptyDataSet: GTKEmptyDataSet) -> Bool { true }
  /// `true`.
  public func emptyDataSetShouldAllowTouch(_ emptyDataSet: GTKEmptyDataSet) -> Bool { true }
  /// `false`.
  public func emptyDataSetShouldAllowScroll(_ emptyDataSet: GTKEmptyDataSet) -> Bool { false }
  /// `false`.
  public func emptyDataSetShouldAnimateImageView(_ emptyDataSet: GTKEmptyDataSet) -> Bool {
    false
  }
  /// Does nothing.
  public func emptyDataSet(_ emptyDataSet: GTKEmptyDataSet, didTapView view: GTKWidget) {}
  /// Does nothing.
  public func emptyDataSet(_ emptyDataSet: GTKEmptyDataSet, didTapButton button: GTKWidget) {}
  /// Does nothing.
  public func emptyDataSetWillAppear(_ emptyDataSet: GTKEmptyDataSet) {}
  /// Does nothing.
  public func emptyDataSetDidAppear(_ emptyDataSet: GTKEmptyDataSet) {}
  /// Does nothing.
  public func emptyDataSetWillDisappear(_ emptyDataSet: GTKEmptyDataSet) {}
  /// Does nothing.
  public func emptyDataSetDidDisappear(_ emptyDataSet: GTKEmptyDataSet) {}
}
