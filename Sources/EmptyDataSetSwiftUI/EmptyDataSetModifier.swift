// EmptyDataSet · EmptyDataSetSwiftUI
// Licensed under the MIT licence; see LICENSE.

#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  extension View {
    /// Shows an empty data set over this view while `isEmpty` is true (or the configuration
    /// forces it), with the same configuration, decision and callbacks as the UIKit and GTK
    /// backends.
    ///
    /// ```swift
    /// List(messages) { MessageRow(message: $0) }
    ///   .emptyDataSet(
    ///     isEmpty: messages.isEmpty, configuration: .inbox,
    ///     events: EmptyDataSetEvents(didTapButton: { compose() }))
    /// ```
    ///
    /// - Parameters:
    ///   - isEmpty: whether the list has nothing to show; the empty data set appears when it is
    ///     true and the configuration's `shouldDisplay` is true, or when `isForcedToDisplay`.
    ///   - configuration: what to show and how.
    ///   - events: what to call on taps and transitions. No handlers by default.
    public func emptyDataSet(
      isEmpty: Bool,
      configuration: SwiftUIEmptyDataSetConfiguration,
      events: EmptyDataSetEvents = EmptyDataSetEvents()
    ) -> some View {
      modifier(
        EmptyDataSetModifier<EmptyView>(
          isEmpty: isEmpty, state: nil, configuration: configuration, events: events,
          custom: nil))
    }

    /// Shows a view of your own over this view while `isEmpty` is true: an animated image, a
    /// whole custom empty state.
    ///
    /// ```swift
    /// ScrollView { grid }
    ///   .emptyDataSet(isEmpty: photos.isEmpty) { Label("No Photos", systemImage: "photo") }
    /// ```
    ///
    /// The configuration's behaviour, offsets, background and `customViewSizing` apply; its
    /// image, title, description and button are not shown.
    public func emptyDataSet<Content: View>(
      isEmpty: Bool,
      configuration: SwiftUIEmptyDataSetConfiguration = SwiftUIEmptyDataSetConfiguration(),
      events: EmptyDataSetEvents = EmptyDataSetEvents(),
      @ViewBuilder content: () -> Content
    ) -> some View {
      let view = content()
      return modifier(
        EmptyDataSetModifier(
          isEmpty: isEmpty, state: nil, configuration: configuration, events: events,
          custom: { _ in view }))
    }

    /// Shows what the list is doing over this view: loading, failed, no results for a search,
    /// or, when `state` is `.empty` and `isEmpty` is true, the "no items" state. The timing
    /// rules keep it from flickering: a load shorter than the show delay shows nothing, a shown
    /// loading state stays for its minimum duration, and "no items" never appears while a load is
    /// pending.
    ///
    /// ```swift
    /// @State private var state: EmptyDataSetState = .loading
    ///
    /// List(results) { ResultRow(result: $0) }
    ///   .emptyDataSet(
    ///     isEmpty: results.isEmpty, state: $state,
    ///     events: EmptyDataSetEvents(retry: { Task { await search() } }))
    /// ```
    ///
    /// Each state shows its preset (`.loading()`, `.failed(message:)`, `.offline()`, `.noResults(for:)`) unless a
    /// configuration is set for it with `emptyDataSetConfiguration(_:for:)`; the timing comes
    /// from `emptyDataSetTiming(_:)` and the presets' language from
    /// `emptyDataSetLocalization(_:)`. The failed state's button runs `events.retry`; the state
    /// then becomes `.loading`, in the binding too, so set it back when the load ends.
    ///
    /// - Parameters:
    ///   - isEmpty: whether the list has nothing to show.
    ///   - state: what the list is doing. The retry button sets it to `.loading`.
    ///   - configuration: the "no items" state, and the layout and behaviour the presets of the
    ///     other states take. `nil` by default: the configuration set for `.empty` with
    ///     `emptyDataSetConfiguration(_:for:)`, or else the `.emptyList()` preset.
    ///   - events: what to call on taps, transitions, state changes and retry.
    public func emptyDataSet(
      isEmpty: Bool,
      state: Binding<EmptyDataSetState>,
      configuration: SwiftUIEmptyDataSetConfiguration? = nil,
      events: EmptyDataSetEvents = EmptyDataSetEvents()
    ) -> some View {
      modifier(
        EmptyDataSetModifier<EmptyView>(
          isEmpty: isEmpty, state: state, configuration: configuration, events: events,
          custom: nil))
    }

    /// Shows what the list is doing with a view of your own for each displayed state. The
    /// displayed state is the one the timing rules let through, which is not always `state`
    /// (a load within the show delay still displays the previous state).
    ///
    /// ```swift
    /// List(items) { ItemRow(item: $0) }
    ///   .emptyDataSet(isEmpty: items.isEmpty, state: $state) { display in
    ///     switch display {
    ///     case .loading: ProgressView()
    ///     default: Label("Nothing Here", systemImage: "tray")
    ///     }
    ///   }
    /// ```
    ///
    /// The configuration's behaviour, offsets, background and `customViewSizing` apply.
    public func emptyDataSet<Content: View>(
      isEmpty: Bool,
      state: Binding<EmptyDataSetState>,
      configuration: SwiftUIEmptyDataSetConfiguration = SwiftUIEmptyDataSetConfiguration(),
      events: EmptyDataSetEvents = EmptyDataSetEvents(),
      @ViewBuilder content: @escaping (EmptyDataSetState) -> Content
    ) -> some View {
      modifier(
        EmptyDataSetModifier(
          isEmpty: isEmpty, state: state, configuration: configuration, events: events,
          custom: content))
    }
  }

  /// Hands the modifier's values and the environment to its host, and draws what the host
  /// shows.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct EmptyDataSetModifier<Custom: View>: ViewModifier {
    let isEmpty: Bool
    let state: Binding<EmptyDataSetState>?
    let configuration: SwiftUIEmptyDataSetConfiguration?
    let events: EmptyDataSetEvents
    let custom: ((EmptyDataSetState) -> Custom)?

    @StateObject private var host = SwiftUIEmptyDataSetHost()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.isSearching) private var isSearching
    @Environment(\.emptyDataSetStateConfigurations) private var stateConfigurations
    @Environment(\.emptyDataSetTiming) private var timing
    @Environment(\.emptyDataSetLocalization) private var localization
    @AccessibilityFocusState private var focusedElement: EmptyDataSetLayout.Element?

    init(
      isEmpty: Bool, state: Binding<EmptyDataSetState>?,
      configuration: SwiftUIEmptyDataSetConfiguration?, events: EmptyDataSetEvents,
      custom: ((EmptyDataSetState) -> Custom)?
    ) {
      self.isEmpty = isEmpty
      self.state = state
      self.configuration = configuration
      self.events = events
      self.custom = custom
      _focusedElement = AccessibilityFocusState()
    }

    /// Decides in the same update: `host.update` has the core decide for these values before
    /// anything below reads what the host shows.
    func body(content: Content) -> some View {
      host.prefersReducedMotion = reduceMotion
      host.isSearching = isSearching
      let inputs = self.inputs
      host.update(inputs, events: events, state: state)
      return
        content
        .modifier(ScrollGate(disablesScroll: host.disablesScroll))
        .modifier(
          BackgroundBehindList(
            isApplied: mayDrawColourBehindList(inputs), color: colourBehindList(host.shown))
        )
        .overlay { overlay.animation(host.crossFade, value: host.contentIdentity) }
        .onAppear {
          host.isOnScreen = true
          host.attachment.hostDidMoveOnScreen()
        }
        .onDisappear { host.isOnScreen = false }
        .task(id: host.focusRequests) { @MainActor in moveFocusIfRequested() }
        .task(id: focusedElement) { @MainActor [focusedElement] in
          host.hasAccessibilityFocus = focusedElement != nil
        }
    }

    /// Moves VoiceOver focus to the first element when the core asked for it since last time
    /// (`focusRequests` grew); a task, not `onChange(of:perform:)`, which is deprecated from
    /// iOS 17 and on visionOS.
    @MainActor private func moveFocusIfRequested() {
      guard host.focusRequests != host.handledFocusRequests else { return }
      host.handledFocusRequests = host.focusRequests
      focusedElement = custom != nil ? .customView : host.firstAccessibleElement
    }

    @MainActor private var inputs: SwiftUIEmptyDataSetHost.Inputs {
      var states = stateConfigurations
      states[.empty] = nil
      return SwiftUIEmptyDataSetHost.Inputs(
        isEmpty: isEmpty,
        configuration: configuration ?? stateConfigurations[.empty]
          ?? .emptyList(localization: localization),
        stateConfigurations: states,
        state: state?.wrappedValue,
        timing: timing,
        localization: localization,
        hasRetry: events.retry != nil)
    }

    @MainActor @ViewBuilder private var overlay: some View {
      if let shown = host.shown {
        EmptyDataSetOverlay(
          configuration: shown, custom: custom.map { $0(host.display ?? .empty) },
          focus: $focusedElement, onButton: { host.attachment.handleButtonTap() },
          onSecondaryButton: { host.attachment.handleSecondaryButtonTap() }
        )
        .id(host.contentIdentity)
        .transition(.opacity)
        .background {
          if let color = shown.background.color, shown.background.fillsVisibleArea,
            colourBehindList(shown) == nil
          {
            // While the list may scroll, the bare background lets drags through to it.
            color.ignoresSafeArea().allowsHitTesting(!shown.allowsScroll)
          }
        }
        .modifier(ViewTap(fillsArea: !shown.allowsScroll) { host.attachment.handleViewTap() })
        .opacity(host.alpha)
        .allowsHitTesting(host.acceptsTouches)
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(shown.accessibilityIdentifierPrefix)
      }
    }

    /// Whether any configuration given may draw its colour behind the list: only then does the
    /// modifier touch the list's background setting at all. Decided from what the app gave,
    /// not from what is shown, so that the list's identity does not change when the empty data
    /// set appears or goes.
    private func mayDrawColourBehindList(_ inputs: SwiftUIEmptyDataSetHost.Inputs) -> Bool {
      let all = [inputs.configuration] + inputs.stateConfigurations.values
      return all.contains { $0.allowsScroll && $0.background.color != nil }
    }

    /// The background colour to draw behind the list rather than over it: when the list may
    /// scroll, so that what the list draws over its background (the pull-to-refresh spinner)
    /// stays visible. Only where the list's own background can be hidden
    /// (`scrollContentBackground`: iOS 16, macOS 13, watchOS 9; never on tvOS); elsewhere the
    /// colour stays in the overlay.
    private func colourBehindList(_ shown: SwiftUIEmptyDataSetConfiguration?) -> Color? {
      guard let shown, shown.allowsScroll, shown.background.fillsVisibleArea,
        let color = shown.background.color
      else { return nil }
      #if os(tvOS)
        return nil
      #else
        guard #available(iOS 16, macOS 13, watchOS 9, *) else { return nil }
        return color
      #endif
    }
  }

  /// Draws the empty data set's background colour behind the list, hiding the list's own
  /// background (`scrollContentBackground(.hidden)`) while it does. The colour is not faded: the
  /// list's background goes at once, so fading the colour in would show what is behind the list
  /// meanwhile; the elements over it fade as usual.
  ///
  /// Unless `isApplied` (a configuration may draw its colour behind the list) it leaves the
  /// list alone: a `scrollContentBackground` written here, even `.automatic`, would override
  /// the app's own setting further out. When it is applied, the app's own setting goes inside
  /// `.emptyDataSet` (closer to the list).
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct BackgroundBehindList: ViewModifier {
    let isApplied: Bool
    let color: Color?

    func body(content: Content) -> some View {
      #if os(tvOS)
        content
      #else
        if #available(iOS 16, macOS 13, watchOS 9, *) {
          if isApplied {
            content
              .scrollContentBackground(color == nil ? .automatic : .hidden)
              .background {
                if let color { color.ignoresSafeArea() }
              }
          } else {
            content
          }
        } else {
          content
        }
      #endif
    }
  }

  /// Sends taps on the empty data set (outside its button) to the core.
  ///
  /// When `fillsArea` is true the whole area takes taps; otherwise only the drawn content does,
  /// so that drags on the empty space reach the list below (the overlay is not inside the
  /// list's scroll view, unlike UIKit's). `onTapGesture` exists on tvOS only from tvOS 16;
  /// earlier tvOS has no view tap (the button still works).
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct ViewTap: ViewModifier {
    let fillsArea: Bool
    let action: @MainActor () -> Void

    func body(content: Content) -> some View {
      if #available(tvOS 16, *) {
        if fillsArea {
          content.contentShape(Rectangle()).onTapGesture { action() }
        } else {
          content.onTapGesture { action() }
        }
      } else {
        content
      }
    }
  }

  /// Turns the list's scrolling off while the empty data set says so (iOS 16 and later;
  /// earlier systems keep scrolling).
  ///
  /// It writes the environment value `scrollDisabled(_:)` sets (`isScrollEnabled`) only to turn
  /// scrolling off, and leaves it as it is otherwise: `scrollDisabled(false)` here, while the
  /// empty data set is hidden or allows scrolling, would turn back on the scrolling an app
  /// turned off further out (an environment value set closer to the list wins).
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct ScrollGate: ViewModifier {
    let disablesScroll: Bool

    func body(content: Content) -> some View {
      if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
        content.transformEnvironment(\.isScrollEnabled) { [disablesScroll] isScrollEnabled in
          if disablesScroll { isScrollEnabled = false }
        }
      } else {
        content
      }
    }
  }
#endif
