// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the UIKit API that the EmptyDataSet layers
// use, with signatures and availability from Apple's documentation (not copied from Apple's
// headers). Built as a module named `UIKit` by scripts/typecheck-apple-layers.sh; never linked
// or run.

@_exported import Foundation
@_exported import QuartzCore
@_exported import UIKitCTypes

/// Distances from the edges of a rectangle.
public struct UIEdgeInsets: Equatable, Sendable {
  /// The top inset.
  public var top: CGFloat

  /// The left inset.
  public var left: CGFloat

  /// The bottom inset.
  public var bottom: CGFloat

  /// The right inset.
  public var right: CGFloat

  /// Insets with the given values.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// The direction of the user interface.
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

/// The traits of an interface environment: scale, size classes, text size.
open class UITraitCollection: NSObject {
  /// The scale of the display.
  open var displayScale: CGFloat { fatalError() }
}

/// An object that responds to and handles events.
@MainActor
open class UIResponder: NSObject {
  /// Posted before the keyboard's frame changes.
  @available(iOS 5.0, *)
  @available(tvOS, unavailable)
  public class var keyboardWillChangeFrameNotification: NSNotification.Name { fatalError() }

  /// Posted before the keyboard is dismissed.
  @available(iOS 2.0, *)
  @available(tvOS, unavailable)
  public class var keyboardWillHideNotification: NSNotification.Name { fatalError() }

  /// The `userInfo` key of the keyboard's final frame, an `NSValue` holding a `CGRect`.
  @available(iOS 3.2, *)
  @available(tvOS, unavailable)
  public class var keyboardFrameEndUserInfoKey: String { fatalError() }
}

/// The preferred size of content (Dynamic Type).
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
  /// The category's name.
  public var rawValue: String

  /// A category from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Posted when the user changes the preferred content size.
  @available(iOS 10.0, tvOS 10.0, *)
  public static var didChangeNotification: NSNotification.Name { fatalError() }
}

/// The physical screen of a device.
@MainActor
open class UIScreen: NSObject {
  /// The screen's coordinate space.
  @available(iOS 8.0, tvOS 8.0, *)
  open var coordinateSpace: any UICoordinateSpace { fatalError() }
}

extension NSValue {
  /// The rectangle this value holds.
  public var cgRectValue: CGRect { fatalError() }
}
