// EmptyDataSet · CGtkShim
// Licensed under the MIT licence; see LICENSE.
#include "CGtkShimMainActor.h"
#include <glib-unix.h>
#include <poll.h>
#include <sys/eventfd.h>

// libdispatch's SPI for a run loop that owns the main thread (CoreFoundation's is built on it),
// exported by libdispatch.so and declared in no installed header: the descriptor that becomes
// readable when work is queued on the main queue (an eventfd on Linux, written once per wake-up),
// and the call that runs that work.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static GSource *bridge = NULL;

static gboolean run_main_queue(gint handle, GIOCondition condition, gpointer data) {
  (void)condition;
  (void)data;
  // Consume the wake-up before running the work, so that work queued while it runs wakes the
  // loop again. Read only what is there: an app's own drain of the same queue may have read it
  // in this same iteration, and a read of an empty eventfd blocks unless the descriptor is
  // non-blocking (libdispatch makes it so today; this does not depend on it).
  struct pollfd pending = {.fd = handle, .events = POLLIN};
  if (poll(&pending, 1, 0) == 1 && (pending.revents & POLLIN) != 0) {
    eventfd_t wakeups;
    (void)eventfd_read(handle, &wakeups);
  }
  // Runs what is queued; returns at once when nothing is (another drain ran it).
  _dispatch_main_queue_callback_4CF(NULL);
  return G_SOURCE_CONTINUE;
}

guint cgtk_main_actor_bridge_install(void) {
  guint installed = cgtk_main_actor_bridge_source_id();
  if (installed != 0) return installed;
  g_clear_pointer(&bridge, g_source_unref);
  bridge = g_unix_fd_source_new(_dispatch_get_main_queue_handle_4CF(), G_IO_IN);
  g_source_set_callback(bridge, G_SOURCE_FUNC(run_main_queue), NULL, NULL);
  g_source_set_name(bridge, "EmptyDataSet main actor");
  return g_source_attach(bridge, NULL);
}

guint cgtk_main_actor_bridge_source_id(void) {
  if (bridge == NULL || g_source_is_destroyed(bridge)) return 0;
  return g_source_get_id(bridge);
}
