// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  @_exported import EmptyDataSetCore
  import QuartzCore
  import UIKit

  /// The UIKit types an empty data set is made of.
  ///
  /// Titles are attributed strings, so the DZNEmptyDataSet styling carries over unchanged.
  public enum UIKitPlatform: EmptyDataSetViewPlatform {
    /// Styled text: an attributed string. Missing font, colour and paragraph attributes take
    /// Dynamic Type and semantic-colour defaults.
    public typealias Text = NSAttributedString
    /// An image; template and SF Symbol images keep their rendering mode unless a tint is set.
    public typealias Image = UIImage
    /// A colour; semantic and dynamic colours follow dark mode.
    public typealias Color = UIColor
    /// A Core Animation animation attached to the image view's layer. Compared by identity:
    /// return the same instance to keep it running across reloads.
    public typealias ImageAnimation = CAAnimation
    /// A view of the app's own. Compared by identity: return the same instance to keep it.
    public typealias View = UIView

    /// The preset's copy as an attributed string without attributes: it takes the Dynamic Type
    /// style and the semantic colour of its element, like any text without them.
    public static func presetText(_ string: String) -> NSAttributedString {
      NSAttributedString(string: string)
    }

    /// The preset's SF Symbol (all four exist since iOS 13 and tvOS 13): `tray` for an empty
    /// list, `magnifyingglass` for no results, `exclamationmark.triangle` for a failure,
    /// `wifi.slash` for offline. Symbols draw in the tint colour and follow Dynamic Type.
    public static func presetImage(_ image: EmptyDataSetPresetImage) -> UIImage? {
      switch image {
      case .emptyList: UIImage(systemName: "tray")
      case .noResults: UIImage(systemName: "magnifyingglass")
      case .failure: UIImage(systemName: "exclamationmark.triangle")
      case .offline: UIImage(systemName: "wifi.slash")
      }
    }
  }

  /// An empty data set configuration with UIKit types.
  ///
  /// ```swift
  /// var configuration = UIKitEmptyDataSetConfiguration()
  /// configuration.image = UIImage(systemName: "tray")
  /// configuration.title = NSAttributedString(string: "No Messages")
  /// tableView.emptyDataSetConfiguration = configuration
  /// ```
  public typealias UIKitEmptyDataSetConfiguration = EmptyDataSetConfiguration<UIKitPlatform>
#endif
