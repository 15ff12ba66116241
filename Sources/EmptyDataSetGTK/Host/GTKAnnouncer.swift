// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkShim
import EmptyDataSetCore

/// Reports where keyboard focus is and carries out the core's accessibility announcements with
/// what GTK 4.8 has. GTK 4.8 has no announcement call (`gtk_accessible_announce` came in 4.14),
/// so each announcement is made with focus and accessible descriptions, which screen readers
/// present:
///
/// - ``AccessibilityAnnouncement/focusEmptyDataSet``: keyboard focus moves to the empty view's
///   first control (its button, or the first control of a custom view), else to the view itself.
///   A screen reader reads the newly focused widget: the button's name and description, or the
///   view's name (the title) and description.
/// - ``AccessibilityAnnouncement/announceContent``: focus stays where it is, and the focused
///   widget's accessible description becomes the announcement: the configuration's
///   `accessibilityAnnouncement` (the presets set it), else the title and description. AT-SPI
///   reports the change (`object:property-change:accessible-description`), and Orca speaks a new
///   description of the widget that has focus. When focus leaves that widget, or the empty data
///   set goes, the widget gets its own description back (its tooltip, GTK's source of
///   descriptions, or none). When the focused widget was inside the empty view and the change
///   of state removed it, focus moves to the view's first control instead.
/// - ``AccessibilityAnnouncement/returnFocusToList``: focus goes back to the list.
@MainActor
final class GTKAnnouncer {
  /// The app's widget whose description stands in for an announcement, while it does.
  private var described: GObjectWeakPointer?
  /// Its tooltip when it was described: what GTK 4.8 had made its description.
  private var describedTooltip: String?
  /// The widget with focus when it was described, and its `notify::has-focus` handler.
  private var focusWatch: (widget: GObjectWeakPointer, handler: gulong)?

  // MARK: - Where focus is

  /// Where focus is in `anchor`'s window, relative to the list (`list`: the widget it covers)
  /// and the empty view (`emptyView`: its outermost widget).
  static func focus(
    near anchor: UnsafeMutablePointer<GtkWidget>?, list: UnsafeMutablePointer<GtkWidget>?,
    emptyView: UnsafeMutablePointer<GtkWidget>?
  ) -> HostFocus {
    guard let focus = focusWidget(near: anchor) else { return .none }
    if let emptyView, contains(emptyView, focus) { return .inEmptyDataSet }
    if let list, contains(list, focus) { return .inList }
    if cgtk_is_text_input(raw(focus)) != 0 { return .inTextInput }
    return .elsewhere
  }

  /// The focus widget of `widget`'s window, or `nil`. A focus widget that has left the window
  /// (a row the list removed: GTK 4.8 keeps it as the focus until focus moves) counts as none.
  static func focusWidget(near widget: UnsafeMutablePointer<GtkWidget>?)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    guard let widget, let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
      gtk_widget_get_root(focus) == root
    else { return nil }
    return focus
  }

  private static func contains(
    _ ancestor: UnsafeMutablePointer<GtkWidget>, _ widget: UnsafeMutablePointer<GtkWidget>
  ) -> Bool {
    widget == ancestor || gtk_widget_is_ancestor(widget, ancestor) != 0
  }

  // MARK: - Announcing

  /// Carries out `announcement` for `view` over `list`; `text` is what to say when the content
  /// is announced (`nil`: the view's title and description).
  func carryOut(
    _ announcement: AccessibilityAnnouncement, view: GTKEmptyView?,
    list: UnsafeMutablePointer<GtkWidget>?, text: String?
  ) {
    switch announcement {
    case .focusEmptyDataSet:
      guard let view else { return }
      if let focus = Self.focusWidget(near: view.container), Self.contains(view.container, focus),
        gtk_widget_is_visible(focus) != 0
      {
        return  // already inside, on a widget that is still there
      }
      Self.moveFocus(into: view)
    case .announceContent:
      guard let view, let focus = Self.focusWidget(near: view.container) else { return }
      let said = text ?? GTKAccessibility.summary(of: view)
      if Self.contains(view.container, focus) {
        if gtk_widget_is_visible(focus) == 0 || focus == view.container {
          Self.moveFocus(into: view)
        } else {
          cgtk_accessible_set_description(focus, said)
        }
      } else {
        describe(focus, with: said)
      }
    case .returnFocusToList:
      restore()
      guard let list else { return }
      if gtk_widget_grab_focus(list) == 0 {
        _ = gtk_widget_child_focus(list, GTK_DIR_TAB_FORWARD)
      }
    }
  }

  /// Moves focus to the first control of `view`, else to the view itself.
  static func moveFocus(into view: GTKEmptyView) {
    if gtk_widget_child_focus(view.root, GTK_DIR_TAB_FORWARD) != 0 { return }
    gtk_widget_set_focusable(view.root, 1)
    _ = gtk_widget_grab_focus(view.root)
  }

  /// Gives the widget that stands for `focus` in the accessibility tree the description
  /// `summary` until focus leaves `focus`.
  private func describe(_ focus: UnsafeMutablePointer<GtkWidget>, with summary: String?) {
    restore()
    guard let summary, let owner = cgtk_accessible_focus_owner(focus) else { return }
    described = GObjectWeakPointer(raw(owner))
    describedTooltip = gtk_widget_get_tooltip_text(owner).map { String(cString: $0) }
    cgtk_accessible_set_description(owner, summary)
    let handler = connectNotify(raw(focus), property: "has-focus") { [weak self] in
      if gtk_widget_has_focus(focus) == 0 { self?.restore() }
    }
    focusWatch = (GObjectWeakPointer(raw(focus)), handler)
  }

  /// Gives the described widget its own description back. Idempotent.
  func restore() {
    if let (widget, handler) = focusWatch, let object = widget.object {
      g_signal_handler_disconnect(object, handler)
    }
    focusWatch?.widget.release()
    focusWatch = nil
    if let object = described?.object {
      cgtk_accessible_set_description(
        object.assumingMemoryBound(to: GtkWidget.self), describedTooltip)
    }
    described?.release()
    described = nil
    describedTooltip = nil
  }
}
