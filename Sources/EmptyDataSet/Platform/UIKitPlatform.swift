// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  @_exported import EmptyDataSetCore
  import QuartzCore
  import UIKit

  /// The UIKit types an empty data set is made of.
  ///
  /// Titles are attributed strings, so the DZNEmptyDataSet styling carries over unchanged.
  public enum UIKitPlatform: EmptyDataSetPlatform {
    /// Styled text: an attributed string. Missing font, colour and paragraph attributes take
    /// Dynamic Type and semantic-colour defaults.
    public typealias Text = NSAttributedString
    /// An image; template and SF Symbol images keep their rendering mode unless a tint is set.
    public typealias Image = UIImage
    /// A colour; semantic and dynamic colours follow dark mode.
    public typealias Color = UIColor
    /// A Core Animation animation attached to the image view's layer.
    public typealias ImageAnimation = CAAnimation
    /// A view of the app's own.
    public typealias View = UIView
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
