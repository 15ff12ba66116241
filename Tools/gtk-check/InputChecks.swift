// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

/// Real input: `xdotool` moves the X server's pointer, clicks and turns the wheel; GTK receives
/// the events as from a user. Each check reads back what the app saw.
@MainActor
enum InputChecks {
  static func run(_ recorder: ReportRecorder) {
    Harness.parkPointer()
    taps()
    clicksPassThroughWhenTouchIsOff()
    scrolling()
    tallContentScrolls()
    columnHeaderStaysUsable()
    buttonStates()
    Harness.parkPointer()
  }

  /// An empty list in a window showing ``AttachChecks/instant()`` (no fades), adjusted by
  /// `configure`, with its events logged.
  @MainActor
  struct Scene {
    let window: UnsafeMutablePointer<GtkWidget>
    let fixture: ListFixture
    let emptyDataSet: GTKEmptyDataSet
    let log: EventLog

    init?(
      _ title: String, rows: Int = 0, forced: Bool = false,
      configure: (inout GTKEmptyDataSetConfiguration) -> Void = { _ in }
    ) {
      fixture = ListFixture(.listView, count: rows)
      window = Harness.window(title, width: 320, height: 240, child: fixture.scrolledWindow)
      guard let attached = GTKEmptyDataSet.attach(to: fixture.view) else {
        Harness.close(window)
        return nil
      }
      emptyDataSet = attached
      log = EventLog(listeningTo: attached)
      var configuration = AttachChecks.instant()
      // 12-pixel gaps, so that the content fits the window: taller content scrolls inside the
      // empty view, which then takes the wheel.
      configuration.spacing = .uniform(12)
      configuration.isForcedToDisplay = forced
      configure(&configuration)
      emptyDataSet.configuration = configuration
      Harness.pumpFrames(window, 3)
    }

    func close() {
      Harness.parkPointer()
      Harness.close(window)
    }
  }

  static func taps() {
    guard let scene = Scene("taps"), let view = scene.emptyDataSet.emptyView,
      let button = scene.emptyDataSet.button
    else {
      CheckLog.check("tap", false, "no empty view")
      return
    }
    defer { scene.close() }
    Harness.click(view.pointer, fx: 0.1, fy: 0.1) { scene.log.count("didTapView") > 0 }
    CheckLog.check(
      "tap-view-real-click",
      scene.log.events.filter { $0.hasPrefix("didTap") } == ["didTapView"]
        && scene.log.tappedViews.first == view,
      "events \(scene.log.events)")
    let title = gtk_widget_get_next_sibling(gtk_widget_get_first_child(view.pointer)!)!
    Harness.click(title) { scene.log.count("didTapView") > 1 }
    CheckLog.check(
      "tap-on-title-is-view-tap", scene.log.count("didTapView") == 2,
      "didTapView \(scene.log.count("didTapView"))")
    Harness.click(button.pointer) { scene.log.count("didTapButton") > 0 }
    CheckLog.check(
      "tap-button-real-click",
      scene.log.count("didTapButton") == 1 && scene.log.count("didTapView") == 2
        && scene.log.tappedButtons.first == button,
      "events \(scene.log.events)")
  }

  static func clicksPassThroughWhenTouchIsOff() {
    for allowsTouch in [false, true] {
      let name = allowsTouch ? "touch-on-click-stays" : "touch-off-click-reaches-list"
      guard
        let scene = Scene(
          name, rows: 30, forced: true, configure: { $0.allowsTouch = allowsTouch })
      else {
        CheckLog.check(name, false, "could not attach")
        continue
      }
      defer { scene.close() }
      let activated = ActivationRecorder(scene.fixture.view)
      Harness.click(scene.fixture.view, fx: 0.5, fy: 0.03) {
        activated.count + scene.log.count("didTapView") > 0
      }
      let tapped = scene.log.count("didTapView")
      let ok =
        allowsTouch ? (activated.count == 0 && tapped == 1) : (activated.count == 1 && tapped == 0)
      CheckLog.check(
        name, ok && scene.emptyDataSet.isEmptyDataSetVisible,
        "row activations \(activated.count), didTapView \(tapped)")
    }
  }

