// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the UIKit API that the EmptyDataSet layers
// use, each checked against the iOS 18.0 SDK header named in docs/apple-symbols.md (17.5 or an
// older copy where the store has no 18.0 file). Built as a module named `UIKit` by
// scripts/typecheck-apple-layers.sh; never linked or run.

/// An object that manages the content of a rectangular area on screen.
@MainActor
open class UIView: UIResponder, UICoordinateSpace {
  /// How a view resizes with its superview.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt

    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The width follows the superview's.
    public static var flexibleWidth: AutoresizingMask { fatalError() }

    /// The height follows the superview's.
    public static var flexibleHeight: AutoresizingMask { fatalError() }
  }

  /// Options for block-based animations.
  @available(iOS 4.0, tvOS 9.0, *)
  public struct AnimationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Starts from the current presentation state.
    public static var beginFromCurrentState: AnimationOptions { fatalError() }

    /// Lets the user interact with views while they animate.
    public static var allowUserInteraction: AnimationOptions { fatalError() }

    /// An ease-in ease-out curve.
    public static var curveEaseInOut: AnimationOptions { fatalError() }

    /// A cross-dissolve from the view's old content to its new content (transitions).
    public static var transitionCrossDissolve: AnimationOptions { fatalError() }
  }

  /// How a view lays out its content when its size changes.
  public enum ContentMode: Int, Sendable {
    /// Stretches the content to fill the view.
    case scaleToFill = 0
    /// Scales the content to fit, keeping its aspect ratio.
    case scaleAspectFit = 1
    /// Scales the content to fill, keeping its aspect ratio (may clip).
    case scaleAspectFill = 2
    /// Redraws the content when the bounds change.
    case redraw = 3
    /// Centres the content, unscaled.
    case center = 4
    /// Aligns the content with the top edge.
    case top = 5
    /// Aligns the content with the bottom edge.
    case bottom = 6
    /// Aligns the content with the left edge.
    case left = 7
    /// Aligns the content with the right edge.
    case right = 8
    /// Aligns the content with the top left corner.
    case topLeft = 9
    /// Aligns the content with the top right corner.
    case topRight = 10
    /// Aligns the content with the bottom left corner.
    case bottomLeft = 11
    /// Aligns the content with the bottom right corner.
    case bottomRight = 12
  }

  /// The smallest size that fits the view's content (Auto Layout).
  @available(iOS 6.0, tvOS 9.0, *)
  public class var layoutFittingCompressedSize: CGSize { fatalError() }

  /// A view with the given frame.
  public init(frame: CGRect) { fatalError() }

  /// A view decoded from a storyboard or nib.
  public required init?(coder: NSCoder) { fatalError() }

  /// A view with a zero frame.
  public convenience override init() { self.init(frame: .zero) }

  /// The frame in the superview's coordinates.
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  /// The bounds in the view's own coordinates.
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  /// The opacity.
  open var alpha: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// Whether the view is hidden.
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// Whether subviews are clipped to the bounds.
  open var clipsToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// The background colour.
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The tint colour; never `nil` when read (inherited from the superview).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tintColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }

  /// Whether the view receives touches.
  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// How the view resizes with its superview.
  open var autoresizingMask: AutoresizingMask {
    get { fatalError() }
    set { fatalError() }
  }

  /// Whether the autoresizing mask is turned into constraints.
  @available(iOS 6.0, tvOS 9.0, *)
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// How the content is laid out.
  open var contentMode: ContentMode {
    get { fatalError() }
    set { fatalError() }
  }

  /// The constraints the view holds.
  @available(iOS 6.0, tvOS 9.0, *)
  open var constraints: [NSLayoutConstraint] { fatalError() }
  /// The superview.
  open var superview: UIView? { fatalError() }
  /// The window the view is in.
  open var window: UIWindow? { fatalError() }
  /// The Core Animation layer that draws the view.
  open var layer: CALayer { fatalError() }
  /// The view's gesture recognizers.
  @available(iOS 3.2, tvOS 9.0, *)
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The view's traits.
  @available(iOS 8.0, tvOS 9.0, *)
  open var traitCollection: UITraitCollection { fatalError() }
  /// The view's natural size.
  @available(iOS 6.0, tvOS 9.0, *)
  open var intrinsicContentSize: CGSize { fatalError() }
  /// The layout direction for the view's content.
  @available(iOS 10.0, tvOS 10.0, *)
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
  /// The safe area insets.
  @available(iOS 11.0, tvOS 11.0, *)
  open var safeAreaInsets: UIEdgeInsets { fatalError() }
  /// An identifier for UI tests (from `UIAccessibilityIdentification`).
  @available(iOS 5.0, tvOS 9.0, *)
  open var accessibilityIdentifier: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The leading edge anchor.
  @available(iOS 9.0, tvOS 9.0, *)
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  /// The trailing edge anchor.
  @available(iOS 9.0, tvOS 9.0, *)
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  /// The top edge anchor.
  @available(iOS 9.0, tvOS 9.0, *)
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  /// The bottom edge anchor.
  @available(iOS 9.0, tvOS 9.0, *)
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }

  /// Adds `view` on top of the subviews.
  open func addSubview(_ view: UIView) { fatalError() }
  /// Inserts `view` at `index` among the subviews.
  open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
  /// Inserts `view` just above `siblingSubview`.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { fatalError() }
  /// Removes the view from its superview.
  open func removeFromSuperview() { fatalError() }
  /// Lays out subviews; override point.
  open func layoutSubviews() { fatalError() }
  /// Marks the layout as needing an update.
  open func setNeedsLayout() { fatalError() }
  /// Called after the view moved to another window (or none); override point.
  open func didMoveToWindow() { fatalError() }
  /// Called after the safe area changed; override point.
  @available(iOS 11.0, tvOS 11.0, *)
  open func safeAreaInsetsDidChange() { fatalError() }
  /// Called after the tint colour changed; override point.
  @available(iOS 7.0, tvOS 9.0, *)
  open func tintColorDidChange() { fatalError() }
  /// The size that best fits `size`.
  open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
  /// The size that satisfies the view's constraints, closest to `targetSize`.
  @available(iOS 6.0, tvOS 9.0, *)
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fatalError() }
  /// The size that satisfies the view's constraints with the given fitting priorities.
  @available(iOS 8.0, tvOS 9.0, *)
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fatalError()
  }

  /// Attaches `gestureRecognizer` to the view.
  @available(iOS 3.2, tvOS 9.0, *)
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  /// `rect` converted from `view`'s coordinates to the view's.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
  /// `rect` converted from `coordinateSpace` to the view's coordinates.
  @available(iOS 8.0, tvOS 9.0, *)
  open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    fatalError()
  }

  /// Animates the changes `animations` makes, after `delay`, then calls `completion`.
  @available(iOS 4.0, tvOS 9.0, *)
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    fatalError()
  }

  /// Runs `actionsWithoutAnimation` with animations turned off, even inside an animation block.
  @available(iOS 7.0, tvOS 9.0, *)
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    fatalError()
  }

  /// Animates the changes `animations` makes to `view` as a transition (a cross-dissolve, a
  /// flip) over `duration`, then calls `completion`.
  @available(iOS 4.0, tvOS 9.0, *)
  open class func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    fatalError()
  }
}

/// The backdrop of an app's user interface.
@MainActor
open class UIWindow: UIView {
  /// The screen the window is on. Unavailable on visionOS.
  @available(iOS 3.2, tvOS 9.0, *)
  @available(visionOS, unavailable)
  open var screen: UIScreen {
    get { fatalError() }
    @available(iOS, deprecated: 13.0)
    set { fatalError() }
  }
}
