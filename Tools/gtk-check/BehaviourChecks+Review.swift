// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK
import Foundation

/// Checks added by the review: the main-thread guard on the read-only API, and what a detach
/// while shown leaves behind.
extension BehaviourChecks {
  /// Reading the widgets or the layout from another thread is refused like any other call:
  /// each read reports misuse and gives `nil`, and touches no GTK object off the main thread.
  static func offMainThreadReadsRefused(_ recorder: ReportRecorder) {
    guard let (window, emptyDataSet, _) = PixelChecks.show(AttachChecks.instant(), title: "reads")
    else { return }
    defer { Harness.close(window) }
    let shownOnMain =
      emptyDataSet.button != nil && emptyDataSet.emptyView != nil && emptyDataSet.layout != nil
      && emptyDataSet.widget != nil && emptyDataSet.container != nil
    recorder.clear()
    let results = ThreadResults()
    let read: @MainActor () -> Void = {
      results.values = [
        emptyDataSet.button != nil, emptyDataSet.emptyView != nil, emptyDataSet.layout != nil,
        emptyDataSet.widget != nil, emptyDataSet.container != nil,
      ]
    }
    // Simulates a caller that ignores isolation (C code, @preconcurrency, unsafe casts).
    let unchecked = unsafeBitCast(read, to: (@Sendable () -> Void).self)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      EmptyDataSetDiagnostics.scopedHandler.withValue({ recorder.record($0) }) { unchecked() }
      done.signal()
    }
    thread.start()
    done.wait()
    CheckLog.check(
      "off-main-thread-reads-refused",
      shownOnMain && results.values == [false, false, false, false, false]
        && recorder.count(.misuse, containing: "off the main thread") == 5,
      "shown on main \(shownOnMain), off-main non-nil \(results.values), reports "
        + "\(recorder.reports.map(\.message))")
  }

  /// After a detach while shown nothing is shown, so the layout reads `nil` as when hidden.
  static func detachWhileVisibleClearsLayout() {
    guard let (window, emptyDataSet, _) = PixelChecks.show(AttachChecks.instant(), title: "gone")
    else { return }
    defer { Harness.close(window) }
    let before = emptyDataSet.layout
    emptyDataSet.detach()
    CheckLog.check(
      "detach-while-visible-clears-layout",
      before != nil && emptyDataSet.layout == nil && emptyDataSet.emptyView == nil,
      "layout before \(before.map { "\($0.viewFrame)" } ?? "nil"), after "
        + "\(emptyDataSet.layout.map { "\($0.viewFrame)" } ?? "nil")")
  }
}

extension BehaviourChecks {
  /// An app that detaches from inside its button handler, or destroys the window from inside
  /// its view-tap handler (a real click each), neither crashes nor leaks the empty view.
  static func teardownInsideTapHandlers() {
    do {
      guard
        let (window, emptyDataSet, fixture) = PixelChecks.show(
          AttachChecks.instant(), title: "detach-in-tap"),
        let button = emptyDataSet.button?.pointer,
        let view = emptyDataSet.emptyView?.pointer  // no GTKWidget kept: it would hold a ref
      else { return }
      defer { Harness.close(window) }
      let root = WeakWatch(raw(view))
      var taps = 0
      emptyDataSet.events.didTapButton = { [weak emptyDataSet] in
        taps += 1
        emptyDataSet?.detach()
      }
      Harness.click(button) { taps > 0 }
      Harness.pump(until: { root.isGone }, timeout: 1)
      CheckLog.check(
        "detach-inside-button-tap-is-safe",
        taps == 1 && emptyDataSet.emptyView == nil && root.isGone
          && GTKEmptyDataSet.attached(to: fixture.view) == nil,
        "taps \(taps), root gone \(root.isGone)")
    }
    do {
      // The usual button: it fills the list, so the empty view is hidden inside the click;
      // destroying the window later still frees it.
      guard
        let (window, emptyDataSet, fixture) = PixelChecks.show(
          AttachChecks.instant(), title: "fill-in-tap"),
        let button = emptyDataSet.button?.pointer,
        let view = emptyDataSet.emptyView?.pointer
      else { return }
      let root = WeakWatch(raw(view))
      var taps = 0
      emptyDataSet.events.didTapButton = {
        taps += 1
        fixture.setCount(3)
      }
      Harness.click(button) { taps > 0 }
      let hidden = !emptyDataSet.isEmptyDataSetVisible && emptyDataSet.emptyView == nil
      fixture.setCount(0)
      let shownAgain = emptyDataSet.emptyView?.pointer == view
      Harness.close(window)
      Harness.pump(until: { root.isGone }, timeout: 1)
      CheckLog.check(
        "hide-inside-button-tap-then-destroy-frees-view",
        taps == 1 && hidden && shownAgain && root.isGone,
        "taps \(taps), hidden \(hidden), same view shown again \(shownAgain), "
          + "root gone \(root.isGone)")
    }
    do {
      guard
        let (window, emptyDataSet, _) = PixelChecks.show(
          AttachChecks.instant(), title: "destroy-in-tap"),
        let view = emptyDataSet.emptyView?.pointer
      else { return }
      let root = WeakWatch(raw(view))
      let list = WeakWatch(raw(emptyDataSet.widget!.pointer))
      var taps = 0
      emptyDataSet.events.didTapView = {
        taps += 1
        gtk_window_destroy(cast(window))
      }
      Harness.click(view, fx: 0.5, fy: 0.1) { taps > 0 }
      Harness.pump(until: { root.isGone && list.isGone }, timeout: 1)
      if taps == 0 { Harness.close(window) }
      CheckLog.check(
        "destroy-inside-view-tap-is-safe",
        taps == 1 && root.isGone && list.isGone && !emptyDataSet.isEmptyDataSetVisible,
        "taps \(taps), root gone \(root.isGone), list gone \(list.isGone)")
    }
    detachInsideWillAppearFromItemsChanged()
  }

