// EmptyDataSet · GTKToolSupport
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK

extension TextContrast {
  /// The contrast of the text `label` draws in `window` (both mapped): `window` rendered as it
  /// is (`withText`, rendered here when not given) and again with `label` transparent, compared
  /// inside the label's bounds.
  @MainActor
  package static func measure(
    _ label: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>,
    withText given: RGBAPixels? = nil
  ) -> TextContrast {
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(label, window, &bounds) != 0,
      let withText = given ?? OffscreenRenderer.pixels(window, frames: 3)
    else { return .none }
    let opacity = gtk_widget_get_opacity(label)
    gtk_widget_set_opacity(label, 0)
    let withoutText = OffscreenRenderer.pixels(window, frames: 3)
    gtk_widget_set_opacity(label, opacity)
    MainLoop.waitForFrames(window, 2)
    guard let withoutText else { return .none }
    return measure(
      withText: withText, withoutText: withoutText,
      x: Int(bounds.origin.x.rounded(.down)), y: Int(bounds.origin.y.rounded(.down)),
      width: Int(bounds.size.width.rounded(.up)) + 1,
      height: Int(bounds.size.height.rounded(.up)) + 1)
  }

  /// The label that draws `element` (`title`, `description`, or `button`: the label inside the
  /// button) in the empty view `root`, found by the widget names the view gives its elements
  /// (`<prefix>.title`, …); `nil` when it is not shown.
  @MainActor
  package static func label(_ element: String, inEmptyView root: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    let wanted = String(cString: gtk_widget_get_name(root)) + "." + element
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
      if String(cString: gtk_widget_get_name(widget)) == wanted, gtk_widget_get_visible(widget) != 0
      {
        guard element == "button" || element == "secondaryButton" else { return widget }
        // The button's child is its title label, or a box that ends with it.
        let child = gtk_button_get_child(cast(widget))
        let label = child.flatMap { gtk_widget_get_last_child($0) } ?? child
        return label.flatMap { gtk_widget_get_visible($0) != 0 ? $0 : nil }
      }
      child = gtk_widget_get_next_sibling(widget)
    }
    return nil
  }
}
