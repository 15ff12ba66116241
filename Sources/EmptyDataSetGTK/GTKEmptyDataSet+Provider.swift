// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore

extension GTKEmptyDataSet {
  /// The source's methods as the core's answers, built once when the source is set. Each closure
  /// holds the source and this empty data set weakly.
  func makeSourceBinding(_ source: any GTKEmptyDataSetSource)
    -> EmptyDataSetSourceBinding<GTKPlatform>
  {
    func ask<Answer>(
      _ fallback: Answer,
      _ question: @escaping @MainActor (any GTKEmptyDataSetSource, GTKEmptyDataSet) -> Answer
    ) -> @MainActor () -> Answer {
      { [weak self, weak source] in
        guard let self, let source else { return fallback }
        return question(source, self)
      }
    }
    func perState<Answer>(
      _ question:
        @escaping @MainActor (any GTKEmptyDataSetSource, GTKEmptyDataSet, EmptyDataSetControlState)
        -> Answer?
    ) -> @MainActor (EmptyDataSetControlState) -> Answer? {
      { [weak self, weak source] state in
        guard let self, let source else { return nil }
        return question(source, self, state)
      }
    }
    var answers = EmptyDataSetSourceAnswers<GTKPlatform>()
    answers.title = ask(nil) { $0.title(forEmptyDataSet: $1) }
    answers.message = ask(nil) { $0.description(forEmptyDataSet: $1) }
    answers.image = ask(nil) { $0.image(forEmptyDataSet: $1) }
    answers.imageTintColor = ask(nil) { $0.imageTintColor(forEmptyDataSet: $1) }
    answers.imageAnimation = ask(nil) { $0.imageAnimation(forEmptyDataSet: $1) }
    answers.buttonTitle = perState { $0.buttonTitle(forEmptyDataSet: $1, for: $2) }
    answers.buttonImage = perState { $0.buttonImage(forEmptyDataSet: $1, for: $2) }
    answers.buttonBackgroundImage = perState {
      $0.buttonBackgroundImage(forEmptyDataSet: $1, for: $2)
    }
    answers.backgroundColor = ask(nil) { $0.backgroundColor(forEmptyDataSet: $1) }
    answers.customView = ask(nil) { $0.customView(forEmptyDataSet: $1) }
    answers.verticalOffset = ask(0) { $0.verticalOffset(forEmptyDataSet: $1) }
    answers.horizontalOffset = ask(0) { $0.horizontalOffset(forEmptyDataSet: $1) }
    answers.spaceHeight = ask(nil) { $0.spaceHeight(forEmptyDataSet: $1) }
    answers.spacing = ask(nil) { $0.spacing(forEmptyDataSet: $1) }
    return EmptyDataSetSourceBinding(
      answers: answers,
      isAvailable: { [weak source] in source != nil },
      answersState: { [weak self, weak source] state in
        guard let self, let source else { return false }
        return source.emptyDataSet(self, answersFor: state)
      })
  }

  /// The delegate's methods as the core's questions and events, built once when the delegate is
  /// set. Each closure holds the delegate and this empty data set weakly.
  func makeDelegateBinding(_ delegate: any GTKEmptyDataSetDelegate) -> EmptyDataSetDelegateBinding {
    func ask(
      _ question: @escaping @MainActor (any GTKEmptyDataSetDelegate, GTKEmptyDataSet) -> Bool,
      default value: Bool
    ) -> @MainActor () -> Bool {
      { [weak self, weak delegate] in
        guard let self, let delegate else { return value }
        return question(delegate, self)
      }
    }
    func tell(
      _ event: @escaping @MainActor (any GTKEmptyDataSetDelegate, GTKEmptyDataSet) -> Void
    ) -> @MainActor () -> Void {
      { [weak self, weak delegate] in
        guard let self, let delegate else { return }
        event(delegate, self)
      }
    }
    var answers = EmptyDataSetDelegateAnswers()
    answers.shouldDisplay = ask({ $0.emptyDataSetShouldDisplay($1) }, default: true)
    answers.shouldBeForcedToDisplay = ask(
      { $0.emptyDataSetShouldBeForcedToDisplay($1) }, default: false)
    answers.shouldFadeIn = ask({ $0.emptyDataSetShouldFadeIn($1) }, default: true)
    answers.shouldFadeOut = ask({ $0.emptyDataSetShouldFadeOut($1) }, default: true)
    answers.shouldAllowTouch = ask({ $0.emptyDataSetShouldAllowTouch($1) }, default: true)
    answers.shouldAllowScroll = ask({ $0.emptyDataSetShouldAllowScroll($1) }, default: false)
    answers.shouldAnimateImageView = ask(
      { $0.emptyDataSetShouldAnimateImageView($1) }, default: false)
    let events = EmptyDataSetEvents(
      didTapView: tell { delegate, emptyDataSet in
        if let view = emptyDataSet.emptyView {
          delegate.emptyDataSet(emptyDataSet, didTapView: view)
        }
      },
      didTapButton: tell { delegate, emptyDataSet in
        if let button = emptyDataSet.button {
          delegate.emptyDataSet(emptyDataSet, didTapButton: button)
        }
      },
      willAppear: tell { $0.emptyDataSetWillAppear($1) },
      didAppear: tell { $0.emptyDataSetDidAppear($1) },
      willDisappear: tell { $0.emptyDataSetWillDisappear($1) },
      didDisappear: tell { $0.emptyDataSetDidDisappear($1) })
    return EmptyDataSetDelegateBinding(answers: answers, events: events)
  }
}
