// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
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
/// - Each button (the button, the secondary button) is named by its `accessibilityLabel`, else
///   by its title as drawn (the disabled title while disabled); an image-only button by its
///   normal title, which is not drawn (images win over titles). It is described by its
///   `accessibilityHint`, else by the description, so that focusing it says what it is about.
/// - With no control inside (no button, no custom view), the view itself takes keyboard focus,
///   so that focus can move to it when it appears and a screen reader reads it. The scrolled
///   window around it takes none, and its scrollbars are hidden from assistive technology.
@MainActor
enum GTKAccessibility {
  /// Exposes `configuration` as shown in `view`; call after the widgets show it.
  static func apply(_ configuration: GTKEmptyDataSetConfiguration, to view: GTKEmptyView) {
    let standard = configuration.customView == nil
    let description = view.message.shownText
    view.summary = summary(of: view)
    view.root.setAccessibleLabel(view.title.shownText)
    view.root.setAccessibleDescription(description)
    view.root.setAccessibleBusy(standard && configuration.showsActivityIndicator)
    describeImage(
      in: view.image.widget, label: standard ? configuration.imageAccessibilityLabel : nil)
    describe(view.button, showing: configuration.button, description: description)
    if let secondary = view.secondaryButton {
      describe(secondary, showing: configuration.secondaryButton, description: description)
    }
    let hasControls = !standard || view.button.isShown || view.secondaryButton?.isShown == true
    view.root.setFocusable(!hasControls)
    // The scrolled window around the content is a detail: it takes no focus of its own (keys
    // scroll it from any focused widget inside), and its scrollbars are not read out.
    view.container.widget.setFocusable(false)
    view.container.verticalScrollbar?.setAccessibleHidden(true)
    view.container.horizontalScrollbar?.setAccessibleHidden(true)
  }

  /// Names and describes `widget`, which shows `button`; `description` is the view's.
  private static func describe(
    _ widget: GTKEmptyButton, showing button: EmptyDataSetButton<GTKPlatform>,
    description: String?
  ) {
    let title = button.titles.resolved(for: button.isDisabled ? .disabled : .normal)
    widget.widget.setAccessibleLabel(button.accessibilityLabel ?? title.map(\.string))
    widget.widget.setAccessibleDescription(button.accessibilityHint ?? description)
    GTKContrastStyle.apply(to: widget.widget)
    // What the button draws (its title label, its image) is in its name: not read twice.
    widget.widget.firstChild?.setAccessibleHidden(true)
  }

  /// Shows the widgets of an image slot to assistive technology, named `label`, or hides the
  /// slot from it when `label` is `nil` (a decorative image). Every child of `slot` gets the
  /// label, whatever it is: a `GtkImage`, a `GtkPicture`, a `GtkSpinner`.
  static func describeImage(in slot: Widget, label: String?) {
    slot.setAccessibleHidden(label == nil)
    var child = slot.firstChild
    while let widget = child {
      widget.setAccessibleLabel(label)
      child = widget.nextSibling
    }
  }

  /// What is said when the content is announced and the configuration gives no
  /// `accessibilityAnnouncement`: the title and the description as drawn, on two lines (a
  /// screen reader pauses between them, whatever the language's punctuation), as the presets'
  /// announcements are written. Kept on the view (``GTKEmptyView/summary``) when it changes.
  private static func summary(of view: GTKEmptyView) -> String? {
    let parts = [view.title.shownText, view.message.shownText].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: "\n")
  }
}
