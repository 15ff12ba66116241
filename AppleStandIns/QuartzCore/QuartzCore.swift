// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: the part of Apple's QuartzCore (Core Animation) module that
// the UIKit layer uses, checked against the iOS 18.0 SDK's CALayer.h and CAAnimation.h (see
// docs/apple-symbols.md). Neither class is main-actor isolated or Sendable there. Never linked or
// run.

@_exported import Foundation

/// The abstract superclass of Core Animation animations.
open class CAAnimation: NSObject {}

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
}
