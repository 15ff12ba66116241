// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

/// The one style rule the empty view adds to the theme so that its text meets WCAG AA
/// (4.5:1) everywhere: GTK 4.8's light theme draws a suggested-action button's white title on
/// #3584e4, 3.9:1 (measured), so the empty view's button takes the theme's accent colour
/// darkened by a fifth (5.5:1 in the light theme; the dark and high-contrast themes, already
/// above 4.5:1, only gain). Hover and press darken further, as in the theme. Disabled buttons
/// keep the theme's look (WCAG exempts inactive controls).
///
/// The rule is installed once per display, just above the theme
/// (`GTK_STYLE_PROVIDER_PRIORITY_THEME + 1`): any style sheet of the app, and the button
/// background images of a configuration, come first.
@MainActor
enum GTKContrastStyle {
  /// The class that marks the empty view's button for the rule.
  static let buttonClass = "empty-data-set-button"

  static let css = """
    button.suggested-action.\(buttonClass):not(:disabled) {
      background-image: image(mix(@theme_selected_bg_color, black, 0.2));
    }
    button.suggested-action.\(buttonClass):not(:disabled):hover {
      background-image: image(mix(@theme_selected_bg_color, black, 0.3));
    }
    button.suggested-action.\(buttonClass):not(:disabled):active {
      background-image: image(mix(@theme_selected_bg_color, black, 0.36));
    }
    """

  private static var displays: Set<OpaquePointer> = []

  /// Marks `button` and installs the rule on its display (once per display).
  static func apply(to button: Widget) {
    button.setCSSClass(buttonClass, true)
    guard let display = button.display, !displays.contains(display) else { return }
    displays.insert(display)
    StyleSheet.addToDisplay(
      display, css: css, priority: guint(GTK_STYLE_PROVIDER_PRIORITY_SETTINGS + 1))
  }
}
