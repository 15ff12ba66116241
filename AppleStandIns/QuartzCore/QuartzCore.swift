// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: the part of Apple's QuartzCore (Core Animation) module that
// the UIKit layer uses, declared from Apple's documentation (not copied from Apple's headers).
// Never linked or run.

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
