// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore

extension GTKEmptyDataSet {
  /// The provider for the next reload: the configuration when set, else the source and
  /// delegate, else none (nothing shown).
  func makeProvider() -> EmptyDataSetProvider<GTKPlatform>? {
    let events = makeEvents()
    if let configuration {
      return EmptyDataSetProvider(configuration: configuration, events: events)
    }
    guard let source else { return nil }
    return EmptyDataSetProvider(
      source: sourceAnswers(source),
      delegate: delegateAnswers(delegate),
      events: events,
      isAvailable: { [weak source] in source != nil })
  }

  private func sourceAnswers(_ source: any GTKEmptyDataSetSource)
    -> EmptyDataSetSourceAnswers<GTKPlatform>
  {
    var answers = EmptyDataSetSourceAnswers<GTKPlatform>()
    answers.title = { [weak self, weak source] in
      guard let self, let source else { return nil }
      return source.title(forEmptyDataSet: self)
    }
    answers.description = { [weak self, weak source] in
      guard let self, let source else { return nil }
      return source.description(forEmptyDataSet: self)
    }
    answers.image = { [weak self, weak source] in
      guard let self, let source else { return nil }
      return source.image(forEmptyDataSet: self)
    }
    answers.imageTintColor = { [weak self, weak source] in
      guard let self, let source else { return nil }
      return source.imageTintColor(forEmptyDataSet: self)
    }
    answers.imageAnimation = { [weak self, weak source] in
      guard let self, let source else { return nil }
      return source.imageAnimation(forEmptyDataSet: self)
    }
    answers.buttonTitle = { [weak self, weak source] state in
      guard let self, let source else { return nil }
      return source.buttonTitle(forEmptyDataSet: self, for: state)
    }
    answers.buttonImage = { [weak self, weak source] state in
      guard let self, let source else { return nil }
      return source.buttonImage(forEmptyDataSet: self, for: state)
    }
    answers.buttonBackgroundImage = { [weak self, weak source] state in
      guard let self, let source else { return nil }
      return source.buttonBackgroundImage(forEmptyDataSet: self, for: state)
    }
    answers.backgroundColor = { [weak self, weak source] in
      guard let self, let source else { return nil }
      return source.backgroundColor(forEmptyDataSet: self)
    }
    answers.customView = { [weak self, weak source] in
      guard let self, let source else { return nil }
      return source.customView(forEmptyDataSet: self)
    }
    answers.verticalOffset = { [weak self, weak source] in
      guard let self, let source else { return 0 }
      return source.verticalOffset(forEmptyDataSet: self)
    }
    answers.horizontalOffset = { [weak self, weak source] in
      guard let self, let source else { return 0 }
      return source.horizontalOffset(forEmptyDataSet: self)
    }
    // The per-gap answer wins; a uniform answer is its fallback; neither gives the defaults.
    answers.spacing = { [weak self, weak source] in
      guard let self, let source else { return EmptyDataSetSpacing() }
      if let spacing = source.spacing(forEmptyDataSet: self) { return spacing }
      if let gap = source.spaceHeight(forEmptyDataSet: self) { return .uniform(gap) }
      return EmptyDataSetSpacing()
    }
    return answers
  }

  private func delegateAnswers(_ delegate: (any GTKEmptyDataSetDelegate)?)
    -> EmptyDataSetDelegateAnswers
  {
    var answers = EmptyDataSetDelegateAnswers()
    guard delegate != nil else { return answers }
    func ask(
      _ question: @escaping @MainActor (any GTKEmptyDataSetDelegate, GTKEmptyDataSet) -> Bool,
      default value: Bool
    ) -> @MainActor () -> Bool {
      { [weak self, weak delegate] in
        guard let self, let delegate else { return value }
        return question(delegate, self)
      }
    }
    answers.shouldDisplay = ask({ $0.emptyDataSetShouldDisplay($1) }, default: true)
    answers.shouldBeForcedToDisplay = ask(
      { $0.emptyDataSetShouldBeForcedToDisplay($1) }, default: false)
    answers.shouldFadeIn = ask({ $0.emptyDataSetShouldFadeIn($1) }, default: true)
    answers.shouldFadeOut = ask({ $0.emptyDataSetShouldFadeOut($1) }, default: true)
    answers.shouldAllowTouch = ask({ $0.emptyDataSetShouldAllowTouch($1) }, default: true)
    answers.shouldAllowScroll = ask({ $0.emptyDataSetShouldAllowScroll($1) }, default: false)
    answers.shouldAnimateImageView = ask(
      { $0.emptyDataSetShouldAnimateImageView($1) }, default: false)
    return answers
  }

  /// The delegate's event methods followed by the ``events`` self.events.
  private func makeEvents() -> EmptyDataSetEvents {
    return EmptyDataSetEvents(
      didTapView: { [weak self] in
        guard let self else { return }
        if let view = self.emptyView { self.delegate?.emptyDataSet(self, didTapView: view) }
        self.events.didTapView?()
      },
      didTapButton: { [weak self] in
        guard let self else { return }
        if let button = self.button { self.delegate?.emptyDataSet(self, didTapButton: button) }
        self.events.didTapButton?()
      },
      willAppear: { [weak self] in
        guard let self else { return }
        self.delegate?.emptyDataSetWillAppear(self)
        self.events.willAppear?()
      },
      didAppear: { [weak self] in
        guard let self else { return }
        self.delegate?.emptyDataSetDidAppear(self)
        self.events.didAppear?()
      },
      willDisappear: { [weak self] in
        guard let self else { return }
        self.delegate?.emptyDataSetWillDisappear(self)
        self.events.willDisappear?()
      },
      didDisappear: { [weak self] in
        guard let self else { return }
        self.delegate?.emptyDataSetDidDisappear(self)
        self.events.didDisappear?()
      })
  }
}
