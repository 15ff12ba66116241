// EmptyDataSet · CGtkShim
// Licensed under the MIT licence; see LICENSE.
// Only what Swift cannot call: variadic C functions (syscall, g_object_get, g_object_new,
// gtk_accessible_update_*) and libdispatch's SPI for the main-actor bridge. Everything else
// (type checks, signal connections, casts) is Swift, in EmptyDataSetGTK/Interop.
#pragma once
#include <gtk/gtk.h>

/// TRUE when the calling thread is the process's main thread (kernel tid == pid).
/// `syscall` is variadic.
gboolean cgtk_is_main_thread(void);

/// GtkSettings:gtk-enable-animations of the default display (TRUE when there is none).
/// `g_object_get` is variadic.
gboolean cgtk_animations_enabled(void);

// Accessible properties and states: a header of its own.
#include "CGtkShimAccessibility.h"

// The main-actor bridge (libdispatch SPI): a header of its own.
#include "CGtkShimMainActor.h"
