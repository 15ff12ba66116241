// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkToolShim
import EmptyDataSetCore
import EmptyDataSetGTK
import Foundation
import GTKToolSupport

/// Loading, failed and no-results states on GTK, with the real main loop and frame clock: the
/// timing rules seen on screen, a retry by a real click, the cross-fade between states.
@MainActor
enum StateChecks {
  static func run(_ recorder: ReportRecorder) {
    loadsOnScreen()
    failedRetryLoadingContent()
    crossFadeBetweenStates()
    crossFadeUnderReducedMotion()
    spinnerFixedFrame()
    presetGoldens()
    rightToLeftPreset()
  }

  // MARK: - Loads

  /// A slow load shows the spinner after the show delay and keeps it for the minimum duration,
  /// painted and spinning; a fast load (100 ms) never maps or paints it, nor shows "no items".
  static func loadsOnScreen() {
    let fixture = ListFixture(.listView)
    let window = Harness.window("loads", width: 320, height: 240, child: fixture.scrolledWindow)
    defer { Harness.close(window) }
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else {
      CheckLog.check("state-slow-load", false, "could not attach")
      return
    }
    let log = TimedLog()
    emptyDataSet.events = log.events
    Harness.endTurn()
    let timing = emptyDataSet.timing
    let frames = FrameLog(window) { emptyDataSet.activityIndicator }
    defer { frames.stop() }

    // 1. A slow load, from the list's unloaded start: it ends 0.4 s after it began, which is
    //    after the show delay (0.3 s) and well before the minimum duration (0.5 s) is over.
    let start = monotonicSeconds()
    emptyDataSet.state = .loading
    emptyDataSet.configuration = AttachChecks.instant()
    Harness.endTurn()
    var loadEnd = 0.0
    scheduleOnce(afterMilliseconds: 400) {
      loadEnd = monotonicSeconds()
      fixture.setCount(5)
      emptyDataSet.state = .empty
    }
    Harness.pump(until: { log.count("willAppear") == 1 }, timeout: 2)
    let title = emptyDataSet.emptyView.flatMap { titleText(of: $0.pointer) }
    // GTK turns a spinner with a CSS transform, which its parent applies when it draws it:
    // the rotation shows in the parent's rendering (the image slot, the spinner's size).
    let slot = emptyDataSet.activityIndicator.flatMap { gtk_widget_get_parent($0) }
    let firstRender = slot.flatMap { Render.pixels($0, frames: 2) }
    let secondRender = slot.flatMap { Render.pixels($0, frames: 4) }
    Harness.pump(until: { log.count("didDisappear") == 1 }, timeout: 3)
    Harness.pumpFrames(window, 2)
    let shownAt = log.time("willAppear").map { $0 - start } ?? -1
    let shownFor = log.time("willDisappear").map { $0 - (log.time("willAppear") ?? 0) } ?? -1
    let exercised = loadEnd > 0 && loadEnd - start - shownAt < timing.minimumDuration - 0.1
    CheckLog.check(
      "state-slow-load-waits-for-show-delay",
      shownAt >= timing.showDelay - 0.005 && title == "Loading…",
      "shown \(shownAt) s after the load began, title \(title ?? "none")")
    CheckLog.check(
      "state-slow-load-keeps-minimum-duration",
      exercised && shownFor >= timing.minimumDuration - 0.005,
      "shown for \(shownFor) s; the load ended \(loadEnd - start) s after it began "
        + "(exercised: \(exercised))")
    let paintedFrames = frames.frames.filter(\.spinnerMapped)
    let ink = firstRender.map { inkFraction($0) } ?? 0
    let spun =
      zip(firstRender.map { [$0] } ?? [], secondRender.map { [$0] } ?? []).map {
        $0.differingFraction(from: $1, tolerance: 16)
      }.first ?? 0
    CheckLog.check(
      "state-slow-load-paints-a-spinning-spinner",
      paintedFrames.count >= 2 && (paintedFrames.first?.time ?? 0) - start >= timing.showDelay
        && ink > 0.02 && spun > 0.01,
      "\(paintedFrames.count) frames with the spinner mapped, first at "
        + "\((paintedFrames.first?.time ?? 0) - start) s; ink \(ink), changed \(spun)")
    CheckLog.check(
      "state-slow-load-never-shows-no-items",
      log.names == ["willAppear", "didAppear", "willDisappear", "didDisappear"]
        && emptyDataSet.activityIndicator.map { gtk_widget_get_mapped($0) == 0 } == true,
      "events \(log.names)")

    // 2. A fast load of an emptied list (a filter that refetches): it ends after 100 ms. The
    //    spinner exists now (the view is kept), so its maps and paints are watched directly.
    guard let spinner = emptyDataSet.activityIndicator else { return }
    let watch = SpinnerWatch(spinner)
    log.clear()
    frames.clear()
    // The state first, then the data change, in the same turn: the list is not known to be
    // empty while the load is pending (the other order shows "no items" for that one turn).
    emptyDataSet.state = .loading
    fixture.setCount(0)
    scheduleOnce(afterMilliseconds: 100) {
      fixture.setCount(5)
      emptyDataSet.state = .empty
    }
    Harness.pump(seconds: timing.showDelay + 0.4)
    CheckLog.check(
      "state-fast-load-never-maps-or-paints-the-spinner",
      watch.maps == 0 && watch.paints == 0 && frames.frames.count > 3
        && !frames.frames.contains(where: \.spinnerMapped) && log.names.isEmpty,
      "maps \(watch.maps), paints \(watch.paints), frames with the spinner "
        + "\(frames.frames.filter(\.spinnerMapped).count) of \(frames.frames.count), events "
        + "\(log.names)")

    // 3. The same watch sees a slow load: the fast load's zeros are not a blind watch.
    log.clear()
    emptyDataSet.state = .loading
    fixture.setCount(0)
    scheduleOnce(afterMilliseconds: 400) {
      fixture.setCount(5)
      emptyDataSet.state = .empty
    }
    Harness.pump(until: { log.count("didDisappear") == 1 }, timeout: 3)
    CheckLog.check(
      "state-spinner-watch-sees-a-slow-load", watch.maps == 1 && watch.paints > 0,
      "maps \(watch.maps), paints \(watch.paints)")
  }

