// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore

/// A box that shows a ``GTKImage``: a `GtkImage` for icon names, a `GtkPicture` for files and
/// paintables. An image that cannot be found draws nothing and reports a warning.
@MainActor
final class GTKImageSlot {
  /// The box to place; it is hidden when there is nothing to show.
  let widget: UnsafeMutablePointer<GtkWidget>
  private var inner: UnsafeMutablePointer<GtkWidget>?
  private var innerIsIcon = false
  private var shownImage: GTKImage?
  private let style = GTKStyleSheet()
  private var styleSheet = ""
  private var classes: Set<String> = []
  private let role: String

  /// Creates an empty slot; `role` names it in warnings ("image", "button image").
  init(role: String) {
    self.role = role
    widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
    gtk_widget_set_visible(widget, 0)
  }

  /// The icon or picture widget inside, while there is one.
  var content: UnsafeMutablePointer<GtkWidget>? { inner }

  /// True when an image is shown.
  var isShown: Bool { gtk_widget_get_visible(widget) != 0 }

  /// Shows `image`, or nothing when it is `nil` or cannot be loaded.
  func show(_ image: GTKImage?) {
    guard image != shownImage || image == nil else { return }
    shownImage = image
    guard let image else {
      gtk_widget_set_visible(widget, 0)
      return
    }
    switch image {
    case .icon(let name, let size):
      let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(widget))
      guard gtk_icon_theme_has_icon(theme, name) != 0 else {
        EmptyDataSetDiagnostics.report(
          .warning, "The \(role) icon \"\(name)\" is not in the icon theme; nothing is drawn.")
        gtk_widget_set_visible(widget, 0)
        return
      }
      let icon = makeInner(icon: true)
      gtk_image_set_from_icon_name(cast(icon), name)
      gtk_image_set_pixel_size(cast(icon), Int32(max(1, min(size, 4096))))
    case .file(let path):
      var error: UnsafeMutablePointer<GError>?
      guard let texture = gdk_texture_new_from_filename(path, &error) else {
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        if let error { g_error_free(error) }
        EmptyDataSetDiagnostics.report(
          .warning,
          "The \(role) file \"\(path)\" could not be loaded (\(reason)); nothing is drawn.")
        gtk_widget_set_visible(widget, 0)
        return
      }
      let picture = makeInner(icon: false)
      gtk_picture_set_paintable(cast(picture), texture)
      g_object_unref(raw(texture))
    case .paintable(let paintable):
      let picture = makeInner(icon: false)
      gtk_picture_set_paintable(cast(picture), paintable.pointer)
    }
    gtk_widget_set_visible(widget, 1)
  }

  /// Applies a style sheet to the image widget (tint, animation); kept across image changes.
  func setStyle(_ css: String) {
    guard css != styleSheet else { return }
    styleSheet = css
    if let inner { installStyle(on: inner) }
  }

  /// Adds or removes a CSS class on the image widget (kept when the widget is replaced).
  func setClass(_ name: String, _ on: Bool) {
    if on {
      classes.insert(name)
    } else {
      classes.remove(name)
    }
    guard let inner else { return }
    if on {
      gtk_widget_add_css_class(inner, name)
    } else {
      gtk_widget_remove_css_class(inner, name)
    }
  }

  private func makeInner(icon: Bool) -> UnsafeMutablePointer<GtkWidget> {
    if let inner, innerIsIcon == icon { return inner }
    if let inner {
      style.remove()  // before the widget and its style context go
      gtk_box_remove(cast(widget), inner)
    }
    let created: UnsafeMutablePointer<GtkWidget>
    if icon {
      created = gtk_image_new()
    } else {
      created = gtk_picture_new()
      gtk_picture_set_can_shrink(cast(created), 1)
      gtk_picture_set_content_fit(cast(created), GTK_CONTENT_FIT_CONTAIN)
    }
    gtk_widget_set_hexpand(created, 1)
    gtk_widget_set_vexpand(created, 1)
    gtk_box_append(cast(widget), created)
    inner = created
    innerIsIcon = icon
    for name in classes { gtk_widget_add_css_class(created, name) }
    installStyle(on: created)
    return created
  }

  private func installStyle(on target: UnsafeMutablePointer<GtkWidget>) {
    style.apply(styleSheet, to: target)
  }
}
