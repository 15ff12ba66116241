// EmptyDataSet · EmptyDataSetTestSupport
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore

/// A list that records everything an ``EmptyDataSetController`` asks of it.
///
/// Sections and items are plain numbers; text is measured with a fixed-width font model (title:
/// 12 points a character, 30 a line; description: 8 a character, 20 a line; button title: 9 a
/// character plus 24, 44 high). Fades do not finish until ``completeFade(at:)`` or
/// ``completeAllFades()`` is called, and time is virtual: ``now`` moves only with
/// ``advance(by:)``, which runs the scheduled actions that fall due, so tests control time.
@MainActor
package final class FakeHost: EmptyDataSetHosting, EmptyDataSetLayoutHosting {
  /// The platform of plain values.
  package typealias Platform = RecordingPlatform
  /// The list's own setting: whether it scrolls.
  package typealias InteractionSnapshot = Bool

  /// Items per section. Empty (no sections) by default: a plain scroll view.
  package var itemsPerSection: [Int] = []
  /// The container. 375×667 with no insets by default.
  package var layoutContainer = LayoutContainer(
    size: EmptyDataSetLayout.Size(width: 375, height: 667))
  /// The user's settings and focus. Defaults: motion fine, on screen, focus nowhere.
  package var environment = HostEnvironment()
  /// The list's scrolling. On by default.
  package var isScrollEnabled = true
  /// The virtual clock, in seconds. 0 at first.
  package private(set) var now: Double = 0
  /// Announcements made, oldest first.
  package private(set) var announcements: [AccessibilityAnnouncement] = []
  /// Scheduled actions not yet run: when each falls due, in scheduling order.
  package private(set) var scheduled: [(at: Double, action: @MainActor () -> Void)] = []

  /// What happened, one line per call, for assertions.
  package private(set) var log: [String] = []
  /// How many times each section's items were counted.
  package private(set) var countQuestions = 0
  /// The configuration the installed view shows, or `nil` when none is installed.
  package private(set) var installedConfiguration: RecordingConfiguration?
  /// The state the installed view shows the content of, as the seam handed it; `nil` when none
  /// is installed.
  package private(set) var installedState: EmptyDataSetState?
  /// The installed view's alpha (its target once a fade finishes).
  package private(set) var alpha: Double = 0
  /// Whether the installed view takes taps.
  package private(set) var acceptsTouches = false
  /// Whether the image animation is running.
  package private(set) var isImageAnimationRunning = false
  /// The last layout applied.
  package private(set) var appliedLayout: EmptyDataSetLayout?
  /// Fades started and not finished, oldest first.
  package private(set) var pendingFades: [(alpha: Double, completion: @MainActor () -> Void)] = []
  /// When true, a fade with any duration finishes inside the call (as a host may for 0 s).
  package var finishesFadesImmediately = false

  /// Creates a host with no sections.
  package init() {}

  // MARK: - ItemCounting

  /// The number of sections.
  package var numberOfSections: Int { itemsPerSection.count }

  /// The number of items in `section`.
  package func numberOfItems(inSection section: Int) -> Int {
    countQuestions += 1
    return itemsPerSection[section]
  }

  // MARK: - EmptyDataSetHosting

  /// Shows the view.
  package func showEmptyView(
    _ configuration: RecordingConfiguration, state: EmptyDataSetState, initialAlpha: Double
  ) {
    precondition(installedConfiguration == nil, "showEmptyView while shown")
    installedConfiguration = configuration
    installedState = state
    alpha = initialAlpha
    log.append("install alpha=\(initialAlpha)")
  }

  /// Updates the view in place.
  package func updateEmptyView(
    from old: RecordingConfiguration, to new: RecordingConfiguration,
    state: EmptyDataSetState, transition: EmptyDataSetContentTransition
  ) {
    precondition(installedConfiguration == old, "updateEmptyView with a stale old value")
    installedConfiguration = new
    installedState = state
    switch transition {
    case .immediate: log.append("update")
    case .crossFade(let duration): log.append("crossfade \(duration)")
    }
  }

  /// Hides the view.
  package func hideEmptyView() {
    precondition(installedConfiguration != nil, "hideEmptyView with nothing shown")
    installedConfiguration = nil
    installedState = nil
    appliedLayout = nil
    acceptsTouches = false
    log.append("remove")
  }

  /// Saves the scroll setting.
  package func saveInteraction() -> Bool { isScrollEnabled }

  /// Applies the scroll setting the empty data set wants.
  package func applyInteraction(allowsScroll: Bool) { isScrollEnabled = allowsScroll }

  /// Restores a saved scroll setting.
  package func restoreInteraction(_ snapshot: Bool) { isScrollEnabled = snapshot }

  /// Records an announcement.
  package func announce(_ announcement: AccessibilityAnnouncement) {
    announcements.append(announcement)
    log.append("announce \(announcement)")
  }

  /// Whether the attachment asked to hear when the list comes on screen; not logged.
  package private(set) var watchesForScreen = false
  /// How many times the attachment changed ``watchesForScreen``.
  package private(set) var watchChanges = 0

  /// Records whether the attachment waits for the screen.
  package func setWatchesForScreen(_ watches: Bool) {
    watchesForScreen = watches
    watchChanges += 1
  }

  /// Schedules `action` on the virtual clock.
  package func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) {
    scheduled.append((now + max(0, seconds), action))
  }

  // MARK: - Driving the clock

  /// Moves the clock forward by `seconds`, running each scheduled action when it falls due, in
  /// time order (and scheduling order at equal times); actions scheduled meanwhile run too when
  /// they fall within the interval. `advance(by: 0)` ends the current main-loop turn.
  package func advance(by seconds: Double) {
    let end = now + max(0, seconds)
    while let next = scheduled.indices.filter({ scheduled[$0].at <= end }).min(by: {
      (scheduled[$0].at, $0) < (scheduled[$1].at, $1)
    }) {
      let (at, action) = scheduled.remove(at: next)
      now = max(now, at)
      action()
    }
    now = end
  }

  /// Forgets the announcements.
  package func clearAnnouncements() { announcements.removeAll() }

  /// How many elements were measured.
  package private(set) var measurements = 0
  /// Added to every text's measured height, to simulate a text-size change.
  package var extraTextHeight = 0.0

  /// Measures with the fixed-width font model.
  package func measure(_ element: EmptyDataSetLayout.Element, availableWidth: Double)
    -> EmptyDataSetLayout.Size
  {
    measurements += 1
    guard let configuration = installedConfiguration else { return .zero }
    switch element {
    case .image:
      return configuration.image?.size ?? .zero
    case .title:
      return Self.measureText(
        configuration.title, characterWidth: 12, lineHeight: 30 + extraTextHeight,
        maximumLines: configuration.titleProperties.numberOfLines, availableWidth: availableWidth)
    case .message:
      return Self.measureText(
        configuration.message, characterWidth: 8, lineHeight: 20,
        maximumLines: configuration.messageProperties.numberOfLines,
        availableWidth: availableWidth)
    case .button:
      return Self.measureButton(configuration.button)
    case .secondaryButton:
      return Self.measureButton(configuration.secondaryButton)
    case .customView:
      return configuration.customView?.size ?? .zero
    }
  }

  /// A button: its image's size, or 9 points a character of its title plus 24, 44 high.
  private static func measureButton(_ button: EmptyDataSetButton<RecordingPlatform>)
    -> EmptyDataSetLayout.Size
  {
    if let image = button.images.normal { return image.size }
    let characters = Double(button.titles.normal?.count ?? 0)
    return EmptyDataSetLayout.Size(width: characters * 9 + 24, height: 44)
  }

  /// Records the layout.
  package func applyLayout(_ layout: EmptyDataSetLayout) {
    appliedLayout = layout
    log.append("layout")
  }

  /// Starts a fade that finishes when the test says so.
  package func animateEmptyViewAlpha(
    to alpha: Double, duration: Double, completion: @escaping @MainActor () -> Void
  ) {
    log.append("fade to=\(alpha)")
    if finishesFadesImmediately {
      self.alpha = alpha
      completion()
    } else {
      pendingFades.append((alpha, completion))
    }
  }

  /// Records the touch setting.
  package func setEmptyViewAcceptsTouches(_ acceptsTouches: Bool) {
    self.acceptsTouches = acceptsTouches
  }

  /// Records the animation state.
  package func setImageAnimationRunning(_ running: Bool) {
    isImageAnimationRunning = running
    log.append(running ? "animation start" : "animation stop")
  }

  // MARK: - Driving time

  /// Finishes the pending fade at `index`, as if its animation ended.
  package func completeFade(at index: Int) {
    let fade = pendingFades.remove(at: index)
    alpha = fade.alpha
    fade.completion()
  }

  /// Finishes every pending fade, oldest first, including ones started meanwhile.
  package func completeAllFades() {
    while !pendingFades.isEmpty {
      completeFade(at: 0)
    }
  }

  /// Forgets the log.
  package func clearLog() { log.removeAll() }

  private static func measureText(
    _ text: String?, characterWidth: Double, lineHeight: Double, maximumLines: Int,
    availableWidth: Double
  ) -> EmptyDataSetLayout.Size {
    guard let text, !text.isEmpty else { return .zero }
    let perLine = max(1, Int(availableWidth / characterWidth))
    var lines = (text.count + perLine - 1) / perLine
    if maximumLines > 0 { lines = min(lines, maximumLines) }
    let width = Double(min(text.count, perLine)) * characterWidth
    return EmptyDataSetLayout.Size(width: width, height: Double(lines) * lineHeight)
  }
}
