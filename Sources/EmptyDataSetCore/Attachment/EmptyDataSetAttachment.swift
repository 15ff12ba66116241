// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// One empty data set attached to one list: everything a backend would otherwise write for
/// itself, written once.
///
/// A backend is a host (``EmptyDataSetHosting``: it reports the list and carries out) and a
/// view. It creates one attachment per list and forwards what the app sets and what the list
/// does. The attachment:
///
/// - builds what the controller reads from what the app set, by **one rule** (see
///   ``content(for:decision:)`` and ``EmptyDataSetEvents``): a configuration value wins over a
///   DZN-style source for the "no items" state; the delegate's questions apply to the source;
///   each event goes to the delegate's method, then to the app's closures;
/// - asks each delegate question at most once per reload (the answers are built when the
///   delegate is set, not on every reload);
/// - holds the state the app asked for (loading, failed, no results) and applies it under the
///   ``StateTimeline`` rules, with per-state configurations or presets;
/// - decides once per main-loop turn for everything the app set during it, whatever the order
///   (configuration, source, delegate, events, state, timing, language), and coalesces bursts of
///   triggers the same way (``setNeedsReload()``); a data change still decides at once
///   (``reload()``);
/// - decides inside a view update for a host that must draw the decision in that same update
///   (SwiftUI's `body`): ``decideNow()`` decides synchronously and holds the callbacks until the
///   update has ended;
/// - detaches through the state machine (``detach()``).
@MainActor
package final class EmptyDataSetAttachment<Host: EmptyDataSetHosting> {
  /// The configuration type of this host's platform.
  package typealias Configuration = EmptyDataSetConfiguration<Host.Platform>

  /// The state machine it drives.
  package let controller: EmptyDataSetController<Host>
  private unowned let host: Host
  private var isReloadScheduled = false
  /// Set when a data change asked for the scheduled decision (it is then made off screen too).
  private var isDataDecisionScheduled = false
  /// Set when the content changed while the list was off screen and nothing was shown: the
  /// decision waits until the list comes on screen (``hostDidMoveOnScreen()``) or its data
  /// changes. The host watches for the screen exactly while it is set. (Unchecked, as the
  /// controller's flags: read on every reload.)
  @exclusivity(unchecked) private var isDecisionDeferred = false {
    didSet {
      if isDecisionDeferred != oldValue { host.setWatchesForScreen(isDecisionDeferred) }
    }
  }
  /// Set when something the app set changed what the controller reads; it is rebuilt once,
  /// before the next decision.
  @exclusivity(unchecked) private var isProviderStale = false
  /// Grows with each ``decideNow()``, so that an end-of-turn decision scheduled before it, which
  /// it has already made, does not run again.
  private var decisionGeneration = 0
  /// True while ``decideNow()`` runs: the app's callbacks are held, not called.
  private var isHoldingEvents = false
  /// Callbacks held by ``decideNow()``, oldest first; delivered when the current main-loop turn
  /// ends, or before any later callback.
  private var heldEvents: [@MainActor () -> Void] = []
  private var isDeliveryScheduled = false

  /// Creates an attachment for `host`, which must outlive it (the host, or the backend object
  /// that owns both, keeps it).
  package init(host: Host) {
    self.host = host
    controller = EmptyDataSetController(host: host)
    // With nothing set, an empty list shows nothing ("no items" has no content) but a state
    // shows its preset: the same answer as after the app set anything unrelated (its events).
    controller.provider = makeProvider()
    controller.wake = { [weak self] in self?.decideUnlessNobodySees() }
  }

  // MARK: - What the app set

  /// The "no items" state's content as a value; wins over ``source``. `nil` by default.
  package var configuration: Configuration? { didSet { contentDidChange() } }

  /// The DZN-style source, as the backend wrapped it. `nil` by default.
  package var source: EmptyDataSetSourceBinding<Host.Platform>? {
    get { boxedSource?.value }
    set {
      boxedSource = newValue.map { Boxed($0) }
      contentDidChange()
    }
  }

  /// The DZN-style delegate, as the backend wrapped it. `nil` by default.
  package var delegate: EmptyDataSetDelegateBinding? {
    get { boxedDelegate?.value }
    set {
      boxedDelegate = newValue.map { Boxed($0) }
      contentDidChange()
    }
  }

  // Boxed: a binding is a quarter of a kilobyte of closures, and most attachments (every GTK
  // one) have none.
  private var boxedSource: Boxed<EmptyDataSetSourceBinding<Host.Platform>>?
  private var boxedDelegate: Boxed<EmptyDataSetDelegateBinding>?
  /// Gathers the source's answers without allocating while they are unchanged; made on first
  /// use (most attachments have no source).
  private lazy var gatherer = EmptyDataSetConfigurationGatherer<Host.Platform>()

  /// The app's closures, called after the delegate's methods. None by default.
  package var events = EmptyDataSetEvents() { didSet { contentDidChange() } }

  /// The language of the presets. The system's by default.
  package var localization = EmptyDataSetLocalization.system { didSet { contentDidChange() } }

  /// Per-state configurations set by the app; a state without one uses the source (when it
  /// answers for that state) or the preset.
  private var stateConfigurations: [EmptyDataSetState.Kind: Configuration] = [:]

  /// The configuration the app set for the states of `kind` (``configuration`` for
  /// ``EmptyDataSetState/Kind/empty``), or `nil`.
  package func configuration(for kind: EmptyDataSetState.Kind) -> Configuration? {
    kind == .empty ? configuration : stateConfigurations[kind]
  }

  /// Sets the configuration for the states of `kind` (`nil`: back to the source or the preset).
  /// For ``EmptyDataSetState/Kind/empty`` it sets ``configuration``.
  package func setConfiguration(_ value: Configuration?, for kind: EmptyDataSetState.Kind) {
    if kind == .empty {
      configuration = value
    } else {
      stateConfigurations[kind] = value
      contentDidChange()
    }
  }

  // MARK: - State

  /// The state the app asked for. ``EmptyDataSetState/empty`` by default. Setting it takes
  /// effect when the current main-loop turn ends, so that the data change that usually comes
  /// with it (before or after, in the same turn) is decided together with it: "loading" then
  /// "content" with the new items never shows "no items" in between.
  package var state: EmptyDataSetState {
    get { controller.requestedState }
    set {
      guard newValue != controller.requestedState else { return }
      controller.request(newValue)
      scheduleDecision(forData: false)
    }
  }

  /// The state shown, or being decided for; `nil` when nothing is shown. Sources read it to
  /// answer for the state being shown.
  package var displayedState: EmptyDataSetState? { controller.displayedState }

  /// The timing rules' values. A change applies to a load already pending, or a loading state
  /// already shown: it is decided again when the current main-loop turn ends.
  package var timing: EmptyDataSetTiming {
    get { controller.timing }
    set {
      let old = controller.timing
      controller.timing = newValue
      let isTimed = controller.requestedState == .loading || controller.displayedState == .loading
      if isTimed, controller.timing != old { scheduleDecision(forData: false) }
    }
  }

  // MARK: - Driving

  /// Decides now (after a data change the host observed), with everything the app has set so
  /// far.
  package func reload() {
    if isDecisionDeferred { isDecisionDeferred = false }
    rebuildProviderIfStale()
    controller.reload()
  }

  /// Decides now, from inside a view update (SwiftUI's `body`), and returns what is displayed:
  /// the host has been told the same through the seam before this returns, so the update that
  /// reads the host's values after this call draws the decision for the values it was given.
  ///
  /// Everything the app set so far is decided together (a state set just before applies now,
  /// not when the turn ends), and the end-of-turn decision already scheduled is not made again.
  /// The app's callbacks (`willAppear`, `didAppear`, `stateDidChange`, …) are **not** called
  /// during it: code that runs inside a view update must not change the app's state. They are
  /// held, in order, and delivered when the current main-loop turn ends (``EmptyDataSetHosting/
  /// schedule(after:_:)`` with 0), or before any callback that comes earlier (a tap, the end of
  /// a fade). A callback that asks for a decision then gets one, as from anywhere else.
  ///
  /// A host calling it from its view update must carry out the host calls without publishing
  /// changes during that update (see the SwiftUI host), and start any fade it is asked for after
  /// the update, so that the view is drawn at its initial alpha first.
  ///
  /// - Returns: the configuration and state displayed (also while fading in), or `nil` when
  ///   nothing is, or when it is fading out.
  @discardableResult
  package func decideNow() -> EmptyDataSetDisplayed<Host.Platform>? {
    decisionGeneration += 1
    isReloadScheduled = false
    isDataDecisionScheduled = false
    let wasHolding = isHoldingEvents
    isHoldingEvents = true
    reload()
    isHoldingEvents = wasHolding
    return displayed
  }

  /// What is displayed now: the configuration and state shown (also while fading in), or `nil`
  /// when nothing is, or when it is fading out.
  package var displayed: EmptyDataSetDisplayed<Host.Platform>? {
    guard controller.isVisible, let configuration = controller.configuration,
      let state = controller.display
    else { return nil }
    return EmptyDataSetDisplayed(configuration: configuration, state: state)
  }

  /// The list came on screen (it was added to a window, or mapped): a decision that waited for
  /// it is made now. Hosts call it on every such move; it costs nothing otherwise.
  package func hostDidMoveOnScreen() {
    guard isDecisionDeferred else { return }
    reload()
  }

  /// Decides once when the current main-loop turn ends, however often it is called meanwhile
  /// (a burst of content-size changes, a state change next to a data change). For data
  /// changes: the decision is made even for a list off screen, as after `reloadData`.
  package func setNeedsReload() {
    scheduleDecision(forData: true)
  }

  /// Schedules the end-of-turn decision. A decision that no data change asked for (a state or
  /// a timing change, a timing rule's wake-up) waits, like a content change, until the list
  /// comes on screen when nothing is shown and nobody sees the list: the timeline keeps the
  /// request times, so the rules hold when it does.
  private func scheduleDecision(forData: Bool) {
    guard !controller.isDetached else { return }
    if forData { isDataDecisionScheduled = true }
    guard !isReloadScheduled else { return }
    isReloadScheduled = true
    let generation = decisionGeneration
    host.schedule(after: 0) { [weak self] in
      // A decideNow() since made this decision already.
      guard let self, self.decisionGeneration == generation else { return }
      let forData = self.isDataDecisionScheduled
      self.isReloadScheduled = false
      self.isDataDecisionScheduled = false
      if forData { self.reload() } else { self.decideUnlessNobodySees() }
    }
  }

  /// Decides now, unless nothing is shown and the list is off screen: then the decision waits
  /// for ``hostDidMoveOnScreen()`` (or a data change).
  private func decideUnlessNobodySees() {
    if controller.phase == .hidden && !host.environment.isOnScreen {
      isDecisionDeferred = true
    } else {
      reload()
    }
  }

  /// Ends the attachment: a shown empty data set goes at once through its callbacks, the list
  /// gets its settings back, and nothing happens afterwards. Everything the app set (closures,
  /// configurations, source and delegate bindings) is let go, so that closures capturing the
  /// app or the list do not keep them alive.
  package func detach() {
    controller.detach()
    isDecisionDeferred = false
    configuration = nil
    source = nil
    delegate = nil
    events = EmptyDataSetEvents()
    stateConfigurations = [:]
  }

  /// Lays out again if the visible area changed (see
  /// ``EmptyDataSetController/containerDidChange()``); call it on any hint.
  package func containerDidChange() {
    controller.containerDidChange()
  }

  /// Lays out again after the content's natural sizes changed (text size, fonts).
  package func contentSizeDidChange() {
    controller.contentSizeDidChange()
  }

  /// A tap on the empty view, outside its button. It reaches the events set so far, even in
  /// the turn they were set in.
  package func handleViewTap() {
    rebuildProviderIfStale()
    controller.handleViewTap()
  }

  /// A tap (or a keyboard activation) of the button, to the events set so far.
  package func handleButtonTap() {
    rebuildProviderIfStale()
    controller.handleButtonTap()
  }

  /// A tap (or a keyboard activation) of the secondary button, to the events set so far.
  package func handleSecondaryButtonTap() {
    rebuildProviderIfStale()
    controller.handleSecondaryButtonTap()
  }

  /// True while the empty data set is appearing or shown (not while it fades out).
  package var isVisible: Bool { controller.isVisible }

  /// The layout applied last, or `nil` while hidden.
  package var layout: EmptyDataSetLayout? { controller.layout }

  // MARK: - Building what the controller reads

  /// Something the app set changed what the controller reads: the decision is made once, when
  /// the current main-loop turn ends, with everything set during the turn, whatever the order.
  /// So events set after the configuration still receive the first `willAppear`, and three
  /// properties set in `viewDidLoad` decide once. (For a list nobody sees, with nothing shown,
  /// the decision then waits for the screen, as ``scheduleDecision(forData:)`` says.)
  private func contentDidChange() {
    guard !controller.isDetached else { return }
    isProviderStale = true
    controller.isSettledWithItems = false
    scheduleDecision(forData: false)
  }

  private func rebuildProviderIfStale() {
    guard isProviderStale else { return }
    isProviderStale = false
    controller.provider = makeProvider()
  }

  private func makeProvider() -> EmptyDataSetProvider<Host.Platform> {
    let events = holdable(
      EmptyDataSetEvents.sequence(delegate?.events ?? EmptyDataSetEvents(), events))
    let content: @MainActor (DisplayDecision, EmptyDataSetState) -> Configuration? = {
      [weak self] decision, display in self?.content(for: display, decision: decision)
    }
    if let configuration {
      return EmptyDataSetProvider(decidingBy: configuration, events: events, content: content)
    }
    var isAvailable: @MainActor () -> Bool = { true }
    if let source { isAvailable = source.isAvailable }
    return EmptyDataSetProvider(
      decidingBy: delegate?.answers ?? EmptyDataSetDelegateAnswers(), isAvailable: isAvailable,
      events: events, content: content)
  }

  /// `events` with each callback held while ``decideNow()`` runs, and delivered after the held
  /// ones otherwise, so that the app sees them in the order they happened.
  private func holdable(_ events: EmptyDataSetEvents) -> EmptyDataSetEvents {
    func hold(_ event: (@MainActor () -> Void)?) -> (@MainActor () -> Void)? {
      guard let event else { return nil }
      return { [weak self] in
        guard let self else { return event() }
        self.deliver(event)
      }
    }
    var held = events
    held.didTapView = hold(events.didTapView)
    held.didTapButton = hold(events.didTapButton)
    held.didTapSecondaryButton = hold(events.didTapSecondaryButton)
    held.willAppear = hold(events.willAppear)
    held.didAppear = hold(events.didAppear)
    held.willDisappear = hold(events.willDisappear)
    held.didDisappear = hold(events.didDisappear)
    held.retry = hold(events.retry)
    if let stateDidChange = events.stateDidChange {
      held.stateDidChange = { [weak self] old, new in
        guard let self else { return stateDidChange(old, new) }
        self.deliver { stateDidChange(old, new) }
      }
    }
    return held
  }

  /// Calls `event` now, after any held ones, or holds it while ``decideNow()`` runs.
  private func deliver(_ event: @escaping @MainActor () -> Void) {
    guard isHoldingEvents else {
      deliverHeldEvents()
      event()
      return
    }
    heldEvents.append(event)
    guard !isDeliveryScheduled else { return }
    isDeliveryScheduled = true
    host.schedule(after: 0) { [weak self] in
      guard let self else { return }
      self.isDeliveryScheduled = false
      self.deliverHeldEvents()
    }
  }

  private func deliverHeldEvents() {
    guard !isHoldingEvents else { return }
    while !heldEvents.isEmpty {
      heldEvents.removeFirst()()
    }
  }

  /// The content for `display`: the rule every backend follows.
  ///
  /// - "No items": ``configuration`` when set, else gathered from the source, else nothing.
  /// - Loading, failed, no results: the configuration set for that state; else the source's
  ///   answers when it says it answers for that state; else the preset, in ``localization``,
  ///   keeping the layout and behaviour of the "no items" configuration (or the delegate's
  ///   behaviour answers).
  package func content(for display: EmptyDataSetState, decision: DisplayDecision)
    -> Configuration?
  {
    let questions = delegate?.answers ?? EmptyDataSetDelegateAnswers()
    let gathered = (decision.shouldDisplay, decision.isForced)
    if display == .empty {
      if let configuration { return configuration }
      guard let source else { return nil }
      return gatherer.gather(source: source.answers, delegate: questions, decision: gathered)
    }
    if let value = stateConfigurations[display.kind] { return value }
    if let source, source.answersState?(display) == true {
      return gatherer.gather(source: source.answers, delegate: questions, decision: gathered)
    }
    let base =
      configuration
      ?? Configuration(source: EmptyDataSetSourceAnswers(), delegate: questions, decision: gathered)
    return base.replacingContent(with: .preset(for: display, localization: localization))
  }
}

