// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkShim

/// What a screen reader reads for a widget of your own, such as the controls of a custom view.
/// GTK 4.8 reads an unlabelled entry, image or spinner by its type name ("GtkEntry"), and its
/// calls to set these are variadic C functions that Swift cannot call; these wrap them.
///
/// ```swift
/// let email = gtk_entry_new()!
/// gtk_box_append(form, email)
/// GTKWidget(email).setAccessibilityLabel("E-mail address")
/// GTKWidget(logo).setAccessibilityHidden(true)  // decorative
/// ```
extension GTKWidget {
  /// Sets the name a screen reader reads for the widget (GTK's accessible label); `nil` gives
  /// the widget back the name GTK derives for it. Widgets have no label of their own by default.
  @MainActor
  public func setAccessibilityLabel(_ label: String?) {
    cgtk_accessible_set_label(pointer, label)
  }

  /// Sets the description a screen reader reads after the name (GTK's accessible description);
  /// `nil` removes it. Widgets have no description by default (a tooltip becomes one).
  @MainActor
  public func setAccessibilityDescription(_ description: String?) {
    cgtk_accessible_set_description(pointer, description)
  }

  /// Hides the widget, and everything inside it, from assistive technology (for a decorative
  /// image), or shows it again. Widgets are shown by default.
  @MainActor
  public func setAccessibilityHidden(_ hidden: Bool) {
    cgtk_accessible_set_hidden(pointer, hidden ? 1 : 0)
  }
}
