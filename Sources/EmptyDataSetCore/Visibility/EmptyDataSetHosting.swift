// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// The backend seam: what a list (a table, a collection view, a GTK list view, a SwiftUI
/// container, a fake in tests) does for an ``EmptyDataSetAttachment``.
///
/// The core decides; the host only carries out and reports. Nothing here is specific to one
/// platform: what is visible is described as insets of the container, whatever hides it (bars,
/// safe area, a header, the keyboard), and the list's own settings travel as an opaque snapshot
/// the host takes and gives back. Every method is called on the main actor.
///
/// The seam hands the host what is displayed: the configuration and the state it is for, in
/// ``showEmptyView(_:state:initialAlpha:)`` and ``updateEmptyView(from:to:state:transition:)``.
/// A host whose toolkit measures and places views only in its own layout pass (SwiftUI, GTK)
/// runs ``EmptyDataSetLayout/make(for:measure:)`` there; a host that lets the controller lay
/// out its view (UIKit, the fake host of the tests) also conforms to
/// ``EmptyDataSetLayoutHosting``.
@MainActor
package protocol EmptyDataSetHosting: AnyObject, ItemCounting {
  /// The platform's types.
  associatedtype Platform: EmptyDataSetPlatform
  /// The list's own interaction settings, as the host saves them (for example scrolling and
  /// bouncing on UIKit, scrolling alone on GTK).
  associatedtype InteractionSnapshot

  // MARK: - Reported by the host

  /// What the user's settings and focus are now, read at each transition.
  var environment: HostEnvironment { get }

  /// Seconds on a monotonic clock; only differences are used.
  var now: Double { get }

  /// Runs `action` once, `seconds` from now (0: when the current main-loop turn ends). There is
  /// no cancelling: an action that comes too late finds nothing to do.
  func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void)

  // MARK: - The list's own settings

  /// Takes a snapshot of the list's own settings, before the empty data set changes them.
  func saveInteraction() -> InteractionSnapshot

  /// Sets the list's settings for an empty data set that does or does not allow scrolling.
  func applyInteraction(allowsScroll: Bool)

  /// Gives the list back the settings of `snapshot`.
  func restoreInteraction(_ snapshot: InteractionSnapshot)

  // MARK: - The view

  /// Shows the empty view with `configuration`, the content of the displayed `state`, at alpha
  /// `initialAlpha`. A host may build the view on first use and keep it between shows.
  func showEmptyView(
    _ configuration: EmptyDataSetConfiguration<Platform>, state: EmptyDataSetState,
    initialAlpha: Double)

  /// Changes the shown view from `old` to `new`, the content of the displayed `state`, touching
  /// only what differs, with `transition`.
  func updateEmptyView(
    from old: EmptyDataSetConfiguration<Platform>,
    to new: EmptyDataSetConfiguration<Platform>,
    state: EmptyDataSetState,
    transition: EmptyDataSetContentTransition)

  /// Hides the empty view and lets go of what the configuration gave it (a custom view, an
  /// animation), stopping any fade under way.
  func hideEmptyView()

  /// Animates the empty view's alpha to `alpha` over `duration` seconds, replacing any fade
  /// under way, and calls `completion` exactly once when it ends or is replaced. With a
  /// duration of 0 it sets the alpha and may call `completion` at once.
  func animateEmptyViewAlpha(
    to alpha: Double, duration: Double, completion: @escaping @MainActor () -> Void)

  /// Whether the empty view takes taps; false during a fade-out and when touch is not allowed.
  func setEmptyViewAcceptsTouches(_ acceptsTouches: Bool)

  /// Starts or stops the configured image animation.
  func setImageAnimationRunning(_ running: Bool)

  /// Tells assistive technology what happened, as decided by ``AccessibilityAnnouncement``.
  func announce(_ announcement: AccessibilityAnnouncement)

  /// Whether the attachment needs to hear when the list comes on screen
  /// (``EmptyDataSetAttachment/hostDidMoveOnScreen()``): true while a decision waits for it,
  /// false once it is made. A host that reports every move anyway can ignore it (the default
  /// does nothing); UIKit, which has no notification for it, watches only meanwhile.
  func setWatchesForScreen(_ watches: Bool)
}

extension EmptyDataSetHosting {
  /// Does nothing: the host reports every move on screen anyway.
  package func setWatchesForScreen(_ watches: Bool) {}
}

extension EmptyDataSetHosting where Platform.ImageAnimation == Never {
  /// A platform without image animations has none to start or stop.
  package func setImageAnimationRunning(_ running: Bool) {}
}

/// A host whose view the controller lays out: it reports the container, measures the shown
/// view's elements and applies the frames, outside any layout pass of its toolkit (UIKit's
/// views can be measured at any time). The controller lays out after each show and update, and
/// when ``EmptyDataSetController/containerDidChange()`` finds the container changed.
@MainActor
package protocol EmptyDataSetLayoutHosting: AnyObject {
  /// The container and what is visible of it, read before each layout pass.
  var layoutContainer: LayoutContainer { get }

  /// The natural size of an element of the shown view when at most `availableWidth` wide.
  func measure(_ element: EmptyDataSetLayout.Element, availableWidth: Double)
    -> EmptyDataSetLayout.Size

  /// Applies frames to the shown view.
  func applyLayout(_ layout: EmptyDataSetLayout)
}

