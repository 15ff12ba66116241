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
  /// What only this platform can show about the whole configuration (UIKit: an SF Symbol
  /// configuration, a visual effect behind the content). None by default.
  associatedtype Options: EmptyDataSetPlatformOptions = EmptyDataSetNoOptions
  /// What only this platform can show about a button (UIKit: a `UIButton.Configuration`; GTK:
  /// style classes). None by default.
  associatedtype ButtonOptions: EmptyDataSetPlatformOptions = EmptyDataSetNoOptions

  /// Text for a preset's localized copy (a title, a description or a button title).
  static func presetText(_ string: String) -> Text

  /// The image a preset shows, or `nil` for none.
  static func presetImage(_ image: EmptyDataSetPresetImage) -> Image?

  /// The tint a preset's image is drawn in (its ``EmptyDataSetImageProperties/tintColor``), or
  /// `nil` for the image's own colours. `nil` unless the platform gives one: UIKit gives
  /// `secondaryLabel`. A tint the app sets on the preset's configuration replaces it.
  static var presetImageTintColor: Color? { get }

  /// The layout a new configuration starts from on this platform (its gaps, button width and
  /// maximum content width). ``EmptyDataSetLayoutDefaults/dzn`` unless the platform gives its
  /// own: GTK gives GNOME's status page.
  static var layoutDefaults: EmptyDataSetLayoutDefaults { get }
}

extension EmptyDataSetPlatform {
  /// DZNEmptyDataSet's layout: ``EmptyDataSetLayoutDefaults/dzn``.
  public static var layoutDefaults: EmptyDataSetLayoutDefaults { .dzn }

  /// No tint: preset images keep their own colours.
  public static var presetImageTintColor: Color? { nil }
}

/// No platform options: the ``EmptyDataSetPlatform/Options`` of a platform that has none.
public struct EmptyDataSetNoOptions: Hashable, Sendable {
  /// No options.
  public init() {}
}

/// The options a platform can have. Each is created with its defaults.
public protocol EmptyDataSetPlatformOptions: Equatable {
  /// The options at their defaults.
  init()
}

extension EmptyDataSetNoOptions: EmptyDataSetPlatformOptions {}

/// A platform whose custom views and image animations are objects a configuration can hold:
/// UIKit (`UIView`, `CAAnimation`) and GTK (widgets, paintable animations). Only these
/// platforms' configurations have ``EmptyDataSetConfiguration/customView``,
/// ``EmptyDataSetConfiguration/imageAnimation`` and a button with a title and images per
/// ``EmptyDataSetControlState``. SwiftUI is not one: its custom views are the modifier's content,
/// and its button has one title or image.
public protocol EmptyDataSetViewPlatform: EmptyDataSetPlatform {}

/// The images the presets show, which each platform draws in its own idiom (a symbolic icon on
/// GTK, an SF Symbol on Apple platforms).
public enum EmptyDataSetPresetImage: Hashable, Sendable, CaseIterable {
  /// An empty list or inbox.
  case emptyList
  /// A search that found nothing.
  case noResults
  /// Something went wrong.
  case failure
  /// No network connection.
  case offline
}
