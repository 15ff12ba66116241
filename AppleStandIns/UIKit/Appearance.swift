// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: the UIKit API the layer uses to draw image, text, button and
// background properties (iOS 11 to 15), each checked against the iOS 18.0 SDK header named in
// docs/apple-symbols.md (17.5 or an older copy where the store has no 18.0 file). Built as part
// of the module named `UIKit` by scripts/typecheck-apple-layers.sh; never linked or run.

extension NSObject {
  /// What the element does, read after its label.
  @MainActor
  public var accessibilityHint: String? {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIView {
  /// Whether the view keeps its colours under Smart Invert (`UIAccessibilityInvertColors`).
  @available(iOS 11.0, tvOS 11.0, *)
  public var accessibilityIgnoresInvertColors: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIColor {
  /// The colour as a Core Graphics colour, resolved with the current trait collection.
  public var cgColor: CGColor { fatalError() }
}

extension UIImageView {
  /// The configuration symbol images are drawn with. `nil` by default.
  @available(iOS 13.0, tvOS 13.0, *)
  public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UILabel {
  /// Whether the font shrinks to fit the width. `false` by default.
  public var adjustsFontSizeToFitWidth: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// The smallest scale of the font when it shrinks to fit. 0 by default.
  @available(iOS 6.0, tvOS 9.0, *)
  public var minimumScaleFactor: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIActivityIndicatorView {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The colour of the indicator.
  @available(iOS 5.0, tvOS 9.0, *)
  public var color: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIControl {
  /// How the content is placed across the control.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// At the left edge.
    case left = 1
    /// At the right edge.
    case right = 2
    /// Stretched across.
    case fill = 3
    /// At the leading edge (left in left-to-right layouts).
    @available(iOS 11.0, tvOS 11.0, *)
    case leading = 4
    /// At the trailing edge.
    @available(iOS 11.0, tvOS 11.0, *)
    case trailing = 5
  }

  /// How the content is placed across the control. `.center` by default.
  public var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
    get { fatalError() }
    set { fatalError() }
  }

  /// Adds `action` for `controlEvents`.
  @available(iOS 14.0, tvOS 14.0, *)
  public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    fatalError()
  }

  /// Removes `action` for `controlEvents`.
  @available(iOS 14.0, tvOS 14.0, *)
  public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    fatalError()
  }

  /// Whether a tap shows the control's menu instead of sending its primary action.
  @available(iOS 14.0, *)
  @available(tvOS, unavailable)
  public var showsMenuAsPrimaryAction: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

/// An item of a menu: an action, a command or a submenu.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIMenuElement: NSObject {}

/// A menu of actions.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIMenu: UIMenuElement {}

/// An action with a title, an image and a handler.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {}

extension UIButton {
  /// What a button does, which decides how it is drawn (a destructive button in red).
  @available(iOS 14.0, tvOS 14.0, *)
  public enum Role: Int, Sendable {
    /// A button with no special meaning.
    case normal = 0
    /// The primary action.
    case primary = 1
    /// Cancels.
    case cancel = 2
    /// Destroys data.
    case destructive = 3
  }

  /// What the button does. `.normal` by default.
  @available(iOS 14.0, tvOS 14.0, *)
  public var role: UIButton.Role {
    get { fatalError() }
    set { fatalError() }
  }

  /// The button's menu. `nil` by default.
  @available(iOS 14.0, tvOS 17.0, *)
  public var menu: UIMenu? {
    get { fatalError() }
    set { fatalError() }
  }

  /// A button's look and content as a value: title, image, colours, padding.
  @available(iOS 15.0, tvOS 15.0, *)
  public struct Configuration: Hashable {
    /// A plain button: a title in the tint colour, no background.
    public static func plain() -> UIButton.Configuration { fatalError() }

    /// A button with a grey background.
    public static func gray() -> UIButton.Configuration { fatalError() }

    /// A button with a tinted background.
    public static func tinted() -> UIButton.Configuration { fatalError() }

    /// A button filled with the tint colour.
    public static func filled() -> UIButton.Configuration { fatalError() }

    /// The title. `nil` by default.
    public var title: String? {
      get { fatalError() }
      set { fatalError() }
    }

    /// The image. `nil` by default.
    public var image: UIImage? {
      get { fatalError() }
      set { fatalError() }
    }
  }

  /// The button's configuration; when set, it decides the button's look. `nil` by default.
  @available(iOS 15.0, tvOS 15.0, *)
  public var configuration: UIButton.Configuration? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// A visual effect: a blur or a vibrancy.
@MainActor
open class UIVisualEffect: NSObject {}

/// A view that draws a visual effect behind its content view.
@MainActor
open class UIVisualEffectView: UIView {
  /// A view with `effect`.
  public init(effect: UIVisualEffect?) { fatalError() }

  /// A view decoded from a storyboard or nib.
  public required init?(coder: NSCoder) { fatalError() }

  /// The view to add content to.
  open var contentView: UIView { fatalError() }

  /// The effect. `nil` for none.
  open var effect: UIVisualEffect? {
    get { fatalError() }
    set { fatalError() }
  }
}
