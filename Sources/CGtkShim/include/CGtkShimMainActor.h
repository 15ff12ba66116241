// EmptyDataSet · CGtkShim
// Licensed under the MIT licence; see LICENSE.
// The main-actor bridge: Swift's main actor runs its work on libdispatch's main queue, which
// nothing drains while GLib's main loop owns the main thread. It needs libdispatch's SPI, which
// has no Swift declaration; this is why the library links `dispatch`.
#pragma once
#include <glib.h>

/// Adds a source to GLib's default main context that runs the work queued on libdispatch's main
/// queue (Swift's main actor) whenever there is some, on the thread that runs the loop. Installs
/// it once: while it is attached, later calls return the same source id; after it was removed
/// (`g_source_remove`), a call installs it again. Call it on the main thread.
guint cgtk_main_actor_bridge_install(void);

/// The bridge's source id while it is attached, else 0.
guint cgtk_main_actor_bridge_source_id(void);
