// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK

/// Item factories for the scenes' lists. Each row is one `GtkStringObject` whose string holds
/// fields separated by `|`: a list row shows "title|detail", a grid tile "colour|name", and
/// column `n` of a column view shows field `n`.
@MainActor
enum RowFactory {
  /// A factory for list rows: a title with a dim detail line below.
  static func listRows() -> OpaquePointer { factory(setup: setUpListRow, bind: bindListRow) }

  /// A factory for grid tiles: a colour swatch (when the first field is a colour) and a name.
  static func gridTiles() -> OpaquePointer { factory(setup: setUpTile, bind: bindTile) }

  /// A factory for one column of a column view, showing field `index`.
  static func column(_ index: Int) -> OpaquePointer {
    factory(setup: setUpCell, bind: bindCell, data: UnsafeMutableRawPointer(bitPattern: index + 1))
  }

  private typealias Handler = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void

  private static func factory(
    setup: Handler, bind: Handler, data: UnsafeMutableRawPointer? = nil
  ) -> OpaquePointer {
    let factory = gtk_signal_list_item_factory_new()!
    g_signal_connect_data(
      raw(factory), "setup", unsafeBitCast(setup, to: GCallback.self), nil, nil, GConnectFlags(0))
    g_signal_connect_data(
      raw(factory), "bind", unsafeBitCast(bind, to: GCallback.self), data, nil, GConnectFlags(0))
    return factory
  }
}

/// The fields of the item shown by `item` (a `GtkListItem`).
private func fields(of item: gpointer?) -> [String] {
  guard let item, let object = gtk_list_item_get_item(OpaquePointer(item)),
    let text = gtk_string_object_get_string(OpaquePointer(object))
  else { return [] }
  return String(cString: text).split(separator: "|", omittingEmptySubsequences: false).map(
    String.init)
}

private func label(classes: [String], xalign: Float = 0) -> UnsafeMutablePointer<GtkWidget> {
  let label = gtk_label_new(nil)!
  gtk_label_set_xalign(OpaquePointer(label), xalign)
  gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
  for name in classes { gtk_widget_add_css_class(label, name) }
  return label
}

private let setUpListRow: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
  _, item, _ in
  let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
  gtk_widget_add_css_class(box, "gallery-row")
  gtk_box_append(cast(box), label(classes: ["gallery-row-title"]))
  gtk_box_append(cast(box), label(classes: ["dim-label", "caption"]))
  gtk_list_item_set_child(OpaquePointer(item), box)
}

private let bindListRow: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
  _, item, _ in
  let values = fields(of: item)
  guard let box = gtk_list_item_get_child(OpaquePointer(item)),
    let title = gtk_widget_get_first_child(box), let detail = gtk_widget_get_next_sibling(title)
  else { return }
  gtk_label_set_text(OpaquePointer(title), values.first ?? "")
  gtk_label_set_text(OpaquePointer(detail), values.count > 1 ? values[1] : "")
  gtk_widget_set_visible(detail, values.count > 1 ? 1 : 0)
}

private let setUpTile: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
  _, item, _ in
  let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
  gtk_widget_add_css_class(box, "gallery-tile")
  let swatch = gtk_label_new(nil)!
  gtk_box_append(cast(box), swatch)
  gtk_box_append(cast(box), label(classes: ["caption"], xalign: 0.5))
  gtk_list_item_set_child(OpaquePointer(item), box)
}

private let bindTile: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
  _, item, _ in
  let values = fields(of: item)
  guard let box = gtk_list_item_get_child(OpaquePointer(item)),
    let swatch = gtk_widget_get_first_child(box), let name = gtk_widget_get_next_sibling(swatch)
  else { return }
  let colour = values.first ?? "#999999"
  let escaped = colour.filter { $0 == "#" || $0.isHexDigit }
  gtk_label_set_markup(
    OpaquePointer(swatch),
    "<span background='\(escaped)' size='xx-large'>\u{2003}\u{2003}\u{2003}</span>")
  gtk_label_set_text(OpaquePointer(name), values.count > 1 ? values[1] : colour)
}

private let setUpCell: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
  _, item, _ in
  gtk_list_item_set_child(OpaquePointer(item), label(classes: ["gallery-cell"]))
}

private let bindCell: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
  _, item, data in
  let index = Int(bitPattern: data) - 1
  let values = fields(of: item)
  guard let cell = gtk_list_item_get_child(OpaquePointer(item)) else { return }
  gtk_label_set_text(OpaquePointer(cell), index < values.count ? values[index] : "")
}
