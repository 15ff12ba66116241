// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the UIKit API that the EmptyDataSet layers
// use, each checked against the iOS 18.0 SDK header named in docs/apple-symbols.md (17.5 or an
// older copy where the store has no 18.0 file). Built as a module named `UIKit` by
// scripts/typecheck-apple-layers.sh; never linked or run.

/// Traits that tell assistive technologies how an element behaves.
public struct UIAccessibilityTraits: OptionSet, Sendable {
  /// The traits' bits.
  public let rawValue: UInt64

  /// Traits from their bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// The element is a heading.
  @available(iOS 6.0, tvOS 9.0, *)
  public static var header: UIAccessibilityTraits { fatalError() }
}

/// Accessibility settings and notifications.
public enum UIAccessibility {
  /// A notification for assistive technologies.
  public struct Notification: Hashable, RawRepresentable, Sendable {
    /// The notification's number.
    public let rawValue: UInt32

    /// A notification from its number.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The layout of the screen changed; the argument is the element to move to.
    public static var layoutChanged: Notification { fatalError() }

    /// Something to say; the argument is the string. Focus does not move.
    @available(iOS 4.0, tvOS 9.0, *)
    public static var announcement: Notification { fatalError() }
  }

  /// Posts `notification` to assistive technologies, with `argument`.
  @MainActor
  public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    fatalError()
  }

  /// Whether Reduce Motion is on.
  @available(iOS 8.0, tvOS 9.0, *)
  @MainActor
  public static var isReduceMotionEnabled: Bool { fatalError() }

  /// Names an assistive technology, such as VoiceOver.
  public struct AssistiveTechnologyIdentifier: Hashable, RawRepresentable, Sendable {
    /// The identifier's string.
    public let rawValue: String

    /// An identifier from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// VoiceOver.
    @available(iOS 9.0, tvOS 9.0, *)
    public static var notificationVoiceOver: AssistiveTechnologyIdentifier { fatalError() }
  }

  /// The element `assistiveTechnologyIdentifier` has focused (`nil`: the one focused last by
  /// any), or `nil` when none is.
  @available(iOS 9.0, tvOS 9.0, *)
  @MainActor
  public static func focusedElement(
    using assistiveTechnologyIdentifier: UIAccessibility.AssistiveTechnologyIdentifier?
  ) -> Any? {
    fatalError()
  }
}

extension NSObject {
  /// The element's label for assistive technologies.
  @MainActor
  public var accessibilityLabel: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// Whether the object is an element assistive technologies can reach.
  @MainActor
  public var isAccessibilityElement: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// The element's traits.
  @MainActor
  public var accessibilityTraits: UIAccessibilityTraits {
    get { fatalError() }
    set { fatalError() }
  }

  /// The elements a container holds, in reading order.
  @available(iOS 8.0, tvOS 9.0, *)
  @MainActor
  public var accessibilityElements: [Any]? {
    get { fatalError() }
    set { fatalError() }
  }

  /// Whether assistive technologies read the children as a group.
  @available(iOS 6.0, tvOS 9.0, *)
  @MainActor
  public var shouldGroupAccessibilityChildren: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}
