// EmptyDataSet · CGtkShim
// Licensed under the MIT licence; see LICENSE.
#define _GNU_SOURCE
#include "CGtkShim.h"
#include <sys/syscall.h>
#include <unistd.h>

gboolean cgtk_is_main_thread(void) { return syscall(SYS_gettid) == getpid(); }

gboolean cgtk_animations_enabled(void) {
  GtkSettings *settings = gtk_settings_get_default();
  gboolean enabled = TRUE;
  if (settings != NULL) g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
  return enabled;
}
