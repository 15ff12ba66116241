// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

/// Pango's markup parser and attribute lists.
enum Pango {
  /// The text content of `markup`, or `nil` when it is not valid Pango markup.
  static func parseMarkup(_ markup: String) -> String? {
    var text: UnsafeMutablePointer<CChar>?
    var error: UnsafeMutablePointer<GError>?
    let ok = pango_parse_markup(markup, -1, 0, nil, &text, nil, &error)
    defer {
      g_free(text)
      if let error { g_error_free(error) }
    }
    guard ok != 0, let text else { return nil }
    return String(cString: text)
  }
}
