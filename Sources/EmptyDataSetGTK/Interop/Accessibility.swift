// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkShim

// GTK's accessibility, focus and key calls as methods of the handles. GtkAccessible's setters
// are variadic C functions (CGtkShim wraps them); the rest is Swift.

@MainActor
extension Widget {
  /// Sets the accessible label (the name assistive technology reads); `nil` resets it, and GTK
  /// then derives the name as it does for any widget.
  func setAccessibleLabel(_ label: String?) { cgtk_accessible_set_label(pointer, label) }

  /// Sets the accessible description; `nil` resets it.
  func setAccessibleDescription(_ description: String?) {
    cgtk_accessible_set_description(pointer, description)
  }

  /// Sets a heading's level.
  func setAccessibleLevel(_ level: Int) { cgtk_accessible_set_level(pointer, Int32(level)) }

  /// Leaves the widget (and what is inside it) out of the accessibility tree, or puts it back.
  func setAccessibleHidden(_ hidden: Bool) { cgtk_accessible_set_hidden(pointer, hidden ? 1 : 0) }

  /// Marks the widget's content as being loaded.
  func setAccessibleBusy(_ busy: Bool) { cgtk_accessible_set_busy(pointer, busy ? 1 : 0) }

  /// Whether the widget takes keyboard focus itself.
  func setFocusable(_ focusable: Bool) { gtk_widget_set_focusable(pointer, focusable ? 1 : 0) }

  /// True while the widget has keyboard focus.
  var hasFocus: Bool { gtk_widget_has_focus(pointer) != 0 }

  /// True when the widget and all its ancestors are visible (it can be drawn).
  var isDrawable: Bool { gtk_widget_is_visible(pointer) != 0 }

  /// True when the widget is `other` or inside it.
  func isInside(_ other: Widget) -> Bool {
    self == other || gtk_widget_is_ancestor(pointer, other.pointer) != 0
  }

  /// Gives the widget keyboard focus; false when it cannot take it.
  @discardableResult
  func grabFocus() -> Bool { gtk_widget_grab_focus(pointer) != 0 }

  /// Moves focus to the first widget inside that takes it (Tab order); false when none does.
  @discardableResult
  func focusFirstChild() -> Bool { gtk_widget_child_focus(pointer, GTK_DIR_TAB_FORWARD) != 0 }

  /// The tooltip text (GTK 4.8 makes it the accessible description), if any.
  var tooltipText: String? { gtk_widget_get_tooltip_text(pointer).map { String(cString: $0) } }

  /// The focus widget of this widget's window, or `nil`. A focus widget that has left the
  /// window (a row the list removed: GTK 4.8 keeps it as the focus until focus moves) counts as
  /// none.
  var windowFocus: Widget? {
    guard let root = gtk_widget_get_root(pointer), let focus = gtk_root_get_focus(root),
      gtk_widget_get_root(focus) == root
    else { return nil }
    return Widget(focus)
  }

  /// True for a widget the user types into: a `GtkEditable` (`GtkText`, `GtkEntry`,
  /// `GtkSearchEntry`, `GtkPasswordEntry`, `GtkSpinButton`, `GtkEditableLabel`) or a
  /// `GtkTextView`.
  var isTextInput: Bool {
    isInstance(of: gtk_editable_get_type()) || isInstance(of: gtk_text_view_get_type())
  }

  /// The widget that stands for this focus widget in the accessibility tree: the entry around
  /// a `GtkText` that is an editable's delegate (GTK 4.8 exposes the entry, not its text),
  /// else itself.
  var accessibleFocusOwner: Widget {
    guard isInstance(of: gtk_text_get_type()), let parent,
      parent.isInstance(of: gtk_editable_get_type()),
      gtk_editable_get_delegate(parent.opaque) == opaque
    else { return self }
    return parent
  }
}

extension EventController {
  /// A key controller.
  @MainActor static func key() -> EventController {
    EventController(pointer: gtk_event_controller_key_new())
  }

  /// A key controller's `key-pressed`: the handler gets the key value and returns true to stop
  /// the key.
  @MainActor func onKeyPressed(_ handler: @escaping @MainActor (UInt32) -> Bool) {
    connectKeyPressed(raw(pointer), handler)
  }
}

/// True for a key that scrolls or moves through a list: the arrows, Page Up/Down, Home and
/// End, on the main keyboard or the keypad.
func isNavigationKey(_ keyval: UInt32) -> Bool {
  let keys: [Int32] = [
    GDK_KEY_Up, GDK_KEY_Down, GDK_KEY_Left, GDK_KEY_Right, GDK_KEY_Page_Up, GDK_KEY_Page_Down,
    GDK_KEY_Home, GDK_KEY_End, GDK_KEY_KP_Up, GDK_KEY_KP_Down, GDK_KEY_KP_Left, GDK_KEY_KP_Right,
    GDK_KEY_KP_Page_Up, GDK_KEY_KP_Page_Down, GDK_KEY_KP_Home, GDK_KEY_KP_End, GDK_KEY_KP_Begin,
  ]
  return keys.contains(Int32(bitPattern: keyval))
}
