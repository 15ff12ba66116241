// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Testing

/// Text snapshots of the layout: what an iPhone, a GTK window and a test all see.
///
/// Measured sizes come from ``FakeHost``'s fixed-width font model, so every number can be
/// checked by hand (title 12 pt a character, 30 a line; description 8 and 20; button 9 a
/// character + 24, 44 high).
@Suite("Layout snapshots")
@MainActor
struct LayoutSnapshotTests {
  /// Lays out `configuration` in a container through a fake host and describes the result.
  func snapshot(
    _ configuration: RecordingConfiguration,
    container: LayoutContainer = LayoutContainer(
      size: EmptyDataSetLayout.Size(width: 375, height: 667))
  ) -> String {
    let host = FakeHost()
    host.layoutContainer = container
    host.showEmptyView(configuration, state: .empty, initialAlpha: 1)
    let request = LayoutRequest(configuration: configuration, container: container)
    let layout = EmptyDataSetLayout.make(for: request) { element, width in
      host.measure(element, availableWidth: width)
    }
    return describe(layout, container: container)
  }

  private func describe(_ layout: EmptyDataSetLayout, container: LayoutContainer) -> String {
    var lines = [
      "container \(container.size) insets \(container.visibleInsets)"
        + (container.layoutMargins == .zero ? "" : " list margins \(container.layoutMargins)"),
      "view \(layout.viewFrame) content \(layout.contentSize) padding \(Int(layout.sidePadding))"
        + (layout.isScrollable ? " scrollable" : ""),
    ]
    for element in EmptyDataSetLayout.Element.allCases {
      if let frame = layout.frame(of: element) {
        lines.append("  \(element) \(frame)")
      }
    }
    let bounds = EmptyDataSetLayout.Rect(
      x: 0, y: 0, width: layout.viewFrame.width, height: layout.viewFrame.height)
    if layout.backgroundFrame != bounds {
      lines.append("  background \(layout.backgroundFrame)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private var longText: String {
    String(repeating: "Nothing matched your filters, so nothing is shown here. ", count: 40)
  }

  @Test("image only")
  func imageOnly() {
    var configuration = RecordingConfiguration()
    configuration.image = FakeImage("cloud", width: 120, height: 90)
    TextSnapshot.assert(snapshot(configuration), named: "image-only")
  }

  @Test("title and message")
  func titleAndDescription() {
    var configuration = RecordingConfiguration()
    configuration.title = "No Messages"
    configuration.message = "When someone writes to you, the message appears here."
    TextSnapshot.assert(snapshot(configuration), named: "title-description")
  }

  @Test("everything, with a full-width button")
  func everything() {
    TextSnapshot.assert(snapshot(fullConfiguration()), named: "everything")
  }

  @Test("everything, with a natural-width button")
  func naturalButton() {
    var configuration = fullConfiguration()
    configuration.buttonWidth = .natural
    TextSnapshot.assert(snapshot(configuration), named: "natural-button")
  }

  @Test("custom view at its natural size, and one with no size that fills instead")
  func customView() {
    var configuration = RecordingConfiguration()
    configuration.customView = FakeView("spinner", width: 120, height: 60)
    var unsized = RecordingConfiguration()
    unsized.customView = FakeView("form")
    var fill = RecordingConfiguration()
    fill.customView = FakeView("map", width: 50, height: 50)
    fill.customViewSizing = .fill
    TextSnapshot.assert(
      snapshot(configuration) + snapshot(unsized) + snapshot(fill), named: "custom-view")
  }

  @Test("vertical and horizontal offsets, and the horizontal one mirrored right-to-left")
  func offsets() {
    var configuration = fullConfiguration()
    configuration.offset = EmptyDataSetOffset(vertical: -64, horizontal: 30)
    let size = EmptyDataSetLayout.Size(width: 375, height: 667)
    TextSnapshot.assert(
      snapshot(configuration)
        + snapshot(configuration, container: LayoutContainer(size: size, direction: .rightToLeft)),
      named: "offsets")
  }

  @Test("centred in the visible area: navigation bar, header, home indicator, keyboard")
  func insets() {
    let container = LayoutContainer(
      size: EmptyDataSetLayout.Size(width: 390, height: 844),
      visibleInsets: EmptyDataSetLayout.Insets(top: 91 + 120, left: 0, bottom: 34 + 291, right: 0))
    TextSnapshot.assert(snapshot(fullConfiguration(), container: container), named: "insets")
  }

  @Test("a tiny container: everything finite, nothing negative")
  func tinyContainer() {
    let tiny = LayoutContainer(size: EmptyDataSetLayout.Size(width: 40, height: 30))
    let zero = LayoutContainer(size: EmptyDataSetLayout.Size(width: 0, height: 0))
    TextSnapshot.assert(
      snapshot(fullConfiguration(), container: tiny)
        + snapshot(fullConfiguration(), container: zero),
      named: "tiny-container")
  }

  @Test("content taller than the visible area starts at the top and reports its height")
  func tallContent() {
    var configuration = fullConfiguration()
    configuration.message = longText
    TextSnapshot.assert(snapshot(configuration), named: "tall-content")
  }

  @Test("per-gap spacing, with 0 meaning 0")
  func perGapSpacing() {
    var configuration = fullConfiguration()
    configuration.spacing = EmptyDataSetSpacing(
      imageToText: 24, titleToMessage: 0, textToButton: 40)
    var missingTitle = fullConfiguration()
    missingTitle.title = nil
    missingTitle.spacing = configuration.spacing
    TextSnapshot.assert(snapshot(configuration) + snapshot(missingTitle), named: "per-gap-spacing")
  }

  @Test("maximum content width on a wide container")
  func maximumWidth() {
    var configuration = fullConfiguration()
    configuration.maximumContentWidth = 320
    let wide = LayoutContainer(size: EmptyDataSetLayout.Size(width: 1024, height: 768))
    TextSnapshot.assert(
      snapshot(fullConfiguration(), container: wide) + snapshot(configuration, container: wide),
      named: "maximum-width")
  }

  @Test("an image wider than the column is scaled down, keeping its aspect")
  func wideImage() {
    var configuration = RecordingConfiguration()
    configuration.image = FakeImage("banner", width: 640, height: 200)
    configuration.title = "Welcome"
    TextSnapshot.assert(snapshot(configuration), named: "wide-image")
  }

  @Test("half-point display: frames on the pixel grid")
  func retinaRounding() {
    var configuration = fullConfiguration()
    configuration.offset.vertical = 10.3
    let container = LayoutContainer(
      size: EmptyDataSetLayout.Size(width: 375, height: 667), displayScale: 3)
    TextSnapshot.assert(snapshot(configuration, container: container), named: "pixel-grid")
  }
}
