// EmptyDataSet · benchmarks
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport

/// The leanest host that does what a real one must: it answers counts from an array, measures
/// text with a fixed-width model, and otherwise only stores what it is given. It keeps no log,
/// so whatever it allocates is the core's doing.
@MainActor
final class BenchmarkHost: EmptyDataSetHosting, EmptyDataSetLayoutHosting {
  typealias Platform = RecordingPlatform
  typealias InteractionSnapshot = Bool

  /// Items per section.
  var itemsPerSection: [Int]
  /// How many times a section was asked for its items.
  private(set) var questions = 0
  var layoutContainer = LayoutContainer(size: EmptyDataSetLayout.Size(width: 375, height: 667))
  var isScrollEnabled = true
  let environment = HostEnvironment()
  let now = 0.0
  private(set) var installed: RecordingConfiguration?
  private(set) var installs = 0
  private(set) var updates = 0
  private(set) var layouts = 0

  init(itemsPerSection: [Int]) {
    self.itemsPerSection = itemsPerSection
  }

  var numberOfSections: Int { itemsPerSection.count }

  /// Never inlined: a real list answers through a data source (an Objective-C message, a
  /// `GListModel` call), so counting pays one call per section whoever does it.
  @inline(never)
  func numberOfItems(inSection section: Int) -> Int {
    questions &+= 1
    return itemsPerSection[section]
  }

  /// What DZNEmptyDataSet did: ask every section and add the answers up.
  @inline(never)
  func sumOfAllItems() -> Int {
    var total = 0
    for section in 0..<numberOfSections {
      total += numberOfItems(inSection: section)
    }
    return total
  }

  func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) {}

  func saveInteraction() -> Bool { isScrollEnabled }
  func applyInteraction(allowsScroll: Bool) { isScrollEnabled = allowsScroll }
  func restoreInteraction(_ snapshot: Bool) { isScrollEnabled = snapshot }
  func announce(_ announcement: AccessibilityAnnouncement) {}

  func showEmptyView(
    _ configuration: RecordingConfiguration, state: EmptyDataSetState, initialAlpha: Double
  ) {
    installed = configuration
    installs += 1
  }

  func updateEmptyView(
    from old: RecordingConfiguration, to new: RecordingConfiguration,
    state: EmptyDataSetState, transition: EmptyDataSetContentTransition
  ) {
    installed = new
    updates += 1
  }

  func hideEmptyView() {
    installed = nil
  }

  func measure(_ element: EmptyDataSetLayout.Element, availableWidth: Double)
    -> EmptyDataSetLayout.Size
  {
    Self.measure(element, in: installed, availableWidth: availableWidth)
  }

  func applyLayout(_ layout: EmptyDataSetLayout) {
    layouts += 1
  }

  func animateEmptyViewAlpha(
    to alpha: Double, duration: Double, completion: @escaping @MainActor () -> Void
  ) {
    completion()
  }

  func setEmptyViewAcceptsTouches(_ acceptsTouches: Bool) {}

  func setImageAnimationRunning(_ running: Bool) {}

  /// Sizes with a fixed-width font model (title 12 points a character, description 8).
  static func measure(
    _ element: EmptyDataSetLayout.Element, in configuration: RecordingConfiguration?,
    availableWidth: Double
  ) -> EmptyDataSetLayout.Size {
    guard let configuration else { return .zero }
    func text(_ string: String?, _ characterWidth: Double, _ lineHeight: Double)
      -> EmptyDataSetLayout.Size
    {
      let characters = Double(string?.utf8.count ?? 0)
      guard characters > 0 else { return .zero }
      let perLine = max(1, (availableWidth / characterWidth).rounded(.down))
      let lines = (characters / perLine).rounded(.up)
      return EmptyDataSetLayout.Size(
        width: min(characters, perLine) * characterWidth, height: lines * lineHeight)
    }
    switch element {
    case .image: return configuration.image?.size ?? .zero
    case .title: return text(configuration.title, 12, 30)
    case .message: return text(configuration.message, 8, 20)
    case .button: return text(configuration.button.titles.normal, 9, 44)
    case .secondaryButton: return text(configuration.secondaryButton.titles.normal, 9, 44)
    case .customView: return configuration.customView?.size ?? .zero
    }
  }
}
