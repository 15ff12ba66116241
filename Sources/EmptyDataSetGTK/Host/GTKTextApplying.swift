// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore

/// Puts a ``GTKText`` in a `GtkLabel`: plain text, valid markup, or attributes. Invalid markup
/// is shown as plain text (the source as written) with a warning.
@MainActor
enum GTKTextApplying {
  /// Sets `label`'s text and hides it when `text` is `nil`. `role` names the label in warnings.
  static func apply(_ text: GTKText?, to label: UnsafeMutablePointer<GtkWidget>, role: String) {
    let labelPointer: OpaquePointer = cast(label)
    guard let text else {
      gtk_widget_set_visible(label, 0)
      return
    }
    switch text {
    case .plain(let string):
      gtk_label_set_attributes(labelPointer, nil)
      gtk_label_set_text(labelPointer, string)
    case .markup(let markup):
      gtk_label_set_attributes(labelPointer, nil)
      if GTKText.parseMarkup(markup) != nil {
        gtk_label_set_markup(labelPointer, markup)
      } else {
        EmptyDataSetDiagnostics.report(
          .warning,
          "The \(role) is not valid Pango markup, so it is shown as plain text: \"\(markup)\". "
            + "Escape text with g_markup_escape_text, or use .plain.")
        gtk_label_set_text(labelPointer, markup)
      }
    case .attributed(let string, let attributes):
      gtk_label_set_text(labelPointer, string)
      gtk_label_set_attributes(labelPointer, attributes.pointer)
    }
    gtk_widget_set_visible(label, 1)
  }
}
