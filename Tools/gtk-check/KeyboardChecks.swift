// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

/// Real key presses (`xdotool key`): Tab reaches the empty state's controls, Return and Space
/// press its button through the same path as a click, focus moves into the empty state when it
/// appears and back to the list when it goes, and keyboard scrolling stops while scrolling is
/// not allowed.
@MainActor
enum KeyboardChecks {
  static func run(_ recorder: ReportRecorder) {
    Harness.parkPointer()
    tabAndActivation()
    customViewControls()
    focusFollowsAppearance(withButton: true)
    focusFollowsAppearance(withButton: false)
    focusStaysInTextInput()
    focusKeptOnStateChange()
    keyboardScrolling()
    Harness.parkPointer()
  }

  /// A window holding a button ("Before"), an optional search entry, and a list of `rows`
  /// rows with an empty data set attached, its events logged. `configure` sets what it shows
  /// (``standard(button:)`` has no fades, so that focus moves at once).
  @MainActor
  struct Scene {
    let window: UnsafeMutablePointer<GtkWidget>
    let before: UnsafeMutablePointer<GtkWidget>
    let entry: UnsafeMutablePointer<GtkWidget>?
    let fixture: ListFixture
    let emptyDataSet: GTKEmptyDataSet
    let log: EventLog

    init?(
      _ title: String, rows: Int = 0, withEntry: Bool = false,
      configure: (GTKEmptyDataSet) -> Void
    ) {
      fixture = ListFixture(.listView, count: rows)
      let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      before = gtk_button_new_with_label("Before")!
      gtk_box_append(cast(box), before)
      entry = withEntry ? gtk_search_entry_new() : nil
      if let entry { gtk_box_append(cast(box), entry) }
      gtk_box_append(cast(box), fixture.scrolledWindow)
      window = Harness.window(title, width: 320, height: 280, child: box)
      guard let attached = GTKEmptyDataSet.attach(to: fixture.view) else {
        Harness.close(window)
        return nil
      }
      emptyDataSet = attached
      log = EventLog(listeningTo: attached)
      Harness.endTurn()
      configure(emptyDataSet)
      Harness.pumpFrames(window, 3)
      Harness.focusWindow(window)
    }

    var emptyRoot: UnsafeMutablePointer<GtkWidget>? { emptyDataSet.emptyView?.pointer }
    var button: UnsafeMutablePointer<GtkWidget>? { emptyDataSet.button?.pointer }

    func close() {
      Harness.parkPointer()
      Harness.close(window)
    }
  }

  static func standard(button: Bool = true) -> GTKEmptyDataSetConfiguration {
    var configuration = AttachChecks.instant()
    if !button { configuration.button = EmptyDataSetButton() }
    return configuration
  }

  // MARK: - Tab, Return, Space

  static func tabAndActivation() {
    guard
      let scene = Scene(
        "keyboard-tab",
        configure: { emptyDataSet in
          emptyDataSet.configuration = standard()
        })
    else {
      CheckLog.check("keyboard-tab-reaches-button", false, "could not attach")
      return
    }
    defer { scene.close() }
    // Start from the button before the list, then Tab until the empty state's button.
    gtk_widget_grab_focus(scene.before)
    Harness.pump(seconds: 0.05)
    var presses = 0
    while presses < 6, !Harness.focusIsInside(scene.button, of: scene.window) {
      Harness.press("Tab", in: scene.window) {
        Harness.focusIsInside(scene.button, of: scene.window)
      }
      presses += 1
    }
    CheckLog.check(
      "keyboard-tab-reaches-button", Harness.focusIsInside(scene.button, of: scene.window),
      "after \(presses) Tab presses focus is on \(Harness.describeFocus(in: scene.window))")
    Harness.press("Return", in: scene.window) { scene.log.count("didTapButton") == 1 }
    CheckLog.check(
      "keyboard-return-presses-button",
      scene.log.count("didTapButton") == 1 && scene.log.count("didTapView") == 0
        && scene.log.tappedButtons.first?.pointer == scene.button,
      "events \(scene.log.events)")
    Harness.press("space", in: scene.window) { scene.log.count("didTapButton") == 2 }
    CheckLog.check(
      "keyboard-space-presses-button",
      scene.log.count("didTapButton") == 2 && scene.log.count("didTapView") == 0,
      "events \(scene.log.events)")
  }

