// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the UIKit API that the EmptyDataSet layers
// use, each checked against the iOS 18.0 SDK header named in docs/apple-symbols.md (17.5 or an
// older copy where the store has no 18.0 file). Built as a module named `UIKit` by
// scripts/typecheck-apple-layers.sh; never linked or run.

/// An image. Sendable (`NS_SWIFT_SENDABLE` in the SDK).
open class UIImage: NSObject, @unchecked Sendable {
  /// How an image is drawn.
  @available(iOS 7.0, tvOS 9.0, *)
  public enum RenderingMode: Int, Sendable {
    /// As the context decides.
    case automatic = 0
    /// Drawn with its own colours.
    case alwaysOriginal = 1
    /// Drawn as a template, in the tint colour.
    case alwaysTemplate = 2
  }

  /// A system symbol image (SF Symbols) named `name`, or `nil` when there is none.
  @available(iOS 13.0, tvOS 13.0, *)
  public convenience init?(systemName name: String) { fatalError() }

  /// A system symbol image named `name` drawn with `configuration` (its size, from a text style
  /// and a scale), or `nil` when there is none.
  @available(iOS 13.0, tvOS 13.0, *)
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?)
  {
    fatalError()
  }

  /// What an image is drawn for: traits and, for symbols, size and weight. Sendable
  /// (`NS_SWIFT_SENDABLE` in the SDK).
  @available(iOS 13.0, tvOS 13.0, *)
  open class Configuration: NSObject, @unchecked Sendable {}

  /// How a symbol image is sized and weighted. Sendable (`NS_SWIFT_SENDABLE` in the SDK).
  @available(iOS 13.0, tvOS 13.0, *)
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// Sized like text of `textStyle` (following Dynamic Type), at `scale`.
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
      fatalError()
    }
  }

  /// A symbol's size relative to the text it is sized from.
  @available(iOS 13.0, tvOS 13.0, *)
  public enum SymbolScale: Int, Sendable {
    /// The system's default.
    case `default` = -1
    /// As the context decides.
    case unspecified = 0
    /// Smaller than the text.
    case small = 1
    /// As the text.
    case medium = 2
    /// Larger than the text.
    case large = 3
  }

  /// The image's size in points.
  open var size: CGSize { fatalError() }

  /// A copy of the image drawn with `renderingMode`.
  @available(iOS 7.0, tvOS 9.0, *)
  open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
}

/// A colour. Sendable (`NS_SWIFT_SENDABLE` in the SDK).
open class UIColor: NSObject, @unchecked Sendable {
  /// The colour for secondary text.
  @available(iOS 13.0, tvOS 13.0, *)
  open class var secondaryLabel: UIColor { fatalError() }
}

/// A font. Sendable (`NS_SWIFT_SENDABLE` in the SDK).
open class UIFont: NSObject, @unchecked Sendable {
  /// A Dynamic Type text style.
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    /// The style's name.
    public let rawValue: String

    /// A style from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The style of the largest titles. Not on tvOS.
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    public static var largeTitle: TextStyle { fatalError() }

    /// The style of first-level headings.
    @available(iOS 9.0, tvOS 9.0, *)
    public static var title1: TextStyle { fatalError() }

    /// The style of second-level headings.
    @available(iOS 9.0, tvOS 9.0, *)
    public static var title2: TextStyle { fatalError() }

    /// The style of body text.
    @available(iOS 7.0, tvOS 9.0, *)
    public static var body: TextStyle { fatalError() }

    /// The style of headings.
    @available(iOS 7.0, tvOS 9.0, *)
    public static var headline: TextStyle { fatalError() }

    /// The style of subheadings.
    @available(iOS 7.0, tvOS 9.0, *)
    public static var subheadline: TextStyle { fatalError() }
  }

  /// The font for `style`, sized for the content size category of `traitCollection`.
  @available(iOS 10.0, tvOS 10.0, *)
  open class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    fatalError()
  }
}

/// How text is aligned.
public enum NSTextAlignment: Int, Sendable {
  /// Left-aligned.
  case left = 0
  /// Centred.
  case center = 1
  /// Right-aligned.
  case right = 2
  /// Justified.
  case justified = 3
  /// Aligned by the script's natural direction.
  case natural = 4
}

/// How lines are broken and truncated.
@available(iOS 6.0, tvOS 9.0, *)
public enum NSLineBreakMode: Int, Sendable {
  /// Breaks at word boundaries.
  case byWordWrapping = 0
  /// Breaks at character boundaries.
  case byCharWrapping = 1
  /// Cuts off what does not fit.
  case byClipping = 2
  /// Truncates at the start with an ellipsis.
  case byTruncatingHead = 3
  /// Truncates at the end with an ellipsis.
  case byTruncatingTail = 4
  /// Truncates in the middle with an ellipsis.
  case byTruncatingMiddle = 5
}

/// Paragraph attributes: alignment, line breaking.
@available(iOS 6.0, tvOS 9.0, *)
open class NSParagraphStyle: NSObject {}

/// Paragraph attributes that can be changed.
@available(iOS 6.0, tvOS 9.0, *)
open class NSMutableParagraphStyle: NSParagraphStyle {
  /// The text alignment.
  open var alignment: NSTextAlignment {
    get { fatalError() }
    set { fatalError() }
  }

  /// How lines are broken.
  open var lineBreakMode: NSLineBreakMode {
    get { fatalError() }
    set { fatalError() }
  }

  /// The default paragraph style.
  public override init() { fatalError() }
}

@available(iOS 6.0, tvOS 9.0, *)
extension NSAttributedString.Key {
  /// The font attribute (a `UIFont`).
  public static var font: NSAttributedString.Key { fatalError() }

  /// The text colour attribute (a `UIColor`).
  public static var foregroundColor: NSAttributedString.Key { fatalError() }

  /// The paragraph style attribute (an `NSParagraphStyle`).
  public static var paragraphStyle: NSAttributedString.Key { fatalError() }
}

/// Options for measuring and drawing strings.
public struct NSStringDrawingOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: Int

  /// Options from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Lays out multiple lines, from the line fragment origin.
  public static var usesLineFragmentOrigin: NSStringDrawingOptions { fatalError() }

  /// Uses the font's leading in line heights.
  public static var usesFontLeading: NSStringDrawingOptions { fatalError() }
}

/// Extra information for string drawing.
open class NSStringDrawingContext: NSObject {}

extension NSAttributedString {
  /// The rectangle the string takes when drawn within `size`.
  @available(iOS 6.0, tvOS 9.0, *)
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    fatalError()
  }
}
