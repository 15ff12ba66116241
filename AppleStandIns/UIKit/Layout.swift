// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the UIKit API that the EmptyDataSet layers
// use, each checked against the iOS 18.0 SDK header named in docs/apple-symbols.md (17.5 or an
// older copy where the store has no 18.0 file). Built as a module named `UIKit` by
// scripts/typecheck-apple-layers.sh; never linked or run.

/// A priority for Auto Layout.
@available(iOS 6.0, tvOS 9.0, *)
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
  /// The priority as a number between 0 and 1000.
  public let rawValue: Float

  /// A priority from its value.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// A required constraint (1000).
  public static var required: UILayoutPriority { fatalError() }

  /// The priority of fitting size calculations (50).
  public static var fittingSizeLevel: UILayoutPriority { fatalError() }
}

/// A relationship between two layout anchors.
@available(iOS 6.0, tvOS 9.0, *)
@MainActor
open class NSLayoutConstraint: NSObject {
  /// Activates each of `constraints`.
  @available(iOS 8.0, tvOS 9.0, *)
  open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }

  /// Deactivates each of `constraints`.
  @available(iOS 8.0, tvOS 9.0, *)
  open class func deactivate(_ constraints: [NSLayoutConstraint]) { fatalError() }
}

/// An edge or dimension of a layout item; its subclasses fix `AnchorType` to themselves, so a
/// constraint can only relate anchors of the same kind (`NSLayoutAnchor<AnchorType>` in the SDK).
@available(iOS 9.0, tvOS 9.0, *)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// An inactive constraint making this anchor equal to `anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    fatalError()
  }
}

/// A horizontal layout anchor.
@available(iOS 9.0, tvOS 9.0, *)
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical layout anchor.
@available(iOS 9.0, tvOS 9.0, *)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
