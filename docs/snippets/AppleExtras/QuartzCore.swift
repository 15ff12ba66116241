// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.

// Core Animation API that only the documentation's snippets use; see UIKit.swift.

import Foundation
import QuartzCore

/// A 4 × 4 transform matrix (only what the snippets need is modelled).
public struct CATransform3D: Sendable {
  /// Not modelled: the sixteen `m11` ... `m44` fields.
  public init() {}
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// A rotation by `angle` radians about the vector (`x`, `y`, `z`).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{
  fatalError()
}

extension CAPropertyAnimation {
  /// Whether each repetition starts where the previous one ended.
  public var isCumulative: Bool {
    get { fatalError() }
    set {}
  }
}

extension NSValue {
  /// A value holding a transform.
  public convenience init(caTransform3D t: CATransform3D) { fatalError() }
}