  // MARK: - Failed, retry

  /// Failed → a real click on the retry button → loading (after the show delay, for the
  /// minimum duration) → content, with the retry handler run once and no "no items" between.
  static func failedRetryLoadingContent() {
    let fixture = ListFixture(.listView)
    let window = Harness.window("retry", width: 360, height: 320, child: fixture.scrolledWindow)
    defer {
      Harness.parkPointer()
      Harness.close(window)
    }
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else {
      CheckLog.check("state-retry", false, "could not attach")
      return
    }
    emptyDataSet.localization = .language("en")
    Harness.endTurn()
    let log = TimedLog()
    var retries = 0
    var loadEnd = 0.0
    var events = log.events
    events.retry = {
      retries += 1
      // The refetch takes 0.6 s, then the items arrive.
      scheduleOnce(afterMilliseconds: 600) {
        loadEnd = monotonicSeconds()
        fixture.setCount(3)
        emptyDataSet.state = .empty
      }
    }
    emptyDataSet.events = events
    emptyDataSet.state = .offline
    emptyDataSet.configuration = AttachChecks.instant()
    Harness.pump(until: { emptyDataSet.button != nil }, timeout: 2)
    Harness.pumpFrames(window, 3)
    let failedTitle = emptyDataSet.emptyView.flatMap { titleText(of: $0.pointer) }
    guard let button = emptyDataSet.button?.pointer else {
      CheckLog.check("state-failed-retry-click", false, "no retry button")
      return
    }
    let clickedAt = monotonicSeconds()
    Harness.click(button) { retries > 0 }
    Harness.pump(until: { emptyDataSet.displayedState == .loading }, timeout: 2)
    let loadingAt = log.lastTime("stateDidChange") ?? 0
    let loadingTitle = emptyDataSet.emptyView.flatMap { titleText(of: $0.pointer) }
    let spinnerMapped = emptyDataSet.activityIndicator.map { gtk_widget_get_mapped($0) != 0 }
    Harness.pump(until: { log.count("didDisappear") == 1 }, timeout: 3)
    let goneAt = log.time("willDisappear") ?? 0
    let timing = emptyDataSet.timing
    CheckLog.check(
      "state-failed-retry-click",
      failedTitle == "You’re Offline" && retries == 1 && log.count("didTapButton") == 1,
      "failed title \(failedTitle ?? "none"), retries \(retries), taps "
        + "\(log.count("didTapButton"))")
    CheckLog.check(
      "state-retry-shows-loading-after-the-delay",
      loadingTitle == "Loading…" && spinnerMapped == true
        && loadingAt - clickedAt >= timing.showDelay - 0.005,
      "loading \(loadingAt - clickedAt) s after the click, title \(loadingTitle ?? "none"), "
        + "spinner mapped \(String(describing: spinnerMapped))")
    CheckLog.check(
      "state-retry-ends-in-content",
      log.names == [
        "willAppear", "didAppear", "didTapButton", "stateDidChange offline → loading",
        "willDisappear", "didDisappear",
      ] && goneAt - loadingAt >= timing.minimumDuration - 0.005 && loadEnd > 0
        && fixture.count == 3 && !emptyDataSet.isEmptyDataSetVisible,
      "events \(log.names); loading shown \(goneAt - loadingAt) s")
  }

