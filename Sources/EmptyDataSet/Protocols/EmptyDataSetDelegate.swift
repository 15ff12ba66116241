// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// How an empty data set behaves, and what happens to it: DZNEmptyDataSet's delegate.
  ///
  /// Every method is optional and keeps DZNEmptyDataSet's Swift and Objective-C name. The
  /// appearance methods fire once per real transition (DZNEmptyDataSet repeated them on every
  /// reload); taps are delivered synchronously, with the real view and button.
  @MainActor
  @objc(EmptyDataSetDelegate)
  public protocol EmptyDataSetDelegate: NSObjectProtocol {
    /// Whether the empty data set fades in. Default `true`. Reduce Motion makes the fade instant.
    @objc(emptyDataSetShouldFadeIn:)
    optional func emptyDataSetShouldFadeIn(_ scrollView: UIScrollView) -> Bool

    /// Whether it fades out when it goes. Default `true` (new; DZNEmptyDataSet removed it at once).
    @objc(emptyDataSetShouldFadeOut:)
    optional func emptyDataSetShouldFadeOut(_ scrollView: UIScrollView) -> Bool

    /// Whether it is shown even when the list has items. Default `false`.
    @objc(emptyDataSetShouldBeForcedToDisplay:)
    optional func emptyDataSetShouldBeForced(toDisplay scrollView: UIScrollView) -> Bool

    /// Whether it is shown when the list is empty. Default `true`. Asked first on every reload.
    @objc(emptyDataSetShouldDisplay:)
    optional func emptyDataSetShouldDisplay(_ scrollView: UIScrollView) -> Bool

    /// Whether it takes taps (view and button). Default `true`. When `false`, touches pass
    /// through to the list.
    @objc(emptyDataSetShouldAllowTouch:)
    optional func emptyDataSetShouldAllowTouch(_ scrollView: UIScrollView) -> Bool

    /// Whether the list scrolls while it is shown. Default `false`. Return `true` for
    /// pull-to-refresh; the list's own setting is restored when the empty data set goes.
    @objc(emptyDataSetShouldAllowScroll:)
    optional func emptyDataSetShouldAllowScroll(_ scrollView: UIScrollView) -> Bool

    /// Whether the image animation runs. Default `false`.
    @objc(emptyDataSetShouldAnimateImageView:)
    optional func emptyDataSetShouldAnimateImageView(_ scrollView: UIScrollView) -> Bool

    /// The name DZNEmptyDataSet's README used for
    /// ``emptyDataSetShouldAnimateImageView(_:)``; read only when that one is not implemented.
    @objc(emptyDataSetShouldAllowImageViewAnimate:)
    optional func emptyDataSetShouldAllowImageViewAnimate(_ scrollView: UIScrollView) -> Bool

    /// A tap on the empty data set, outside its button and interactive custom content.
    /// `view` is the empty data set's view (DZNEmptyDataSet passed a gesture recognizer).
    @objc(emptyDataSet:didTapView:)
    optional func emptyDataSet(_ scrollView: UIScrollView, didTap view: UIView)

    /// A tap on the button, delivered synchronously (DZNEmptyDataSet delayed it).
    @objc(emptyDataSet:didTapButton:)
    optional func emptyDataSet(_ scrollView: UIScrollView, didTap button: UIButton)

    /// Before the empty data set appears.
    @objc(emptyDataSetWillAppear:)
    optional func emptyDataSetWillAppear(_ scrollView: UIScrollView)

    /// After it has appeared: when the fade-in ends, or at once without a fade.
    @objc(emptyDataSetDidAppear:)
    optional func emptyDataSetDidAppear(_ scrollView: UIScrollView)

    /// Before it starts to disappear.
    @objc(emptyDataSetWillDisappear:)
    optional func emptyDataSetWillDisappear(_ scrollView: UIScrollView)

    /// After it has gone: when the fade-out ends, or at once without a fade.
    @objc(emptyDataSetDidDisappear:)
    optional func emptyDataSetDidDisappear(_ scrollView: UIScrollView)
  }
#endif
