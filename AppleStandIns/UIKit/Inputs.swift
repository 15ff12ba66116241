// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the UIKit API that the EmptyDataSet layers
// use, each checked against the iOS 18.0 SDK header named in docs/apple-symbols.md (17.5 or an
// older copy where the store has no 18.0 file). Built as a module named `UIKit` by
// scripts/typecheck-apple-layers.sh; never linked or run.

/// A single-line editable text field (also the field of a search bar).
@MainActor
open class UITextField: UIControl {}

/// A scrollable, multiline text view.
@MainActor
open class UITextView: UIScrollView {}

/// A view that shows that a task is in progress: a spinning indicator.
@MainActor
open class UIActivityIndicatorView: UIView {
  /// The indicator's size and look.
  public enum Style: Int, Sendable {
    /// The medium-sized indicator.
    @available(iOS 13.0, tvOS 13.0, *)
    case medium = 100
    /// The large indicator.
    @available(iOS 13.0, tvOS 13.0, *)
    case large = 101
    /// The large white indicator (before iOS 13).
    @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "large")
    @available(tvOS, introduced: 9.0, deprecated: 13.0, renamed: "large")
    case whiteLarge = 0
    /// The white indicator (before iOS 13).
    @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "medium")
    @available(tvOS, introduced: 9.0, deprecated: 13.0, renamed: "medium")
    case white = 1
    /// The grey indicator (before iOS 13). Unavailable on tvOS.
    @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "medium")
    @available(tvOS, unavailable)
    case gray = 2
  }

  /// An indicator of `style`, sized for it.
  public init(style: UIActivityIndicatorView.Style) { fatalError() }

  /// An indicator decoded from a storyboard or nib.
  public required init(coder: NSCoder) { fatalError() }

  /// Whether the indicator hides itself when it stops. `true` by default.
  open var hidesWhenStopped: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// Whether it is spinning.
  open var isAnimating: Bool { fatalError() }

  /// Starts spinning.
  open func startAnimating() { fatalError() }

  /// Stops spinning.
  open func stopAnimating() { fatalError() }
}
