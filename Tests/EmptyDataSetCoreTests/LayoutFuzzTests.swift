// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

@Suite("Layout fuzz: any input gives finite frames inside the content")
struct LayoutFuzzTests {
  static let inputCount = 100_000

  /// A value drawn from a mix of ordinary, extreme and invalid numbers.
  private static func wildNumber(_ generator: inout SeededGenerator, typical: Double) -> Double {
    switch Int.random(in: 0..<12, using: &generator) {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return -Double.random(in: 0...typical, using: &generator)
    case 4: return 0
    case 5: return Double.random(in: 1e6...1e300, using: &generator)
    case 6: return .greatestFiniteMagnitude
    case 7: return .leastNonzeroMagnitude
    default: return Double.random(in: 0...typical, using: &generator)
    }
  }

  private static func randomInsets(
    _ generator: inout SeededGenerator, typical: Double, chance: Double
  ) -> EmptyDataSetLayout.Insets {
    guard generator.chance(chance) else { return .zero }
    return EmptyDataSetLayout.Insets(
      top: wildNumber(&generator, typical: typical), left: wildNumber(&generator, typical: typical),
      bottom: wildNumber(&generator, typical: typical),
      right: wildNumber(&generator, typical: typical))
  }

  private static func randomRequest(_ generator: inout SeededGenerator) -> LayoutRequest {
    var elements: EmptyDataSetLayout.Elements = []
    for element in EmptyDataSetLayout.Element.allCases where generator.chance(0.5) {
      elements.insert(element)
    }
    return LayoutRequest(
      containerSize: EmptyDataSetLayout.Size(
        width: wildNumber(&generator, typical: 1400), height: wildNumber(&generator, typical: 1400)),
      visibleInsets: EmptyDataSetLayout.Insets(
        top: wildNumber(&generator, typical: 300), left: wildNumber(&generator, typical: 60),
        bottom: wildNumber(&generator, typical: 400), right: wildNumber(&generator, typical: 60)),
      direction: generator.chance(0.5) ? .leftToRight : .rightToLeft,
      displayScale: wildNumber(&generator, typical: 3),
      margins: randomInsets(&generator, typical: 120, chance: 0.4),
      alignment: generator.chance(0.5) ? .center : .natural,
      offset: generator.chance(0.3)
        ? EmptyDataSetOffset(
          vertical: wildNumber(&generator, typical: 200),
          horizontal: wildNumber(&generator, typical: 200))
        : EmptyDataSetOffset(),
      spacing: EmptyDataSetSpacing(
        imageToText: wildNumber(&generator, typical: 40),
        titleToMessage: wildNumber(&generator, typical: 40),
        textToButton: wildNumber(&generator, typical: 40),
        buttonToSecondaryButton: wildNumber(&generator, typical: 40)),
      maximumContentWidth: generator.chance(0.3) ? wildNumber(&generator, typical: 800) : nil,
      buttonWidth: generator.chance(0.5) ? .fullWidth : .natural,
      imageMaximumSize: generator.chance(0.3)
        ? EmptyDataSetLayout.Size(
          width: wildNumber(&generator, typical: 300), height: wildNumber(&generator, typical: 300))
        : nil,
      elements: elements,
      customViewSizing: generator.chance(0.5) ? .natural : .fill,
      backgroundInsets: randomInsets(&generator, typical: 80, chance: 0.3),
      backgroundContentPadding: generator.chance(0.3)
        ? randomInsets(&generator, typical: 60, chance: 1) : nil)
  }

