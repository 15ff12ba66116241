// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkShim
import EmptyDataSetCore

/// What the empty view exposes to assistive technology, through GTK 4.8's accessibility API
/// (AT-SPI on Linux, read by Orca). Applied after every change of content.
///
/// - The view (a `GtkBox`: role group, which AT-SPI calls a panel) is named by the title and
///   described by the description. While the activity indicator shows, it is busy.
/// - The title is a heading of level 1; the description is a label.
/// - The image is decorative and hidden from assistive technology, unless the configuration
///   gives `imageAccessibilityLabel`: then whatever widget is in the image slot (an icon, a
///   picture, the activity indicator) is shown to it, named by that label.
/// - The button is named by its title as drawn (the disabled title while disabled); an
///   image-only button by its normal title, which is not drawn (images win over titles). It is
///   described by the description, so that focusing it says what it is about.
/// - With no control inside (no button, no custom view), the view itself takes keyboard focus,
///   so that focus can move to it when it appears and a screen reader reads it. The scrolled
///   window around it takes none, and its scrollbars are hidden from assistive technology.
@MainActor
enum GTKAccessibility {
  /// Exposes `configuration` as shown in `view`; call after the widgets show it.
  static func apply(_ configuration: GTKEmptyDataSetConfiguration, to view: GTKEmptyView) {
    let standard = configuration.customView == nil
    let title = text(of: view.title)
    let description = text(of: view.description)
    cgtk_accessible_set_label(view.root, title)
    cgtk_accessible_set_description(view.root, description)
    cgtk_accessible_set_busy(view.root, standard && configuration.showsActivityIndicator ? 1 : 0)
    describeImage(
      in: view.image.widget, label: standard ? configuration.imageAccessibilityLabel : nil)
    let button = configuration.button
    let buttonTitle = button.titles.resolved(for: button.isDisabled ? .disabled : .normal)
    cgtk_accessible_set_label(view.button.widget, buttonTitle.map(\.string))
    cgtk_accessible_set_description(view.button.widget, description)
    GTKContrastStyle.apply(to: view.button.widget)
    // What the button draws (its title label, its image) is in its name: not read twice.
    if let content = gtk_button_get_child(cast(view.button.widget)) {
      cgtk_accessible_set_hidden(content, 1)
    }
    let hasControls = !standard || view.button.isShown
    gtk_widget_set_focusable(view.root, hasControls ? 0 : 1)
    // The scrolled window around the content is a detail: it takes no focus of its own (keys
    // scroll it from any focused widget inside), and its scrollbars are not read out.
    gtk_widget_set_focusable(view.container, 0)
    for bar in [
      gtk_scrolled_window_get_vscrollbar(cast(view.container)),
      gtk_scrolled_window_get_hscrollbar(cast(view.container)),
    ] {
      if let bar { cgtk_accessible_set_hidden(bar, 1) }
    }
  }

  /// Shows the widgets of an image slot to assistive technology, named `label`, or hides the
  /// slot from it when `label` is `nil` (a decorative image). Every child of `slot` gets the
  /// label, whatever it is: a `GtkImage`, a `GtkPicture`, a `GtkSpinner`.
  static func describeImage(in slot: UnsafeMutablePointer<GtkWidget>, label: String?) {
    cgtk_accessible_set_hidden(slot, label == nil ? 1 : 0)
    var child = gtk_widget_get_first_child(slot)
    while let widget = child {
      cgtk_accessible_set_label(widget, label)
      child = gtk_widget_get_next_sibling(widget)
    }
  }

  /// A new `GtkLabel` with `role` (construct-only in GTK 4.8): a heading of level 1 for the
  /// title, a label for the description.
  static func makeLabel(role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget> {
    let label = cgtk_widget_new_with_role(gtk_label_get_type(), role)!
    if role == GTK_ACCESSIBLE_ROLE_HEADING { cgtk_accessible_set_level(label, 1) }
    return label
  }

  /// What is said when the content is announced and the configuration gives no
  /// `accessibilityAnnouncement`: the title and the description as drawn, on two lines (a
  /// screen reader pauses between them, whatever the language's punctuation), as the presets'
  /// announcements are written.
  static func summary(of view: GTKEmptyView) -> String? {
    let parts = [text(of: view.title), text(of: view.description)].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: "\n")
  }

  /// The text of a label as drawn (markup removed), or `nil` when it is hidden or empty.
  private static func text(of label: UnsafeMutablePointer<GtkWidget>) -> String? {
    guard gtk_widget_get_visible(label) != 0, let text = gtk_label_get_text(cast(label)) else {
      return nil
    }
    let string = String(cString: text)
    return string.isEmpty ? nil : string
  }
}
