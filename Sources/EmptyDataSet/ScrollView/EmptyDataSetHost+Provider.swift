// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension EmptyDataSetHost {
    private typealias Source = EmptyDataSetSource
    private typealias Delegate = EmptyDataSetDelegate

    /// Points the controller at the direct configuration, or else at the source and delegate.
    func updateProvider() {
      if let configuration {
        controller.provider = EmptyDataSetProvider(configuration: configuration, events: events)
      } else if source != nil {
        controller.provider = EmptyDataSetProvider(
          isAvailable: { [weak self] in self?.source != nil },
          shouldDisplay: { [weak self] in self?.delegateAnswers().shouldDisplay?() ?? true },
          isForcedToDisplay: { [weak self] in
            self?.delegateAnswers().shouldBeForcedToDisplay?() ?? false
          },
          makeConfiguration: { [weak self] decision in
            guard let self else { return EmptyDataSetConfiguration() }
            return EmptyDataSetConfiguration(
              source: self.sourceAnswers(), delegate: self.delegateAnswers(),
              decision: (decision.shouldDisplay, decision.isForced))
          },
          events: delegateEvents())
      } else {
        controller.provider = nil
      }
    }

    // MARK: - Answers, built for one reload pass

    private func sourceAnswers() -> EmptyDataSetSourceAnswers<UIKitPlatform> {
      var answers = EmptyDataSetSourceAnswers<UIKitPlatform>()
      guard let source, let scrollView else { return answers }
      func has(_ selector: Selector) -> Bool { source.responds(to: selector) }
      let state = EmptyDataSetView.uiState
      if has(#selector(Source.title(forEmptyDataSet:))) {
        answers.title = { source.title?(forEmptyDataSet: scrollView) }
      }
      if has(#selector(Source.description(forEmptyDataSet:))) {
        answers.description = { source.description?(forEmptyDataSet: scrollView) }
      }
      if has(#selector(Source.image(forEmptyDataSet:))) {
        answers.image = { source.image?(forEmptyDataSet: scrollView) }
      }
      if has(#selector(Source.imageTintColor(forEmptyDataSet:))) {
        answers.imageTintColor = { source.imageTintColor?(forEmptyDataSet: scrollView) }
      }
      if has(#selector(Source.imageAnimation(forEmptyDataSet:))) {
        answers.imageAnimation = { source.imageAnimation?(forEmptyDataSet: scrollView) }
      }
      if has(#selector(Source.buttonTitle(forEmptyDataSet:for:))) {
        answers.buttonTitle = {
          source.buttonTitle?(forEmptyDataSet: scrollView, for: state($0))
        }
      }
      if has(#selector(Source.buttonImage(forEmptyDataSet:for:))) {
        answers.buttonImage = {
          source.buttonImage?(forEmptyDataSet: scrollView, for: state($0))
        }
      }
      if has(#selector(Source.buttonBackgroundImage(forEmptyDataSet:for:))) {
        answers.buttonBackgroundImage = {
          source.buttonBackgroundImage?(forEmptyDataSet: scrollView, for: state($0))
        }
      }
      if has(#selector(Source.backgroundColor(forEmptyDataSet:))) {
        answers.backgroundColor = { source.backgroundColor?(forEmptyDataSet: scrollView) }
      }
      if has(#selector(Source.customView(forEmptyDataSet:))) {
        answers.customView = { source.customView?(forEmptyDataSet: scrollView) }
      }
      if has(#selector(Source.verticalOffset(forEmptyDataSet:))) {
        answers.verticalOffset = {
          Double(source.verticalOffset?(forEmptyDataSet: scrollView) ?? 0)
        }
      }
      if has(#selector(Source.horizontalOffset(forEmptyDataSet:))) {
        answers.horizontalOffset = {
          Double(source.horizontalOffset?(forEmptyDataSet: scrollView) ?? 0)
        }
      }
      if has(#selector(Source.spaceHeight(forEmptyDataSet:))) {
        answers.spaceHeight = {
          Double(source.spaceHeight?(forEmptyDataSet: scrollView) ?? 11)
        }
      }
      return answers
    }

    private func delegateAnswers() -> EmptyDataSetDelegateAnswers {
      var answers = EmptyDataSetDelegateAnswers()
      guard let delegate, let scrollView else { return answers }
      func ask(
        _ selector: Selector, _ question: @escaping @MainActor (Delegate, UIScrollView) -> Bool?
      ) -> (@MainActor () -> Bool)? {
        guard delegate.responds(to: selector) else { return nil }
        return { question(delegate, scrollView) ?? false }
      }
      answers.shouldDisplay = ask(#selector(Delegate.emptyDataSetShouldDisplay(_:))) {
        $0.emptyDataSetShouldDisplay?($1)
      }
      answers.shouldBeForcedToDisplay = ask(
        #selector(Delegate.emptyDataSetShouldBeForced(toDisplay:))
      ) { $0.emptyDataSetShouldBeForced?(toDisplay: $1) }
      answers.shouldFadeIn = ask(#selector(Delegate.emptyDataSetShouldFadeIn(_:))) {
        $0.emptyDataSetShouldFadeIn?($1)
      }
      answers.shouldFadeOut = ask(#selector(Delegate.emptyDataSetShouldFadeOut(_:))) {
        $0.emptyDataSetShouldFadeOut?($1)
      }
      answers.shouldAllowTouch = ask(#selector(Delegate.emptyDataSetShouldAllowTouch(_:))) {
        $0.emptyDataSetShouldAllowTouch?($1)
      }
      answers.shouldAllowScroll = ask(#selector(Delegate.emptyDataSetShouldAllowScroll(_:))) {
        $0.emptyDataSetShouldAllowScroll?($1)
      }
      answers.shouldAnimateImageView =
        ask(#selector(Delegate.emptyDataSetShouldAnimateImageView(_:))) {
          $0.emptyDataSetShouldAnimateImageView?($1)
        }
        ?? ask(#selector(Delegate.emptyDataSetShouldAllowImageViewAnimate(_:))) {
          $0.emptyDataSetShouldAllowImageViewAnimate?($1)
        }
      return answers
    }

    // MARK: - Events

    private func delegateEvents() -> EmptyDataSetEvents {
      /// Calls `body` with the current delegate and scroll view, if both are still there.
      func tell(_ body: @escaping @MainActor (Delegate, UIScrollView) -> Void)
        -> @MainActor () ->
        Void
      {
        { [weak self] in
          guard let self, let delegate = self.delegate, let scrollView = self.scrollView else {
            return
          }
          body(delegate, scrollView)
        }
      }
      return EmptyDataSetEvents(
        didTapView: tell { [weak self] delegate, scrollView in
          if let view = self?.emptyView {
            delegate.emptyDataSet?(scrollView, didTap: view as UIView)
          }
        },
        didTapButton: tell { [weak self] delegate, scrollView in
          if let button = self?.emptyView?.button {
            delegate.emptyDataSet?(scrollView, didTap: button)
          }
        },
        willAppear: tell { $0.emptyDataSetWillAppear?($1) },
        didAppear: tell { $0.emptyDataSetDidAppear?($1) },
        willDisappear: tell { $0.emptyDataSetWillDisappear?($1) },
        didDisappear: tell { $0.emptyDataSetDidDisappear?($1) })
    }
  }
#endif
