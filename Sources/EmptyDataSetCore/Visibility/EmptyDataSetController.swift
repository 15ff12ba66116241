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
///   (when it changed at all) and fires nothing.
/// - Nothing fires when nothing was visible (DZNEmptyDataSet fired disappear callbacks on first
///   assignment and on setting the source to nil).
/// - The list's own interaction settings are saved on show and restored on hide.
/// - A reload requested from inside a callback runs after the current one, never nested.
///
/// The controller is driven by its host: ``reload()`` after data changes,
/// ``containerDidChange()`` after a resize, ``handleViewTap()`` and ``handleButtonTap()`` on taps.
@MainActor
public final class EmptyDataSetController<Host: EmptyDataSetHosting> {
  /// The configuration type of this host's platform.
  public typealias Configuration = EmptyDataSetConfiguration<Host.Platform>

  /// Where the empty data set is in its life.
  public enum Phase: Hashable, Sendable {
    /// Not shown; no view installed.
    case hidden
    /// Installed and fading in; `didAppear` has not fired yet.
    case appearing
    /// Fully shown.
    case visible
    /// Fading out; `willDisappear` has fired, `didDisappear` has not.
    case disappearing
  }

  /// How many reload passes one ``reload()`` may run when callbacks keep asking for more.
  public static var maximumReloadPasses: Int { 16 }

  private unowned let host: Host

  /// What to show and whom to tell. `nil` by default: nothing is shown. Setting `nil` while the
  /// empty data set is shown hides it, with callbacks to the handlers it was shown with; so does
  /// setting `nil` from inside a callback of a reload that is about to show it.
  public var provider: EmptyDataSetProvider<Host.Platform>? {
    didSet {
      displayQuestions = provider.map(DisplayQuestions.init)
      if let provider {
        events = provider.events
      } else if phase != .hidden || isReloading {
        // While a reload runs (willAppear, or didDisappear before showing again) the phase may
        // still read hidden although a show is under way: ask for one more pass.
        reload()
      }
    }
  }

  /// The current phase. ``Phase/hidden`` at first.
  public private(set) var phase: Phase = .hidden
  /// The configuration being shown, or `nil` when hidden.
  public private(set) var configuration: Configuration?
  /// The last layout applied, or `nil` when hidden.
  public private(set) var layout: EmptyDataSetLayout?

  /// True while the empty data set is appearing or fully shown (not while fading out).
  public var isVisible: Bool { phase == .appearing || phase == .visible }

  /// The provider's display questions, copied out when it is set, so that a reload ending
  /// hidden never touches a value of a generic type (see `reloadPass()`).
  private var displayQuestions: DisplayQuestions?
  /// The handlers of the current provider, kept when the provider is removed so that hiding
  /// still reaches the handlers the empty data set was shown with.
  private var events = EmptyDataSetEvents()
  private var savedSettings: HostInteractionSettings?
  private var isImageAnimationRunning = false
  private var transition = 0
  private var isReloading = false
  private var needsReload = false

  /// Creates a controller for `host`, which must outlive it (the host owns its controller).
  public init(host: Host) {
    self.host = host
  }

  // MARK: - Driving

