// EmptyDataSet · EmptyDataSetGTKTests
// Licensed under the MIT licence; see LICENSE.

import Testing

/// Keyboard and screen-reader checks, in the same serialized suite as the other GTK checks:
/// real key presses from `xdotool`, and the accessibility tree read over AT-SPI from another
/// process on a private accessibility bus.
extension GTKChecks {
  @Test(
    "Tab, Return and Space reach and press the empty state; focus follows it; keys do not scroll a list that must not"
  )
  func keyboard() throws {
    try Self.expect(
      group: "keyboard",
      checks: [
        "keyboard-tab-reaches-button", "keyboard-return-presses-button",
        "keyboard-space-presses-button", "keyboard-tab-reaches-custom-view-controls",
        "keyboard-return-presses-custom-view-button", "focus-moves-to-button-on-appear",
        "focus-returns-to-list-on-hide", "focus-moves-to-view-on-appear",
        "focus-stays-in-text-input", "focus-kept-in-empty-state-on-state-change",
        "keyboard-scroll-off-stays", "keyboard-scroll-restored-after-hide",
        "keyboard-scroll-on-scrolls",
      ])
  }

  @Test(
    "A screen reader reads roles, names, descriptions, focus and the button's action over AT-SPI, across states"
  )
  func accessibilityTree() throws {
    try Self.expect(
      group: "a11y", accessibilityBus: true,
      checks: [
        "atspi-empty-view-named-by-title", "atspi-title-is-heading", "atspi-message-is-label",
        "atspi-decorative-image-hidden", "atspi-button-named-by-title",
        "atspi-focus-on-button-after-appearing", "atspi-no-type-name-fallbacks",
        "atspi-button-action-taps", "atspi-failed-state-read",
        "atspi-failed-state-announced-on-focused-button", "atspi-loading-state-busy-and-focused",
        "atspi-loading-indicator-named", "atspi-focus-returns-to-list",
        "atspi-labelled-image-read", "atspi-image-button-named-by-title",
        "atspi-announced-on-focused-entry", "atspi-announcement-withdrawn-on-hide",
        "atspi-two-buttons-named", "atspi-two-buttons-actions-tap",
      ])
  }

  @Test(
    "Text meets WCAG AA (title 3:1, message and button 4.5:1) in the light, dark and high-contrast themes, measured from pixels"
  )
  func contrast() throws {
    // What each look shows: the default look every text element, the presets their own.
    let looks: [(String, [String])] = [
      ("default", ["title", "message", "button"]), ("loading", ["title"]),
      ("no-results", ["title", "message"]), ("failed", ["title", "message", "button"]),
      ("offline", ["title", "message", "button"]), ("empty-list", ["title", "message"]),
      ("two-buttons", ["title", "message", "button", "secondaryButton"]),
    ]
    let themes = ["light", "dark", "high-contrast", "high-contrast-inverse"]
    var checks = themes.map { "theme-applied-\($0)" }
    for theme in themes {
      for (look, elements) in looks {
        checks += elements.map { "contrast-\(theme)-\(look)-\($0)" }
      }
    }
    try Self.expect(group: "contrast", checks: checks)
  }
}
