// EmptyDataSet · EmptyDataSetSwiftUI
// Licensed under the MIT licence; see LICENSE.

#if canImport(SwiftUI)
  import SwiftUI

  /// The SwiftUI side of the core's backend seam: carries out what the attachment decides as
  /// state the modifier draws, and reports the environment. It decides nothing: the decision,
  /// the callbacks, the states and their timing, the fades, Reduce Motion and the accessibility
  /// announcements all come from `EmptyDataSetAttachment`.
  ///
  /// **Same update.** The modifier's `body` hands its values to ``update(_:events:state:)``,
  /// which has the attachment decide at once (`decideNow()`); the seam's calls set this host's
  /// properties, and `body` draws them right after, in the same update: the first frame after
  /// `isEmpty` changes already shows the decision. Those properties are therefore not
  /// `@Published` (SwiftUI forbids publishing from inside a view update): a change made inside
  /// the update publishes nothing, and one made outside it (the end of a fade, a timing rule's
  /// wake-up, a tap) bumps ``revision``, which is. The attachment holds the app's callbacks
  /// until the update has ended, and this host starts fades and makes announcements asked for
  /// inside it only then.
  ///
  /// **Geometry.** SwiftUI measures and places views only inside its own layout pass, so the
  /// core's layout runs there: `CoreLayout` calls `EmptyDataSetLayout.make` with its subviews'
  /// measured sizes on every pass (a resize or a text-size change runs it again by itself). So
  /// this host is no `EmptyDataSetLayoutHosting`: the controller lays nothing out.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  @MainActor
  final class SwiftUIEmptyDataSetHost: ObservableObject, EmptyDataSetHosting {
    typealias Platform = SwiftUIPlatform
    /// Whether the empty data set turned the list's scrolling off.
    typealias InteractionSnapshot = Bool

    /// What the modifier received, compared to decide whether anything must be told to the
    /// attachment.
    struct Inputs: Equatable {
      var isEmpty: Bool
      var configuration: SwiftUIEmptyDataSetConfiguration
      var stateConfigurations: [EmptyDataSetState.Kind: SwiftUIEmptyDataSetConfiguration]
      var state: EmptyDataSetState?
      var timing: EmptyDataSetTiming
      var localization: EmptyDataSetLocalization
      var hasRetry: Bool
    }

    /// Grows by one for each change made outside a view update, so that SwiftUI draws again.
    @Published private(set) var revision = 0

    /// The configuration on screen, or `nil` when hidden.
    private(set) var shown: SwiftUIEmptyDataSetConfiguration? { willSet { changing() } }
    /// The state on screen, or `nil` when hidden.
    private(set) var display: EmptyDataSetState? { willSet { changing() } }
    /// Changes when the shown content is replaced by a cross-fade, so the old content fades out
    /// while the new one fades in.
    private(set) var contentIdentity = 0 { willSet { changing() } }
    /// The animation of the last cross-fade, applied when ``contentIdentity`` changes.
    private(set) var crossFade: Animation?
    /// The empty data set's opacity, animated for fades.
    private(set) var alpha = 0.0 { willSet { changing() } }
    /// Whether the empty data set takes taps.
    private(set) var acceptsTouches = false { willSet { changing() } }
    /// Whether the empty data set turns the list's scrolling off; while it does not (and while
    /// it is hidden), the modifier leaves the app's own setting alone.
    private(set) var disablesScroll = false { willSet { changing() } }
    /// Grows by one each time the core asks for VoiceOver focus on the empty data set.
    private(set) var focusRequests = 0 { willSet { changing() } }
    /// The value of `focusRequests` the modifier last moved focus for.
    var handledFocusRequests = 0

    /// What the environment says; read by the core at each transition.
    var prefersReducedMotion = false
    /// Whether the user is typing in a search field of this view (`isSearching`).
    var isSearching = false
    /// Whether VoiceOver focus is on one of the empty data set's elements.
    var hasAccessibilityFocus = false
    /// Whether the view is on screen (between `onAppear` and `onDisappear`).
    var isOnScreen = true

    private var applied: Inputs?
    /// True while ``update(_:events:state:)`` runs, inside the modifier's `body`.
    private var isUpdating = false
    private var events = EmptyDataSetEvents()
    private var stateBinding: Binding<EmptyDataSetState>?
    private var pendingFadeCompletion: (@MainActor () -> Void)?
    private var fadeGeneration = 0
    private(set) lazy var attachment = EmptyDataSetAttachment(host: self)

    /// Takes the modifier's current values, from its `body`, and, when they changed, has the
    /// attachment decide now: when this returns, the properties the modifier draws are those of
    /// the decision. The state goes first (decided with everything else), then the events
    /// (before anything can appear, so that the first `willAppear` reaches the app), the
    /// configuration last.
    func update(
      _ inputs: Inputs, events: EmptyDataSetEvents, state: Binding<EmptyDataSetState>?
    ) {
      self.events = events
      stateBinding = state
      guard inputs != applied else { return }
      let previous = applied
      applied = inputs
      isUpdating = true
      defer { isUpdating = false }
      if let state = inputs.state, state != previous?.state { attachment.state = state }
      if inputs.hasRetry != previous?.hasRetry {
        attachment.events = forwardingEvents(hasRetry: inputs.hasRetry)
      }
      if inputs.timing != previous?.timing { attachment.timing = inputs.timing }
      if inputs.localization != previous?.localization {
        attachment.localization = inputs.localization
      }
      for kind in EmptyDataSetState.Kind.allCases where kind != .empty {
        let value = inputs.stateConfigurations[kind]
        if value != previous?.stateConfigurations[kind] {
          attachment.setConfiguration(value, for: kind)
        }
      }
      if inputs.configuration != previous?.configuration {
        attachment.configuration = inputs.configuration
      }
      attachment.decideNow()
    }

    /// A property the modifier draws is about to change: outside a view update, SwiftUI is told.
    private func changing() {
      guard !isUpdating else { return }
      revision &+= 1
    }

    /// Events that call the app's current closures (they change with every `body`). `retry` is
    /// there only when the app has one, since the core enters loading only then; it first sets
    /// the app's state binding to loading, so the app's state and the core's agree.
    private func forwardingEvents(hasRetry: Bool) -> EmptyDataSetEvents {
      var forward = EmptyDataSetEvents(
        didTapView: { [weak self] in self?.events.didTapView?() },
        didTapButton: { [weak self] in self?.events.didTapButton?() },
        willAppear: { [weak self] in self?.events.willAppear?() },
        didAppear: { [weak self] in self?.events.didAppear?() },
        willDisappear: { [weak self] in self?.events.willDisappear?() },
        didDisappear: { [weak self] in self?.events.didDisappear?() },
        stateDidChange: { [weak self] old, new in self?.events.stateDidChange?(old, new) })
      if hasRetry {
        forward.retry = { [weak self] in
          guard let self else { return }
          self.applied?.state = .loading
          self.stateBinding?.wrappedValue = .loading
          self.events.retry?()
        }
      }
      return forward
    }

    /// The element VoiceOver moves to when the empty data set appears: the first one in
    /// reading order (a labelled image or spinner, the title, the description, the button; the
    /// same order as the UIKit layer).
    var firstAccessibleElement: EmptyDataSetLayout.Element? {
      guard let shown else { return nil }
      if shown.showsImageSlot, shown.imageAccessibilityLabel != nil { return .image }
      if shown.title != nil { return .title }
      if shown.message != nil { return .message }
      if shown.button.isVisible { return .button }
      return nil
    }

    // MARK: - ItemCounting

    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { applied?.isEmpty == false ? 1 : 0 }

    // MARK: - EmptyDataSetHosting: reported

    /// Focus: in the empty data set (its `@AccessibilityFocusState`), in a text input (the
    /// user is searching, or VoiceOver is in a text field: the second holds wherever
    /// `.emptyDataSet` is applied relative to `.searchable`), or nowhere known.
    var environment: HostEnvironment {
      let inTextInput = isSearching || AccessibilityNotice.isVoiceOverInTextInput
      let focus: HostFocus =
        hasAccessibilityFocus ? .inEmptyDataSet : inTextInput ? .inTextInput : .none
      return HostEnvironment(
        prefersReducedMotion: prefersReducedMotion, isOnScreen: isOnScreen, focus: focus)
    }

    var now: Double { ProcessInfo.processInfo.systemUptime }

    func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) {
      let delay = seconds.isFinite ? max(0, min(seconds, 3600)) : 0
      Task { @MainActor in
        if delay > 0 { try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000)) }
        action()
      }
    }

    // MARK: - EmptyDataSetHosting: the list's settings

    func saveInteraction() -> Bool { disablesScroll }
    func applyInteraction(allowsScroll: Bool) { disablesScroll = !allowsScroll }
    func restoreInteraction(_ snapshot: Bool) { disablesScroll = snapshot }

    // MARK: - EmptyDataSetHosting: the view

    func showEmptyView(
      _ configuration: SwiftUIEmptyDataSetConfiguration, state: EmptyDataSetState,
      initialAlpha: Double
    ) {
      shown = configuration
      display = state
      alpha = initialAlpha
    }

    func updateEmptyView(
      from old: SwiftUIEmptyDataSetConfiguration, to new: SwiftUIEmptyDataSetConfiguration,
      state: EmptyDataSetState, transition: EmptyDataSetContentTransition
    ) {
      shown = new
      display = state
      if case .crossFade(let duration) = transition {
        // Drawn by the modifier's `animation(_:value:)` on `contentIdentity`, so the same
        // update that decides it animates it, inside `body` as well as outside.
        crossFade = .easeInOut(duration: duration)
        contentIdentity += 1
      }
    }

    func hideEmptyView() {
      fadeGeneration += 1
      pendingFadeCompletion = nil
      shown = nil
      display = nil
      alpha = 0
    }

    /// A fade in SwiftUI's own transaction: `withAnimation`, with a completion from iOS 17,
    /// macOS 14, tvOS 17 and watchOS 10 (`withAnimation(_:completionCriteria:_:completion:)`,
    /// logically complete), so the core's `didAppear` and `didDisappear` come when SwiftUI says
    /// the fade has ended. Earlier systems have no animation completion: the fade ends after its
    /// duration on the main actor's clock, as close as they allow.
    ///
    /// A fade asked for inside the view update (a show decided in `body`) starts when that
    /// update has ended: the view is inserted at its initial alpha in the update, and the fade
    /// is a change of its own, so SwiftUI draws the initial alpha and animates from it.
    func animateEmptyViewAlpha(
      to alpha: Double, duration: Double, completion: @escaping @MainActor () -> Void
    ) {
      finishFade()  // The fade under way is replaced: it ends now.
      fadeGeneration += 1
      guard duration > 0 else {
        self.alpha = alpha
        completion()
        return
      }
      let generation = fadeGeneration
      pendingFadeCompletion = completion
      if isUpdating {
        schedule(after: 0) { [weak self] in
          self?.runFade(to: alpha, duration: duration, generation: generation)
        }
      } else {
        runFade(to: alpha, duration: duration, generation: generation)
      }
    }

    private func runFade(to target: Double, duration: Double, generation: Int) {
      guard fadeGeneration == generation else { return }  // Replaced or hidden meanwhile.
      let animation = Animation.easeInOut(duration: duration)
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        withAnimation(animation, completionCriteria: .logicallyComplete) {
          alpha = target
        } completion: { [weak self] in
          self?.fadeDidEnd(generation)
        }
      } else {
        withAnimation(animation) { alpha = target }
        schedule(after: duration) { [weak self] in self?.fadeDidEnd(generation) }
      }
    }

    private func fadeDidEnd(_ generation: Int) {
      guard fadeGeneration == generation else { return }
      finishFade()
    }

    private func finishFade() {
      let completion = pendingFadeCompletion
      pendingFadeCompletion = nil
      completion?()
    }

    func setEmptyViewAcceptsTouches(_ acceptsTouches: Bool) {
      self.acceptsTouches = acceptsTouches
    }

    /// Made when the view update has ended, for one asked for inside it.
    func announce(_ announcement: AccessibilityAnnouncement) {
      guard !isUpdating else {
        schedule(after: 0) { [weak self] in self?.announce(announcement) }
        return
      }
      switch announcement {
      case .focusEmptyDataSet:
        focusRequests += 1
      case .announceContent:
        if let text = shown?.accessibilityAnnouncement { AccessibilityNotice.announce(text) }
      case .returnFocusToList:
        AccessibilityNotice.layoutChanged()
      }
    }
  }
#endif
