// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// The family of platform types an empty data set is made of.
///
/// The core never names `UIImage`, `NSAttributedString` or a GTK type. Each backend declares one
/// caseless type that conforms, and the whole core is generic over it:
///
/// ```swift
/// enum UIKitPlatform: EmptyDataSetPlatform {
///   typealias Text = NSAttributedString
///   typealias Image = UIImage
///   typealias Color = UIColor
///   typealias ImageAnimation = CAAnimation
///   typealias View = UIView
/// }
/// ```
///
/// Every type is `Equatable` so that a reload that changes nothing costs one comparison. Reference
/// types compare by identity or by `isEqual(_:)`, whichever the platform gives.
public protocol EmptyDataSetPlatform {
  /// Styled text: an attributed string, Pango markup, and so on.
  associatedtype Text: Equatable
  /// An image: a bitmap, a symbolic icon name, a paintable.
  associatedtype Image: Equatable
  /// A colour.
  associatedtype Color: Equatable
  /// An animation applied to the image view, such as a rotation or a pulse.
  associatedtype ImageAnimation: Equatable
  /// A view of the app's own, shown instead of the standard elements.
  associatedtype View: Equatable
}
