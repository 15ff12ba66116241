// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

/// The empty state as a screen reader sees it: the accessibility tree read over AT-SPI from
/// another process (`scripts/atspi-tree.py`), on the accessibility bus that
/// `scripts/atspi-session.sh` starts. Roles, names, descriptions, focus and the button's
/// action, before and after changes of state (empty → failed → loading → content), and the
/// announcement made while the user types in a search field.
@MainActor
enum AccessibilityChecks {
  static func run(_ recorder: ReportRecorder) {
    if let reason = ATSPIReader.unavailableReason {
      CheckLog.check("atspi-available", false, reason)
      return
    }
    Harness.parkPointer()
    statesAsReadOverATSPI()
    imagesAndImageButtons()
    twoButtons()
    announcementWhileTyping()
    Harness.parkPointer()
  }

  /// The panel that is the empty view: the one named `title`.
  static func emptyView(in tree: ATSPINode?, title: String) -> ATSPINode? {
    tree?.first { $0.role == "panel" && $0.name == title }
  }

  /// Names GTK 4.8 falls back to for an unlabelled widget: its type name, read aloud.
  static func typeNameFallbacks(in node: ATSPINode) -> [String] {
    node.all.map(\.name).filter { $0.hasPrefix("Gtk") }
  }

  // MARK: - Empty → failed → loading → content

