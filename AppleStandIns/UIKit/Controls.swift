// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the UIKit API that the EmptyDataSet layers
// use, each checked against the iOS 18.0 SDK header named in docs/apple-symbols.md (17.5 or an
// older copy where the store has no 18.0 file). Built as a module named `UIKit` by
// scripts/typecheck-apple-layers.sh; never linked or run.

extension UIControl {
  /// A control's state: normal, highlighted, disabled, selected. An Objective-C option set
  /// (`UIControlState`), declared in the C header of this stand-in.
  public typealias State = UIControlState
}

/// The base class of controls: buttons, switches, sliders.
@MainActor
open class UIControl: UIView {
  /// The events a control sends.
  public struct Event: OptionSet, Sendable {
    /// The events' bits.
    public let rawValue: UInt

    /// Events from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch lifted inside the control.
    public static var touchUpInside: Event { fatalError() }

    /// The control's primary action (a tap, or the select button on tvOS).
    @available(iOS 9.0, tvOS 9.0, *)
    public static var primaryActionTriggered: Event { fatalError() }
  }

  /// Whether the control is enabled.
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// Calls `action` on `target` for `controlEvents`.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
    fatalError()
  }
}

/// A control that runs an action when tapped.
@MainActor
open class UIButton: UIControl {
  /// The button's style.
  public enum ButtonType: Int, Sendable {
    /// No style.
    case custom = 0
    /// The standard system button.
    @available(iOS 7.0, tvOS 9.0, *)
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An information button on a light background.
    case infoLight = 3
    /// An information button on a dark background.
    case infoDark = 4
    /// A contact add button.
    case contactAdd = 5
    /// A system button without the blurred background (tvOS only).
    @available(tvOS 11.0, *)
    @available(iOS, unavailable)
    case plain = 6
    /// A close button.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    case close = 7
  }

  /// A button of the given type.
  public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }

  /// The label that shows the title.
  @available(iOS 3.0, tvOS 9.0, *)
  open var titleLabel: UILabel? { fatalError() }

  /// The title currently shown, as an attributed string.
  @available(iOS 6.0, tvOS 9.0, *)
  open var currentAttributedTitle: NSAttributedString? { fatalError() }

  /// Sets the image for `state`.
  open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }

  /// Sets the background image for `state`.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }

  /// Sets the attributed title for `state`.
  @available(iOS 6.0, tvOS 9.0, *)
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    fatalError()
  }
}

/// A view that shows text.
@MainActor
open class UILabel: UIView {
  /// The most lines to use; 0 means no limit.
  open var numberOfLines: Int {
    get { fatalError() }
    set { fatalError() }
  }

  /// How the text is aligned.
  open var textAlignment: NSTextAlignment {
    get { fatalError() }
    set { fatalError() }
  }

  /// How lines are broken and truncated.
  open var lineBreakMode: NSLineBreakMode {
    get { fatalError() }
    set { fatalError() }
  }

  /// The text, with attributes.
  @available(iOS 6.0, tvOS 9.0, *)
  open var attributedText: NSAttributedString? {
    get { fatalError() }
    set { fatalError() }
  }

  /// Whether the font follows the Dynamic Type size (from `UIContentSizeCategoryAdjusting`).
  @available(iOS 10.0, tvOS 10.0, *)
  open var adjustsFontForContentSizeCategory: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

/// A view that shows an image.
@MainActor
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
}
