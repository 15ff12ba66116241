// EmptyDataSet · CGtkShim
// Licensed under the MIT licence; see LICENSE.
// GtkAccessible calls for the accessibility layer (they are variadic in C, so Swift cannot call
// them), and the focus and key helpers of the keyboard layer.
#pragma once
#include <gtk/gtk.h>

// MARK: - Accessible properties and states (GTK 4.8: no getters, so callers keep what they set)

/// Sets the accessible label (the name assistive technology reads); NULL resets it, and GTK
/// then derives the name as it does for any widget.
void cgtk_accessible_set_label(GtkWidget *widget, const char *label);
/// Sets the accessible description; NULL resets it.
void cgtk_accessible_set_description(GtkWidget *widget, const char *description);
/// Sets GTK_ACCESSIBLE_PROPERTY_LEVEL (a heading's level).
void cgtk_accessible_set_level(GtkWidget *widget, int level);
/// Sets GTK_ACCESSIBLE_STATE_HIDDEN: a hidden widget (and what is inside it) is left out of the
/// accessibility tree.
void cgtk_accessible_set_hidden(GtkWidget *widget, gboolean hidden);
/// Sets GTK_ACCESSIBLE_STATE_BUSY (the widget's content is being loaded).
void cgtk_accessible_set_busy(GtkWidget *widget, gboolean busy);
/// A new widget of `type` with the construct-only `accessible-role` property set to `role`.
GtkWidget *cgtk_widget_new_with_role(GType type, GtkAccessibleRole role);

// MARK: - Focus and keys

/// TRUE for a widget the user types into: a GtkEditable (GtkText, GtkEntry, GtkSearchEntry,
/// GtkPasswordEntry, GtkSpinButton, GtkEditableLabel) or a GtkTextView.
gboolean cgtk_is_text_input(gpointer instance);
/// The widget that stands for `focus` in the accessibility tree: the entry around a GtkText
/// that is an editable's delegate (GTK 4.8 exposes the entry, not its text), else `focus`.
GtkWidget *cgtk_accessible_focus_owner(GtkWidget *focus);
/// TRUE for a key that scrolls or moves through a list: the arrows, Page Up/Down, Home and End,
/// on the main keyboard or the keypad, with any modifiers.
gboolean cgtk_is_navigation_key(guint keyval);

typedef gboolean (*CGtkKeyHandler)(gpointer controller, guint keyval, guint keycode,
                                   GdkModifierType state, gpointer data);
/// Connects GtkEventControllerKey::key-pressed; the handler returns TRUE to stop the key.
gulong cgtk_connect_key_pressed(gpointer controller, CGtkKeyHandler handler, gpointer data,
                                GClosureNotify destroy);
