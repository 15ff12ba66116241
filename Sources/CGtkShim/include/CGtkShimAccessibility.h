// EmptyDataSet · CGtkShim
// Licensed under the MIT licence; see LICENSE.
// GtkAccessible calls for the accessibility layer, and g_object_new with a construct-only
// property: they are variadic in C, so Swift cannot call them.
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
