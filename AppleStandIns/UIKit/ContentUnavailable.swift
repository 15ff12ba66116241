// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: Apple's content-unavailable configuration (iOS 17), which
// the UIKit layer maps onto its own. Checked against the iOS 17.5 SDK: the Swift overlay's
// `public struct UIContentUnavailableConfiguration` in
// UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface (read in full,
// characters 112,000-128,000) and the Objective-C headers UIContentUnavailableConfiguration.h,
// UIContentUnavailableImageProperties.h, UIContentUnavailableTextProperties.h and
// UIContentUnavailableButtonProperties.h (see docs/apple-symbols.md). The iOS 16.4 SDK has none
// of it: scripts/typecheck-real-sdk.sh supplies this file in its place there. Built as part of
// the module named `UIKit`; never linked or run.

/// What a view shows when it has no content (iOS 17): image, texts, buttons and background.
@available(iOS 17.0, tvOS 17.0, *)
public struct UIContentUnavailableConfiguration: Hashable {
  /// How the image is drawn.
  public struct ImageProperties: Hashable {
    /// The symbol configuration. `nil` by default.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
      get { fatalError() }
      set { fatalError() }
    }

    /// The tint; `nil` for the inherited one.
    public var tintColor: UIColor? {
      get { fatalError() }
      set { fatalError() }
    }

    /// The radius of the image's rounded corners. 0 by default.
    public var cornerRadius: CGFloat {
      get { fatalError() }
      set { fatalError() }
    }

    /// The largest size; a side of 0 is not limited. Zero by default.
    public var maximumSize: CGSize {
      get { fatalError() }
      set { fatalError() }
    }

    /// Whether the image keeps its colours under Smart Invert. `false` by default.
    public var accessibilityIgnoresInvertColors: Bool {
      get { fatalError() }
      set { fatalError() }
    }
  }

  /// How a text is drawn.
  public struct TextProperties: Hashable {
    /// The font.
    public var font: UIFont {
      get { fatalError() }
      set { fatalError() }
    }

    /// The colour.
    public var color: UIColor {
      get { fatalError() }
      set { fatalError() }
    }

    /// How lines break and truncate.
    public var lineBreakMode: NSLineBreakMode {
      get { fatalError() }
      set { fatalError() }
    }

    /// The most lines; 0 for no limit.
    public var numberOfLines: Int {
      get { fatalError() }
      set { fatalError() }
    }

    /// Whether the font shrinks to fit the width.
    public var adjustsFontSizeToFitWidth: Bool {
      get { fatalError() }
      set { fatalError() }
    }

    /// The smallest scale when it shrinks.
    public var minimumScaleFactor: CGFloat {
      get { fatalError() }
      set { fatalError() }
    }

    /// Whether the text is tightened before it is truncated.
    public var allowsDefaultTighteningForTruncation: Bool {
      get { fatalError() }
      set { fatalError() }
    }
  }

  /// What a button does besides its look.
  public struct ButtonProperties: Hashable {
    /// The action a tap runs. `nil` by default.
    public var primaryAction: UIAction? {
      get { fatalError() }
      set { fatalError() }
    }

    /// A menu the button shows. `nil` by default.
    public var menu: UIMenu? {
      get { fatalError() }
      set { fatalError() }
    }

    /// Whether the button is enabled. `true` by default.
    public var isEnabled: Bool {
      get { fatalError() }
      set { fatalError() }
    }

    /// The button's role.
    public var role: UIButton.Role {
      get { fatalError() }
      set { fatalError() }
    }
  }

  /// Whether the content is centred or aligned to the leading edge.
  public enum Alignment: Hashable {
    /// Aligned to the leading edge.
    case natural
    /// Centred.
    case center
  }

  /// The configuration for unavailable content.
  public static func empty() -> UIContentUnavailableConfiguration { fatalError() }

  /// The configuration for content that is loading.
  public static func loading() -> UIContentUnavailableConfiguration { fatalError() }

  /// The configuration for a search that found nothing.
  public static func search() -> UIContentUnavailableConfiguration { fatalError() }

  /// The image. `nil` by default.
  public var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }

  /// How the image is drawn.
  public var imageProperties: UIContentUnavailableConfiguration.ImageProperties {
    get { fatalError() }
    set { fatalError() }
  }

  /// The primary text.
  public var text: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The primary text with attributes; it wins over `text`.
  public var attributedText: NSAttributedString? {
    get { fatalError() }
    set { fatalError() }
  }

  /// How the primary text is drawn.
  public var textProperties: UIContentUnavailableConfiguration.TextProperties {
    get { fatalError() }
    set { fatalError() }
  }

  /// The secondary text.
  public var secondaryText: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The secondary text with attributes; it wins over `secondaryText`.
  public var secondaryAttributedText: NSAttributedString? {
    get { fatalError() }
    set { fatalError() }
  }

  /// How the secondary text is drawn.
  public var secondaryTextProperties: UIContentUnavailableConfiguration.TextProperties {
    get { fatalError() }
    set { fatalError() }
  }

  /// The primary button.
  public var button: UIButton.Configuration {
    get { fatalError() }
    set { fatalError() }
  }

  /// What the primary button does.
  public var buttonProperties: UIContentUnavailableConfiguration.ButtonProperties {
    get { fatalError() }
    set { fatalError() }
  }

  /// The secondary button.
  public var secondaryButton: UIButton.Configuration {
    get { fatalError() }
    set { fatalError() }
  }

  /// What the secondary button does.
  public var secondaryButtonProperties: UIContentUnavailableConfiguration.ButtonProperties {
    get { fatalError() }
    set { fatalError() }
  }

  /// The alignment of image, texts and buttons.
  public var alignment: UIContentUnavailableConfiguration.Alignment {
    get { fatalError() }
    set { fatalError() }
  }

  /// The axes on which the superview's layout margins are kept.
  public var axesPreservingSuperviewLayoutMargins: UIAxis {
    get { fatalError() }
    set { fatalError() }
  }

  /// The margins around the content.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }

  /// The gap between the image and the text.
  public var imageToTextPadding: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// The gap between the text and the secondary text.
  public var textToSecondaryTextPadding: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// The gap between the text and the button.
  public var textToButtonPadding: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// The gap between the two buttons.
  public var buttonToSecondaryButtonPadding: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// The background.
  public var background: UIBackgroundConfiguration {
    get { fatalError() }
    set { fatalError() }
  }
}
