// EmptyDataSet · CGtkShim
// Licensed under the MIT licence; see LICENSE.
#define _GNU_SOURCE
#include "CGtkShim.h"
#include <glib-unix.h>
#include <sys/eventfd.h>
#include <sys/syscall.h>
#include <unistd.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

gboolean cgtk_is_main_thread(void) { return syscall(SYS_gettid) == getpid(); }

// libdispatch SPI, the same hook CoreFoundation's run loop uses.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *);

static gboolean drain_main_queue(gint fd, GIOCondition condition, gpointer data) {
  (void)condition;
  (void)data;
  eventfd_t value;
  eventfd_read(fd, &value);
  _dispatch_main_queue_callback_4CF(NULL);
  return G_SOURCE_CONTINUE;
}

guint cgtk_install_dispatch_main_queue_source(void) {
  return g_unix_fd_add(_dispatch_get_main_queue_handle_4CF(), G_IO_IN, drain_main_queue, NULL);
}

gboolean cgtk_is_widget(gpointer instance) { return instance && GTK_IS_WIDGET(instance); }
gboolean cgtk_is_list_view(gpointer instance) { return instance && GTK_IS_LIST_VIEW(instance); }
gboolean cgtk_is_grid_view(gpointer instance) { return instance && GTK_IS_GRID_VIEW(instance); }
gboolean cgtk_is_column_view(gpointer instance) {
  return instance && GTK_IS_COLUMN_VIEW(instance);
}
gboolean cgtk_is_scrolled_window(gpointer instance) {
  return instance && GTK_IS_SCROLLED_WINDOW(instance);
}
gboolean cgtk_is_overlay(gpointer instance) { return instance && GTK_IS_OVERLAY(instance); }
const char *cgtk_type_name(gpointer instance) {
  return instance ? G_OBJECT_TYPE_NAME(instance) : "(null)";
}

gboolean cgtk_wrap_in_overlay(GtkWidget *child, GtkWidget *overlay) {
  GtkWidget *parent = gtk_widget_get_parent(child);
  if (parent == NULL) return FALSE;
  g_object_ref(child);
  gboolean done = TRUE;
  if (GTK_IS_WINDOW(parent)) {
    gtk_window_set_child(GTK_WINDOW(parent), NULL);
    gtk_window_set_child(GTK_WINDOW(parent), overlay);
  } else if (GTK_IS_BOX(parent)) {
    GtkWidget *previous = gtk_widget_get_prev_sibling(child);
    gtk_box_remove(GTK_BOX(parent), child);
    gtk_box_insert_child_after(GTK_BOX(parent), overlay, previous);
  } else if (GTK_IS_OVERLAY(parent) && gtk_overlay_get_child(GTK_OVERLAY(parent)) == child) {
    gtk_overlay_set_child(GTK_OVERLAY(parent), NULL);
    gtk_overlay_set_child(GTK_OVERLAY(parent), overlay);
  } else if (GTK_IS_PANED(parent)) {
    if (gtk_paned_get_start_child(GTK_PANED(parent)) == child) {
      gtk_paned_set_start_child(GTK_PANED(parent), NULL);
      gtk_paned_set_start_child(GTK_PANED(parent), overlay);
    } else {
      gtk_paned_set_end_child(GTK_PANED(parent), NULL);
      gtk_paned_set_end_child(GTK_PANED(parent), overlay);
    }
  } else if (GTK_IS_FRAME(parent)) {
    gtk_frame_set_child(GTK_FRAME(parent), NULL);
    gtk_frame_set_child(GTK_FRAME(parent), overlay);
  } else if (GTK_IS_SCROLLED_WINDOW(parent)) {
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(parent), NULL);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(parent), overlay);
  } else if (GTK_IS_VIEWPORT(parent)) {
    gtk_viewport_set_child(GTK_VIEWPORT(parent), NULL);
    gtk_viewport_set_child(GTK_VIEWPORT(parent), overlay);
  } else if (GTK_IS_REVEALER(parent)) {
    gtk_revealer_set_child(GTK_REVEALER(parent), NULL);
    gtk_revealer_set_child(GTK_REVEALER(parent), overlay);
  } else if (GTK_IS_GRID(parent)) {
    int column, row, width, height;
    gtk_grid_query_child(GTK_GRID(parent), child, &column, &row, &width, &height);
    gtk_grid_remove(GTK_GRID(parent), child);
    gtk_grid_attach(GTK_GRID(parent), overlay, column, row, width, height);
  } else if (GTK_IS_CENTER_BOX(parent)) {
    GtkCenterBox *box = GTK_CENTER_BOX(parent);
    if (gtk_center_box_get_start_widget(box) == child) {
      gtk_center_box_set_start_widget(box, NULL);
      gtk_center_box_set_start_widget(box, overlay);
    } else if (gtk_center_box_get_center_widget(box) == child) {
      gtk_center_box_set_center_widget(box, NULL);
      gtk_center_box_set_center_widget(box, overlay);
    } else {
      gtk_center_box_set_end_widget(box, NULL);
      gtk_center_box_set_end_widget(box, overlay);
    }
  } else if (GTK_IS_STACK(parent)) {
    GtkStack *stack = GTK_STACK(parent);
    GtkStackPage *page = gtk_stack_get_page(stack, child);
    char *name = g_strdup(gtk_stack_page_get_name(page));
    char *title = g_strdup(gtk_stack_page_get_title(page));
    gboolean visible = gtk_stack_get_visible_child(stack) == child;
    gtk_stack_remove(stack, child);
    gtk_stack_add_titled(stack, overlay, name, title);
    if (visible) gtk_stack_set_visible_child(stack, overlay);
    g_free(name);
    g_free(title);
  } else {
    done = FALSE;
  }
  if (done) gtk_overlay_set_child(GTK_OVERLAY(overlay), child);
  g_object_unref(child);
  return done;
}

