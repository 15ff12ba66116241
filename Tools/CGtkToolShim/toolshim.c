// EmptyDataSet · CGtkToolShim
// Licensed under the MIT licence; see LICENSE.
#include "CGtkToolShim.h"
#include <glib-unix.h>
#include <sys/eventfd.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

// libdispatch SPI for a run loop that owns the main thread.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *);

static unsigned app_drain_runs = 0;
static unsigned app_drain_empty_reads = 0;

static gboolean app_drain(gint fd, GIOCondition condition, gpointer data) {
  (void)condition;
  (void)data;
  app_drain_runs += 1;
  eventfd_t value;
  if (eventfd_read(fd, &value) != 0) app_drain_empty_reads += 1;
  _dispatch_main_queue_callback_4CF(NULL);
  return G_SOURCE_CONTINUE;
}

guint cgtk_check_add_app_main_queue_drain(void) {
  return g_unix_fd_add(_dispatch_get_main_queue_handle_4CF(), G_IO_IN, app_drain, NULL);
}

unsigned cgtk_check_app_main_queue_drain_runs(void) { return app_drain_runs; }

unsigned cgtk_check_app_main_queue_drain_empty_reads(void) { return app_drain_empty_reads; }

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

typedef struct {
  GtkStack *stack;
  GtkWidget *content;
  GtkWidget *empty;
} PeerStackSwitch;

static void peer_items_changed(GListModel *model, guint position, guint removed, guint added,
                               gpointer data) {
  (void)position;
  (void)removed;
  (void)added;
  PeerStackSwitch *peer = data;
  gtk_stack_set_visible_child(peer->stack,
                              g_list_model_get_n_items(model) == 0 ? peer->empty : peer->content);
}

static void peer_free(gpointer data, GClosure *closure) {
  (void)closure;
  g_free(data);
}

gulong cgtk_peer_connect_stack_switch(GListModel *model, GtkStack *stack, GtkWidget *content,
                                      GtkWidget *empty) {
  PeerStackSwitch *peer = g_new(PeerStackSwitch, 1);
  peer->stack = stack;
  peer->content = content;
  peer->empty = empty;
  return g_signal_connect_data(model, "items-changed", G_CALLBACK(peer_items_changed), peer,
                               peer_free, 0);
}

static unsigned toolkit_warnings;

static GLogWriterOutput count_toolkit_warnings(GLogLevelFlags level, const GLogField *fields,
                                               gsize count, gpointer data) {
  (void)data;
  if (level & (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL)) toolkit_warnings++;
  return g_log_writer_default(level, fields, count, NULL);
}

void cgtk_check_count_toolkit_warnings(void) {
  g_log_set_writer_func(count_toolkit_warnings, NULL, NULL);
}

unsigned cgtk_check_toolkit_warnings(void) { return toolkit_warnings; }
