// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// Where a new configuration's layout starts on one platform: the gaps, the button's width and
/// the widest the content may be. Each platform gives its own through
/// ``EmptyDataSetPlatform/layoutDefaults``, so that the one decision "which look by default on
/// this platform" is made in one place; an app changes any of them on its configuration.
///
/// ```swift
/// let gnome = GTKPlatform.layoutDefaults   // GNOME's status page on GTK
/// ```
public struct EmptyDataSetLayoutDefaults: Hashable, Sendable {
  /// The gaps between elements.
  public var spacing: EmptyDataSetSpacing
  /// Whether the button spans the content column or takes its natural width.
  public var buttonWidth: EmptyDataSetButtonWidth
  /// The widest the content column may be, in points; `nil` for no limit but the side padding.
  public var maximumContentWidth: Double?

  /// Creates defaults; each parameter defaults to DZNEmptyDataSet's value.
  public init(
    spacing: EmptyDataSetSpacing = EmptyDataSetSpacing(),
    buttonWidth: EmptyDataSetButtonWidth = .fullWidth,
    maximumContentWidth: Double? = nil
  ) {
    self.spacing = spacing
    self.buttonWidth = buttonWidth
    self.maximumContentWidth = maximumContentWidth
  }

  /// DZNEmptyDataSet's look: 11-point gaps, a full-width button, no maximum width. The
  /// default of every platform that does not choose its own (UIKit and SwiftUI).
  public static let dzn = EmptyDataSetLayoutDefaults()
}