  // MARK: - Cross-fade

  /// A change of state while shown cross-fades: the old content fades out over the new, the
  /// fade completes, and appearance callbacks are unaffected.
  static func crossFadeBetweenStates() {
    let duration = 1.0
    guard let (window, emptyDataSet, _) = stateScene("crossfade", duration: duration) else {
      return
    }
    defer { Harness.close(window) }
    let before = Render.pixels(window)
    emptyDataSet.state = .noResults(query: "ferns")
    Harness.pump(until: { emptyDataSet.isCrossFading }, timeout: 1)
    let started = monotonicSeconds()
    let sawFade = emptyDataSet.isCrossFading
    // A render shows the last painted frame: it is a mid-fade sample when the fade is still
    // running after it (the still is removed only when the fade ends). A busy machine may
    // need a second try.
    var middle: RGBAPixels?
    while middle == nil && emptyDataSet.isCrossFading {
      Harness.pump(seconds: 0.2)
      let sample = Render.pixels(window, frames: 1)
      if emptyDataSet.isCrossFading { middle = sample }
    }
    Harness.pump(until: { !emptyDataSet.isCrossFading }, timeout: 3)
    let ended = monotonicSeconds() - started
    let after = Render.pixels(window)
    let fromBefore = middle.flatMap { m in
      before.map { m.differingFraction(from: $0, tolerance: 24) }
    }
    let fromAfter = middle.flatMap { m in
      after.map { m.differingFraction(from: $0, tolerance: 24) }
    }
    CheckLog.check(
      "state-crossfade-blends",
      sawFade && (fromBefore ?? 0) > 0.005 && (fromAfter ?? 0) > 0.005,
      "cross-fading \(sawFade); mid-fade differs from before by \(fromBefore ?? -1), from after "
        + "by \(fromAfter ?? -1)")
    // It cannot end before its duration; on a loaded machine it may end a little after it.
    CheckLog.check(
      "state-crossfade-completes",
      sawFade && !emptyDataSet.isCrossFading && ended >= duration - 0.05 && ended < duration + 1.5
        && sceneLog.names == ["stateDidChange failed → noResults"],
      "ended after \(ended) s, events \(sceneLog.names)")
  }

  /// Under reduced motion (GTK's animations off) a change of state is instant.
  static func crossFadeUnderReducedMotion() {
    cgtk_set_animations_enabled(0)
    defer { cgtk_set_animations_enabled(1) }
    guard let (window, emptyDataSet, _) = stateScene("crossfade-reduced", duration: 0.6) else {
      return
    }
    defer { Harness.close(window) }
    emptyDataSet.state = .noResults(query: "ferns")
    Harness.endTurn()
    var sawFade = false
    let deadline = monotonicSeconds() + 0.4
    while monotonicSeconds() < deadline {
      sawFade = sawFade || emptyDataSet.isCrossFading
      _ = g_main_context_iteration(nil, 0)
    }
    let title = emptyDataSet.emptyView.flatMap { titleText(of: $0.pointer) }
    CheckLog.check(
      "state-crossfade-instant-under-reduced-motion",
      !sawFade && title == "No Matches"
        && sceneLog.names == ["stateDidChange failed → noResults"],
      "cross-faded \(sawFade), title \(title ?? "none"), events \(sceneLog.names)")
  }

  /// The log of the last ``stateScene(_:duration:)``, cleared once it shows.
  static var sceneLog = TimedLog()

