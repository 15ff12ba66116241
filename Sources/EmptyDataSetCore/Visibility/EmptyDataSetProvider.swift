// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// What a controller reads on each reload: whether a source is still there, the display
/// answers, the configuration for the state shown and the event handlers.
///
/// ``EmptyDataSetAttachment`` builds one from what the app set (a configuration, a DZN-style
/// source and delegate, per-state configurations, presets); tests build them directly.
package struct EmptyDataSetProvider<Platform: EmptyDataSetPlatform> {
  /// False once the source has gone (a weak source deallocated); the controller then hides.
  package var isAvailable: @MainActor () -> Bool { didSet { fixedAnswers = nil } }
  /// "Should display"; asked first on every reload.
  package var shouldDisplay: @MainActor () -> Bool { didSet { fixedAnswers = nil } }
  /// "Forced to display"; asked only when (should display and no items) is false.
  package var isForcedToDisplay: @MainActor () -> Bool { didSet { fixedAnswers = nil } }
  /// The three answers when they are constants (a configuration's): a reload then calls no
  /// closure for them. Set by the configuration's initializer; `nil` once any is replaced.
  package private(set) var fixedAnswers: (shouldDisplay: Bool, isForced: Bool)?
  /// The configuration to show for `display`, given the display answers already obtained;
  /// `nil` when there is nothing to show for it (no configuration for the "no items" state).
  package var makeConfiguration:
    @MainActor (_ decision: DisplayDecision, _ display: EmptyDataSetState) ->
      EmptyDataSetConfiguration<Platform>?
  /// What to call on taps and transitions.
  package var events: EmptyDataSetEvents

  /// Creates a provider from its parts.
  package init(
    isAvailable: @escaping @MainActor () -> Bool,
    shouldDisplay: @escaping @MainActor () -> Bool,
    isForcedToDisplay: @escaping @MainActor () -> Bool,
    makeConfiguration:
      @escaping @MainActor (_ decision: DisplayDecision, _ display: EmptyDataSetState) ->
      EmptyDataSetConfiguration<Platform>?,
    events: EmptyDataSetEvents
  ) {
    self.isAvailable = isAvailable
    self.shouldDisplay = shouldDisplay
    self.isForcedToDisplay = isForcedToDisplay
    self.makeConfiguration = makeConfiguration
    self.events = events
  }

  /// A provider that shows a fixed configuration in every state; its
  /// ``EmptyDataSetConfiguration/shouldDisplay`` and
  /// ``EmptyDataSetConfiguration/isForcedToDisplay`` drive the decision.
  @MainActor
  package init(configuration: EmptyDataSetConfiguration<Platform>, events: EmptyDataSetEvents) {
    self.init(decidingBy: configuration, events: events) { _, _ in configuration }
  }

  /// A provider whose display answers are `configuration`'s
  /// ``EmptyDataSetConfiguration/shouldDisplay`` and
  /// ``EmptyDataSetConfiguration/isForcedToDisplay``, and whose content is `content`'s.
  @MainActor
  package init(
    decidingBy configuration: EmptyDataSetConfiguration<Platform>,
    events: EmptyDataSetEvents,
    content:
      @escaping @MainActor (_ decision: DisplayDecision, _ display: EmptyDataSetState) ->
      EmptyDataSetConfiguration<Platform>?
  ) {
    // The two answers are read once, here: a closure that reads them from the captured generic
    // configuration looks its type's metadata up on every reload, which made a reload with data
    // present cost several times the count itself (measured by the benchmarks).
    let shouldDisplay = configuration.shouldDisplay
    let isForced = configuration.isForcedToDisplay
    self.init(
      isAvailable: { true },
      shouldDisplay: { shouldDisplay },
      isForcedToDisplay: { isForced },
      makeConfiguration: content,
      events: events
    )
    fixedAnswers = (shouldDisplay, isForced)
  }

  /// A provider that gathers from DZN-style answers on each reload, in every state.
  ///
  /// - Parameters:
  ///   - source: the source object's answers (what to show).
  ///   - delegate: the delegate object's answers (how it behaves).
  ///   - events: the callbacks for taps and transitions.
  ///   - isAvailable: false once the (weakly held) source object has gone.
  @MainActor
  package init(
    source: EmptyDataSetSourceAnswers<Platform>,
    delegate: EmptyDataSetDelegateAnswers,
    events: EmptyDataSetEvents,
    isAvailable: @escaping @MainActor () -> Bool
  ) {
    let gatherer = EmptyDataSetConfigurationGatherer<Platform>()
    self.init(decidingBy: delegate, isAvailable: isAvailable, events: events) { decision, _ in
      gatherer.gather(
        source: source, delegate: delegate,
        decision: (decision.shouldDisplay, decision.isForced))
    }
  }

  /// A provider whose display answers are the delegate's (with DZNEmptyDataSet's defaults for
  /// what it does not implement), and whose content is `content`'s.
  @MainActor
  package init(
    decidingBy delegate: EmptyDataSetDelegateAnswers,
    isAvailable: @escaping @MainActor () -> Bool,
    events: EmptyDataSetEvents,
    content:
      @escaping @MainActor (_ decision: DisplayDecision, _ display: EmptyDataSetState) ->
      EmptyDataSetConfiguration<Platform>?
  ) {
    self.init(
      isAvailable: isAvailable,
      shouldDisplay: { delegate.displays() },
      isForcedToDisplay: { delegate.forcesDisplay() },
      makeConfiguration: content,
      events: events
    )
  }
}
