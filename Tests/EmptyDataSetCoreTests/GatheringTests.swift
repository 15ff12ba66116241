// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// A DZN-style source and delegate that count every question.
@MainActor
final class CountingSource {
  var questions: [String: Int] = [:]
  var customView: FakeView?
  var buttonImage: FakeImage?
  var buttonTitle: String? = "Retry"
  var animates = false
  var spaceHeight: Double?

  private func ask<T>(_ name: String, _ value: T) -> T {
    questions[name, default: 0] += 1
    return value
  }

  var source: EmptyDataSetSourceAnswers<RecordingPlatform> {
    var answers = EmptyDataSetSourceAnswers<RecordingPlatform>()
    answers.title = { self.ask("title", "Nothing here") }
    answers.message = { self.ask("description", "Add something.") }
    answers.image = { self.ask("image", FakeImage("box", width: 64, height: 64)) }
    answers.imageTintColor = { self.ask("imageTintColor", "#888888") }
    answers.imageAnimation = { self.ask("imageAnimation", "spin") }
    answers.buttonTitle = { state in
      self.ask("buttonTitle.\(state)", state == .normal ? self.buttonTitle : nil)
    }
    answers.buttonImage = { state in
      self.ask("buttonImage.\(state)", state == .normal ? self.buttonImage : nil)
    }
    answers.buttonBackgroundImage = { state in
      self.ask("buttonBackgroundImage.\(state)", FakeImage("pill-\(state)", width: 10, height: 10))
    }
    answers.backgroundColor = { self.ask("backgroundColor", "#ffffff") }
    answers.customView = { self.ask("customView", self.customView) }
    answers.verticalOffset = { self.ask("verticalOffset", -20) }
    answers.horizontalOffset = { self.ask("horizontalOffset", 5) }
    if spaceHeight != nil {
      answers.spaceHeight = { self.ask("spaceHeight", self.spaceHeight ?? 0) }
    }
    return answers
  }

  var delegate: EmptyDataSetDelegateAnswers {
    var answers = EmptyDataSetDelegateAnswers()
    answers.shouldDisplay = { self.ask("shouldDisplay", true) }
    answers.shouldBeForcedToDisplay = { self.ask("shouldBeForcedToDisplay", false) }
    answers.shouldFadeIn = { self.ask("shouldFadeIn", false) }
    answers.shouldAllowTouch = { self.ask("shouldAllowTouch", true) }
    answers.shouldAllowScroll = { self.ask("shouldAllowScroll", true) }
    answers.shouldAnimateImageView = { self.ask("shouldAnimateImageView", self.animates) }
    return answers
  }
}

@Suite("Gathering: DZN-style answers become one configuration")
@MainActor
struct GatheringTests {
  @Test("every question is asked at most once per reload")
  func askedAtMostOnce() {
    let counting = CountingSource()
    counting.animates = true
    let harness = Harness()
    harness.controller.provider = EmptyDataSetProvider(
      source: counting.source, delegate: counting.delegate, events: harness.log.events,
      isAvailable: { true })
    harness.controller.reload()
    #expect(counting.questions.values.allSatisfy { $0 == 1 }, "\(counting.questions)")
    #expect(counting.questions["title"] == 1)
    #expect(counting.questions["imageAnimation"] == 1)
    #expect(counting.questions["buttonTitle.selected"] == 1)
  }

  @Test("a custom view skips title, description, image and button, but not offsets")
  func customViewSkipsStandardElements() {
    let counting = CountingSource()
    counting.customView = FakeView("spinner", width: 40, height: 40)
    counting.animates = true
    let configuration = RecordingConfiguration(source: counting.source, delegate: counting.delegate)
    #expect(configuration.customView?.name == "spinner")
    for skipped in ["title", "description", "image", "imageTintColor", "imageAnimation"] {
      #expect(counting.questions[skipped] == nil, "\(skipped) was asked")
    }
    #expect(!counting.questions.keys.contains { $0.hasPrefix("button") })
    #expect(counting.questions["verticalOffset"] == 1)
    #expect(configuration.offset.vertical == -20)
    #expect(configuration.offset.horizontal == 5)
  }

  @Test("other button states are asked only when the normal state has a value")
  func statesOnlyAfterNormal() {
    let counting = CountingSource()
    counting.buttonTitle = nil
    let configuration = RecordingConfiguration(source: counting.source, delegate: counting.delegate)
    #expect(counting.questions["buttonTitle.normal"] == 1)
    #expect(counting.questions["buttonTitle.highlighted"] == nil)
    #expect(counting.questions["buttonBackgroundImage.normal"] == nil)
    #expect(configuration.button.isVisible == false)
  }