gulong cgtk_connect_void(gpointer instance, const char *signal, CGtkVoidHandler handler,
                         gpointer data, GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}
gulong cgtk_connect_notify(gpointer instance, const char *signal, CGtkNotifyHandler handler,
                           gpointer data, GClosureNotify destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}
gulong cgtk_connect_items_changed(gpointer model, CGtkItemsChangedHandler handler, gpointer data,
                                  GClosureNotify destroy) {
  return g_signal_connect_data(model, "items-changed", G_CALLBACK(handler), data, destroy, 0);
}
gulong cgtk_connect_state_flags(gpointer widget, CGtkStateFlagsHandler handler, gpointer data,
                                GClosureNotify destroy) {
  return g_signal_connect_data(widget, "state-flags-changed", G_CALLBACK(handler), data, destroy,
                               0);
}
gulong cgtk_connect_click(gpointer gesture, const char *signal, CGtkClickHandler handler,
                          gpointer data, GClosureNotify destroy) {
  return g_signal_connect_data(gesture, signal, G_CALLBACK(handler), data, destroy, 0);
}
gulong cgtk_connect_scroll(gpointer controller, CGtkScrollHandler handler, gpointer data,
                           GClosureNotify destroy) {
  return g_signal_connect_data(controller, "scroll", G_CALLBACK(handler), data, destroy, 0);
}
gulong cgtk_connect_child_position(gpointer overlay, CGtkChildPositionHandler handler,
                                   gpointer data, GClosureNotify destroy) {
  return g_signal_connect_data(overlay, "get-child-position", G_CALLBACK(handler), data, destroy,
                               0);
}
gulong cgtk_connect_motion(gpointer controller, const char *signal, CGtkMotionHandler handler,
                           gpointer data, GClosureNotify destroy) {
  return g_signal_connect_data(controller, signal, G_CALLBACK(handler), data, destroy, 0);
}

void cgtk_set_prefer_dark_theme(gboolean dark) {
  g_object_set(gtk_settings_get_default(), "gtk-application-prefer-dark-theme", dark, NULL);
}
void cgtk_set_theme_name(const char *name) {
  g_object_set(gtk_settings_get_default(), "gtk-theme-name", name, NULL);
}

unsigned long cgtk_surface_xid(GdkSurface *surface) {
#ifdef GDK_WINDOWING_X11
  if (surface && GDK_IS_X11_SURFACE(surface)) return gdk_x11_surface_get_xid(surface);
#endif
  (void)surface;
  return 0;
}

gboolean cgtk_animations_enabled(void) {
    GtkSettings *settings = gtk_settings_get_default();
    gboolean enabled = TRUE;
    if (settings != NULL) g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
    return enabled;
}