  static func statesAsReadOverATSPI() {
    let empty = KeyboardChecks.standard()
    guard
      let scene = KeyboardChecks.Scene(
        "a11y-states", rows: 3,
        configure: { emptyDataSet in
          emptyDataSet.timing = EmptyDataSetTiming(
            showDelay: 0, minimumDuration: 0, crossFadeDuration: 0)
          emptyDataSet.configuration = empty
        })
    else {
      CheckLog.check("atspi-empty-view-named-by-title", false, "could not attach")
      return
    }
    defer { scene.close() }
    Harness.click(scene.fixture.view, fx: 0.3, fy: 0.05) {
      Harness.focusIsInside(scene.fixture.view, of: scene.window)
    }
    scene.fixture.setCount(0)
    Harness.pump(until: { scene.log.count("didAppear") == 1 })

    // Empty: the standard elements.
    let title = empty.title?.string ?? ""
    let description = empty.message?.string ?? ""
    let buttonTitle = empty.button.titles.normal?.string ?? ""
    let tree = ATSPIReader.tree()
    let outline = tree?.outline ?? "no tree"
    guard let panel = emptyView(in: tree, title: title) else {
      CheckLog.check("atspi-empty-view-named-by-title", false, "no panel \"\(title)\":\n\(outline)")
      return
    }
    CheckLog.check(
      "atspi-empty-view-named-by-title", panel.description == description,
      "description \"\(panel.description)\"")
    CheckLog.check(
      "atspi-title-is-heading",
      panel.first { $0.role == "heading" && $0.name == title } != nil, panel.outline)
    CheckLog.check(
      "atspi-message-is-label",
      panel.first { $0.role == "label" && $0.name == description } != nil, panel.outline)
    CheckLog.check(
      "atspi-decorative-image-hidden", panel.first { $0.role == "image" } == nil, panel.outline)
    let button = panel.first { $0.role == "push button" }
    CheckLog.check(
      "atspi-button-named-by-title",
      button?.name == buttonTitle && button?.description == description
        && button?.actions.contains("click") == true,
      panel.outline)
    CheckLog.check(
      "atspi-focus-on-button-after-appearing", button?.has("focused") == true, panel.outline)
    CheckLog.check(
      "atspi-no-type-name-fallbacks", typeNameFallbacks(in: panel).isEmpty,
      "\(typeNameFallbacks(in: panel))")
    let acted = ATSPIReader.doAction(role: "push button", name: buttonTitle)
    Harness.pump(until: { scene.log.count("didTapButton") == 1 })
    CheckLog.check(
      "atspi-button-action-taps",
      acted && scene.log.count("didTapButton") == 1 && scene.log.count("didTapView") == 0,
      "action done \(acted), events \(scene.log.events)")

    // Failed: the retry button keeps focus; the change is announced on it.
    let failed = GTKEmptyDataSetConfiguration.failed()
    let failedTitle = failed.title?.string ?? ""
    // The preset's announcement (its title and description), said on the focused button.
    let failedSummary = failed.accessibilityAnnouncement ?? "(the failed preset has none)"
    let failedEvents = ATSPIReader.events {
      scene.emptyDataSet.state = .failed()
      Harness.pump(until: { scene.emptyDataSet.displayedState?.kind == .failed })
    }
    let failedPanel = emptyView(in: ATSPIReader.tree(), title: failedTitle)
    let retry = failedPanel?.first { $0.role == "push button" }
    CheckLog.check(
      "atspi-failed-state-read",
      failedPanel?.description == failed.message?.string
        && retry?.name == failed.button.titles.normal?.string,
      failedPanel?.outline ?? "no panel \"\(failedTitle)\"")
    CheckLog.check(
      "atspi-failed-state-announced-on-focused-button",
      retry?.has("focused") == true
        && failedEvents.contains {
          $0.type.hasSuffix("accessible-description") && $0.role == "push button"
            && $0.value == failedSummary
        },
      "expected \"\(failedSummary)\"; events \(failedEvents.map { "\($0.type) \($0.role) \($0.value)" })"
    )

    // Loading: the button goes, focus moves to the view, which is busy.
    let loading = GTKEmptyDataSetConfiguration.loading()
    let loadingTitle = loading.title?.string ?? ""
    let loadingEvents = ATSPIReader.events {
      scene.emptyDataSet.state = .loading
      Harness.pump(until: { scene.emptyDataSet.displayedState == .loading })
    }
    let loadingPanel = emptyView(in: ATSPIReader.tree(), title: loadingTitle)
    CheckLog.check(
      "atspi-loading-state-busy-and-focused",
      loadingPanel?.has("busy") == true && loadingPanel?.has("focused") == true
        && loadingPanel?.first { $0.role == "push button" } == nil
        && loadingEvents.contains { $0.type.hasSuffix("focused") && $0.role == "panel" },
      (loadingPanel?.outline ?? "no panel \"\(loadingTitle)\"")
        + "\nevents \(loadingEvents.map { "\($0.type) \($0.role) \($0.name)" })")
    // Whatever the image slot holds while loading (the activity indicator) is named by the
    // preset's label; the heading is the only other element.
    let others = loadingPanel?.children.filter { $0.role != "heading" }.flatMap(\.all) ?? []
    let unnamed = others.filter { $0.role != "panel" && $0.name != loading.imageAccessibilityLabel }
    CheckLog.check(
      "atspi-loading-indicator-named", loadingPanel != nil && unnamed.isEmpty,
      "elements not named \"\(loading.imageAccessibilityLabel ?? "")\": "
        + "\(unnamed.map { "\($0.role) \($0.name)" })")
    // The activity indicator is there, and says what it is: a progress bar (GTK 4.8's spinner
    // alone is a nameless filler).
    let indicator = others.first { $0.name == loading.imageAccessibilityLabel }
    CheckLog.check(
      "atspi-loading-indicator-is-progress-bar", indicator?.role == "progress bar",
      "the image slot holds \(others.map { "\($0.role) \($0.name)" })")

    // Content: the empty state goes and focus returns to the list.
    scene.emptyDataSet.state = .empty
    Harness.endTurn()
    scene.fixture.setCount(3)
    Harness.pump(until: { !scene.emptyDataSet.isEmptyDataSetVisible })
    Harness.pump(seconds: 0.3)
    let list = ATSPIReader.tree()?.first { $0.role == "list" }
    CheckLog.check(
      "atspi-focus-returns-to-list",
      list?.all.contains { $0.has("focused") } == true
        && Harness.focusIsInside(scene.fixture.view, of: scene.window),
      list?.outline ?? "no list")
  }

  // MARK: - Images

  /// An image with a label is shown to assistive technology under it; an image-only button is
  /// named by its (undrawn) title.
  static func imagesAndImageButtons() {
    var configuration = KeyboardChecks.standard()
    configuration.imageAccessibilityLabel = "An empty folder"
    configuration.button.images.normal = .icon("list-add-symbolic", size: 24)
    guard
      let scene = KeyboardChecks.Scene(
        "a11y-images", configure: { emptyDataSet in emptyDataSet.configuration = configuration })
    else {
      CheckLog.check("atspi-labelled-image-read", false, "could not attach")
      return
    }
    defer { scene.close() }
    let tree = ATSPIReader.tree()
    let panel = emptyView(in: tree, title: configuration.title?.string ?? "")
    CheckLog.check(
      "atspi-labelled-image-read",
      panel?.first { $0.role == "image" && $0.name == "An empty folder" } != nil,
      panel?.outline ?? (tree?.outline ?? "no tree"))
    let button = panel?.first { $0.role == "push button" }
    CheckLog.check(
      "atspi-image-button-named-by-title",
      button?.name == configuration.button.titles.normal?.string
        && button?.all.contains { $0.role == "image" } == false,
      panel?.outline ?? "no panel")
  }