  /// The app keeps no reference of its own (the widget keeps the empty data set) and detaches
  /// in `willAppear` of a show an `items-changed` started: the reload that called it finishes
  /// (it runs without retaining the empty data set, which is let go of only when the turn
  /// ends), the callbacks pair, nothing is shown, and the empty data set goes.
  static func detachInsideWillAppearFromItemsChanged() {
    let fixture = ListFixture(.listView, count: 3)
    let window = Harness.window("detach-in-will-appear", child: fixture.scrolledWindow)
    defer { Harness.close(window) }
    weak let attached = GTKEmptyDataSet.attach(to: fixture.view)
    var events: [String] = []
    attached?.configuration = AttachChecks.instant()
    attached?.events.willAppear = {
      events.append("willAppear")
      GTKEmptyDataSet.attached(to: fixture.view)?.detach()
    }
    attached?.events.didAppear = { events.append("didAppear") }
    attached?.events.willDisappear = { events.append("willDisappear") }
    attached?.events.didDisappear = { events.append("didDisappear") }
    Harness.pumpFrames(window, 2)
    fixture.setCount(0)
    let keptThroughTheTurn = attached != nil
    Harness.pump(until: { attached == nil }, timeout: 1)
    CheckLog.check(
      "detach-inside-will-appear-from-items-changed-is-safe",
      events == ["willAppear", "didAppear", "willDisappear", "didDisappear"]
        && keptThroughTheTurn && attached == nil
        && GTKEmptyDataSet.attached(to: fixture.view) == nil,
      "events \(events), kept through the turn \(keptThroughTheTurn), "
        + "gone afterwards \(attached == nil)")
  }
}

extension BehaviourChecks {
  /// A horizontal offset moves toward the trailing edge: when the text direction changes while
  /// the empty data set is shown (no resize), the layout follows at once.
  static func directionChangeRelayouts() {
    var configuration = AttachChecks.instant()
    configuration.offset.horizontal = 40
    guard let (window, emptyDataSet, _) = PixelChecks.show(configuration, title: "direction")
    else { return }
    defer {
      gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR)
      Harness.close(window)
    }
    let before = emptyDataSet.layout?.frame(of: .title)?.x
    gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
    Harness.pumpFrames(window, 3)
    let after = emptyDataSet.layout?.frame(of: .title)?.x
    CheckLog.check(
      "direction-change-relayouts",
      before != nil && after != nil && before! - after! == 80,
      "title x \(before.map { "\($0)" } ?? "nil") → \(after.map { "\($0)" } ?? "nil")")
  }
}

extension BehaviourChecks {
  /// The animation period's documented fallback holds when it is set after creation too, so a
  /// NaN never reaches the CSS.
  static func animationDurationSetterRepaired() {
    var animation = GTKImageAnimation.spin()
    var seen: [Double] = []
    for value in [Double.nan, -2, 0, .infinity, 2.5] {
      animation.duration = value
      seen.append(animation.duration)
    }
    CheckLog.check(
      "image-animation-duration-setter-repaired", seen == [1, 1, 1, 1, 2.5], "durations \(seen)")
  }
}

extension BehaviourChecks {
  /// Colour components set after creation are clamped like the initializer's, so a NaN or
  /// infinite component neither crashes the CSS conversion nor reaches GTK.
  static func colorComponentSettersClamped() {
    var color = GTKColor.rgba(0.5, 0.5, 0.5)
    color.red = .nan
    color.green = 7
    color.blue = -1
    color.alpha = .infinity
    let components = [color.red, color.green, color.blue, color.alpha]
    var configuration = AttachChecks.instant()
    configuration.background.color = color
    configuration.imageProperties.tintColor = color
    guard let (window, emptyDataSet, _) = PixelChecks.show(configuration, title: "colour")
    else { return }
    defer { Harness.close(window) }
    CheckLog.check(
      "color-component-setters-clamped",
      components == [0, 1, 0, 1] && emptyDataSet.isEmptyDataSetVisible,
      "components \(components)")
  }
}

/// What a check's other thread saw.
private final class ThreadResults: @unchecked Sendable {
  var values: [Bool] = []
}