  /// Tab reaches the controls of a custom view in order, and Return presses its button.
  static func customViewControls() {
    let form = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
    let field = gtk_entry_new()!
    let signIn = gtk_button_new_with_label("Sign In")!
    gtk_box_append(cast(form), field)
    gtk_box_append(cast(form), signIn)
    let clicks = ClickCounter(signIn)
    guard
      let scene = Scene(
        "keyboard-custom",
        configure: { emptyDataSet in
          var configuration = standard()
          configuration.customView = GTKWidget(form)
          emptyDataSet.configuration = configuration
        })
    else {
      CheckLog.check("keyboard-tab-reaches-custom-view-controls", false, "could not attach")
      return
    }
    defer { scene.close() }
    gtk_widget_grab_focus(scene.before)
    Harness.pump(seconds: 0.05)
    var reached: [String] = []
    for _ in 0..<6 where !Harness.focusIsInside(signIn, of: scene.window) {
      Harness.press("Tab", in: scene.window)
      if Harness.focusIsInside(field, of: scene.window) { reached.append("entry") }
      if Harness.focusIsInside(signIn, of: scene.window) { reached.append("button") }
    }
    CheckLog.check(
      "keyboard-tab-reaches-custom-view-controls", reached == ["entry", "button"],
      "reached \(reached), focus on \(Harness.describeFocus(in: scene.window))")
    Harness.press("Return", in: scene.window) { clicks.count == 1 }
    CheckLog.check(
      "keyboard-return-presses-custom-view-button", clicks.count == 1, "clicks \(clicks.count)")
  }

  // MARK: - Focus on appearance, on hide, on state change

  /// Focus on a row of the list; the rows go: focus moves to the empty state's button (or to
  /// the view when it has no button). Return on the button fills the list again: the empty
  /// state goes and focus is back in the list.
  static func focusFollowsAppearance(withButton: Bool) {
    let suffix = withButton ? "button" : "view"
    guard
      let scene = Scene(
        "focus-\(suffix)", rows: 3,
        configure: { emptyDataSet in
          emptyDataSet.configuration = standard(button: withButton)
          Harness.endTurn()
        })
    else {
      CheckLog.check("focus-moves-to-\(suffix)-on-appear", false, "could not attach")
      return
    }
    defer { scene.close() }
    Harness.click(scene.fixture.view, fx: 0.3, fy: 0.05) {
      Harness.focusIsInside(scene.fixture.view, of: scene.window)
    }
    let startedInList = Harness.focusIsInside(scene.fixture.view, of: scene.window)
    scene.fixture.setCount(0)
    let target = { withButton ? scene.button : scene.emptyRoot }
    // Read right after the appearance: GTK may move a lost focus on its own, later.
    Harness.pump(until: { scene.log.count("didAppear") == 1 })
    CheckLog.check(
      "focus-moves-to-\(suffix)-on-appear",
      startedInList && scene.emptyDataSet.isEmptyDataSetVisible
        && Harness.focus(in: scene.window) == target(),
      "started in list \(startedInList), focus on \(Harness.describeFocus(in: scene.window))")
    guard withButton else { return }
    scene.emptyDataSet.events.didTapButton = { scene.fixture.setCount(4) }
    Harness.endTurn()
    Harness.press("Return", in: scene.window) { !scene.emptyDataSet.isEmptyDataSetVisible }
    Harness.pump(seconds: 0.1)
    CheckLog.check(
      "focus-returns-to-list-on-hide",
      !scene.emptyDataSet.isEmptyDataSetVisible
        && Harness.focusIsInside(scene.fixture.scrolledWindow, of: scene.window),
      "visible \(scene.emptyDataSet.isEmptyDataSetVisible), "
        + "focus on \(Harness.describeFocus(in: scene.window))")
  }

  /// Typing in a search entry while the list empties: focus stays in the entry.
  static func focusStaysInTextInput() {
    guard
      let scene = Scene(
        "focus-entry", rows: 3, withEntry: true,
        configure: { emptyDataSet in emptyDataSet.configuration = standard() }),
      let entry = scene.entry
    else {
      CheckLog.check("focus-stays-in-text-input", false, "could not attach")
      return
    }
    defer { scene.close() }
    Harness.click(entry) { Harness.focusIsInside(entry, of: scene.window) }
    Harness.press("o r c h", in: scene.window)
    scene.fixture.setCount(0)
    Harness.pump(until: { scene.log.count("didAppear") == 1 })
    Harness.pump(seconds: 0.1)
    CheckLog.check(
      "focus-stays-in-text-input",
      scene.emptyDataSet.isEmptyDataSetVisible && Harness.focusIsInside(entry, of: scene.window),
      "focus on \(Harness.describeFocus(in: scene.window))")
  }

