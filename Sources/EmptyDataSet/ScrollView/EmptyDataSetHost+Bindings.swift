// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension EmptyDataSetHost {
    private typealias Source = EmptyDataSetSource
    private typealias Delegate = EmptyDataSetDelegate

    /// The source's methods as the core's answers, built once when the source is set: a method
    /// the source does not implement (`responds(to:)`, asked here and never again) has no answer,
    /// so the core uses its default without calling anything. Each closure holds the source and
    /// this host weakly.
    func makeSourceBinding(_ source: EmptyDataSetSource) -> EmptyDataSetSourceBinding<UIKitPlatform>
    {
      func ask<Answer>(
        _ selector: Selector, fallback: Answer,
        _ question: @escaping @MainActor (any Source, UIScrollView) -> Answer
      ) -> (@MainActor () -> Answer)? {
        guard source.responds(to: selector) else { return nil }
        return { [weak self, weak source] in
          guard let source, let scrollView = self?.scrollView else { return fallback }
          return question(source, scrollView)
        }
      }
      func perState<Answer>(
        _ selector: Selector,
        _ question: @escaping @MainActor (any Source, UIScrollView, UIControl.State) -> Answer?
      ) -> (@MainActor (EmptyDataSetControlState) -> Answer?)? {
        guard source.responds(to: selector) else { return nil }
        return { [weak self, weak source] state in
          guard let source, let scrollView = self?.scrollView else { return nil }
          return question(source, scrollView, EmptyDataSetView.uiState(state))
        }
      }
      var answers = EmptyDataSetSourceAnswers<UIKitPlatform>()
      answers.title = ask(#selector(Source.title(forEmptyDataSet:)), fallback: nil) {
        $0.title?(forEmptyDataSet: $1)
      }
      answers.message = ask(#selector(Source.description(forEmptyDataSet:)), fallback: nil) {
        $0.description?(forEmptyDataSet: $1)
      }
      answers.image = ask(#selector(Source.image(forEmptyDataSet:)), fallback: nil) {
        $0.image?(forEmptyDataSet: $1)
      }
      answers.imageTintColor = ask(
        #selector(Source.imageTintColor(forEmptyDataSet:)), fallback: nil
      ) { $0.imageTintColor?(forEmptyDataSet: $1) }
      answers.imageAnimation = ask(
        #selector(Source.imageAnimation(forEmptyDataSet:)), fallback: nil
      ) { $0.imageAnimation?(forEmptyDataSet: $1) }
      answers.buttonTitle = perState(#selector(Source.buttonTitle(forEmptyDataSet:for:))) {
        $0.buttonTitle?(forEmptyDataSet: $1, for: $2)
      }
      answers.buttonImage = perState(#selector(Source.buttonImage(forEmptyDataSet:for:))) {
        $0.buttonImage?(forEmptyDataSet: $1, for: $2)
      }
      answers.buttonBackgroundImage = perState(
        #selector(Source.buttonBackgroundImage(forEmptyDataSet:for:))
      ) { $0.buttonBackgroundImage?(forEmptyDataSet: $1, for: $2) }
      answers.backgroundColor = ask(
        #selector(Source.backgroundColor(forEmptyDataSet:)), fallback: nil
      ) { $0.backgroundColor?(forEmptyDataSet: $1) }
      answers.customView = ask(#selector(Source.customView(forEmptyDataSet:)), fallback: nil) {
        $0.customView?(forEmptyDataSet: $1)
      }
      answers.verticalOffset = ask(#selector(Source.verticalOffset(forEmptyDataSet:)), fallback: 0)
      {
        Double($0.verticalOffset?(forEmptyDataSet: $1) ?? 0)
      }
      answers.horizontalOffset = ask(
        #selector(Source.horizontalOffset(forEmptyDataSet:)), fallback: 0
      ) { Double($0.horizontalOffset?(forEmptyDataSet: $1) ?? 0) }
      answers.spaceHeight = ask(#selector(Source.spaceHeight(forEmptyDataSet:)), fallback: nil) {
        ($0.spaceHeight?(forEmptyDataSet: $1)).map { Double($0) }
      }
      var answersState: (@MainActor (EmptyDataSetState) -> Bool)?
      if source.responds(to: #selector(Source.emptyDataSet(_:answersFor:))) {
        answersState = { [weak self, weak source] display in
          guard let source, let scrollView = self?.scrollView else { return false }
          return source.emptyDataSet?(scrollView, answersFor: EmptyDataSetStateKind(display.kind))
            ?? false
        }
      }
      return EmptyDataSetSourceBinding(
        answers: answers, isAvailable: { [weak source] in source != nil },
        answersState: answersState)
    }

    /// The delegate's questions and events, built once when the delegate is set. A question the
    /// delegate does not implement has no answer (the core uses DZNEmptyDataSet's default);
    /// events go to the delegate's optional methods. Each closure holds the delegate and this
    /// host weakly.
    func makeDelegateBinding(_ delegate: EmptyDataSetDelegate) -> EmptyDataSetDelegateBinding {
      func ask(
        _ selector: Selector, default value: Bool,
        _ question: @escaping @MainActor (any Delegate, UIScrollView) -> Bool?
      ) -> (@MainActor () -> Bool)? {
        guard delegate.responds(to: selector) else { return nil }
        return { [weak self, weak delegate] in
          guard let delegate, let scrollView = self?.scrollView else { return value }
          return question(delegate, scrollView) ?? value
        }
      }
      func tell(_ event: @escaping @MainActor (any Delegate, UIScrollView) -> Void)
        -> @MainActor () -> Void
      {
        { [weak self, weak delegate] in
          guard let delegate, let scrollView = self?.scrollView else { return }
          event(delegate, scrollView)
        }
      }
      var answers = EmptyDataSetDelegateAnswers()
      answers.shouldDisplay = ask(#selector(Delegate.emptyDataSetShouldDisplay(_:)), default: true)
      {
        $0.emptyDataSetShouldDisplay?($1)
      }
      answers.shouldBeForcedToDisplay = ask(
        #selector(Delegate.emptyDataSetShouldBeForced(toDisplay:)), default: false
      ) { $0.emptyDataSetShouldBeForced?(toDisplay: $1) }
      answers.shouldFadeIn = ask(#selector(Delegate.emptyDataSetShouldFadeIn(_:)), default: true) {
        $0.emptyDataSetShouldFadeIn?($1)
      }
      answers.shouldFadeOut = ask(#selector(Delegate.emptyDataSetShouldFadeOut(_:)), default: true)
      {
        $0.emptyDataSetShouldFadeOut?($1)
      }
      answers.shouldAllowTouch = ask(
        #selector(Delegate.emptyDataSetShouldAllowTouch(_:)), default: true
      ) { $0.emptyDataSetShouldAllowTouch?($1) }
      answers.shouldAllowScroll = ask(
        #selector(Delegate.emptyDataSetShouldAllowScroll(_:)), default: false
      ) { $0.emptyDataSetShouldAllowScroll?($1) }
      answers.shouldAnimateImageView =
        ask(#selector(Delegate.emptyDataSetShouldAnimateImageView(_:)), default: false) {
          $0.emptyDataSetShouldAnimateImageView?($1)
        }
        ?? ask(#selector(Delegate.emptyDataSetShouldAllowImageViewAnimate(_:)), default: false) {
          $0.emptyDataSetShouldAllowImageViewAnimate?($1)
        }
      let events = EmptyDataSetEvents(
        didTapView: tell { [weak self] delegate, scrollView in
          guard let view = self?.emptyView else { return }
          delegate.emptyDataSet?(scrollView, didTap: view as UIView)
        },
        didTapButton: tell { [weak self] delegate, scrollView in
          guard let button = self?.emptyView?.button else { return }
          delegate.emptyDataSet?(scrollView, didTap: button)
        },
        willAppear: tell { $0.emptyDataSetWillAppear?($1) },
        didAppear: tell { $0.emptyDataSetDidAppear?($1) },
        willDisappear: tell { $0.emptyDataSetWillDisappear?($1) },
        didDisappear: tell { $0.emptyDataSetDidDisappear?($1) })
      return EmptyDataSetDelegateBinding(answers: answers, events: events)
    }
  }
#endif
