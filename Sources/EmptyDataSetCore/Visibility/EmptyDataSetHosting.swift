// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// The backend seam: what a list (a table, a collection view, a GTK list view, a fake in tests)
/// does for an ``EmptyDataSetController``.
///
/// The controller decides; the host only carries out. Every method is called on the main actor.
@MainActor
public protocol EmptyDataSetHosting: AnyObject, ItemCounting {
  /// The platform's types.
  associatedtype Platform: EmptyDataSetPlatform

  /// The container and what is visible of it, read before each layout pass.
  var layoutContainer: LayoutContainer { get }

  /// The list's own interaction settings. The controller saves them when the empty data set
  /// appears, changes them while it is shown, and restores the saved values when it goes.
  var interactionSettings: HostInteractionSettings { get set }

  /// Creates the empty view for `configuration` and adds it, with alpha `initialAlpha`.
  func installEmptyView(_ configuration: EmptyDataSetConfiguration<Platform>, initialAlpha: Double)

  /// Updates the installed empty view in place from `old` to `new` (only what differs).
  func updateEmptyView(
    from old: EmptyDataSetConfiguration<Platform>,
    to new: EmptyDataSetConfiguration<Platform>)

  /// Removes the empty view and everything it holds.
  func removeEmptyView()

  /// The natural size of an element of the installed view when at most `availableWidth` wide.
  func measure(_ element: LayoutElement, availableWidth: Double) -> LayoutSize

  /// Applies frames to the installed view.
  func applyLayout(_ layout: EmptyDataSetLayout)

  /// Animates the empty view's alpha to `alpha` over `duration` seconds, replacing any fade
  /// under way, and calls `completion` exactly once when it ends or is replaced. With a
  /// duration of 0 it sets the alpha and may call `completion` at once.
  func animateEmptyViewAlpha(
    to alpha: Double, duration: Double, completion: @escaping @MainActor () -> Void)

  /// Whether the empty view takes taps; false during a fade-out and when touch is not allowed.
  func setEmptyViewAcceptsTouches(_ acceptsTouches: Bool)

  /// Starts or stops the configured image animation.
  func setImageAnimationRunning(_ running: Bool)
}

/// The container and what is visible of it.
public struct LayoutContainer: Hashable, Sendable {
  /// The container's size.
  public var size: LayoutSize
  /// The parts of it that are not visible: safe area, content insets, header, keyboard.
  public var visibleInsets: LayoutInsets
  /// Text direction.
  public var direction: LayoutDirection
  /// Pixels per point.
  public var displayScale: Double

  /// Creates a container description; insets default to none, direction to left-to-right and
  /// scale to 1.
  public init(
    size: LayoutSize,
    visibleInsets: LayoutInsets = .zero,
    direction: LayoutDirection = .leftToRight,
    displayScale: Double = 1
  ) {
    self.size = size
    self.visibleInsets = visibleInsets
    self.direction = direction
    self.displayScale = displayScale
  }
}

/// The list's own settings that an empty data set changes while it is shown.
public struct HostInteractionSettings: Hashable, Sendable {
  /// Whether the list scrolls.
  public var isScrollEnabled: Bool
  /// Whether the list bounces vertically even when its content is short (needed for
  /// pull-to-refresh on an empty list).
  public var alwaysBouncesVertically: Bool

  /// Creates settings.
  public init(isScrollEnabled: Bool, alwaysBouncesVertically: Bool) {
    self.isScrollEnabled = isScrollEnabled
    self.alwaysBouncesVertically = alwaysBouncesVertically
  }

  /// The settings to use while `configuration` is shown, starting from the list's own `saved`.
  ///
  /// Scrolling follows ``EmptyDataSetConfiguration/allowsScroll``; when scrolling is allowed the
  /// list also bounces, so that pull-to-refresh works on an empty list.
  public static func whileShowing<Platform>(
    _ configuration: EmptyDataSetConfiguration<Platform>,
    saved: HostInteractionSettings
  ) -> HostInteractionSettings {
    HostInteractionSettings(
      isScrollEnabled: configuration.allowsScroll,
      alwaysBouncesVertically: configuration.allowsScroll || saved.alwaysBouncesVertically)
  }
}
