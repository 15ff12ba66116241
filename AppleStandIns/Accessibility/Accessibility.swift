// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: the declarations of Apple's Accessibility module that the
// SwiftUI layer uses, checked against the iOS 18.0 Accessibility interface (see
// docs/apple-symbols.md). Built as a module named `Accessibility` by
// scripts/typecheck-apple-layers.sh; never linked or run.

import Foundation

/// The notifications an app posts to assistive technologies, on every platform.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum AccessibilityNotification {
  /// Something for an assistive technology to say.
  public struct Announcement: _AccessibilityNotifications {
    /// An announcement of `announcement`.
    public init(_ announcement: String) { fatalError() }

    /// What the notification carries.
    public typealias _Info = NSAttributedString
  }

  /// The layout of the screen changed.
  public struct LayoutChanged: _AccessibilityNotifications {
    /// A notification moving focus to `element` (`nil`: the assistive technology decides).
    public init(_ element: Any? = nil) { fatalError() }

    /// What the notification carries.
    public typealias _Info = Any?
  }
}

/// A notification that can be posted.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol _AccessibilityNotifications {
  /// What the notification carries.
  associatedtype _Info

  /// Posts the notification.
  func post()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension _AccessibilityNotifications {
  /// Posts the notification.
  public func post() { fatalError() }
}
