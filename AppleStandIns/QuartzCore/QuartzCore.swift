// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: the part of Apple's QuartzCore (Core Animation) module that
// the UIKit layer uses, checked against the iOS 18.0 SDK's CALayer.h and CAAnimation.h (see
// docs/apple-symbols.md). Neither class is main-actor isolated or Sendable there. Never linked or
// run.

@_exported import Foundation

/// A time interval in seconds (declared in CoreFoundation in the SDK).
public typealias CFTimeInterval = Double

/// The abstract superclass of Core Animation animations.
open class CAAnimation: NSObject {
  /// The duration of one cycle, in seconds (from `CAMediaTiming`). 0 by default (0.25 s).
  open var duration: CFTimeInterval {
    get { fatalError() }
    set { fatalError() }
  }

  /// How many times the animation repeats (from `CAMediaTiming`); `.infinity` repeats forever.
  open var repeatCount: Float {
    get { fatalError() }
    set { fatalError() }
  }
}

/// An animation of one property of a layer, named by a key path.
open class CAPropertyAnimation: CAAnimation {
  /// An animation of the property at `path` (`+animationWithKeyPath:`).
  public convenience init(keyPath path: String?) { fatalError() }
}

/// An animation between two values of one property.
open class CABasicAnimation: CAPropertyAnimation {
  /// The value the animation starts from; `nil` for the current one.
  open var fromValue: Any? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The value the animation ends at.
  open var toValue: Any? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// An object that manages image-based content and animations.
open class CALayer: NSObject {
  /// Adds `anim` to the layer under `key`.
  open func add(_ anim: CAAnimation, forKey key: String?) { fatalError() }

  /// Removes the animation under `key`.
  open func removeAnimation(forKey key: String) { fatalError() }

  /// Removes every animation attached to the layer.
  open func removeAllAnimations() { fatalError() }

  /// The animation under `key`, if any.
  open func animation(forKey key: String) -> CAAnimation? { fatalError() }

  /// The radius of the layer's rounded corners. 0 by default.
  open var cornerRadius: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// The curve of the rounded corners. `.circular` by default.
  @available(iOS 13.0, tvOS 13.0, *)
  open var cornerCurve: CALayerCornerCurve {
    get { fatalError() }
    set { fatalError() }
  }

  /// Whether sublayers are clipped to the layer's rounded bounds. `false` by default.
  open var masksToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// The width of the border. 0 by default.
  open var borderWidth: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// The colour of the border. Opaque black by default.
  open var borderColor: CGColor? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// The curve of a layer's rounded corners (a string constant in the SDK).
@available(iOS 13.0, tvOS 13.0, *)
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
  /// The curve's name.
  public let rawValue: String

  /// A curve from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A quarter circle.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// A continuous curve, as iOS draws its own rounded rectangles.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
