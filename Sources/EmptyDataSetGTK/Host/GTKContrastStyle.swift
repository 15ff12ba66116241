// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

/// The style rules the empty view adds to the theme, installed once per display just above the
/// theme (`GTK_STYLE_PROVIDER_PRIORITY_SETTINGS + 1`): any style sheet of the app, and the
/// button background images of a configuration, come first.
///
/// - **Contrast.** Its text meets WCAG AA (4.5:1) everywhere: GTK 4.8's light theme and
///   libadwaita 1.2 draw a suggested-action button's white title on #3584e4, 3.9:1 (measured),
///   so the empty view's button takes the theme's accent colour darkened by a fifth (5.5:1 in
///   the light theme; the dark and high-contrast themes, already above 4.5:1, only gain). Hover
///   and press darken further, as in the theme. The colour replaces the theme's background
///   (its gradient or hover layer too), so the button paints one fill, not the theme's and
///   ours over it. Disabled buttons keep the theme's look (WCAG exempts inactive controls).
/// - **Pill.** libadwaita's `.pill` (`padding: 10px 32px; border-radius: 9999px`, from its
///   1.2 style sheet), which GTK 4.8's own theme lacks, so the button is GNOME's pill with or
///   without libadwaita.
/// - **Dim icons.** `color: alpha(currentColor, 0.55)`, as libadwaita's status page dims its
///   icon (a symbolic icon is drawn in that colour), rather than GTK's `.dim-label`, whose
///   `opacity: 0.55` costs an opacity node around the icon in every frame.
@MainActor
enum GTKContrastStyle {
  /// The class that marks the empty view's button for the rule.
  static let buttonClass = "empty-data-set-button"
  /// The class that dims the empty view's icons and activity indicator.
  static let dimClass = "empty-data-set-dim"

  static let css = """
    button.suggested-action.\(buttonClass):not(:disabled) {
      background-color: mix(@theme_selected_bg_color, black, 0.2);
      background-image: none;
    }
    button.suggested-action.\(buttonClass):not(:disabled):hover {
      background-color: mix(@theme_selected_bg_color, black, 0.3);
      background-image: none;
    }
    button.suggested-action.\(buttonClass):not(:disabled):active {
      background-color: mix(@theme_selected_bg_color, black, 0.36);
      background-image: none;
    }
    button.pill.\(buttonClass) {
      padding: 10px 32px;
      border-radius: 9999px;
    }
    .\(dimClass) {
      color: alpha(currentColor, 0.55);
    }
    """

  private static var displays: Set<OpaquePointer> = []

  /// Marks `button` and installs the rules on its display (once per display).
  static func apply(to button: Widget) {
    button.setCSSClass(buttonClass, true)
    install(on: button)
  }

  /// Installs the rules on `widget`'s display (once per display).
  static func install(on widget: Widget) {
    guard let display = widget.display, !displays.contains(display) else { return }
    displays.insert(display)
    StyleSheet.addToDisplay(
      display, css: css, priority: guint(GTK_STYLE_PROVIDER_PRIORITY_SETTINGS + 1))
  }
}
