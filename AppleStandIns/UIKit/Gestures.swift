// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the UIKit API that the EmptyDataSet layers
// use, each checked against the iOS 18.0 SDK header named in docs/apple-symbols.md (17.5 or an
// older copy where the store has no 18.0 file). Built as a module named `UIKit` by
// scripts/typecheck-apple-layers.sh; never linked or run.

/// The base class of gesture recognizers.
@available(iOS 3.2, tvOS 9.0, *)
@MainActor
open class UIGestureRecognizer: NSObject {
  /// A recognizer that calls `action` on `target`.
  public init(target: Any?, action: Selector?) { fatalError() }

  /// A recognizer with no target yet.
  public convenience override init() { self.init(target: nil, action: nil) }

  /// The recognizer's delegate. Held weakly.
  open var delegate: (any UIGestureRecognizerDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }

  /// Whether the touches of a recognized gesture are cancelled in the view they started in.
  /// `true` by default.
  open var cancelsTouchesInView: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// The press types (remote buttons, as `UIPress.PressType` raw values) it recognizes.
  @available(iOS 9.0, tvOS 9.0, *)
  open var allowedPressTypes: [NSNumber] {
    get { fatalError() }
    set { fatalError() }
  }

  /// Adds `action` on `target` to the recognizer's targets.
  open func addTarget(_ target: Any, action: Selector) { fatalError() }
}

/// A recognizer of single or multiple taps.
@available(iOS 3.2, tvOS 9.0, *)
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {}

/// A touch on the screen.
@MainActor
open class UITouch: NSObject {
  /// The view the touch started in.
  open var view: UIView? { fatalError() }
}

/// Fine-tunes a gesture recognizer's behaviour.
@MainActor
@objc public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Whether `gestureRecognizer` receives `touch`; `true` when not implemented.
  @objc optional func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool
}
