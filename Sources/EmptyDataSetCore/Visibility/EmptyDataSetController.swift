// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// The state machine of one empty data set attached to one list.
///
/// ```
///            show                 fade-in ends
///  hidden ─────────▶ appearing ─────────────────▶ visible
///    ▲                   │ hide (didAppear first)    │ hide
///    │  fade-out ends    ▼                           ▼
///    └─────────────── disappearing ◀─────────────────┘
/// ```
///
/// - `willAppear`/`didAppear` and `willDisappear`/`didDisappear` fire once per real transition,
///   always in pairs and in order. A reload that stays visible updates the content in place
///   (when it changed at all) and fires nothing; a change of the displayed state while visible
///   cross-fades and fires `stateDidChange` only.
/// - Nothing fires when nothing was visible (DZNEmptyDataSet fired disappear callbacks on first
///   assignment and on setting the source to nil).
/// - The list's own interaction settings are saved on show and restored on hide.
/// - Which state is displayed, and when, is the ``StateTimeline``'s decision; when it may change
///   with time alone, the controller asks the host to wake it.
/// - Fades and cross-fades are instant when the host reports reduced motion.
/// - Accessibility announcements follow ``AccessibilityAnnouncement``.
/// - A reload requested from inside a callback runs after the current one, never nested.
/// - ``detach()`` ends it through the same transitions, so callbacks stay paired and the list's
///   settings come back.
@MainActor
package final class EmptyDataSetController<Host: EmptyDataSetHosting> {
  /// The configuration type of this host's platform.
  package typealias Configuration = EmptyDataSetConfiguration<Host.Platform>

  /// Where the empty data set is in its life.
  package enum Phase: Hashable, Sendable {
    /// Not shown.
    case hidden
    /// Shown and fading in; `didAppear` has not fired yet.
    case appearing
    /// Fully shown.
    case visible
    /// Fading out; `willDisappear` has fired, `didDisappear` has not.
    case disappearing
  }

  /// How many reload passes one ``reload()`` may run when callbacks keep asking for more.
  package static var maximumReloadPasses: Int { 16 }

  /// The host, unretained: it outlives the controller (it owns the controller, or the object
  /// that owns both does), and a reference that is never counted costs nothing on the path of
  /// every reload (a host with weak references to it counts the slow way; docs/performance.md).
  private let unretainedHost: Unmanaged<Host>
  var host: Host { unretainedHost.takeUnretainedValue() }
  /// The host as the one that lets the controller lay out its view, or `nil` when its toolkit
  /// lays the view out in its own pass (see ``EmptyDataSetLayoutHosting``).
  private(set) weak var layoutHost: (any EmptyDataSetLayoutHosting)?

  /// What to show and whom to tell. `nil` by default: nothing is shown. Setting `nil` while the
  /// empty data set is shown hides it, with callbacks to the handlers it was shown with; so does
  /// setting `nil` from inside a callback of a reload that is about to show it.
  package var provider: EmptyDataSetProvider<Host.Platform>? {
    didSet {
      displayQuestions = provider.map(DisplayQuestions.init)
      isSettledWithItems = false
      if let provider {
        events = provider.events
      } else if phase != .hidden || isReloading {
        // While a reload runs (willAppear, or didDisappear before showing again) the phase may
        // still read hidden although a show is under way: ask for one more pass.
        reload()
      }
    }
  }

  // The flags every reload reads are `@exclusivity(unchecked)`: they are only read and assigned
  // whole, on the main actor, never passed `inout`, so no access can overlap another; the run
  // time's checks of them were a tenth of a reload with data present (docs/performance.md).

  /// The current phase. ``Phase/hidden`` at first.
  @exclusivity(unchecked) package private(set) var phase: Phase = .hidden
  /// The configuration being shown, or `nil` when hidden.
  package private(set) var configuration: Configuration?
  /// The state being shown, or `nil` when hidden.
  package private(set) var display: EmptyDataSetState?
  /// The last layout applied, or `nil` when hidden (and always for a host that lays out in its
  /// toolkit's own pass).
  package internal(set) var layout: EmptyDataSetLayout? {
    get { layoutMemory?.layout }
    set { if newValue != nil || layoutMemory != nil { rememberedLayout().layout = newValue } }
  }
  /// True once ``detach()`` ran: reloads and taps do nothing any more.
  @exclusivity(unchecked) package private(set) var isDetached = false

  /// True when a reload of a list that has items would change nothing: as the last reload left
  /// it, nothing is shown, no state is pending and the answers are constant and hide a list
  /// with items. Anything that could change that (a state, a provider, what the app set through
  /// the attachment, a detach) makes it false until the next reload. A host whose data-change
  /// handler runs for every change of a large list may skip ``reload()`` while it is true and
  /// the list has items (the GTK `items-changed` handler does: calling into the core's
  /// unspecialized code for nothing was most of what the library added to a splice,
  /// docs/performance.md). `nonisolated(unsafe)` so that such a handler, a C function, reads it
  /// without an executor check; it is written on the main actor only.
  nonisolated(unsafe) package internal(set) var isSettledWithItems = false

  /// True while the empty data set is appearing or fully shown (not while fading out).
  package var isVisible: Bool { phase == .appearing || phase == .visible }

  /// The state the app asked for last. ``EmptyDataSetState/empty`` by default.
  package var requestedState: EmptyDataSetState { states.timeline.requested }
  /// The state the current decision is about (shown, or being shown), for sources that answer
  /// per state. `nil` when nothing is shown.
  package var displayedState: EmptyDataSetState? { states.timeline.displayed }

  /// The timing rules' values. Defaults as documented on ``EmptyDataSetTiming``.
  package var timing: EmptyDataSetTiming {
    get { states.timeline.timing }
    set { states.setTiming(newValue.sanitized()) }
  }

  /// The provider's display questions, copied out when it is set, so that a reload ending
  /// hidden never touches a value of a generic type (see `reloadPass()`).
  @exclusivity(unchecked) private var displayQuestions: DisplayQuestions?
  /// The state timeline (non-generic, like the questions).
  private let states = StateKeeper()
  /// The handlers of the current provider, kept when the provider is removed so that hiding
  /// still reaches the handlers the empty data set was shown with.
  private var events = EmptyDataSetEvents()
  private var savedInteraction: Host.InteractionSnapshot?
  var isImageAnimationRunning = false
  private var transition = 0
  @exclusivity(unchecked) private var isReloading = false
  @exclusivity(unchecked) private var needsReload = false
  /// True while a hide's `willDisappear` runs, so that a detach from inside it does not send
  /// `willDisappear` a second time.
  private var isSendingWillDisappear = false
  /// What a timing rule's wake-up does: a reload by default (the attachment makes it wait for
  /// the screen when nothing is shown and nobody sees the list).
  package var wake: (@MainActor () -> Void)?

  /// The earliest time a wake-up is scheduled for, so that a burst of reloads schedules one.
  private var scheduledWake: Double?
  /// The container of the last layout.
  var lastContainer: LayoutContainer? {
    get { layoutMemory?.lastContainer }
    set {
      if newValue != nil || layoutMemory != nil { rememberedLayout().lastContainer = newValue }
    }
  }
  /// The sizes the host measured for the shown content, by element and available width.
  var measuredSizes: [MeasuredElement: EmptyDataSetLayout.Size] {
    get { layoutMemory?.measuredSizes ?? [:] }
    set {
      if !newValue.isEmpty || layoutMemory != nil { rememberedLayout().measuredSizes = newValue }
    }
  }

  /// What the three properties above keep, in a box made by the first layout: only a host that
  /// lets the controller lay out (``EmptyDataSetLayoutHosting``: UIKit) has one, and the others
  /// (GTK, SwiftUI, which lay out in their toolkit's pass) keep a pointer rather than a few
  /// hundred bytes per list.
  private final class LayoutMemory {
    var layout: EmptyDataSetLayout?
    var lastContainer: LayoutContainer?
    var measuredSizes: [MeasuredElement: EmptyDataSetLayout.Size] = [:]
  }
  private var layoutMemory: LayoutMemory?

  private func rememberedLayout() -> LayoutMemory {
    if let layoutMemory { return layoutMemory }
    let made = LayoutMemory()
    layoutMemory = made
    return made
  }

  /// Creates a controller for `host`, which must outlive it (the host owns its controller).
  package init(host: Host) {
    unretainedHost = Unmanaged.passUnretained(host)
    layoutHost = host as? any EmptyDataSetLayoutHosting
  }

  // MARK: - Driving

  /// Decides again whether to show, and shows, updates or hides accordingly.
  ///
  /// Safe to call from any callback: a reload requested while one is running runs right after
  /// it, up to ``maximumReloadPasses`` passes. Does nothing once detached.
  package func reload() {
    guard !isDetached else { return }
    needsReload = true
    guard !isReloading else { return }
    isReloading = true
    isSettledWithItems = false
    runPasses()
    isReloading = false
    if isDetached {
      releaseAppObjects()
    } else {
      isSettledWithItems =
        phase == .hidden && states.isIdle && displayQuestions?.hidesListsWithItems == true
    }
  }

  /// Runs passes while one asks for another (nothing here throws, so no `defer`: in this
  /// unspecialized generic code one costs a call of its own on every reload).
  private func runPasses() {
    var passes = 0
    while needsReload {
      needsReload = false
      passes += 1
      guard passes <= Self.maximumReloadPasses else {
        EmptyDataSetDiagnostics.report(
          .misuse,
          "Callbacks kept requesting reloads; stopped after \(Self.maximumReloadPasses) passes. "
            + "Change the list's data outside willAppear/didAppear/willDisappear/didDisappear.")
        break
      }
      reloadPass()
    }
  }

  /// Records the state the app asked for; the next ``reload()`` applies it.
  package func request(_ state: EmptyDataSetState) {
    guard !isDetached else { return }
    isSettledWithItems = false
    states.request(state, at: host.now)
  }

  /// Lays out again if the container changed (size, visible insets, direction, scale or
  /// origin) since the last layout: the decision "did the visible area change" is made here, so
  /// a host may call this on every hint it gets (an inset or header change, a layout pass, a
  /// keyboard notification, a scroll) and only a real change costs a layout. A change that
  /// keeps the available width (a scroll that moves the origin) measures nothing again.
  package func containerDidChange() {
    guard phase != .hidden, let layoutHost, layoutHost.layoutContainer != lastContainer else {
      return
    }
    relayout()
  }

  /// Lays out again although the container did not change: the content's natural sizes did
  /// (the text size, a font, a custom view's own size).
  package func contentSizeDidChange() {
    guard phase != .hidden else { return }
    relayout(remeasures: true)
  }

  /// Forwards a tap on the empty view, if it is shown and allows touch.
  package func handleViewTap() {
    guard isVisible, configuration?.allowsTouch == true else { return }
    events.didTapView?()
  }

  /// Forwards a tap on the button, if it is shown and allows touch. In the failed or offline
  /// state, with a retry handler, the state becomes loading and the handler runs.
  package func handleButtonTap() {
    guard isVisible, configuration?.allowsTouch == true else { return }
    let wasFailed = display?.kind.offersRetry == true
    events.didTapButton?()
    guard wasFailed, let retry = events.retry, !isDetached else { return }
    request(.loading)
    reload()
    retry()
  }

  /// Forwards a tap on the secondary button, if it is shown and allows touch.
  package func handleSecondaryButtonTap() {
    guard isVisible, configuration?.allowsTouch == true else { return }
    events.didTapSecondaryButton?()
  }

  /// Ends the empty data set for good: a shown one goes at once through the usual callbacks
  /// (a pending `didAppear` first), the list gets its settings back, and later reloads and taps
  /// do nothing. Idempotent. From inside a callback it works the same: each callback still
  /// fires once, in pairs (a detach inside `willAppear` sends `didAppear`, `willDisappear` and
  /// `didDisappear` for a show that never reaches the list), and nothing is shown afterwards.
  package func detach() {
    guard !isDetached else { return }
    isDetached = true
    isSettledWithItems = false
    switch phase {
    case .hidden:
      break
    case .appearing, .visible:
      finishShow(transition)
      if !isSendingWillDisappear { events.willDisappear?() }
      guard phase == .visible else { break }
      phase = .disappearing
      transition += 1
      restoreInteraction()
      finishHide(transition)
    case .disappearing:
      finishHide(transition)
    }
    states.reset()
    displayQuestions = nil
    // From inside a callback of a reload, the reload still sends the pairing callbacks: it lets
    // go when it ends.
    if !isReloading { releaseAppObjects() }
  }

  /// Lets go of the app's closures after a detach: one that captures the app (a retry that
  /// reloads through the empty data set) would otherwise keep both alive after the list has
  /// gone.
  private func releaseAppObjects() {
    events = EmptyDataSetEvents()
    provider = nil
  }

  // MARK: - One pass

  /// One decision. The path that ends hidden (a list with data: every reload of a busy list)
  /// reads only non-generic state. This code is generic over the host and runs unspecialized
  /// in the app, and such a function looks up the metadata of every generic local on entry:
  /// copying the provider and holding a configuration here made a reload with data present
  /// cost about 70 times the item count (measured by the benchmarks, docs/performance.md).
  private func reloadPass() {
    // A closure literal, not the method reference `host.containsItems`: in this generic code
    // the reference is a partial application whose context went on the heap (one allocation
    // per reload); a non-escaping literal's context stays on the stack.
    let decision = unretainedHost.borrowing { host in
      displayQuestions?.decide(containsItems: { host.containsItems() })
    }
    guard let decision else {
      states.reset()  // Nothing is displayed: no provider, or its source has gone.
      hideIfShown()
      return
    }
    // A list with items, nothing shown and no load pending: no timing rule applies.
    if !decision.showsEmptyDataSet && states.isIdle {
      hideIfShown()
      return
    }
    let timed = states.resolve(decision, now: { host.now })
    if let wake = timed.decideAgainAt { scheduleWake(at: wake) }
    guard let display = timed.display else {
      hideIfShown()
      return
    }
    showOrUpdate(decision, display)
  }

  private func hideIfShown() {
    guard phase == .appearing || phase == .visible else { return }
    beginHide()
  }

  private func showOrUpdate(_ decision: DisplayDecision, _ wanted: EmptyDataSetState) {
    guard let provider, let made = provider.makeConfiguration(decision, wanted) else {
      states.reset()  // Nothing to show for `wanted` ("no items" without content).
      hideIfShown()
      return
    }
    let configuration = made.sanitized()
    switch phase {
    case .hidden:
      beginShow(configuration, wanted)
    case .disappearing:
      finishHide(transition)
      beginShow(configuration, wanted)
    case .appearing, .visible:
      update(to: configuration, wanted)
    }
  }

  private func scheduleWake(at time: Double) {
    if let scheduledWake, scheduledWake <= time { return }
    scheduledWake = time
    host.schedule(after: max(0, time - host.now)) { [weak self] in
      guard let self, self.scheduledWake == time else { return }
      self.scheduledWake = nil
      if let wake = self.wake { wake() } else { self.reload() }
    }
  }

  // MARK: - Transitions

  private func beginShow(_ wanted: Configuration, _ wantedDisplay: EmptyDataSetState) {
    // A didDisappear handler of the hide just ended may have detached.
    guard !isDetached else { return }
    events.willAppear?()
    guard !isDetached else {
      // The willAppear handler detached: nothing reaches the list, the callbacks still pair.
      events.didAppear?()
      events.willDisappear?()
      events.didDisappear?()
      return
    }
    let environment = host.environment
    savedInteraction = host.saveInteraction()
    host.applyInteraction(allowsScroll: wanted.allowsScroll)
    configuration = wanted
    display = wantedDisplay
    phase = .appearing
    transition += 1
    let fades =
      wanted.fadesIn && wanted.fadeInDuration > 0 && !environment.prefersReducedMotion
    host.showEmptyView(wanted, state: wantedDisplay, initialAlpha: fades ? 0 : 1)
    host.setEmptyViewAcceptsTouches(wanted.allowsTouch)
    relayout(force: true, remeasures: true)
    updateImageAnimation()
    let current = transition
    if fades {
      host.animateEmptyViewAlpha(to: 1, duration: wanted.fadeInDuration) { [weak self] in
        self?.finishShow(current, announces: true)
      }
    } else {
      finishShow(current, announces: true)
    }
  }

  private func finishShow(_ expected: Int, announces: Bool = false) {
    guard phase == .appearing, transition == expected else { return }
    phase = .visible
    if announces, let announcement = AccessibilityAnnouncement.forAppearance(in: host.environment) {
      host.announce(announcement)
    }
    events.didAppear?()
  }

  private func update(to wanted: Configuration, _ wantedDisplay: EmptyDataSetState) {
    guard let shown = configuration else { return }
    let shownDisplay = display ?? wantedDisplay
    let changesState = shownDisplay.kind != wantedDisplay.kind
    display = wantedDisplay
    if shown != wanted {
      let crossFade = states.timeline.timing.crossFadeDuration
      let transition: EmptyDataSetContentTransition =
        changesState && crossFade > 0 && !host.environment.prefersReducedMotion
        ? .crossFade(duration: crossFade) : .immediate
      host.updateEmptyView(from: shown, to: wanted, state: wantedDisplay, transition: transition)
      configuration = wanted
      if shown.allowsScroll != wanted.allowsScroll, savedInteraction != nil {
        host.applyInteraction(allowsScroll: wanted.allowsScroll)
      }
      if shown.allowsTouch != wanted.allowsTouch {
        host.setEmptyViewAcceptsTouches(wanted.allowsTouch)
      }
      relayout(force: true, remeasures: true)
      updateImageAnimation()
    }
    guard shownDisplay != wantedDisplay else { return }
    if changesState,
      let announcement = AccessibilityAnnouncement.forStateChange(in: host.environment)
    {
      host.announce(announcement)
    }
    events.stateDidChange?(shownDisplay, wantedDisplay)
  }

  private func beginHide() {
    switch phase {
    case .hidden, .disappearing:
      return
    case .appearing:
      finishShow(transition)
      // The didAppear handler may have detached, which hid everything already.
      guard phase == .visible else { return }
    case .visible:
      break
    }
    isSendingWillDisappear = true
    events.willDisappear?()
    isSendingWillDisappear = false
    guard phase == .visible, let shown = configuration else { return }
    let environment = host.environment
    phase = .disappearing
    transition += 1
    restoreInteraction()
    host.setEmptyViewAcceptsTouches(false)
    updateImageAnimation()
    if let announcement = AccessibilityAnnouncement.forDisappearance(in: environment) {
      host.announce(announcement)
    }
    let current = transition
    if shown.fadesOut && shown.fadeOutDuration > 0 && !environment.prefersReducedMotion {
      host.animateEmptyViewAlpha(to: 0, duration: shown.fadeOutDuration) { [weak self] in
        self?.finishHide(current)
      }
    } else {
      finishHide(current)
    }
  }

  private func finishHide(_ expected: Int) {
    guard phase == .disappearing, transition == expected else { return }
    updateImageAnimation(forceStop: true)
    host.hideEmptyView()
    configuration = nil
    display = nil
    layout = nil
    lastContainer = nil
    // Not a new empty dictionary each hide: for the generic key that is a metadata lookup.
    if !measuredSizes.isEmpty { measuredSizes = [:] }
    phase = .hidden
    events.didDisappear?()
  }

  private func restoreInteraction() {
    guard let saved = savedInteraction else { return }
    savedInteraction = nil
    host.restoreInteraction(saved)
  }
}
