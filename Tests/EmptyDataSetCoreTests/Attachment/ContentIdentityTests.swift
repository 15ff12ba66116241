// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// A custom view or an image animation the source returns again is kept: the shown content is
/// updated only when the new configuration is unequal, and a platform's reference types compare
/// by identity (UIKit's `UIView` and `CAAnimation` are `NSObject`s whose `==` is `isEqual(_:)`,
/// identity unless overridden). The UIKit layer documents "return the same instance".
@Suite("Content identity: the same view or animation is kept, a new one replaces it")
@MainActor
struct ContentIdentityTests {
  @Test("a source that returns the same custom view on every reload causes no update")
  func sameCustomViewKept() {
    let harness = AttachmentHarness()
    let source = ViewSource(view: FakeView("card", width: 200, height: 120))
    harness.attachment.source = source.binding
    harness.settle()
    for _ in 0..<3 { harness.attachment.reload() }
    #expect(source.questions == 4)
    #expect(!harness.host.log.contains("update"))
  }

  @Test("a source that returns a different custom view updates the shown view once")
  func newCustomViewReplaces() {
    let harness = AttachmentHarness()
    let source = ViewSource(view: FakeView("card", width: 200, height: 120))
    harness.attachment.source = source.binding
    harness.settle()
    source.view = FakeView("another card", width: 200, height: 120)
    harness.attachment.reload()
    harness.attachment.reload()
    #expect(harness.host.log.filter { $0 == "update" }.count == 1)
  }

  @Test("configurations holding one object are equal; a look-alike object is not")
  func referenceTypesCompareByIdentity() {
    let spinner = Widget(name: "spinner")
    var first = EmptyDataSetConfiguration<IdentityPlatform>()
    first.customView = spinner
    first.imageAnimation = Widget(name: "rotation")
    var second = first
    #expect(first == second)
    second.customView = Widget(name: "spinner")
    #expect(first != second)
    second.customView = spinner
    second.imageAnimation = Widget(name: "rotation")
    #expect(first != second)
  }
}

/// A DZN-style source that answers only a custom view, counting the questions.
@MainActor
private final class ViewSource {
  var view: FakeView
  var questions = 0

  init(view: FakeView) { self.view = view }

  var binding: EmptyDataSetSourceBinding<RecordingPlatform> {
    var answers = EmptyDataSetSourceAnswers<RecordingPlatform>()
    answers.customView = { [unowned self] in
      questions += 1
      return view
    }
    return EmptyDataSetSourceBinding(answers: answers, isAvailable: { true })
  }
}

/// An object that, like an `NSObject` that does not override `isEqual(_:)`, equals only itself.
private final class Widget: Equatable {
  let name: String
  init(name: String) { self.name = name }
  static func == (lhs: Widget, rhs: Widget) -> Bool { lhs === rhs }
}

/// A platform whose views and animations are such objects.
private enum IdentityPlatform: EmptyDataSetViewPlatform {
  typealias Text = String
  typealias Image = String
  typealias Color = String
  typealias ImageAnimation = Widget
  typealias View = Widget
  static func presetText(_ string: String) -> String { string }
  static func presetImage(_ image: EmptyDataSetPresetImage) -> String? { nil }
}
