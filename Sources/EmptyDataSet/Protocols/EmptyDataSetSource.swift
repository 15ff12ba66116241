// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import QuartzCore
  import UIKit

  /// What an empty data set shows: DZNEmptyDataSet's data source, method for method.
  ///
  /// Every method is optional and keeps DZNEmptyDataSet's Swift and Objective-C name, so an app
  /// migrates by renaming `DZNEmptyDataSetSource` to `EmptyDataSetSource`. Each answer is asked
  /// at most once per reload, and only when it can be shown (see
  /// `EmptyDataSetConfiguration.init(source:delegate:decision:)` in EmptyDataSetCore).
  ///
  /// ```swift
  /// extension InboxViewController: EmptyDataSetSource {
  ///   func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
  ///     NSAttributedString(string: "No Messages")
  ///   }
  /// }
  /// ```
  @MainActor
  @objc(EmptyDataSetSource)
  public protocol EmptyDataSetSource: NSObjectProtocol {
    /// The title. Default `nil` (no title). Missing attributes take the `.title2` text style,
    /// the secondary label colour and centred, word-wrapped lines.
    @objc(titleForEmptyDataSet:)
    optional func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString?

    /// The description below the title. Default `nil`. Missing attributes take the `.body`
    /// text style, the secondary label colour and centred, word-wrapped lines.
    @objc(descriptionForEmptyDataSet:)
    optional func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString?

    /// The image above the title. Default `nil` (no image).
    @objc(imageForEmptyDataSet:)
    optional func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage?

    /// A tint that draws the image as a template. Default `nil`: the image keeps its own
    /// rendering mode (DZNEmptyDataSet forced original rendering).
    @objc(imageTintColorForEmptyDataSet:)
    optional func imageTintColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor?

    /// An animation for the image view's layer, used only when the delegate's
    /// ``EmptyDataSetDelegate/emptyDataSetShouldAnimateImageView(_:)`` says yes. Default `nil`.
    @objc(imageAnimationForEmptyDataSet:)
    optional func imageAnimation(forEmptyDataSet scrollView: UIScrollView) -> CAAnimation?

    /// The button title for `state`. Default `nil` (no button). Asked for `.normal` first and
    /// for `.highlighted`, `.disabled` and `.selected` only when `.normal` has a title.
    @objc(buttonTitleForEmptyDataSet:forState:)
    optional func buttonTitle(
      forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State
    ) -> NSAttributedString?

    /// The button image for `state`; an image wins over a title. Default `nil`. Give the image
    /// an `accessibilityLabel`: it becomes the button's VoiceOver label.
    @objc(buttonImageForEmptyDataSet:forState:)
    optional func buttonImage(
      forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State
    ) -> UIImage?

    /// The button background image for `state`. Default `nil`. Used behind a title or an image.
    @objc(buttonBackgroundImageForEmptyDataSet:forState:)
    optional func buttonBackgroundImage(
      forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State
    ) -> UIImage?

    /// The colour behind the empty data set. Default `nil` (clear).
    @objc(backgroundColorForEmptyDataSet:)
    optional func backgroundColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor?

    /// A view shown instead of image, title, description and button. Default `nil`.
    ///
    /// Any sizing works: intrinsic size, internal constraints, or a frame. A view that measures
    /// zero fills the visible area instead of vanishing. Its controls stay fully interactive.
    @objc(customViewForEmptyDataSet:)
    optional func customView(forEmptyDataSet scrollView: UIScrollView) -> UIView?

    /// How far the content moves down from the centre of the visible area. Default 0.
    ///
    /// The visible area already excludes bars, safe area, the table header and the keyboard,
    /// so the DZNEmptyDataSet workaround of offsetting by half the header is no longer needed.
    @objc(verticalOffsetForEmptyDataSet:)
    optional func verticalOffset(forEmptyDataSet scrollView: UIScrollView) -> CGFloat

    /// How far the content moves toward the trailing edge. Default 0. New: DZNEmptyDataSet
    /// declared a point offset but never read it.
    @objc(horizontalOffsetForEmptyDataSet:)
    optional func horizontalOffset(forEmptyDataSet scrollView: UIScrollView) -> CGFloat

    /// The gap between elements. Default 11 points; unlike DZNEmptyDataSet, 0 means 0.
    @objc(spaceHeightForEmptyDataSet:)
    optional func spaceHeight(forEmptyDataSet scrollView: UIScrollView) -> CGFloat

    /// Whether this source also answers for the loading, failed or no-results states. Default
    /// `false`: those states show the configuration set with
    /// `UIScrollView.setEmptyDataSetConfiguration(_:for:)`, or else the preset, and only the
    /// "no items" state asks this source. New (DZNEmptyDataSet had one state).
    ///
    /// Return `true` for the kinds you answer; your methods then read
    /// `scrollView.emptyDataSetDisplayedState` (Swift) to know which state they answer for.
    ///
    /// ```swift
    /// func emptyDataSet(_ scrollView: UIScrollView, answersFor state: EmptyDataSetStateKind)
    ///   -> Bool
    /// {
    ///   state == .noResults
    /// }
    /// ```
    @objc(emptyDataSet:answersForState:)
    optional func emptyDataSet(
      _ scrollView: UIScrollView, answersFor state: EmptyDataSetStateKind
    ) -> Bool
  }
#endif