  /// Decides again whether to show, and shows, updates or hides accordingly.
  ///
  /// Safe to call from any callback: a reload requested while one is running runs right after
  /// it, up to ``maximumReloadPasses`` passes.
  public func reload() {
    needsReload = true
    guard !isReloading else { return }
    isReloading = true
    defer { isReloading = false }
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

  /// Lays out again after the container's size, insets or direction changed.
  public func containerDidChange() {
    guard phase != .hidden else { return }
    relayout()
  }

  /// Forwards a tap on the empty view, if it is shown and allows touch.
  public func handleViewTap() {
    guard isVisible, configuration?.allowsTouch == true else { return }
    events.didTapView?()
  }

  /// Forwards a tap on the button, if it is shown and allows touch.
  public func handleButtonTap() {
    guard isVisible, configuration?.allowsTouch == true else { return }
    events.didTapButton?()
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
    let host = self.host
    guard let decision = displayQuestions?.decide(containsItems: { host.containsItems() }),
      decision.showsEmptyDataSet
    else {
      hideIfShown()
      return
    }
    showOrUpdate(decision)
  }

  private func hideIfShown() {
    guard phase == .appearing || phase == .visible else { return }
    beginHide()
  }

  private func showOrUpdate(_ decision: DisplayDecision) {
    guard let provider else { return }
    let wanted = provider.makeConfiguration(decision).sanitized()
    switch phase {
    case .hidden:
      beginShow(wanted)
    case .disappearing:
      finishHide(transition)
      beginShow(wanted)
    case .appearing, .visible:
      update(to: wanted)
    }
  }

  // MARK: - Transitions

  private func beginShow(_ wanted: Configuration) {
    events.willAppear?()
    let saved = host.interactionSettings
    savedSettings = saved
    host.interactionSettings = .whileShowing(wanted, saved: saved)
    configuration = wanted
    phase = .appearing
    transition += 1
    let fades = wanted.fadesIn && wanted.fadeInDuration > 0
    host.installEmptyView(wanted, initialAlpha: fades ? 0 : 1)
    host.setEmptyViewAcceptsTouches(wanted.allowsTouch)
    relayout(force: true)
    updateImageAnimation()
    let current = transition
    if fades {
      host.animateEmptyViewAlpha(to: 1, duration: wanted.fadeInDuration) { [weak self] in
        self?.finishShow(current)
      }
    } else {
      finishShow(current)
    }
  }

  private func finishShow(_ expected: Int) {
    guard phase == .appearing, transition == expected else { return }
    phase = .visible
    events.didAppear?()
  }

  private func update(to wanted: Configuration) {
    guard let shown = configuration, shown != wanted else { return }
    host.updateEmptyView(from: shown, to: wanted)
    configuration = wanted
    if let saved = savedSettings {
      host.interactionSettings = .whileShowing(wanted, saved: saved)
    }
    if shown.allowsTouch != wanted.allowsTouch {
      host.setEmptyViewAcceptsTouches(wanted.allowsTouch)
    }
    relayout(force: true)
    updateImageAnimation()
  }

  private func beginHide() {
    switch phase {
    case .hidden, .disappearing:
      return
    case .appearing:
      finishShow(transition)
    case .visible:
      break
    }
    events.willDisappear?()
    guard phase == .visible, let shown = configuration else { return }
    phase = .disappearing
    transition += 1
    if let saved = savedSettings {
      host.interactionSettings = saved
      savedSettings = nil
    }
    host.setEmptyViewAcceptsTouches(false)
    updateImageAnimation()
    let current = transition
    if shown.fadesOut && shown.fadeOutDuration > 0 {
      host.animateEmptyViewAlpha(to: 0, duration: shown.fadeOutDuration) { [weak self] in
        self?.finishHide(current)
      }
    } else {
      finishHide(current)
    }
  }

  private func finishHide(_ expected: Int) {
    guard phase == .disappearing, transition == expected else { return }
    host.removeEmptyView()
    configuration = nil
    layout = nil
    phase = .hidden
    events.didDisappear?()
  }

  // MARK: - Applying

  /// Lays out the shown configuration. After a resize, a layout equal to the last one is not
  /// applied again; after an install or update it always is (new views need their frames).
  private func relayout(force: Bool = false) {
    guard let configuration else { return }
    let container = host.layoutContainer
    let request = LayoutRequest(
      configuration: configuration,
      containerSize: container.size,
      visibleInsets: container.visibleInsets,
      direction: container.direction,
      displayScale: container.displayScale)
    let host = self.host
    let newLayout = EmptyDataSetLayout.make(for: request) { element, width in
      host.measure(element, availableWidth: width)
    }
    guard force || newLayout != layout else { return }
    layout = newLayout
    host.applyLayout(newLayout)
  }

  private func updateImageAnimation() {
    let shouldRun = isVisible && configuration?.runsImageAnimation == true
    guard shouldRun != isImageAnimationRunning else { return }
    isImageAnimationRunning = shouldRun
    host.setImageAnimationRunning(shouldRun)
  }
}

/// The questions a reload asks before it knows whether anything is shown. Not nested in the
/// generic controller, so that it is not generic itself; a class with constant closures, so that
/// a reload retains one object rather than each closure's context.
@MainActor
private final class DisplayQuestions {
  let isAvailable: @MainActor () -> Bool
  let shouldDisplay: @MainActor () -> Bool
  let isForcedToDisplay: @MainActor () -> Bool

  init<Platform>(_ provider: EmptyDataSetProvider<Platform>) {
    isAvailable = provider.isAvailable
    shouldDisplay = provider.shouldDisplay
    isForcedToDisplay = provider.isForcedToDisplay
  }

  /// The decision, or `nil` when the source has gone. A method, so that the constant closures
  /// are called on a borrowed `self` without retaining their contexts.
  func decide(containsItems: () -> Bool) -> DisplayDecision? {
    guard isAvailable() else { return nil }
    return DisplayDecision.evaluate(
      shouldDisplay: shouldDisplay, containsItems: containsItems, isForced: isForcedToDisplay)
  }
}
