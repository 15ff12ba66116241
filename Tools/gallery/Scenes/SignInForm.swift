// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK
import Foundation

/// A small sign-in form used as a custom view: it really takes an e-mail address and a
/// password, checks them, and fills the list on success.
@MainActor
final class SignInForm {
  private unowned let context: SceneContext
  let widget: UnsafeMutablePointer<GtkWidget>
  private let email: UnsafeMutablePointer<GtkWidget>
  private let password: UnsafeMutablePointer<GtkWidget>
  private let message: UnsafeMutablePointer<GtkWidget>

  init(_ context: SceneContext) {
    self.context = context
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)
    gtk_widget_add_css_class(widget, "gallery-form")
    gtk_widget_set_size_request(widget, 290, -1)
    let icon = gtk_image_new_from_icon_name("folder-remote-symbolic")!
    gtk_image_set_pixel_size(cast(icon), 64)
    gtk_widget_add_css_class(icon, "dim-label")
    let title = gtk_label_new("Sign in to Harbor")!
    gtk_widget_add_css_class(title, "gallery-form-title")
    let subtitle = gtk_label_new("Your files are waiting in the cloud.")!
    gtk_widget_add_css_class(subtitle, "dim-label")
    email = gtk_entry_new()
    gtk_entry_set_placeholder_text(cast(email), "E-mail address")
    gtk_entry_set_input_purpose(cast(email), GTK_INPUT_PURPOSE_EMAIL)
    password = gtk_password_entry_new()
    gtk_password_entry_set_show_peek_icon(cast(password), 1)
    let button = gtk_button_new_with_label("Sign In")!
    gtk_widget_add_css_class(button, "suggested-action")
    message = gtk_label_new("")
    gtk_widget_add_css_class(message, "gallery-form-message")
    gtk_label_set_wrap(cast(message), 1)
    gtk_label_set_justify(cast(message), GTK_JUSTIFY_CENTER)
    gtk_label_set_max_width_chars(cast(message), 34)
    gtk_widget_set_visible(message, 0)
    for child in [icon, title, subtitle, email, password, button, message] {
      gtk_box_append(cast(widget), child)
    }
    gtk_widget_set_margin_bottom(subtitle, 6)
    // What a screen reader reads: the fields by what they ask for, the icon not at all.
    GTKWidget.setAccessibilityLabel("E-mail address", of: email)
    GTKWidget.setAccessibilityLabel("Password", of: password)
    GTKWidget.setAccessibilityHidden(true, of: icon)
    setStringProperty(password, "placeholder-text", "Password")
    connectVoid(raw(button), "clicked") { [weak self] in self?.submit() }
    connectVoid(raw(password), "activate") { [weak self] in self?.submit() }
    connectVoid(raw(email), "activate") { [weak self] in
      guard let self else { return }
      _ = gtk_widget_grab_focus(self.password)
    }
  }

  private func text(_ editable: UnsafeMutablePointer<GtkWidget>) -> String {
    String(cString: gtk_editable_get_text(cast(editable)))
  }

  private func submit() {
    let address = text(email).trimmingCharacters(in: .whitespaces)
    let secret = text(password)
    let parts = address.split(separator: "@")
    gtk_widget_set_visible(message, 1)
    guard parts.count == 2, parts[1].contains("."), secret.count >= 4 else {
      gtk_label_set_markup(
        cast(message),
        "<span foreground='#c01c28'>Enter an e-mail address and a password of at least four "
          + "characters.</span>")
      return
    }
    let name = String(parts[0]).capitalized
    gtk_label_set_text(cast(message), "Welcome back, \(name). Loading your files…")
    _ = addTimeout(intervalMilliseconds: 700) { [weak self] in
      self?.context.setRows([
        "Boat survey.pdf|Shared with you · 2.4 MB", "Mooring fees 2026.ods|Edited yesterday",
        "Harbour wall photos|Folder · 38 items",
      ])
      return false
    }
  }
}
