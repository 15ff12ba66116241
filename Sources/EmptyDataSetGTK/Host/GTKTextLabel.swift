// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore

/// A `GtkLabel` that shows a ``GTKText``: plain text, valid markup, or attributes, and is hidden
/// for `nil`. Showing the text it already shows costs a comparison (setting a label's
/// attributes again would throw away its measured layout). Invalid markup is shown as plain text
/// (the source as written) with a warning.
@MainActor
final class GTKTextLabel {
  /// The label.
  let label: Label
  private var shown: GTKText?
  private let role: String
  private var properties = EmptyDataSetTextProperties()
  private var isLeading = false

  /// A hidden label whose lines wrap and are centred; `role` names it in warnings ("title",
  /// "button title"). Words longer than a line break anywhere when `breaksWords`.
  /// `accessibleRole` is what assistive technology is told it is (a label by default; the
  /// title is a heading).
  init(
    role: String, classes: [String] = [], breaksWords: Bool,
    accessibleRole: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_LABEL
  ) {
    self.role = role
    label = Label.make(accessibleRole: accessibleRole)
    label.setWraps(true, anywhere: breaksWords)
    label.setCentered()
    for name in classes { label.widget.setCSSClass(name, true) }
    label.widget.isVisible = false
  }

  /// The label widget.
  var widget: Widget { label.widget }

  /// Wraps, limits and aligns the text as `properties` and the alignment say; no work when
  /// they are what is shown. The defaults (as many lines as needed, word wrap, centred) are
  /// the label as made.
  ///
  /// GTK limits a label's lines only while it ellipsizes, so a limited text always ends with
  /// an ellipsis: at its start for ``EmptyDataSetTextProperties/LineBreak/truncateHead``, in
  /// its middle for ``EmptyDataSetTextProperties/LineBreak/truncateMiddle``, at its end
  /// otherwise (UIKit cuts a wrapped or clipped text without one). A text that shrinks to fit
  /// is scaled by the view when it allocates the label (``GTKEmptyView``).
  func setLayout(_ properties: EmptyDataSetTextProperties, leading: Bool) {
    guard properties != self.properties || leading != isLeading else { return }
    self.properties = properties
    isLeading = leading
    label.setLeading(leading)
    let ellipsize: PangoEllipsizeMode
    if properties.numberOfLines <= 0 {
      ellipsize = PANGO_ELLIPSIZE_NONE
    } else {
      switch properties.lineBreak {
      case .truncateHead: ellipsize = PANGO_ELLIPSIZE_START
      case .truncateMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
      case .wordWrap, .characterWrap, .clip, .truncateTail: ellipsize = PANGO_ELLIPSIZE_END
      }
    }
    let wrapMode = properties.lineBreak == .characterWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR
    label.setLines(properties.numberOfLines, ellipsize: ellipsize, wrapMode: wrapMode)
  }

  /// The text as drawn (markup removed), or `nil` when the label is hidden or empty.
  var shownText: String? {
    guard label.widget.isVisible else { return nil }
    let text = label.text
    return text.isEmpty ? nil : text
  }

  /// Shows `text`, or hides the label for `nil`.
  func show(_ text: GTKText?) {
    guard text != shown || text == nil else { return }
    shown = text
    guard let text else {
      label.widget.isVisible = false
      return
    }
    switch text {
    case .plain(let string):
      label.setText(string)
    case .markup(let markup):
      if Pango.parseMarkup(markup) != nil {
        label.setMarkup(markup)
      } else {
        EmptyDataSetDiagnostics.report(
          .warning,
          "The \(role) is not valid Pango markup, so it is shown as plain text: \"\(markup)\". "
            + "Escape text with g_markup_escape_text, or use .plain.")
        label.setText(markup)
      }
    case .attributed(let string, let attributes):
      label.setText(string, attributes: attributes.pointer)
    }
    label.widget.isVisible = true
  }
}