  static func scrolling() {
    for allowsScroll in [false, true] {
      for allowsTouch in [true, false] {
        let name =
          "scroll-\(allowsScroll ? "on-scrolls" : "off-stays")-touch-\(allowsTouch ? "on" : "off")"
        guard
          let scene = Scene(
            name, rows: 200, forced: true,
            configure: {
              $0.allowsScroll = allowsScroll
              $0.allowsTouch = allowsTouch
            })
        else {
          CheckLog.check(name, false, "could not attach")
          continue
        }
        defer { scene.close() }
        Harness.wheel(scene.fixture.view, down: true) {
          allowsScroll && scene.fixture.scrollPosition > 0
        }
        let position = scene.fixture.scrollPosition
        CheckLog.check(
          name, allowsScroll ? position > 0 : position == 0, "scroll position \(position)")
      }
    }
    for allowsScroll in [false, true] {
      let name = "scrollbar-click-\(allowsScroll ? "on-scrolls" : "off-stays")"
      guard
        let scene = Scene(
          name, rows: 200, forced: true,
          configure: {
            $0.allowsScroll = allowsScroll
            $0.allowsTouch = false
          }),
        let bar = gtk_scrolled_window_get_vscrollbar(cast(scene.fixture.scrolledWindow))
      else {
        CheckLog.check(name, false, "no scrollbar")
        continue
      }
      defer { scene.close() }
      // Show the overlay scrollbar with a motion over it, then click low in its trough.
      Harness.move(to: bar, fx: 0.5, fy: 0.5)
      Harness.click(bar, fx: 0.5, fy: 0.9) { allowsScroll && scene.fixture.scrollPosition > 0 }
      let position = scene.fixture.scrollPosition
      CheckLog.check(
        name, allowsScroll ? position > 0 : position == 0, "scroll position \(position)")
    }
    guard let scene = Scene("scroll-restored", rows: 200, forced: true) else { return }
    defer { scene.close() }
    Harness.wheel(scene.fixture.view, down: true)
    let blocked = scene.fixture.scrollPosition
    scene.emptyDataSet.configuration?.isForcedToDisplay = false
    Harness.endTurn()
    Harness.wheel(scene.fixture.view, down: true) { scene.fixture.scrollPosition > 0 }
    let restored = scene.fixture.scrollPosition
    CheckLog.check(
      "scroll-restored-after-hide",
      blocked == 0 && restored > 0 && !scene.emptyDataSet.isEmptyDataSetVisible,
      "position while shown \(blocked), after hiding \(restored)")
  }

  /// Content taller than the visible area scrolls inside the empty view (the list does not).
  static func tallContentScrolls() {
    let fixture = ListFixture(.listView)
    let window = Harness.window("tall", width: 320, height: 150, child: fixture.scrolledWindow)
    defer {
      Harness.parkPointer()
      Harness.close(window)
    }
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else { return }
    var configuration = AttachChecks.instant()
    configuration.image = .icon("folder-symbolic", size: 128)
    emptyDataSet.configuration = configuration
    Harness.pumpFrames(window, 4)
    guard let root = emptyDataSet.emptyView?.pointer,
      let scroller = gtk_widget_get_ancestor(root, gtk_scrolled_window_get_type()),
      let adjustment = gtk_scrolled_window_get_vadjustment(cast(scroller))
    else {
      CheckLog.check("tall-content-scrolls", false, "no scrolled empty view")
      return
    }
    let overflow = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    // The wheel turns over the middle of what shows (the root's own middle may be below it).
    Harness.wheel(scroller, down: true, clicks: 3) { gtk_adjustment_get_value(adjustment) > 0 }
    let position = gtk_adjustment_get_value(adjustment)
    CheckLog.check(
      "tall-content-scrolls",
      emptyDataSet.layout?.isScrollable == true && overflow > 0 && position > 0
        && fixture.scrollPosition == 0,
      "scrollable \(String(describing: emptyDataSet.layout?.isScrollable)), overflow \(overflow), "
        + "position \(position)")
  }

