// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension UIKitPlatform {
    /// What only UIKit draws about a whole configuration: ``EmptyDataSetUIKitOptions``.
    public typealias Options = EmptyDataSetUIKitOptions
    /// What only UIKit draws about a button: ``EmptyDataSetUIKitButtonOptions``.
    public typealias ButtonOptions = EmptyDataSetUIKitButtonOptions
  }

  /// What only UIKit draws about a configuration: a visual effect behind the content and a
  /// symbol configuration for the image. Read and set them through
  /// `backgroundVisualEffect` and
  /// `imageSymbolConfiguration`.
  public struct EmptyDataSetUIKitOptions: EmptyDataSetPlatformOptions {
    /// A blur or vibrancy drawn in the background's frame, under its colour. `nil` by default.
    public var backgroundVisualEffect: UIVisualEffect?
    /// The symbol configuration the image is drawn with. `nil` by default.
    public var imageSymbolConfiguration: UIImage.SymbolConfiguration?

    /// No visual effect and no symbol configuration.
    public init() {}
  }

  /// What only UIKit draws about a button: a `UIButton.Configuration` (iOS 15, tvOS 15), a
  /// primary action, a menu and a role (iOS 14 and visionOS; tvOS has no button menus before
  /// tvOS 17). Read and set them on `EmptyDataSetButton`.
  public struct EmptyDataSetUIKitButtonOptions: EmptyDataSetPlatformOptions {
    /// The button configuration, stored untyped because the type is newer than iOS 13.
    var storedConfiguration: AnyHashable?
    /// The role's raw value, for the same reason.
    var storedRole = 0
    /// An action run on a tap, besides the tap events. `nil` by default.
    var storedPrimaryAction: NSObject?
    /// The menu a tap shows instead of sending the tap events. `nil` by default.
    var storedMenu: NSObject?

    /// No configuration, action or menu, and the normal role.
    public init() {}
  }

  extension EmptyDataSetButton where Platform == UIKitPlatform {
    /// The look and content of the button as a `UIButton.Configuration`, which then decides how
    /// it is drawn: its title, image, colours and padding replace the titles and images per
    /// state (set one of those too, or the configuration's title, for the button to be shown).
    /// `nil` by default: our look (a tinted headline title; the secondary button's a
    /// subheadline).
    @available(iOS 15, tvOS 15, *)
    public var configuration: UIButton.Configuration? {
      get { platformOptions.storedConfiguration?.base as? UIButton.Configuration }
      set {
        platformOptions.storedConfiguration = newValue.map(AnyHashable.init)
        // The configuration's title or image shows the button, as Apple's does.
        if let newValue, titleValues.normal == nil, imageValues.normal == nil {
          titleValues.normal = newValue.title.map { NSAttributedString(string: $0) }
          if titleValues.normal == nil { imageValues.normal = newValue.image }
        }
      }
    }

    /// What the button does, which decides how UIKit draws it (a destructive one in red).
    /// `.normal` by default.
    @available(iOS 14, tvOS 14, *)
    public var role: UIButton.Role {
      get { UIButton.Role(rawValue: platformOptions.storedRole) ?? .normal }
      set { platformOptions.storedRole = newValue.rawValue }
    }

    /// An action run on every tap, after the tap events (`didTapButton`,
    /// `didTapSecondaryButton`). `nil` by default.
    @available(iOS 14, tvOS 14, *)
    public var primaryAction: UIAction? {
      get { platformOptions.storedPrimaryAction as? UIAction }
      set { platformOptions.storedPrimaryAction = newValue }
    }

    /// A menu shown when the button is tapped, instead of sending the tap events. `nil` by
    /// default. iOS 14 and visionOS only: tvOS ignores it.
    @available(iOS 14, tvOS 14, *)
    public var menu: UIMenu? {
      get { platformOptions.storedMenu as? UIMenu }
      set { platformOptions.storedMenu = newValue }
    }
  }

  extension EmptyDataSetConfiguration where Platform == UIKitPlatform {
    /// A blur or vibrancy drawn in the background's frame, under its colour and inside its
    /// rounded corners (Apple's `UIBackgroundConfiguration.visualEffect`). `nil` by default.
    public var backgroundVisualEffect: UIVisualEffect? {
      get { platformOptions.backgroundVisualEffect }
      set { platformOptions.backgroundVisualEffect = newValue }
    }

    /// The symbol configuration the image is drawn with (Apple's
    /// `imageProperties.preferredSymbolConfiguration`); it applies to SF Symbols only. `nil` by
    /// default: the symbol's own size, scaled with Dynamic Type.
    @available(iOS 13, tvOS 13, *)
    public var imageSymbolConfiguration: UIImage.SymbolConfiguration? {
      get { platformOptions.imageSymbolConfiguration }
      set { platformOptions.imageSymbolConfiguration = newValue }
    }
  }
#endif
