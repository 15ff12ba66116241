// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import Foundation

/// The empty view's `GtkButton`: a suggested-action button whose title, image and background
/// image follow its state (normal, highlighted on hover or press, disabled, selected).
@MainActor
final class GTKEmptyButton {
  /// The `GtkButton`.
  let widget: UnsafeMutablePointer<GtkWidget>
  private let label: UnsafeMutablePointer<GtkWidget>
  private let image = GTKImageSlot(role: "button image")
  private var content = EmptyDataSetButton<GTKPlatform>()
  private let background = GTKStyleSheet()
  private var shownState: ControlState?
  private let onContentChange: @MainActor () -> Void

  /// Creates a hidden button; `onClick` runs on `clicked`, `onContentChange` when a state change
  /// changed what it shows (so that it is measured again).
  init(
    onClick: @escaping @MainActor () -> Void,
    onContentChange: @escaping @MainActor () -> Void
  ) {
    self.onContentChange = onContentChange
    widget = gtk_button_new()
    gtk_widget_add_css_class(widget, "suggested-action")
    gtk_widget_add_css_class(widget, "pill")
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
    label = gtk_label_new(nil)
    gtk_label_set_wrap(cast(label), 1)
    gtk_label_set_justify(cast(label), GTK_JUSTIFY_CENTER)
    gtk_box_append(cast(box), image.widget)
    gtk_box_append(cast(box), label)
    gtk_button_set_child(cast(widget), box)
    gtk_widget_set_visible(widget, 0)
    connectVoid(raw(widget), "clicked", onClick)
    connectStateFlagsChanged(raw(widget)) { [weak self] in self?.refresh() }
  }

  /// True when the button is shown.
  var isShown: Bool { gtk_widget_get_visible(widget) != 0 }

  /// The state GTK's flags map to: disabled, then highlighted (hover or pressed), then selected.
  var state: ControlState {
    let flags = gtk_widget_get_state_flags(widget).rawValue
    if flags & GTK_STATE_FLAG_INSENSITIVE.rawValue != 0 { return .disabled }
    if flags & (GTK_STATE_FLAG_ACTIVE.rawValue | GTK_STATE_FLAG_PRELIGHT.rawValue) != 0 {
      return .highlighted
    }
    if flags & (GTK_STATE_FLAG_CHECKED.rawValue | GTK_STATE_FLAG_SELECTED.rawValue) != 0 {
      return .selected
    }
    return .normal
  }

  /// Shows `button`'s content for the current state.
  func apply(_ button: EmptyDataSetButton<GTKPlatform>) {
    content = button
    shownState = nil
    gtk_widget_set_sensitive(widget, button.isDisabled ? 0 : 1)
    applyBackgrounds(button.backgroundImages)
    refresh()
    gtk_widget_set_visible(widget, button.isVisible ? 1 : 0)
  }

  private func refresh() {
    let current = state
    guard current != shownState else { return }
    let isFirst = shownState == nil
    shownState = current
    if content.showsImage {
      image.show(content.images.resolved(for: current))
      gtk_widget_set_visible(label, 0)
    } else {
      image.show(nil)
      GTKTextApplying.apply(content.titles.resolved(for: current), to: label, role: "button title")
    }
    if !isFirst { onContentChange() }
  }

  private func applyBackgrounds(_ images: ControlStateValues<GTKImage>) {
    var css = ""
    let selectors: [(ControlState, String)] = [
      (.normal, "button"), (.highlighted, "button:hover, button:active"),
      (.disabled, "button:disabled"), (.selected, "button:checked"),
    ]
    for (state, selector) in selectors {
      guard let image = images[state], let value = Self.cssImage(image) else { continue }
      css += "\(selector) { background-image: \(value); background-size: 100% 100%; "
      css += "background-repeat: no-repeat; background-color: transparent; }\n"
    }
    background.apply(css, to: widget)
  }

  /// A CSS image for a background: a file URL or a themed icon; paintables have no CSS form.
  private static func cssImage(_ image: GTKImage) -> String? {
    switch image {
    case .file(let path):
      let escaped = path.replacingOccurrences(of: "\"", with: "%22")
      return "url(\"file://\(escaped)\")"
    case .icon(let name, _):
      return "-gtk-icontheme(\"\(name.replacingOccurrences(of: "\"", with: ""))\")"
    case .paintable:
      EmptyDataSetDiagnostics.report(
        .warning,
        "A GdkPaintable cannot be a button background image (GTK draws backgrounds from CSS); "
          + "use .file or .icon. The theme's background is used.")
      return nil
    }
  }
}