  /// An empty list showing the failed preset, with a cross-fade of `duration` seconds.
  static func stateScene(_ name: String, duration: Double)
    -> (UnsafeMutablePointer<GtkWidget>, GTKEmptyDataSet, ListFixture)?
  {
    let fixture = ListFixture(.listView)
    let window = Harness.window(name, width: 360, height: 320, child: fixture.scrolledWindow)
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else {
      Harness.close(window)
      CheckLog.check(name, false, "could not attach")
      return nil
    }
    sceneLog = TimedLog()
    emptyDataSet.events = sceneLog.events
    emptyDataSet.localization = .language("en")
    Harness.endTurn()
    emptyDataSet.timing.crossFadeDuration = duration
    emptyDataSet.state = .failed()
    emptyDataSet.configuration = AttachChecks.instant()
    Harness.pump(until: { emptyDataSet.displayedState == .failed() }, timeout: 2)
    Harness.pumpFrames(window, 3)
    sceneLog.clear()
    return (window, emptyDataSet, fixture)
  }

  // MARK: - Helpers

  /// The text of the title label (the root's second child).
  static func titleText(of root: UnsafeMutablePointer<GtkWidget>) -> String? {
    guard let title = gtk_widget_get_first_child(root).flatMap(gtk_widget_get_next_sibling),
      gtk_widget_get_visible(title) != 0
    else { return nil }
    return String(cString: gtk_label_get_text(cast(title)))
  }

  /// The share of pixels that are not transparent.
  static func inkFraction(_ pixels: RGBAPixels) -> Double {
    var ink = 0
    for y in 0..<pixels.height {
      for x in 0..<pixels.width where pixels.at(x, y).a > 32 { ink += 1 }
    }
    return Double(ink) / Double(max(1, pixels.width * pixels.height))
  }
}

/// The events of an empty data set with the time each came, in order.
@MainActor
final class TimedLog {
  private(set) var entries: [(name: String, time: Double)] = []

  /// The names, in order.
  var names: [String] { entries.map(\.name) }

  /// How many events named `name` came.
  func count(_ name: String) -> Int { entries.filter { $0.name == name }.count }

  /// When the first event named `name` (or starting with it) came.
  func time(_ name: String) -> Double? { entries.first { $0.name.hasPrefix(name) }?.time }

  /// When the last event named `name` (or starting with it) came.
  func lastTime(_ name: String) -> Double? { entries.last { $0.name.hasPrefix(name) }?.time }

  /// Forgets everything.
  func clear() { entries = [] }

  private func record(_ name: String) { entries.append((name, monotonicSeconds())) }

  /// Closures that record each event.
  var events: EmptyDataSetEvents {
    EmptyDataSetEvents(
      didTapButton: { [weak self] in self?.record("didTapButton") },
      willAppear: { [weak self] in self?.record("willAppear") },
      didAppear: { [weak self] in self?.record("didAppear") },
      willDisappear: { [weak self] in self?.record("willDisappear") },
      didDisappear: { [weak self] in self?.record("didDisappear") },
      stateDidChange: { [weak self] old, new in
        self?.record("stateDidChange \(old.kind) → \(new.kind)")
      })
  }
}

/// Whether the spinner is mapped at each frame of a window's frame clock.
@MainActor
final class FrameLog {
  private(set) var frames: [(time: Double, spinnerMapped: Bool)] = []
  private var running = true

  /// Starts logging `window`'s frames; `spinner` gives the spinner when there is one.
  init(
    _ window: UnsafeMutablePointer<GtkWidget>,
    spinner: @escaping @MainActor () -> UnsafeMutablePointer<GtkWidget>?
  ) {
    addTickCallback(window) { [weak self] in
      guard let self, self.running else { return false }
      let mapped = spinner().map { gtk_widget_get_mapped($0) != 0 } ?? false
      self.frames.append((monotonicSeconds(), mapped))
      return true
    }
  }

  /// Forgets the frames so far.
  func clear() { frames = [] }

  /// Stops logging.
  func stop() { running = false }
}

/// Counts a widget's maps and the frames GTK paints it in (its paintable's image changes each
/// time it is drawn anew).
@MainActor
final class SpinnerWatch {
  private(set) var maps = 0
  private(set) var paints = 0
  private let paintable: OpaquePointer

  init(_ widget: UnsafeMutablePointer<GtkWidget>) {
    paintable = gtk_widget_paintable_new(widget)
    connectVoid(raw(widget), "map") { [weak self] in self?.maps += 1 }
    let paintable = self.paintable
    connectVoid(raw(paintable), "invalidate-contents") { [weak self] in
      // Hiding also invalidates (to an empty image); only a drawn image counts.
      if gdk_paintable_get_intrinsic_width(paintable) > 0 { self?.paints += 1 }
    }
  }

  isolated deinit {
    g_object_unref(raw(paintable))
  }
}
