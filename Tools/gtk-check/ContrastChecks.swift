// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkToolShim
import EmptyDataSetCore
import EmptyDataSetGTK
import GTKToolSupport

/// WCAG AA contrast of the empty state's text, measured from rendered pixels: the default look
/// and every preset, in GTK's light, dark and two high-contrast themes. Each text is rendered
/// with and without it (opacity 0) and compared (see `TextContrast`): the title needs 3:1 (it
/// is large text), the description and the button's title 4.5:1. Icons are exempt.
@MainActor
enum ContrastChecks {
  /// GTK 4.8's built-in styles (Default, Default-dark, Default-hc, Default-hc-dark), reached
  /// the way apps and desktops reach them: a theme name and the dark preference.
  static let themes: [(name: String, prefersDark: Bool, id: String)] = [
    ("Adwaita", false, "light"), ("Adwaita", true, "dark"),
    ("HighContrast", false, "high-contrast"), ("HighContrast", true, "high-contrast-inverse"),
  ]

  /// The configurations measured: the default look with every element, and each preset.
  static let looks: [(id: String, configuration: GTKEmptyDataSetConfiguration)] = [
    ("default", PixelChecks.statusPage()), ("loading", .loading()),
    ("no-results", .noResults(for: "quay street")), ("failed", .failed()),
    ("offline", .offline()), ("empty-list", .emptyList()),
    ("two-buttons", PropertyChecks.twoButtonPage()),
  ]

  /// The elements measured, with the contrast each needs.
  static let elements: [(id: String, minimum: Double)] = [
    ("title", 3), ("message", 4.5), ("button", 4.5), ("secondaryButton", 4.5),
  ]

  static func run(_ recorder: ReportRecorder) {
    let original = currentThemeName()
    defer {
      cgtk_set_theme_name(original)
      cgtk_set_prefer_dark_theme(0)
    }
    var backgrounds: [String: Double] = [:]
    for theme in themes {
      cgtk_set_theme_name(theme.name)
      cgtk_set_prefer_dark_theme(theme.prefersDark ? 1 : 0)
      for look in looks {
        var configuration = look.configuration
        configuration.fadesIn = false
        configuration.fadesOut = false
        let background = measure(configuration, theme: theme.id, look: look.id)
        if look.id == "default" { backgrounds[theme.id] = background }
      }
    }
    // The themes really differ: light and high contrast draw on light backgrounds, dark and
    // high-contrast-inverse on dark ones.
    for theme in themes {
      let luminance = backgrounds[theme.id] ?? -1
      let dark = theme.id == "dark" || theme.id == "high-contrast-inverse"
      CheckLog.check(
        "theme-applied-\(theme.id)", dark ? (0...0.1).contains(luminance) : luminance > 0.7,
        "background luminance \(luminance)")
    }
  }

  /// True when `configuration` shows `element`.
  static func shows(_ configuration: GTKEmptyDataSetConfiguration, _ element: String) -> Bool {
    switch element {
    case "title": configuration.title != nil
    case "message": configuration.message != nil
    case "secondaryButton": configuration.secondaryButton.titles.normal != nil
    default: configuration.button.titles.normal != nil
    }
  }

  /// Shows `configuration` in a window, checks each text element, and returns the relative
  /// luminance of the background (the window's top-left corner).
  @discardableResult
  static func measure(_ configuration: GTKEmptyDataSetConfiguration, theme: String, look: String)
    -> Double
  {
    let fixture = ListFixture(.listView)
    let window = Harness.window(
      "contrast-\(theme)-\(look)", width: 400, height: 420, child: fixture.scrolledWindow)
    defer { Harness.close(window) }
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view),
      let root = {
        emptyDataSet.configuration = configuration
        Harness.endTurn()
        return emptyDataSet.emptyView
      }()
    else {
      CheckLog.check("contrast-\(theme)-\(look)", false, "could not attach")
      return -1
    }
    Harness.pumpFrames(window, 3)
    guard let withText = Render.pixels(window) else { return -1 }
    let corner = withText.at(2, 2)
    for element in elements where shows(configuration, element.id) {
      let name = "contrast-\(theme)-\(look)-\(element.id)"
      guard let widget = TextContrast.label(element.id, inEmptyView: root.pointer) else {
        CheckLog.check(name, false, "no \(element.id) label")
        continue
      }
      let contrast = TextContrast.measure(widget, in: window, withText: withText)
      CheckLog.check(
        name, contrast.textPixels >= 20 && contrast.weakest >= element.minimum,
        String(
          format: "%.2f:1 (needs %.1f:1), text %@ on %@, %d text pixels", contrast.weakest,
          element.minimum, TextContrast.hex(contrast.weakestText),
          TextContrast.hex(contrast.background), contrast.textPixels))
      CheckLog.note(
        String(
          format: "%@ %.2f:1 %@ on %@", name, contrast.weakest,
          TextContrast.hex(contrast.weakestText), TextContrast.hex(contrast.background)))
    }
    return TextContrast.relativeLuminance((corner.r, corner.g, corner.b))
  }

  /// The theme name GTK uses now.
  static func currentThemeName() -> String {
    var value = GValue()
    g_value_init(&value, g_type_from_name("gchararray"))
    defer { g_value_unset(&value) }
    g_object_get_property(gobject(raw(gtk_settings_get_default())), "gtk-theme-name", &value)
    return g_value_get_string(&value).map { String(cString: $0) } ?? "Adwaita"
  }
}
