// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore

/// What an empty data set shows, asked on each reload: DZNEmptyDataSet's data source in GTK's
/// types. Every method is optional (a default implementation answers "nothing").
///
/// Each method receives the ``GTKEmptyDataSet`` it is asked for (its ``GTKEmptyDataSet/widget``
/// is the list), as DZN passed the scroll view.
///
/// ```swift
/// final class Inbox: GTKEmptyDataSetSource {
///   func title(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> GTKText? { .plain("No Mail") }
///   func image(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> GTKImage? {
///     .icon("mail-unread-symbolic")
///   }
/// }
/// emptyDataSet.source = inbox
/// ```
@MainActor
public protocol GTKEmptyDataSetSource: AnyObject {
  /// The title (`titleForEmptyDataSet:`). Default `nil`: no title.
  func title(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> GTKText?
  /// The description (`descriptionForEmptyDataSet:`). Default `nil`: no description.
  func description(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> GTKText?
  /// The image (`imageForEmptyDataSet:`). Default `nil`: no image.
  func image(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> GTKImage?
  /// A tint for the image (`imageTintColorForEmptyDataSet:`); symbolic icons take it as their
  /// colour. Default `nil`: the theme's colour.
  func imageTintColor(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> GTKColor?
  /// The image animation (`imageAnimationForEmptyDataSet:`), asked only when the delegate allows
  /// animating the image. Default `nil`.
  func imageAnimation(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> GTKImageAnimation?
  /// The button title for a state (`buttonTitleForEmptyDataSet:forState:`). Default `nil`: no
  /// button unless it has an image.
  func buttonTitle(
    forEmptyDataSet emptyDataSet: GTKEmptyDataSet, for state: EmptyDataSetControlState
  )
    -> GTKText?
  /// The button image for a state (`buttonImageForEmptyDataSet:forState:`); wins over the
  /// title. Default `nil`.
  func buttonImage(
    forEmptyDataSet emptyDataSet: GTKEmptyDataSet, for state: EmptyDataSetControlState
  )
    -> GTKImage?
  /// The image behind the button's title or image for a state
  /// (`buttonBackgroundImageForEmptyDataSet:forState:`). Default `nil`: the theme's button.
  func buttonBackgroundImage(
    forEmptyDataSet emptyDataSet: GTKEmptyDataSet, for state: EmptyDataSetControlState
  ) -> GTKImage?
  /// The colour behind everything (`backgroundColorForEmptyDataSet:`). Default `nil`:
  /// transparent, so the list's own background shows.
  func backgroundColor(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> GTKColor?
  /// A widget shown instead of image, title, description and button
  /// (`customViewForEmptyDataSet:`). Default `nil`.
  func customView(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> GTKWidget?
  /// Moves the content down (`verticalOffsetForEmptyDataSet:`). Default 0.
  func verticalOffset(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> Double
  /// Moves the content toward the trailing edge (new). Default 0.
  func horizontalOffset(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> Double
  /// One gap between every pair of elements (`spaceHeightForEmptyDataSet:`; 0 means 0).
  /// Default `nil`: 11 points.
  func spaceHeight(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> Double?
  /// A gap per pair of elements (new); wins over ``spaceHeight(forEmptyDataSet:)``.
  /// Default `nil`.
  func spacing(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> EmptyDataSetSpacing?
  /// Whether this source answers for `state` (new): when true, its methods are asked while that
  /// state is shown, and read ``GTKEmptyDataSet/displayedState`` to tell which. Default `false`:
  /// loading, failed and no-results states show the configuration set for them with
  /// ``GTKEmptyDataSet/setConfiguration(_:for:)``, or the preset. The "no items" state is always
  /// the source's.
  func emptyDataSet(_ emptyDataSet: GTKEmptyDataSet, answersFor state: EmptyDataSetState) -> Bool
}

extension GTKEmptyDataSetSource {
  /// No title.
  public func title(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> GTKText? { nil }
  /// No description.
  public func description(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> GTKText? { nil }
  /// No image.
  public func image(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> GTKImage? { nil }
  /// No tint.
  public func imageTintColor(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> GTKColor? { nil }
  /// No animation.
  public func imageAnimation(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> GTKImageAnimation? {
    nil
  }
  /// No button title.
  public func buttonTitle(
    forEmptyDataSet emptyDataSet: GTKEmptyDataSet, for state: EmptyDataSetControlState
  )
    -> GTKText?
  { nil }
  /// No button image.
  public func buttonImage(
    forEmptyDataSet emptyDataSet: GTKEmptyDataSet, for state: EmptyDataSetControlState
  )
    -> GTKImage?
  { nil }
  /// No button background image.
  public func buttonBackgroundImage(
    forEmptyDataSet emptyDataSet: GTKEmptyDataSet, for state: EmptyDataSetControlState
  ) -> GTKImage? { nil }
  /// Transparent.
  public func backgroundColor(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> GTKColor? { nil }
  /// No custom view.
  public func customView(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> GTKWidget? { nil }
  /// 0.
  public func verticalOffset(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> Double { 0 }
  /// 0.
  public func horizontalOffset(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> Double { 0 }
  /// `nil`: the default gap.
  public func spaceHeight(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> Double? { nil }
  /// `nil`: the default gaps.
  public func spacing(forEmptyDataSet emptyDataSet: GTKEmptyDataSet) -> EmptyDataSetSpacing? {
    nil
  }
  /// `false`: presets (or per-state configurations) for loading, failed and no results.
  public func emptyDataSet(_ emptyDataSet: GTKEmptyDataSet, answersFor state: EmptyDataSetState)
    -> Bool
  { false }
}
