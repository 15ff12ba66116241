// EmptyDataSet · EmptyDataSetGTKTests
// Licensed under the MIT licence; see LICENSE.

import Testing

/// The GTK backend, run for real: each test launches `gtk-check` for one group of checks in a
/// fresh GTK process on a private Xvfb server, with real `xdotool` input and offscreen pixels.
/// Every check the group must contain is listed here, so a check cannot silently disappear.
@Suite("GTK 4 backend under Xvfb", .serialized)
struct GTKChecks {
  static func expect(group: String, accessibilityBus: Bool = false, checks expected: [String])
    throws
  {
    let result = try GTKCheckRunner.run(group, accessibilityBus: accessibilityBus)
    #expect(
      result.exitStatus == 0, "gtk-check \(group) exited \(result.exitStatus):\n\(result.output)")
    for (name, detail) in result.failed.sorted(by: { $0.key < $1.key }) {
      Issue.record("\(name) failed: \(detail)")
    }
    // Every group also checks that GTK logged no warning while it ran.
    let missing = (expected + ["\(group)-no-toolkit-warnings"]).filter {
      !result.passed.contains($0) && result.failed[$0] == nil
    }
    #expect(missing.isEmpty, "checks that did not run: \(missing)\n\(result.output)")
  }

  @Test("Main-actor tasks run in GTK's loop once attached, and the README's retry fills the list")
  func mainActorTasks() throws {
    try Self.expect(
      group: "async",
      checks: [
        "main-actor-task-waits-without-a-bridge", "main-actor-task-runs-after-first-attach",
        "readme-retry-task-runs-on-click", "readme-retry-fills-the-list",
        "main-actor-bridge-installed-once", "main-actor-bridge-explicit-install-after-removal",
        "main-actor-bridge-beside-app-drain",
      ])
  }

  @Test(
    "Attaching to list, grid and column views and a scrolled window keeps the tree and follows the model"
  )
  func attach() throws {
    var checks: [String] = []
    for kind in ["listView", "gridView", "columnView"] {
      checks += [
        "tree-kept", "attached-again-is-same", "visible-when-empty", "hidden-on-items-changed",
        "shown-on-items-changed", "callbacks-paired",
      ].map { "attach-\(kind)-\($0)" }
    }
    checks += [
      "attach-scrolledWindow-tree-kept", "attach-scrolledWindow-visible-when-empty",
      "attach-scrolledWindow-manual-reload-hides", "attach-scrolledWindow-manual-reload-shows",
      "model-replaced-starts-hidden", "model-replaced-shows", "model-replaced-old-model-released",
      "model-replaced-new-model-followed", "existing-overlay-reused",
      "unsupported-widget-refused", "unparented-container",
      "content-off-screen-decided-when-mapped",
    ]
    checks += [
      "box-middle", "paned-start", "paned-end", "frame", "scrolled-window-viewport", "viewport",
      "revealer", "grid-cell", "center-box-start", "center-box-center", "center-box-end",
      "stack-page",
    ].map { "wrap-in-\($0)" }
    checks.append("wrap-refused-for-other-parents")
    try Self.expect(group: "attach", checks: checks)
  }

  @Test("Bad input, threads, lifetime and 1,000 rapid toggles behave")
  func behaviour() throws {
    try Self.expect(
      group: "behaviour",
      checks: [
        "toggles-1000-balanced", "invalid-markup-shown-as-plain-text",
        "missing-icon-draws-nothing", "missing-file-draws-nothing",
        "custom-view-with-parent-refused", "off-main-thread-refused",
        "destroy-while-visible-releases-everything", "destroy-then-model-change-is-safe",
        "destroy-during-fade-stops-it", "detach-removes-view-and-handlers",
        "main-actor-tasks-run-in-gtk-loop", "widget-names-follow-prefix",
        "off-main-thread-reads-refused", "detach-while-visible-clears-layout",
        "detach-inside-button-tap-is-safe", "destroy-inside-view-tap-is-safe",
        "direction-change-relayouts", "image-animation-duration-setter-repaired",
        "color-component-setters-clamped", "hide-inside-button-tap-then-destroy-frees-view",
        "kept-view-listView", "kept-view-gridView", "kept-view-columnView",
        "one-layout-per-show-listView", "one-layout-per-show-gridView",
        "one-layout-per-show-columnView", "covered-list-hidden-at-its-size",
        "covered-list-shown-at-once-when-filled", "hidden-view-unmapped-in-next-frame",
        "covered-list-kept-when-touches-go-through",
      ])
  }

  @Test("Real clicks, wheel and hover from xdotool reach the empty view, its button and the list")
  func input() throws {
    try Self.expect(
      group: "input",
      checks: [
        "tap-view-real-click", "tap-on-title-is-view-tap", "tap-button-real-click",
        "touch-off-click-reaches-list", "touch-on-click-stays", "scroll-off-stays-touch-on",
        "scroll-off-stays-touch-off", "scroll-on-scrolls-touch-on", "scroll-on-scrolls-touch-off",
        "scroll-restored-after-hide", "tall-content-scrolls", "scrollbar-click-off-stays",
        "scrollbar-click-on-scrolls", "column-header-stays-usable",
        "button-hover-shows-highlighted",
        "button-leave-restores-normal", "button-disabled-title-and-no-tap",
      ])
  }

  @Test("Pixels match the goldens; colours, dark theme, fades and image animation are real")
  func pixels() throws {
    try Self.expect(
      group: "pixels",
      checks: [
        "golden-status-page-list", "golden-status-page-grid", "golden-status-page-columns",
        "golden-status-page-scrolled-window", "golden-styled", "golden-custom-view",
        "golden-file-and-paintable", "horizontal-offset-follows-direction",
        "golden-status-page-dark", "dark-theme-contrast", "background-color", "fade-in-pixels",
        "fade-in-did-appear-at-end", "fade-out-pixels", "image-animation-runs-when-allowed",
        "image-animation-still-when-not", "image-animation-spins-a-picture",
        "geometry-matches-core-layout",
        "geometry-relayout-on-resize",
      ])
  }

  @Test(
    "Apple's configuration on GTK: two buttons, natural alignment, margins, image, text, background"
  )
  func properties() throws {
    try Self.expect(
      group: "properties",
      checks: [
        "defaults-add-no-background-box-or-clip", "golden-two-buttons", "golden-two-buttons-dark",
        "two-buttons-style-classes", "two-buttons-follow-core-layout", "two-buttons-real-clicks",
        "two-buttons-tab-order", "golden-natural-alignment", "golden-natural-alignment-rtl",
        "natural-alignment-leading-ltr", "natural-alignment-leading-rtl",
        "natural-alignment-leading-window-rtl", "margins-mirrored",
        "image-maximum-size-icon", "image-maximum-size-picture", "golden-rounded-image",
        "rounded-image-corners-clipped", "square-image-not-clipped", "text-lines-limited",
        "text-shrinks-to-fit", "text-shrinks-no-further-than-its-minimum",
        "golden-card-background", "golden-card-background-dark",
        "card-background-at-layout-frame", "card-background-pixels", "background-insets-pixels",
      ])
  }

  @Test(
    "Loading, failed and no results on screen: timing rules, a real retry click, cross-fades, presets"
  )
  func states() throws {
    var checks = [
      "state-slow-load-waits-for-show-delay", "state-slow-load-keeps-minimum-duration",
      "state-slow-load-paints-a-spinning-spinner", "state-slow-load-never-shows-no-items",
      "state-fast-load-never-maps-or-paints-the-spinner", "state-spinner-watch-sees-a-slow-load",
      "state-failed-retry-click", "state-retry-shows-loading-after-the-delay",
      "state-retry-ends-in-content", "state-crossfade-blends", "state-crossfade-completes",
      "state-crossfade-instant-under-reduced-motion", "spinner-fixed-frame-without-animations",
      "golden-preset-no-results-ar-rtl", "preset-right-to-left-mirrored",
    ]
    for preset in ["loading", "no-results", "failed", "offline", "empty-list"] {
      checks += ["golden-preset-\(preset)", "golden-preset-\(preset)-dark"]
    }
    try Self.expect(group: "states", checks: checks)
  }

  @Test("Every attachment and empty view is freed after destroy and detach")
  func leaks() throws {
    try Self.expect(
      group: "leaks", checks: ["leaks-attachments-freed", "leaks-empty-views-finalized"])
  }
}
