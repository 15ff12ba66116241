// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: UIKit's background configuration (iOS 14) and the types it
// is made of, read by the UIKit layer when it maps Apple's content-unavailable configuration.
// Checked against the iOS 17.5 SDK's UIBackgroundConfiguration.h and Swift's import of it (see
// docs/apple-symbols.md). Built as part of the module named `UIKit`; never linked or run.

/// A pair of axes: horizontal, vertical, both or neither.
@available(iOS 13.4, tvOS 13.4, *)
public struct UIAxis: OptionSet, Sendable {
  /// The set's bits.
  public let rawValue: UInt

  /// A set from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The horizontal axis.
  public static var horizontal: UIAxis { fatalError() }
  /// The vertical axis.
  public static var vertical: UIAxis { fatalError() }
  /// Both axes.
  public static var both: UIAxis { fatalError() }
}

/// A set of edges named for the reading direction.
@available(iOS 13.0, tvOS 13.0, *)
public struct NSDirectionalRectEdge: OptionSet, Sendable {
  /// The set's bits.
  public let rawValue: UInt

  /// A set from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
}

/// A function that turns a colour into another (a configuration's colour transformer).
@available(iOS 14.0, tvOS 14.0, *)
public struct UIConfigurationColorTransformer {}

/// How a list cell's or a content view's background is drawn, as a value (iOS 14).
@available(iOS 14.0, tvOS 14.0, *)
public struct UIBackgroundConfiguration: Hashable {
  /// A background with nothing drawn.
  public static func clear() -> UIBackgroundConfiguration { fatalError() }

  /// A view of the app's own, drawn as the background. `nil` by default.
  public var customView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The radius of the rounded corners. 0 by default.
  public var cornerRadius: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// How far the background stays from the edges. Zero by default.
  public var backgroundInsets: NSDirectionalEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }

  /// The edges on which the layout margins are added to the insets. None by default.
  public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge {
    get { fatalError() }
    set { fatalError() }
  }

  /// The fill; `nil` means the tint colour.
  public var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }

  /// A transformer applied to the fill. `nil` by default.
  public var backgroundColorTransformer: UIConfigurationColorTransformer? {
    get { fatalError() }
    set { fatalError() }
  }

  /// A blur or vibrancy under the fill. `nil` by default.
  public var visualEffect: UIVisualEffect? {
    get { fatalError() }
    set { fatalError() }
  }

  /// An image drawn as the background. `nil` by default.
  @available(iOS 15.0, tvOS 15.0, *)
  public var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The line around the background; `nil` means the tint colour.
  public var strokeColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }

  /// A transformer applied to the line's colour. `nil` by default.
  public var strokeColorTransformer: UIConfigurationColorTransformer? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The width of the line. 0 by default.
  public var strokeWidth: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// How far the line lies outside the background. 0 by default.
  public var strokeOutset: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
}
