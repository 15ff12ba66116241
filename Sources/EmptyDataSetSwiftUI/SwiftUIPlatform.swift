// EmptyDataSet · EmptyDataSetSwiftUI
// Licensed under the MIT licence; see LICENSE.

#if canImport(SwiftUI)
  @_exported import EmptyDataSetCore
  import SwiftUI

  /// The SwiftUI types an empty data set is made of.
  ///
  /// Image animations and custom views are SwiftUI views of your own: pass them as the
  /// modifier's `content` (see `View.emptyDataSet(isEmpty:configuration:events:content:)`).
  @available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
  public enum SwiftUIPlatform: EmptyDataSetPlatform {
    /// Styled text. A `Text` without its own font or colour takes the `.title2` (title) or
    /// `.body` (description) text style and the secondary colour.
    public typealias Text = SwiftUI.Text
    /// An image; it keeps its rendering mode unless a tint is set.
    public typealias Image = SwiftUI.Image
    /// A colour.
    public typealias Color = SwiftUI.Color
    /// No image animation in the configuration: animate a custom view instead.
    public typealias ImageAnimation = Never
    /// No custom view in the configuration: pass it as the modifier's content instead.
    public typealias View = Never
  }

  /// An empty data set configuration with SwiftUI types.
  ///
  /// ```swift
  /// var configuration = SwiftUIEmptyDataSetConfiguration()
  /// configuration.image = Image(systemName: "tray")
  /// configuration.title = Text("No Messages")
  /// ```
  @available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
  public typealias SwiftUIEmptyDataSetConfiguration = EmptyDataSetConfiguration<SwiftUIPlatform>
#endif