/// What an empty data set displays: the configuration and the state it is the content of.
package struct EmptyDataSetDisplayed<Platform: EmptyDataSetPlatform>: Equatable {
  /// The configuration shown.
  package var configuration: EmptyDataSetConfiguration<Platform>
  /// The displayed state: the one the timing rules let through, not always the one requested.
  package var state: EmptyDataSetState

  /// Creates a value.
  package init(configuration: EmptyDataSetConfiguration<Platform>, state: EmptyDataSetState) {
    self.configuration = configuration
    self.state = state
  }
}

/// A DZN-style source as a backend wraps it: the answers, and whether the object is still there.
package struct EmptyDataSetSourceBinding<Platform: EmptyDataSetPlatform> {
  /// The source's answers, one closure per method it implements.
  package var answers: EmptyDataSetSourceAnswers<Platform>
  /// False once the (weakly held) source has gone.
  package var isAvailable: @MainActor () -> Bool
  /// Whether the source answers for a display other than "no items"; `nil` or false: the
  /// per-state configuration or the preset is used instead.
  package var answersState: (@MainActor (EmptyDataSetState) -> Bool)?

  /// Creates a binding.
  package init(
    answers: EmptyDataSetSourceAnswers<Platform>,
    isAvailable: @escaping @MainActor () -> Bool,
    answersState: (@MainActor (EmptyDataSetState) -> Bool)? = nil
  ) {
    self.answers = answers
    self.isAvailable = isAvailable
    self.answersState = answersState
  }
}

/// A DZN-style delegate as a backend wraps it: its questions and its event methods.
package struct EmptyDataSetDelegateBinding {
  /// The delegate's questions, one closure per method it implements.
  package var answers: EmptyDataSetDelegateAnswers
  /// The delegate's event methods.
  package var events: EmptyDataSetEvents

  /// Creates a binding.
  package init(answers: EmptyDataSetDelegateAnswers, events: EmptyDataSetEvents) {
    self.answers = answers
    self.events = events
  }
}
