// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

/// What a screen reader reads for a widget of your own, such as the controls of a custom view.
/// GTK 4.8 reads an unlabelled entry, image or spinner by its type name ("GtkEntry"), and its
/// calls to set these are variadic C functions that Swift cannot call; these wrap them. They
/// take the widget as a pointer and leave its references alone, so a new (floating) widget can
/// be labelled before it is packed.
///
/// ```swift
/// let email = gtk_entry_new()!
/// GTKWidget.setAccessibilityLabel("E-mail address", of: email)
/// GTKWidget.setAccessibilityHidden(true, of: logo)  // decorative
/// ```
extension GTKWidget {
  /// Sets the name a screen reader reads for `widget` (GTK's accessible label); `nil` gives the
  /// widget back the name GTK derives for it. Widgets have no label of their own by default.
  @MainActor
  public static func setAccessibilityLabel(
    _ label: String?, of widget: UnsafeMutablePointer<GtkWidget>
  ) {
    Widget(widget).setAccessibleLabel(label)
  }

  /// Sets the description a screen reader reads after the name of `widget` (GTK's accessible
  /// description); `nil` removes it. Widgets have no description by default (a tooltip becomes
  /// one).
  @MainActor
  public static func setAccessibilityDescription(
    _ description: String?, of widget: UnsafeMutablePointer<GtkWidget>
  ) {
    Widget(widget).setAccessibleDescription(description)
  }

  /// Hides `widget`, and everything inside it, from assistive technology (for a decorative
  /// image), or shows it again. Widgets are shown by default.
  @MainActor
  public static func setAccessibilityHidden(
    _ hidden: Bool, of widget: UnsafeMutablePointer<GtkWidget>
  ) {
    Widget(widget).setAccessibleHidden(hidden)
  }
}
