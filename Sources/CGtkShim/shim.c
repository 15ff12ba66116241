// EmptyDataSet · CGtkShim
// Licensed under the MIT licence; see LICENSE.
#define _GNU_SOURCE
#include "CGtkShim.h"
#include <sys/syscall.h>
#include <unistd.h>

gboolean cgtk_is_main_thread(void) { return syscall(SYS_gettid) == getpid(); }

// The setting is read on every show and hide; g_object_get looks the property up by name each
// time, so the value is kept and refreshed by the setting's own notification.
static gpointer watched_settings = NULL;
static gboolean animations_enabled = TRUE;

static void read_animations_enabled(GObject *settings, GParamSpec *pspec, gpointer data) {
  (void)pspec;
  (void)data;
  g_object_get(settings, "gtk-enable-animations", &animations_enabled, NULL);
}

gboolean cgtk_animations_enabled(void) {
  GtkSettings *settings = gtk_settings_get_default();
  if (settings == NULL) return TRUE;
  if ((gpointer)settings != watched_settings) {
    // First use, or another default display. The weak pointer clears itself when the settings
    // go with their display.
    if (watched_settings != NULL) {
      g_signal_handlers_disconnect_by_func(watched_settings, read_animations_enabled, NULL);
      g_object_remove_weak_pointer(G_OBJECT(watched_settings), &watched_settings);
    }
    watched_settings = settings;
    g_object_add_weak_pointer(G_OBJECT(settings), &watched_settings);
    g_signal_connect(settings, "notify::gtk-enable-animations",
                     G_CALLBACK(read_animations_enabled), NULL);
    read_animations_enabled(G_OBJECT(settings), NULL, NULL);
  }
  return animations_enabled;
}
