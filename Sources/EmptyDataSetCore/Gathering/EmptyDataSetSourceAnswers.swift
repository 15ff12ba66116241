// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// The answers a DZN-style data source can give, one optional closure per source method.
///
/// A backend fills in a closure for each method its source object implements and leaves the
/// rest `nil`; ``EmptyDataSetConfiguration/init(source:delegate:decision:)`` then asks each at most once
/// per element and state, in DZNEmptyDataSet's order, and skips what cannot be shown.
package struct EmptyDataSetSourceAnswers<Platform: EmptyDataSetPlatform> {
  /// `titleForEmptyDataSet:`.
  package var title: (@MainActor () -> Platform.Text?)?
  /// `descriptionForEmptyDataSet:`.
  package var message: (@MainActor () -> Platform.Text?)?
  /// `imageForEmptyDataSet:`.
  package var image: (@MainActor () -> Platform.Image?)?
  /// `imageTintColorForEmptyDataSet:`.
  package var imageTintColor: (@MainActor () -> Platform.Color?)?
  /// `imageAnimationForEmptyDataSet:`; asked only when the delegate allows image animation.
  package var imageAnimation: (@MainActor () -> Platform.ImageAnimation?)?
  /// `buttonTitleForEmptyDataSet:forState:`.
  package var buttonTitle: (@MainActor (EmptyDataSetControlState) -> Platform.Text?)?
  /// `buttonImageForEmptyDataSet:forState:`.
  package var buttonImage: (@MainActor (EmptyDataSetControlState) -> Platform.Image?)?
  /// `buttonBackgroundImageForEmptyDataSet:forState:`.
  package var buttonBackgroundImage: (@MainActor (EmptyDataSetControlState) -> Platform.Image?)?
  /// `backgroundColorForEmptyDataSet:`.
  package var backgroundColor: (@MainActor () -> Platform.Color?)?
  /// `customViewForEmptyDataSet:`; asked first, and when it answers a view the standard
  /// elements are not asked for.
  package var customView: (@MainActor () -> Platform.View?)?
  /// `verticalOffsetForEmptyDataSet:`.
  package var verticalOffset: (@MainActor () -> Double)?
  /// `horizontalOffsetForEmptyDataSet:` (new; DZN declared a point offset but never read it).
  package var horizontalOffset: (@MainActor () -> Double)?
  /// `spaceHeightForEmptyDataSet:`: one gap for every pair. Unlike DZN, 0 means 0. An answer
  /// of `nil` means "not answered" (the default gap).
  package var spaceHeight: (@MainActor () -> Double?)?
  /// `spacingForEmptyDataSet:` (new): a gap per pair; wins over ``spaceHeight``. An answer of
  /// `nil` means "not answered".
  package var spacing: (@MainActor () -> EmptyDataSetSpacing?)?

  /// Creates answers with no method implemented.
  package init() {}
}

/// The answers a DZN-style delegate can give, one optional closure per delegate method.
///
/// Unimplemented questions take DZNEmptyDataSet's defaults (display yes, forced no, fade in yes,
/// touch yes, scroll no, animate image no). Events are separate: see ``EmptyDataSetEvents``.
package struct EmptyDataSetDelegateAnswers {
  /// `emptyDataSetShouldDisplay:`; `true` when `nil`.
  package var shouldDisplay: (@MainActor () -> Bool)?
  /// `emptyDataSetShouldBeForcedToDisplay:`; `false` when `nil`.
  package var shouldBeForcedToDisplay: (@MainActor () -> Bool)?
  /// `emptyDataSetShouldFadeIn:`; `true` when `nil`.
  package var shouldFadeIn: (@MainActor () -> Bool)?
  /// `emptyDataSetShouldFadeOut:` (new); `true` when `nil`.
  package var shouldFadeOut: (@MainActor () -> Bool)?
  /// `emptyDataSetShouldAllowTouch:`; `true` when `nil`.
  package var shouldAllowTouch: (@MainActor () -> Bool)?
  /// `emptyDataSetShouldAllowScroll:`; `false` when `nil`.
  package var shouldAllowScroll: (@MainActor () -> Bool)?
  /// `emptyDataSetShouldAnimateImageView:`; `false` when `nil`.
  package var shouldAnimateImageView: (@MainActor () -> Bool)?

  /// Creates answers with no method implemented.
  package init() {}

  /// "Should display", or its default when not implemented (yes).
  @MainActor package func displays() -> Bool { shouldDisplay?() ?? true }

  /// "Forced to display", or its default when not implemented (no).
  @MainActor package func forcesDisplay() -> Bool { shouldBeForcedToDisplay?() ?? false }
}