  @Test("100,000 seeded random inputs, NaN and infinity included")
  func fuzz() {
    var generator = SeededGenerator(seed: 0xE3B0_C442)
    var failures: [String] = []
    for index in 0..<Self.inputCount {
      let request = Self.randomRequest(&generator)
      var measuring = generator
      let layout = EmptyDataSetLayout.make(for: request) { _, _ in
        EmptyDataSetLayout.Size(
          width: Self.wildNumber(&measuring, typical: 500),
          height: Self.wildNumber(&measuring, typical: 2000))
      }
      generator = measuring
      if let problem = Self.problem(in: layout, for: request) {
        failures.append("input \(index): \(problem)")
        if failures.count >= 5 { break }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  /// With ordinary margins, no offset and content that fits, no frame enters the margins.
  private static func marginProblem(in layout: EmptyDataSetLayout, for request: LayoutRequest)
    -> String?
  {
    let margins = request.margins
    let ordinary = [margins.top, margins.left, margins.bottom, margins.right].allSatisfy {
      $0.isFinite && $0 >= 0 && $0 < 1e5
    }
    guard ordinary, request.offset == EmptyDataSetOffset(), !layout.isScrollable else {
      return nil
    }
    let view = layout.viewFrame
    guard margins.left + margins.right < view.width, margins.top + margins.bottom < view.height
    else { return nil }
    for (element, frame) in layout.frames {
      guard frame.x >= margins.left - 1, frame.maxX <= view.width - margins.right + 1,
        frame.y >= margins.top - 1, frame.maxY <= view.height - margins.bottom + 1
      else { return "\(element) \(frame) inside the margins \(margins) of \(view)" }
    }
    return nil
  }

  /// What is wrong with `layout`, or `nil`.
  private static func problem(in layout: EmptyDataSetLayout, for request: LayoutRequest) -> String?
  {
    let view = layout.viewFrame
    guard view.isFinite, view.width >= 0, view.height >= 0, view.x >= 0, view.y >= 0 else {
      return "view frame \(view)"
    }
    let content = layout.contentSize
    guard content.width.isFinite, content.height.isFinite, content.height >= view.height - 1e-6
    else { return "content size \(content) for view \(view)" }
    guard layout.sidePadding.isFinite, layout.sidePadding >= 0 else {
      return "padding \(layout.sidePadding)"
    }
    let offsetFree = request.offset == EmptyDataSetOffset()
    let tolerance = 1.0
    for (element, frame) in layout.frames {
      guard frame.isFinite, frame.width >= 0, frame.height >= 0 else {
        return "\(element) frame \(frame)"
      }
      if offsetFree {
        guard frame.x >= -tolerance, frame.maxX <= view.width + tolerance,
          frame.y >= -tolerance, frame.maxY <= content.height + tolerance
        else { return "\(element) frame \(frame) outside view \(view) content \(content)" }
      }
      if request.elements.contains(.customView), element != .customView {
        return "\(element) laid out beside a custom view"
      }
      if element == .image, let maximum = request.imageMaximumSize,
        maximum.width.isFinite, maximum.height.isFinite
      {
        if maximum.width > 0, frame.width > max(maximum.width, 0) + tolerance {
          return "image \(frame) wider than its maximum \(maximum)"
        }
        if maximum.height > 0, frame.height > max(maximum.height, 0) + tolerance {
          return "image \(frame) taller than its maximum \(maximum)"
        }
      }
    }
    if let problem = marginProblem(in: layout, for: request) { return problem }
    let background = layout.backgroundFrame
    guard background.isFinite, background.width >= 0, background.height >= 0 else {
      return "background frame \(background)"
    }
    if request.backgroundContentPadding == nil {
      guard background.x >= -tolerance, background.maxX <= view.width + tolerance,
        background.y >= -tolerance, background.maxY <= view.height + tolerance
      else { return "background \(background) outside view \(view)" }
    } else if let problem = cardProblem(in: layout, for: request) {
      return problem
    }
    return nil
  }

  /// A card around the content stays inside the view's width, when its padding and the
  /// margins leave room for it and nothing moves the content.
  private static func cardProblem(
    in layout: EmptyDataSetLayout, for request: LayoutRequest
  ) -> String? {
    guard let card = request.backgroundContentPadding, request.offset == EmptyDataSetOffset(),
      !request.elements.contains(.customView), !layout.frames.isEmpty
    else { return nil }
    let view = layout.viewFrame
    let margins = request.margins
    let needed = 2 * max(card.left, card.right) + margins.left + margins.right
    guard needed.isFinite, margins.left >= 0, margins.right >= 0, card.left >= 0,
      card.right >= 0, needed < view.width
    else { return nil }
    let background = layout.backgroundFrame
    guard background.x >= -1, background.maxX <= view.width + 1 else {
      return "card \(background) wider than view \(view) with padding \(card)"
    }
    return nil
  }
}
