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

gboolean cgtk_is_text_input(gpointer instance) {
  return instance && (GTK_IS_EDITABLE(instance) || GTK_IS_TEXT_VIEW(instance));
}

GtkWidget *cgtk_accessible_focus_owner(GtkWidget *focus) {
  GtkWidget *parent = focus ? gtk_widget_get_parent(focus) : NULL;
  if (GTK_IS_TEXT(focus) && parent && GTK_IS_EDITABLE(parent) &&
      gtk_editable_get_delegate(GTK_EDITABLE(parent)) == GTK_EDITABLE(focus)) {
    return parent;
  }
  return focus;
}

gboolean cgtk_is_navigation_key(guint keyval) {
  switch (keyval) {
  case GDK_KEY_Up:
  case GDK_KEY_Down:
  case GDK_KEY_Left:
  case GDK_KEY_Right:
  case GDK_KEY_Page_Up:
  case GDK_KEY_Page_Down:
  case GDK_KEY_Home:
  case GDK_KEY_End:
  case GDK_KEY_KP_Up:
  case GDK_KEY_KP_Down:
  case GDK_KEY_KP_Left:
  case GDK_KEY_KP_Right:
  case GDK_KEY_KP_Page_Up:
  case GDK_KEY_KP_Page_Down:
  case GDK_KEY_KP_Home:
  case GDK_KEY_KP_End:
  case GDK_KEY_KP_Begin:
    return TRUE;
  default:
    return FALSE;
  }
}

gulong cgtk_connect_key_pressed(gpointer controller, CGtkKeyHandler handler, gpointer data,
                                GClosureNotify destroy) {
  return g_signal_connect_data(controller, "key-pressed", G_CALLBACK(handler), data, destroy, 0);
}
