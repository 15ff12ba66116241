// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the UIKit API that the EmptyDataSet layers
// use, each checked against the iOS 18.0 SDK header named in docs/apple-symbols.md (17.5 or an
// older copy where the store has no 18.0 file). Built as a module named `UIKit` by
// scripts/typecheck-apple-layers.sh; never linked or run.

@_exported import Foundation
@_exported import QuartzCore
@_exported import UIKitCTypes

// UIEdgeInsets is a C struct (include/UIKitCTypes.h), as in the SDK; its memberwise initializer
// `init(top:left:bottom:right:)` is imported from C.
extension UIEdgeInsets: @retroactive Equatable {
  /// Whether all four insets are equal.
  public static func == (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> Bool { fatalError() }
}

/// The direction of the user interface.
@available(iOS 5.0, tvOS 9.0, *)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

/// A coordinate space that rectangles can be converted from.
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
  /// `rect` converted from `coordinateSpace` to this coordinate space.
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// The traits of an interface environment: scale, size classes, text size. Sendable
/// (`NS_SWIFT_SENDABLE` in the SDK).
@available(iOS 8.0, tvOS 9.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// The scale of the display.
  open var displayScale: CGFloat { fatalError() }
}

/// An object that responds to and handles events.
@MainActor
open class UIResponder: NSObject {
  /// Posted before the keyboard's frame changes. Not isolated (`NS_SWIFT_NONISOLATED`).
  @available(iOS 5.0, *)
  @available(tvOS, unavailable)
  nonisolated public class var keyboardWillChangeFrameNotification: NSNotification.Name {
    fatalError()
  }

  /// Posted before the keyboard is dismissed. Not isolated (`NS_SWIFT_NONISOLATED`).
  @available(iOS 2.0, *)
  @available(tvOS, unavailable)
  nonisolated public class var keyboardWillHideNotification: NSNotification.Name { fatalError() }

  /// The `userInfo` key of the keyboard's final frame, an `NSValue` holding a `CGRect`. Main
  /// actor (a member of `UIResponder` without `NS_SWIFT_NONISOLATED`).
  @available(iOS 3.2, *)
  @available(tvOS, unavailable)
  public class var keyboardFrameEndUserInfoKey: String { fatalError() }
}

/// The preferred size of content (Dynamic Type).
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
  /// The category's name.
  public let rawValue: String

  /// A category from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Posted when the user changes the preferred content size.
  @available(iOS 7.0, tvOS 9.0, *)
  public static var didChangeNotification: NSNotification.Name { fatalError() }
}

/// The physical screen of a device. Unavailable on visionOS.
@available(iOS 2.0, tvOS 9.0, *)
@available(visionOS, unavailable)
@MainActor
open class UIScreen: NSObject {
  /// The screen's coordinate space.
  @available(iOS 8.0, tvOS 9.0, *)
  open var coordinateSpace: any UICoordinateSpace { fatalError() }
}

extension NSValue {
  /// The rectangle this value holds.
  public var cgRectValue: CGRect { fatalError() }
}
