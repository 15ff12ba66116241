// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the UIKit API that the EmptyDataSet layers
// use, with signatures and availability from Apple's documentation (not copied from Apple's
// headers). Built as a module named `UIKit` by scripts/typecheck-apple-layers.sh; never linked
// or run.

/// A priority for Auto Layout.
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
  /// The priority as a number between 0 and 1000.
  public var rawValue: Float

  /// A priority from its value.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// A required constraint (1000).
  public static var required: UILayoutPriority { fatalError() }

  /// The priority of fitting size calculations (50).
  public static var fittingSizeLevel: UILayoutPriority { fatalError() }
}

/// A relationship between two layout anchors.
@MainActor
open class NSLayoutConstraint: NSObject {
  /// Activates each of `constraints`.
  @available(iOS 8.0, tvOS 8.0, *)
  open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }

  /// Deactivates each of `constraints`.
  @available(iOS 8.0, tvOS 8.0, *)
  open class func deactivate(_ constraints: [NSLayoutConstraint]) { fatalError() }
}

/// A horizontal layout anchor.
@available(iOS 9.0, tvOS 9.0, *)
@MainActor
open class NSLayoutXAxisAnchor: NSObject {
  /// A constraint making this anchor equal to `anchor`.
  open func constraint(equalTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { fatalError() }
}

/// A vertical layout anchor.
@available(iOS 9.0, tvOS 9.0, *)
@MainActor
open class NSLayoutYAxisAnchor: NSObject {
  /// A constraint making this anchor equal to `anchor`.
  open func constraint(equalTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { fatalError() }
}
