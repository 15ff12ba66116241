// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// How the image is drawn (Apple's `UIContentUnavailableConfiguration.imageProperties`). The
/// same properties apply to the activity indicator where a platform can (its tint).
public struct EmptyDataSetImageProperties<Platform: EmptyDataSetPlatform> {
  /// A tint that draws the image as a template in this colour. `nil` by default: the image keeps
  /// its own rendering (a template or symbolic image keeps following the theme, unlike DZN,
  /// which forced original rendering).
  public var tintColor: Platform.Color?
  /// The radius of the image's rounded corners, in points. 0 by default (square); non-finite or
  /// negative → 0.
  public var cornerRadius: Double
  /// The largest the image is drawn, keeping its aspect ratio; a side of 0 means no limit on
  /// that side. `nil` by default: only the content column's width limits it. Non-finite or
  /// negative sides → 0.
  public var maximumSize: EmptyDataSetLayout.Size?
  /// Whether the image keeps its colours when the user inverts colours (UIKit's Smart Invert).
  /// `false` by default. GTK and SwiftUI before iOS 14 have no such setting.
  public var accessibilityIgnoresInvertColors: Bool

  /// Creates image properties; each at its default.
  public init(
    tintColor: Platform.Color? = nil,
    cornerRadius: Double = 0,
    maximumSize: EmptyDataSetLayout.Size? = nil,
    accessibilityIgnoresInvertColors: Bool = false
  ) {
    self.tintColor = tintColor
    self.cornerRadius = cornerRadius
    self.maximumSize = maximumSize
    self.accessibilityIgnoresInvertColors = accessibilityIgnoresInvertColors
  }
}

extension EmptyDataSetImageProperties: Equatable {}
extension EmptyDataSetImageProperties: Sendable where Platform.Color: Sendable {}
