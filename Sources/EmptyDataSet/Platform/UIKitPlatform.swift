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
    /// `wifi.slash` for offline, with ``presetSymbolConfiguration``.
    public static func presetImage(_ image: EmptyDataSetPresetImage) -> UIImage? {
      let name =
        switch image {
        case .emptyList: "tray"
        case .noResults: "magnifyingglass"
        case .failure: "exclamationmark.triangle"
        case .offline: "wifi.slash"
        }
      return UIImage(systemName: name, withConfiguration: presetSymbolConfiguration)
    }

    /// The size of the presets' symbols: the `.largeTitle` text style at the large symbol scale
    /// (`.title1` on tvOS, which has no `.largeTitle`), the size SwiftUI's presets are drawn at.
    /// It follows Dynamic Type. To draw your own symbol at the same size:
    ///
    /// ```swift
    /// configuration.image = UIImage(
    ///   systemName: "tray.full", withConfiguration: UIKitPlatform.presetSymbolConfiguration)
    /// ```
    public static var presetSymbolConfiguration: UIImage.SymbolConfiguration {
      #if os(tvOS)
        UIImage.SymbolConfiguration(textStyle: .title1, scale: .large)
      #else
        UIImage.SymbolConfiguration(textStyle: .largeTitle, scale: .large)
      #endif
    }

    /// Preset images are drawn in `secondaryLabel`, like the title and message, unless the app
    /// sets the configuration's `imageProperties.tintColor`.
    public static var presetImageTintColor: UIColor? { .secondaryLabel }
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