/// The container and what is visible of it.
package struct LayoutContainer: Hashable, Sendable {
  /// The container's size.
  package var size: EmptyDataSetLayout.Size
  /// The parts of it that are not visible or not free: safe area, bars, content insets, a
  /// header, the keyboard. Each host reports all of them here, in the container's edges.
  package var visibleInsets: EmptyDataSetLayout.Insets
  /// Text direction.
  package var direction: EmptyDataSetLayout.Direction
  /// Pixels per point.
  package var displayScale: Double
  /// The list's own layout margins, in its edges (UIKit's `layoutMargins`), kept by a
  /// configuration's ``EmptyDataSetConfiguration/axesPreservingListMargins``. None by default.
  package var layoutMargins: EmptyDataSetLayout.Insets
  /// Where the container starts in the host's own coordinates (a scroll view's content
  /// coordinates): the empty view's frame is the layout's, moved by it. The layout itself does
  /// not depend on it, so a container that only moved is laid out without measuring anything.
  /// Zero by default; a scrolling host takes ``Origin/scrolling(visible:restingStart:)``.
  package var origin: Origin

  /// Creates a container description; insets and margins default to none, direction to
  /// left-to-right, scale to 1 and the origin to zero.
  package init(
    size: EmptyDataSetLayout.Size,
    visibleInsets: EmptyDataSetLayout.Insets = .zero,
    direction: EmptyDataSetLayout.Direction = .leftToRight,
    displayScale: Double = 1,
    layoutMargins: EmptyDataSetLayout.Insets = .zero,
    origin: Origin = .zero
  ) {
    self.size = size
    self.visibleInsets = visibleInsets
    self.direction = direction
    self.displayScale = displayScale
    self.layoutMargins = layoutMargins
    self.origin = origin
  }

  /// A point in the host's coordinates.
  package struct Origin: Hashable, Sendable {
    /// Horizontal, growing rightwards.
    package var x: Double
    /// Vertical, growing downwards.
    package var y: Double

    /// The host's own origin.
    package static let zero = Origin(x: 0, y: 0)

    /// Creates a point.
    package init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }

    /// The point with any non-finite coordinate replaced by 0.
    package var sanitized: Origin {
      Origin(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
    }

    /// Where a scrolling host's container starts: at the visible bounds (`visible`, the scroll
    /// offset), but along each axis never before `restingStart`, where the visible bounds are
    /// when the list rests at its start (the offset minus the top and leading content insets).
    ///
    /// - Scrolled into the content (a list that empties while scrolled down, or still
    ///   decelerating): the visible bounds, so the empty state is where the user looks, and it
    ///   follows a scroll the app or the system makes (UIKit moving an emptied list back).
    /// - Pulled past the start (pull to refresh, the bounce of an empty list): the resting
    ///   start, so the empty view moves with the content under the user's finger and the
    ///   container does not change while they drag.
    ///
    /// Non-finite coordinates count as 0.
    package static func scrolling(visible: Origin, restingStart: Origin) -> Origin {
      let visible = visible.sanitized
      let start = restingStart.sanitized
      return Origin(x: max(visible.x, start.x), y: max(visible.y, start.y))
    }
  }
}

/// What the host reports about the user's settings and focus.
package struct HostEnvironment: Hashable, Sendable {
  /// The user asked for less motion (Reduce Motion; GTK's animations turned off). Fades and
  /// cross-fades are then instant.
  package var prefersReducedMotion: Bool
  /// The list is in a window that is on screen.
  package var isOnScreen: Bool
  /// Where keyboard (or screen reader) focus is.
  package var focus: HostFocus

  /// Creates an environment; by default motion is fine, the list is on screen, focus is nowhere.
  package init(
    prefersReducedMotion: Bool = false, isOnScreen: Bool = true, focus: HostFocus = .none
  ) {
    self.prefersReducedMotion = prefersReducedMotion
    self.isOnScreen = isOnScreen
    self.focus = focus
  }
}

/// Where focus is, as far as an empty data set cares.
package enum HostFocus: Hashable, Sendable {
  /// Nothing has focus (or the platform has no such notion).
  case none
  /// The list, or one of its rows.
  case inList
  /// The empty data set, or a control inside it.
  case inEmptyDataSet
  /// A text input, such as a search field the user is typing in.
  case inTextInput
  /// Some other control of the window.
  case elsewhere
}

/// How a shown empty data set changes from one content to another.
package enum EmptyDataSetContentTransition: Hashable, Sendable {
  /// At once (the same state with new content, or motion is reduced).
  case immediate
  /// A cross-fade of `duration` seconds (a change of state: loading to failed, and so on).
  case crossFade(duration: Double)
}
