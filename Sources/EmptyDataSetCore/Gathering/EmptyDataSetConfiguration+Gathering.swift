// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

extension EmptyDataSetConfiguration {
  /// Gathers a configuration from DZN-style answers, asking each question at most once.
  ///
  /// The order follows DZNEmptyDataSet's show path: the custom view first (when it answers a
  /// view, title, description, image and button are not asked); then title, description,
  /// button, image, tint and spacing; then offsets and background colour. Button states other
  /// than normal are asked only when the normal state has a value; background images only when
  /// the button has a title or an image. The image animation is asked only when the delegate
  /// allows animating.
  ///
  /// - Parameters:
  ///   - source: the data source's answers.
  ///   - delegate: the delegate's answers. `shouldDisplay` and `shouldBeForcedToDisplay` are not
  ///     asked here (the controller asks them before counting items); pass the answers already
  ///     obtained in `decision` so that they are not asked twice.
  ///   - decision: the display answers, stored in the configuration as given.
  @MainActor
  package init(
    source: EmptyDataSetSourceAnswers<Platform>,
    delegate: EmptyDataSetDelegateAnswers,
    decision: (shouldDisplay: Bool, isForced: Bool) = (true, false)
  ) {
    self.init()
    applyAnswers(source: source, delegate: delegate, decision: decision)
  }

  /// Becomes the configuration gathered from `source` and `delegate`, as
  /// ``init(source:delegate:decision:)`` makes it, in place when nothing else shares the
  /// storage (see ``EmptyDataSetConfigurationGatherer``).
  @MainActor
  package mutating func gather(
    source: EmptyDataSetSourceAnswers<Platform>,
    delegate: EmptyDataSetDelegateAnswers,
    decision: (shouldDisplay: Bool, isForced: Bool)
  ) {
    resetToDefaults()
    applyAnswers(source: source, delegate: delegate, decision: decision)
  }

  /// Sets what the answers say on a configuration at its defaults.
  @MainActor
  private mutating func applyAnswers(
    source: EmptyDataSetSourceAnswers<Platform>,
    delegate: EmptyDataSetDelegateAnswers,
    decision: (shouldDisplay: Bool, isForced: Bool)
  ) {
    shouldDisplay = decision.shouldDisplay
    isForcedToDisplay = decision.isForced
    viewObjects.customView = source.customView?()
    if viewObjects.customView == nil {
      gatherStandardElements(from: source)
    }
    offset.vertical = source.verticalOffset?() ?? 0
    offset.horizontal = source.horizontalOffset?() ?? 0
    background.color = source.backgroundColor?()

    fadesIn = delegate.shouldFadeIn?() ?? true
    fadesOut = delegate.shouldFadeOut?() ?? true
    allowsTouch = delegate.shouldAllowTouch?() ?? true
    allowsScroll = delegate.shouldAllowScroll?() ?? false
    viewObjects.animatesImage = delegate.shouldAnimateImageView?() ?? false
    if viewObjects.animatesImage, viewObjects.customView == nil, image != nil {
      viewObjects.imageAnimation = source.imageAnimation?()
    }
  }

  @MainActor
  private mutating func gatherStandardElements(from source: EmptyDataSetSourceAnswers<Platform>) {
    title = source.title?()
    message = source.message?()
    button.imageValues = Self.perState(source.buttonImage)
    if button.imageValues.normal == nil {
      button.titleValues = Self.perState(source.buttonTitle)
    }
    if button.isVisible {
      button.backgroundImageValues = Self.allStates(source.buttonBackgroundImage)
    }
    image = source.image?()
    if image != nil {
      imageProperties.tintColor = source.imageTintColor?()
    }
    if let perGap = source.spacing?() ?? nil {
      spacing = perGap
    } else if let gap = source.spaceHeight?() ?? nil {
      spacing = .uniform(gap)
    }
  }

  /// Asks for the normal state, then for the other states only when normal has a value.
  @MainActor
  private static func perState<Value>(
    _ question: (@MainActor (EmptyDataSetControlState) -> Value?)?
  ) -> EmptyDataSetControlStateValues<Value> {
    guard let question, let normal = question(.normal) else {
      return EmptyDataSetControlStateValues()
    }
    return EmptyDataSetControlStateValues(
      normal: normal,
      highlighted: question(.highlighted),
      disabled: question(.disabled),
      selected: question(.selected)
    )
  }

  /// Asks for every state, each once.
  @MainActor
  private static func allStates<Value>(
    _ question: (@MainActor (EmptyDataSetControlState) -> Value?)?
  ) -> EmptyDataSetControlStateValues<Value> {
    guard let question else { return EmptyDataSetControlStateValues() }
    var values = EmptyDataSetControlStateValues<Value>()
    for state in EmptyDataSetControlState.allCases {
      values[state] = question(state)
    }
    return values
  }
}
