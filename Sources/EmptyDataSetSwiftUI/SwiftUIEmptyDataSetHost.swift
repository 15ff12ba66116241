// EmptyDataSet · EmptyDataSetSwiftUI
// Licensed under the MIT licence; see LICENSE.

#if canImport(SwiftUI)
  import SwiftUI

  /// The SwiftUI side of the core's backend seam: carries out what the attachment decides as
  /// published state the modifier draws, and reports the environment. It decides nothing: the
  /// decision, the callbacks, the states and their timing, the fades, Reduce Motion and the
  /// accessibility announcements all come from `EmptyDataSetAttachment`.
  ///
  /// **Geometry.** SwiftUI measures and places views only inside its own layout pass, so the
  /// core's layout runs there: `CoreLayout` calls `EmptyDataSetLayout.make` with its subviews'
  /// measured sizes on every pass (a resize or a text-size change runs it again by itself). The
  /// host therefore answers the controller's own layout pass with nothing: `measure` returns
  /// zero, `applyLayout` does nothing, and no frame comes from there.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  @MainActor
  final class SwiftUIEmptyDataSetHost: ObservableObject, EmptyDataSetHosting {
    typealias Platform = SwiftUIPlatform
    /// The list's own scroll setting.
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

    /// The configuration on screen, or `nil` when hidden.
    @Published private(set) var shown: SwiftUIEmptyDataSetConfiguration?
    /// The state on screen, or `nil` when hidden.
    @Published private(set) var display: EmptyDataSetState?
    /// Changes when the shown content is replaced by a cross-fade, so the old content fades out
    /// while the new one fades in.
    @Published private(set) var contentIdentity = 0
    /// The empty data set's opacity, animated for fades.
    @Published private(set) var alpha = 0.0
    /// Whether the empty data set takes taps.
    @Published private(set) var acceptsTouches = false
    /// The list's scroll setting while the empty data set is shown.
    @Published private(set) var isScrollEnabled = true
    /// Grows by one each time the core asks for VoiceOver focus on the empty data set.
    @Published private(set) var focusRequests = 0
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

    private var received: Inputs?
    private var applied: Inputs?
    private var isApplyScheduled = false
    private var events = EmptyDataSetEvents()
    private var stateBinding: Binding<EmptyDataSetState>?
    private var pendingFadeCompletion: (@MainActor () -> Void)?
    private var fadeGeneration = 0
    private(set) lazy var attachment = EmptyDataSetAttachment(host: self)

    /// Takes the modifier's current values. Called from `body`, so it publishes nothing and
    /// tells the attachment nothing now: what changed is applied when the main-loop turn ends.
    func receive(
      _ inputs: Inputs, events: EmptyDataSetEvents, state: Binding<EmptyDataSetState>?
    ) {
      self.events = events
      stateBinding = state
      guard inputs != received else { return }
      received = inputs
      guard !isApplyScheduled else { return }
      isApplyScheduled = true
      schedule(after: 0) { [weak self] in self?.apply() }
    }

    /// Tells the attachment what changed since the last time. The state goes first (it is only
    /// recorded now, and decided with everything else), then the events (before anything can
    /// appear, so that the first `willAppear` reaches the app), the configuration last.
    private func apply() {
      isApplyScheduled = false
      guard let inputs = received else { return }
      let previous = applied
      applied = inputs
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
      } else if inputs.isEmpty != previous?.isEmpty {
        attachment.reload()
      }
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
          self.received?.state = .loading
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

    /// Unused: SwiftUI runs the core's layout itself (see the type's comment).
    var layoutContainer: LayoutContainer { LayoutContainer(size: .zero) }

    var environment: HostEnvironment {
      let focus: HostFocus =
        hasAccessibilityFocus ? .inEmptyDataSet : isSearching ? .inTextInput : .none
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

    func saveInteraction() -> Bool { isScrollEnabled }
    func applyInteraction(allowsScroll: Bool) { isScrollEnabled = allowsScroll }
    func restoreInteraction(_ snapshot: Bool) { isScrollEnabled = snapshot }

    // MARK: - EmptyDataSetHosting: the view

    func showEmptyView(_ configuration: SwiftUIEmptyDataSetConfiguration, initialAlpha: Double) {
      shown = configuration
      display = attachment.controller.display
      alpha = initialAlpha
    }

    func updateEmptyView(
      from old: SwiftUIEmptyDataSetConfiguration, to new: SwiftUIEmptyDataSetConfiguration,
      transition: EmptyDataSetContentTransition
    ) {
      let display = attachment.controller.display
      switch transition {
      case .immediate:
        shown = new
        self.display = display
      case .crossFade(let duration):
        withAnimation(.easeInOut(duration: duration)) {
          shown = new
          self.display = display
          contentIdentity += 1
        }
      }
    }

    func hideEmptyView() {
      fadeGeneration += 1
      pendingFadeCompletion = nil
      shown = nil
      display = nil
      alpha = 0
    }

    /// Unused: SwiftUI measures inside `CoreLayout` (see the type's comment).
    func measure(_ element: EmptyDataSetLayout.Element, availableWidth: Double)
      -> EmptyDataSetLayout.Size
    { .zero }

    /// Unused: `CoreLayout` places the elements (see the type's comment).
    func applyLayout(_ layout: EmptyDataSetLayout) {}

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
      withAnimation(.easeInOut(duration: duration)) { self.alpha = alpha }
      schedule(after: duration) { [weak self] in
        guard let self, self.fadeGeneration == generation else { return }
        self.finishFade()
      }
    }

    private func finishFade() {
      let completion = pendingFadeCompletion
      pendingFadeCompletion = nil
      completion?()
    }

    func setEmptyViewAcceptsTouches(_ acceptsTouches: Bool) {
      self.acceptsTouches = acceptsTouches
    }

    /// No image animations on SwiftUI (`ImageAnimation` is `Never`).
    func setImageAnimationRunning(_ running: Bool) {}

    func announce(_ announcement: AccessibilityAnnouncement) {
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
