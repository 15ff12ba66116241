// EmptyDataSet · CGtkToolShim
// Licensed under the MIT licence; see LICENSE.
// C helpers for the package's tools only (gtk-check, the gallery, the benchmarks): the
// main-queue bridge, theme settings, X window ids. The library does not link this target.
#pragma once
#include <gtk/gtk.h>

/// Adds a GSource that drains libdispatch's main queue from the GLib main loop, so that
/// MainActor tasks run while GTK owns the main thread. Returns the source id. Uses libdispatch
/// SPI (the hook CoreFoundation's run loop uses), which is why this target links `dispatch`.
guint cgtk_install_dispatch_main_queue_source(void);

/// Sets GtkSettings:gtk-application-prefer-dark-theme on the default settings.
void cgtk_set_prefer_dark_theme(gboolean dark);

/// Sets GtkSettings:gtk-theme-name on the default settings.
void cgtk_set_theme_name(const char *name);

/// Sets GtkSettings:gtk-enable-animations on the default settings (off: what a user who asked
/// for reduced motion has; CSS animations stand still).
void cgtk_set_animations_enabled(gboolean enabled);

/// The X11 window id of a surface, or 0 when GDK does not run on X11.
unsigned long cgtk_surface_xid(GdkSurface *surface);

/// The hand-written peer of an empty data set, as a GNOME app writes it: on every
/// `items-changed` of `model`, `stack` shows `empty` when the model has no items and `content`
/// otherwise (`gtk_stack_set_visible_child`). Returns the handler id; disconnect it before the
/// stack goes.
gulong cgtk_peer_connect_stack_switch(GListModel *model, GtkStack *stack, GtkWidget *content,
                                      GtkWidget *empty);
