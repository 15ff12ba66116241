// EmptyDataSet · CGtkShim
// Licensed under the MIT licence; see LICENSE.
#include "CGtkShim.h"

void cgtk_accessible_set_label(GtkWidget *widget, const char *label) {
  if (label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                   -1);
  } else {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
  }
}

void cgtk_accessible_set_description(GtkWidget *widget, const char *description) {
  if (description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                   description, -1);
  } else {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  }
}

void cgtk_accessible_set_level(GtkWidget *widget, int level) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
}

void cgtk_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

void cgtk_accessible_set_busy(GtkWidget *widget, gboolean busy) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_BUSY, busy, -1);
}

GtkWidget *cgtk_widget_new_with_role(GType type, GtkAccessibleRole role) {
  return g_object_new(type, "accessible-role", role, NULL);
}
