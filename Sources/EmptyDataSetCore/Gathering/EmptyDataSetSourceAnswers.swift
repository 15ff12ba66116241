// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// The answers a DZN-style data source can give, one optional closure per source method.
///
/// A backend fills in a closure for each method its source object implements and leaves the
/// rest `nil`; ``EmptyDataSetConfiguration/init(source:delegate:decision:)`` then asks each at most once
/// per element and state, in DZNEmptyDataSet's order, and skips what cannot be shown.
public struct EmptyDataSetSourceAnswers<Platform: EmptyDataSetPlatform> {
  /// `titleForEmptyDataSet:`.
  public var title: (@MainActor () -> Platform.Text?)?
  /// `descriptionForEmptyDataSet:`.
  public var description: (@MainActor () -> Platform.Text?)?
  /// `imageForEmptyDataSet:`.
  public var image: (@MainActor () -> Platform.Image?)?
  /// `imageTintColorForEmptyDataSet:`.
  public var imageTintColor: (@MainActor () -> Platform.Color?)?
  /// `imageAnimationForEmptyDataSet:`; asked only when the delegate allows image animation.
  public var imageAnimation: (@MainActor () -> Platform.ImageAnimation?)?
  /// `buttonTitleForEmptyDataSet:forState:`.
  public var buttonTitle: (@MainActor (ControlState) -> Platform.Text?)?
  /// `buttonImageForEmptyDataSet:forState:`.
  public var buttonImage: (@MainActor (ControlState) -> Platform.Image?)?
  /// `buttonBackgroundImageForEmptyDataSet:forState:`.
  public var buttonBackgroundImage: (@MainActor (ControlState) -> Platform.Image?)?
  /// `backgroundColorForEmptyDataSet:`.
  public var backgroundColor: (@MainActor () -> Platform.Color?)?
  /// `customViewForEmptyDataSet:`; asked first, and when it answers a view the standard
  /// elements are not asked for.
  public var customView: (@MainActor () -> Platform.View?)?
  /// `verticalOffsetForEmptyDataSet:`.
  public var verticalOffset: (@MainActor () -> Double)?
  /// `horizontalOffsetForEmptyDataSet:` (new; DZN declared a point offset but never read it).
  public var horizontalOffset: (@MainActor () -> Double)?
  /// `spaceHeightForEmptyDataSet:`: one gap for every pair. Unlike DZN, 0 means 0.
  public var spaceHeight: (@MainActor () -> Double)?
  /// `spacingForEmptyDataSet:` (new): a gap per pair; wins over ``spaceHeight``.
  public var spacing: (@MainActor () -> EmptyDataSetSpacing)?

  /// Creates answers with no method implemented.
  public init() {}
}

/// The answers a DZN-style delegate can give, one optional closure per delegate method.
///
/// Unimplemented questions take DZNEmptyDataSet's defaults (display yes, forced no, fade in yes,
/// touch yes, scroll no, animate image no). Events are separate: see ``EmptyDataSetEvents``.
public struct EmptyDataSetDelegateAnswers {
  /// `emptyDataSetShouldDisplay:`; `true` when `nil`.
  public var shouldDisplay: (@MainActor () -> Bool)?
  /// `emptyDataSetShouldBeForcedToDisplay:`; `false` when `nil`.
  public var shouldBeForcedToDisplay: (@MainActor () -> Bool)?
  /// `emptyDataSetShouldFadeIn:`; `true` when `nil`.
  public var shouldFadeIn: (@MainActor () -> Bool)?
  /// `emptyDataSetShouldFadeOut:` (new); `true` when `nil`.
  public var shouldFadeOut: (@MainActor () -> Bool)?
  /// `emptyDataSetShouldAllowTouch:`; `true` when `nil`.
  public var shouldAllowTouch: (@MainActor () -> Bool)?
  /// `emptyDataSetShouldAllowScroll:`; `false` when `nil`.
  public var shouldAllowScroll: (@MainActor () -> Bool)?
  /// `emptyDataSetShouldAnimateImageView:`; `false` when `nil`.
  public var shouldAnimateImageView: (@MainActor () -> Bool)?

  /// Creates answers with no method implemented.
  public init() {}
}