  // MARK: - Two buttons

  /// Both buttons are push buttons in reading order: the button named by its title and
  /// described by the description, the secondary button named by its `accessibilityLabel` and
  /// described by its `accessibilityHint`; each one's action reaches its own event.
  static func twoButtons() {
    var configuration = PropertyChecks.twoButtonPage()
    configuration.fadesIn = false
    configuration.secondaryButton.accessibilityLabel = "Choose folders to back up"
    configuration.secondaryButton.accessibilityHint = "Opens the list of folders."
    guard
      let scene = KeyboardChecks.Scene(
        "a11y-two-buttons",
        configure: { emptyDataSet in emptyDataSet.configuration = configuration })
    else {
      CheckLog.check("atspi-two-buttons-named", false, "could not attach")
      return
    }
    defer { scene.close() }
    let tree = ATSPIReader.tree()
    let panel = emptyView(in: tree, title: configuration.title?.string ?? "")
    let buttons = panel?.all.filter { $0.role == "push button" } ?? []
    let first = configuration.button.titles.normal?.string ?? ""
    CheckLog.check(
      "atspi-two-buttons-named",
      buttons.map(\.name) == [first, "Choose folders to back up"]
        && buttons.map(\.description) == [
          configuration.message?.string ?? "", "Opens the list of folders.",
        ]
        && buttons.allSatisfy { $0.actions.contains("click") },
      panel?.outline ?? (tree?.outline ?? "no tree"))
    let secondary = ATSPIReader.doAction(role: "push button", name: "Choose folders to back up")
    Harness.pump(until: { scene.log.count("didTapSecondaryButton") == 1 })
    let primary = ATSPIReader.doAction(role: "push button", name: first)
    Harness.pump(until: { scene.log.count("didTapButton") == 1 })
    CheckLog.check(
      "atspi-two-buttons-actions-tap",
      secondary && primary
        && scene.log.events.filter { $0.hasPrefix("didTap") } == [
          "didTapSecondaryButton", "didTapButton",
        ],
      "actions done \(secondary), \(primary); events \(scene.log.events)")
  }

  // MARK: - Announcement while typing

  /// The user types in a search entry and the list empties: focus stays in the entry, whose
  /// description carries the empty state's title and description (Orca speaks a new
  /// description of the focused widget); it is withdrawn when the empty state goes.
  static func announcementWhileTyping() {
    let configuration = KeyboardChecks.standard()
    guard
      let scene = KeyboardChecks.Scene(
        "a11y-typing", rows: 3, withEntry: true,
        configure: { emptyDataSet in emptyDataSet.configuration = configuration }),
      let entry = scene.entry
    else {
      CheckLog.check("atspi-announced-on-focused-entry", false, "could not attach")
      return
    }
    defer { scene.close() }
    Harness.click(entry) { Harness.focusIsInside(entry, of: scene.window) }
    Harness.press("q u a y", in: scene.window)
    // No announcement in the configuration: the title and the description, on two lines.
    let summary = [configuration.title?.string ?? "", configuration.message?.string ?? ""]
      .joined(separator: "\n")
    let shown = ATSPIReader.events {
      scene.fixture.setCount(0)
      Harness.pump(until: { scene.log.count("didAppear") == 1 })
    }
    let focusedEntry = ATSPIReader.tree()?.first { $0.role == "entry" }
    CheckLog.check(
      "atspi-announced-on-focused-entry",
      focusedEntry?.has("focused") == true && focusedEntry?.description == summary
        && shown.contains {
          $0.type.hasSuffix("accessible-description") && $0.role == "entry" && $0.value == summary
        },
      "entry \(focusedEntry.map { "\($0.states) \"\($0.description)\"" } ?? "missing"); "
        + "events \(shown.map { "\($0.type) \($0.role) \($0.value)" })")
    let hidden = ATSPIReader.events {
      scene.fixture.setCount(3)
      Harness.pump(until: { scene.log.count("didDisappear") == 1 })
    }
    let afterwards = ATSPIReader.tree()?.first { $0.role == "entry" }
    CheckLog.check(
      "atspi-announcement-withdrawn-on-hide",
      afterwards?.description == "" && afterwards?.has("focused") == true
        && hidden.contains {
          $0.type.hasSuffix("accessible-description") && $0.role == "entry" && $0.value.isEmpty
        },
      "entry \(afterwards.map { "\($0.states) \"\($0.description)\"" } ?? "missing")")
  }
}
