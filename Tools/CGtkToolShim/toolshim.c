// EmptyDataSet · CGtkToolShim
// Licensed under the MIT licence; see LICENSE.
#include "CGtkToolShim.h"
#include <glib-unix.h>
#include <sys/eventfd.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

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

void cgtk_set_prefer_dark_theme(gboolean dark) {
  g_object_set(gtk_settings_get_default(), "gtk-application-prefer-dark-theme", dark, NULL);
}

void cgtk_set_theme_name(const char *name) {
  g_object_set(gtk_settings_get_default(), "gtk-theme-name", name, NULL);
}

void cgtk_set_animations_enabled(gboolean enabled) {
  g_object_set(gtk_settings_get_default(), "gtk-enable-animations", enabled, NULL);
}

unsigned long cgtk_surface_xid(GdkSurface *surface) {
#ifdef GDK_WINDOWING_X11
  if (surface && GDK_IS_X11_SURFACE(surface)) return gdk_x11_surface_get_xid(surface);
#endif
  (void)surface;
  return 0;
}