  /// Focus on the failed state's retry button; the state changes to loading (no button): focus
  /// stays in the empty state, on the view.
  static func focusKeptOnStateChange() {
    guard
      let scene = Scene(
        "focus-state",
        configure: { emptyDataSet in
          emptyDataSet.timing = EmptyDataSetTiming(
            showDelay: 0, minimumDuration: 0, crossFadeDuration: 0)
          var failed = GTKEmptyDataSetConfiguration.failed()
          failed.fadesIn = false
          emptyDataSet.setConfiguration(failed, for: .failed)
          Harness.endTurn()
          var loading = GTKEmptyDataSetConfiguration.loading()
          loading.fadesIn = false
          emptyDataSet.setConfiguration(loading, for: .loading)
          emptyDataSet.state = .failed()
        })
    else {
      CheckLog.check("focus-kept-in-empty-state-on-state-change", false, "could not attach")
      return
    }
    defer { scene.close() }
    Harness.pump(until: { scene.button != nil })
    if let button = scene.button { gtk_widget_grab_focus(button) }
    let onButton = Harness.focus(in: scene.window) == scene.button && scene.button != nil
    scene.emptyDataSet.state = .loading
    Harness.pump(until: { scene.emptyDataSet.displayedState == .loading && scene.button == nil })
    Harness.pump(seconds: 0.2)
    CheckLog.check(
      "focus-kept-in-empty-state-on-state-change",
      onButton && scene.emptyDataSet.displayedState == .loading
        && Harness.focus(in: scene.window) == scene.emptyRoot,
      "was on button \(onButton), now on \(Harness.describeFocus(in: scene.window)), "
        + "state \(String(describing: scene.emptyDataSet.displayedState))")
  }

  // MARK: - Keyboard scrolling

  /// A forced empty state over 200 rows, touch off (clicks reach the rows): with scrolling
  /// off, arrows, Page Down, End and the scrolled window's Ctrl bindings leave the list where
  /// it is; with scrolling on they scroll it; once the empty state goes they scroll it again.
  static func keyboardScrolling() {
    let keys =
      "Down Down Down Down Down Down Down Down Page_Down Page_Down KP_Page_Down End ctrl+End"
    for allowsScroll in [false, true] {
      let name = allowsScroll ? "keyboard-scroll-on-scrolls" : "keyboard-scroll-off-stays"
      guard
        let scene = Scene(
          name, rows: 200,
          configure: { emptyDataSet in
            var configuration = standard()
            configuration.isForcedToDisplay = true
            configuration.allowsTouch = false
            configuration.allowsScroll = allowsScroll
            emptyDataSet.configuration = configuration
          })
      else {
        CheckLog.check(name, false, "could not attach")
        continue
      }
      defer { scene.close() }
      // Touch is off: the click reaches the first row and puts focus in the list.
      Harness.click(scene.fixture.view, fx: 0.3, fy: 0.03) {
        Harness.focusIsInside(scene.fixture.view, of: scene.window)
      }
      let inList = Harness.focusIsInside(scene.fixture.view, of: scene.window)
      Harness.press(keys, in: scene.window) { allowsScroll && scene.fixture.scrollPosition > 0 }
      let position = scene.fixture.scrollPosition
      CheckLog.check(
        name,
        inList && scene.emptyDataSet.isEmptyDataSetVisible
          && (allowsScroll ? position > 0 : position == 0),
        "focus in list \(inList), scroll position \(position)")
      guard !allowsScroll else { continue }
      scene.emptyDataSet.configuration?.isForcedToDisplay = false
      Harness.pump(until: { !scene.emptyDataSet.isEmptyDataSetVisible })
      gtk_widget_grab_focus(scene.fixture.view)
      Harness.press("End", in: scene.window) { scene.fixture.scrollPosition > 0 }
      CheckLog.check(
        "keyboard-scroll-restored-after-hide",
        !scene.emptyDataSet.isEmptyDataSetVisible && scene.fixture.scrollPosition > 0,
        "visible \(scene.emptyDataSet.isEmptyDataSetVisible), "
          + "position \(scene.fixture.scrollPosition)")
    }
  }
}

/// Counts a button's `clicked` signals.
@MainActor
final class ClickCounter {
  private(set) var count = 0

  init(_ button: UnsafeMutablePointer<GtkWidget>) {
    connectVoid(raw(button), "clicked") { [weak self] in self?.count += 1 }
  }
}
