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
    /// An image; it keeps its rendering mode unless a tint is set. An SF Symbol takes the
    /// `.largeTitle` text style at the large image scale unless it has its own font.
    public typealias Image = SwiftUI.Image
    /// A colour.
    public typealias Color = SwiftUI.Color
    /// No image animation in the configuration: animate a custom view instead.
    public typealias ImageAnimation = Never
    /// No custom view in the configuration: pass it as the modifier's content instead.
    public typealias View = Never

    /// The presets' images are drawn in the secondary colour, as on UIKit, unless the app sets
    /// a tint.
    public static var presetImageTintColor: SwiftUI.Color? { .secondary }

    /// The presets' copy, shown verbatim: it is already in the language the app chose.
    public static func presetText(_ string: String) -> SwiftUI.Text {
      SwiftUI.Text(verbatim: string)
    }

    /// The presets' images as SF Symbols (`tray`, `magnifyingglass`,
    /// `exclamationmark.triangle`, `wifi.slash`, all in the first SF Symbols release); `nil` on
    /// macOS 10.15, which has no SF Symbols.
    public static func presetImage(_ image: EmptyDataSetPresetImage) -> SwiftUI.Image? {
      guard #available(macOS 11, *) else { return nil }
      return SwiftUI.Image(systemName: symbolName(for: image))
    }

    /// The SF Symbol each preset image is drawn with.
    static func symbolName(for image: EmptyDataSetPresetImage) -> String {
      switch image {
      case .emptyList: "tray"
      case .noResults: "magnifyingglass"
      case .failure: "exclamationmark.triangle"
      case .offline: "wifi.slash"
      }
    }
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

  @available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
  extension EmptyDataSetButton where Platform == SwiftUIPlatform {
    /// Creates a button with a title, or an image (which wins over the title).
    ///
    /// ```swift
    /// configuration.button = EmptyDataSetButton(title: Text("Add a Recipe"))
    /// ```
    public init(title: Text? = nil, image: Image? = nil, isDisabled: Bool = false) {
      self.init()
      self.title = title
      self.image = image
      self.isDisabled = isDisabled
    }

    /// The title. `nil` by default (no button). A title without its own font or colour takes
    /// the `.headline` style and the tint; SwiftUI dims it while pressed and while disabled.
    public var title: Text? {
      get { titleValues.normal }
      set { titleValues.normal = newValue }
    }

    /// An image shown instead of the title. `nil` by default.
    public var image: Image? {
      get { imageValues.normal }
      set { imageValues.normal = newValue }
    }
  }
#endif
