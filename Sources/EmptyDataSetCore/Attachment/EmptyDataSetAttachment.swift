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
  /// changes.
  private var isDecisionDeferred = false
  /// Set when something the app set changed what the controller reads; it is rebuilt once,
  /// before the next decision.
  private var isProviderStale = false

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
  package var source: EmptyDataSetSourceBinding<Host.Platform>? { didSet { contentDidChange() } }

  /// The DZN-style delegate, as the backend wrapped it. `nil` by default.
  package var delegate: EmptyDataSetDelegateBinding? { didSet { contentDidChange() } }

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
    if isDecisionDeferred {
      isDecisionDeferred = false
      host.setWatchesForScreen(false)
    }
    rebuildProviderIfStale()
    controller.reload()
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
    host.schedule(after: 0) { [weak self] in
      guard let self else { return }
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
      guard !isDecisionDeferred else { return }
      isDecisionDeferred = true
      host.setWatchesForScreen(true)
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
    if isDecisionDeferred {
      isDecisionDeferred = false
      host.setWatchesForScreen(false)
    }
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
    scheduleDecision(forData: false)
  }

  private func rebuildProviderIfStale() {
    guard isProviderStale else { return }
    isProviderStale = false
    controller.provider = makeProvider()
  }

  private func makeProvider() -> EmptyDataSetProvider<Host.Platform> {
    let events = EmptyDataSetEvents.sequence(delegate?.events ?? EmptyDataSetEvents(), events)
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
      return Configuration(source: source.answers, delegate: questions, decision: gathered)
    }
    if let value = stateConfigurations[display.kind] { return value }
    if let source, source.answersState?(display) == true {
      return Configuration(source: source.answers, delegate: questions, decision: gathered)
    }
    let base =
      configuration
      ?? Configuration(source: EmptyDataSetSourceAnswers(), delegate: questions, decision: gathered)
    return base.replacingContent(with: .preset(for: display, localization: localization))
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