  /// On a column view the empty state starts below the header row, so a click on the header
  /// reaches the header, and a click below it is a tap on the empty view.
  static func columnHeaderStaysUsable() {
    let fixture = ListFixture(.columnView)
    let window = Harness.window("header", width: 320, height: 240, child: fixture.scrolledWindow)
    defer {
      Harness.parkPointer()
      Harness.close(window)
    }
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view),
      let header = gtk_widget_get_first_child(fixture.view)
    else { return }
    let log = EventLog(listeningTo: emptyDataSet)
    emptyDataSet.configuration = AttachChecks.instant()
    Harness.pumpFrames(window)
    Harness.click(fixture.view, fx: 0.02, fy: 0.97) { log.count("didTapView") > 0 }
    let below = log.count("didTapView")
    Harness.click(header, fx: 0.1, fy: 0.5)
    let onHeader = log.count("didTapView") - below
    CheckLog.check(
      "column-header-stays-usable",
      onHeader == 0 && below == 1 && gtk_widget_get_height(header) > 0,
      "taps on the header \(onHeader), below it \(below); "
        + "root height \(emptyDataSet.emptyView.map { gtk_widget_get_height($0.pointer) } ?? -1), "
        + "list height \(gtk_widget_get_height(fixture.view)), header \(gtk_widget_get_height(header))"
    )
  }

  static func buttonStates() {
    guard
      let scene = Scene(
        "button-states",
        configure: {
          $0.button.titles = EmptyDataSetControlStateValues(
            normal: .plain("Upload"), highlighted: .plain("Upload now!"),
            disabled: .plain("Unavailable"))
        }), let button = scene.emptyDataSet.button
    else {
      CheckLog.check("button-states", false, "no button")
      return
    }
    defer { scene.close() }
    func labelText() -> String {
      // The button's child is its title label (or, with an image, the image slot).
      guard let label = gtk_button_get_child(cast(button.pointer)),
        g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(label)), gtk_label_get_type())
          != 0
      else { return "" }
      return String(cString: gtk_label_get_text(cast(label)))
    }
    let normalText = labelText()
    let normal = Render.pixels(button.pointer)
    Harness.move(to: button.pointer) { labelText() == "Upload now!" }
    let hoverText = labelText()
    let hover = Render.pixels(button.pointer)
    let pixelsChanged =
      normal.flatMap { n in hover.map { n.differingFraction(from: $0, tolerance: 16) } } ?? 0
    CheckLog.check(
      "button-hover-shows-highlighted",
      normalText == "Upload" && hoverText == "Upload now!" && pixelsChanged > 0.05,
      "normal \"\(normalText)\", hover \"\(hoverText)\", \(pixelsChanged * 100)% pixels changed")
    Harness.parkPointer()
    Harness.pump(until: { labelText() == "Upload" })
    CheckLog.check(
      "button-leave-restores-normal", labelText() == "Upload", "text \"\(labelText())\"")

    var disabled = AttachChecks.instant()
    disabled.button.titles = EmptyDataSetControlStateValues(
      normal: .plain("Upload"), disabled: .plain("Unavailable"))
    disabled.button.isDisabled = true
    scene.emptyDataSet.configuration = disabled
    Harness.pumpFrames(scene.window)
    let taps = scene.log.count("didTapButton")
    if let current = scene.emptyDataSet.button { Harness.click(current.pointer) }
    CheckLog.check(
      "button-disabled-title-and-no-tap",
      labelText() == "Unavailable" && scene.log.count("didTapButton") == taps,
      "text \"\(labelText())\", taps \(scene.log.count("didTapButton") - taps)")
  }
}

/// Counts a list view's `activate` signals (a single click activates, in the fixtures).
@MainActor
final class ActivationRecorder {
  private(set) var count = 0

  init(_ list: UnsafeMutablePointer<GtkWidget>) {
    let handler: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, _, data in
      let record = unboxed(data, as: (@MainActor () -> Void).self)
      MainActor.assumeIsolated { record() }
    }
    let record: @MainActor () -> Void = { [weak self] in self?.count += 1 }
    g_signal_connect_data(
      raw(list), "activate", unsafeBitCast(handler, to: GCallback.self), retainedBox(record),
      releaseClosureBox, GConnectFlags(0))
  }
}