  @Test("a button image wins over a title, and the title is not asked")
  func imageWinsOverTitle() {
    let counting = CountingSource()
    counting.buttonImage = FakeImage("plus", width: 30, height: 30)
    let configuration = RecordingConfiguration(source: counting.source, delegate: counting.delegate)
    #expect(configuration.button.showsImage)
    #expect(counting.questions["buttonTitle.normal"] == nil)
    #expect(configuration.button.backgroundImages.disabled?.name == "pill-disabled")
  }

  @Test("the image animation is asked only when the delegate allows animating")
  func animationOnlyWhenAllowed() {
    let counting = CountingSource()
    let configuration = RecordingConfiguration(source: counting.source, delegate: counting.delegate)
    #expect(counting.questions["imageAnimation"] == nil)
    #expect(configuration.imageAnimation == nil)
    #expect(configuration.runsImageAnimation == false)
  }

  @Test("a space height of 0 means 0 (DZN turned it into 11)")
  func zeroSpacingMeansZero() {
    let counting = CountingSource()
    counting.spaceHeight = 0
    let configuration = RecordingConfiguration(source: counting.source, delegate: counting.delegate)
    #expect(configuration.spacing == .uniform(0))
  }

  @Test("unanswered questions take DZN's defaults")
  func defaults() {
    let configuration = RecordingConfiguration(
      source: EmptyDataSetSourceAnswers(), delegate: EmptyDataSetDelegateAnswers())
    #expect(configuration == RecordingConfiguration())
    #expect(configuration.fadesIn && configuration.allowsTouch && configuration.shouldDisplay)
    #expect(!configuration.allowsScroll && !configuration.animatesImage)
    #expect(!configuration.isForcedToDisplay)
    #expect(configuration.spacing == .uniform(11))
  }

  @Test("the source path and the value path give the same configuration")
  func bothPathsAgree() {
    let counting = CountingSource()
    let gathered = RecordingConfiguration(source: counting.source, delegate: counting.delegate)
    var built = RecordingConfiguration()
    built.title = "Nothing here"
    built.message = "Add something."
    built.image = FakeImage("box", width: 64, height: 64)
    built.imageProperties.tintColor = "#888888"
    built.button.titles.normal = "Retry"
    built.button.backgroundImages = EmptyDataSetControlStateValues(
      normal: FakeImage("pill-normal", width: 10, height: 10),
      highlighted: FakeImage("pill-highlighted", width: 10, height: 10),
      disabled: FakeImage("pill-disabled", width: 10, height: 10),
      selected: FakeImage("pill-selected", width: 10, height: 10))
    built.background.color = "#ffffff"
    built.offset = EmptyDataSetOffset(vertical: -20, horizontal: 5)
    built.fadesIn = false
    built.allowsScroll = true
    #expect(gathered == built)
  }
}

@Suite("Decision: show when (should display and empty) or forced")
@MainActor
struct DecisionTests {
  @Test("order and laziness follow DZN: display, then count, then forced")
  func orderAndLaziness() {
    var asked: [String] = []
    let shown = DisplayDecision.evaluate(
      shouldDisplay: {
        asked.append("display"); return true
      },
      containsItems: {
        asked.append("count"); return false
      },
      isForced: {
        asked.append("forced"); return false
      })
    #expect(shown.showsEmptyDataSet)
    #expect(asked == ["display", "count"])

    asked.removeAll()
    let notDisplayed = DisplayDecision.evaluate(
      shouldDisplay: {
        asked.append("display"); return false
      },
      containsItems: {
        asked.append("count"); return false
      },
      isForced: {
        asked.append("forced"); return false
      })
    #expect(!notDisplayed.showsEmptyDataSet)
    #expect(asked == ["display", "forced"])
  }

  @Test("forced wins over rows present and over should-display being false")
  func forcedWins() {
    for display in [true, false] {
      let decision = DisplayDecision.evaluate(
        shouldDisplay: { display }, containsItems: { true }, isForced: { true })
      #expect(decision.showsEmptyDataSet)
      #expect(decision.isForced)
    }
  }

  @Test("counting stops at the first section with items")
  func earlyExit() {
    let host = FakeHost()
    host.itemsPerSection = [0, 0, 5] + Array(repeating: 1, count: 10_000)
    #expect(host.containsItems())
    #expect(host.countQuestions == 3)
  }

  @Test("no sections, or only empty ones, or negative counts: empty")
  func emptyCounts() {
    let host = FakeHost()
    #expect(!host.containsItems())
    host.itemsPerSection = [0, 0, -3]
    #expect(!host.containsItems())
  }

  @Test("a forced empty data set shows over rows, and goes when no longer forced")
  func forcedWithRows() {
    let harness = Harness()
    harness.host.itemsPerSection = [3]
    var configuration = fullConfiguration()
    configuration.isForcedToDisplay = true
    harness.use(configuration)
    harness.controller.reload()
    #expect(harness.controller.isVisible)
    configuration.isForcedToDisplay = false
    harness.use(configuration)
    harness.controller.reload()
    #expect(!harness.controller.isVisible)
  }
}
