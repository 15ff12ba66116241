// EmptyDataSet · CGtkToolShim
// Licensed under the MIT licence; see LICENSE.
// C helpers for the package's tools only (gtk-check, the gallery, the benchmarks): theme
// settings, X window ids, and a stand-in for an app's own main-queue drain. The library does
// not link this target.
#pragma once
#include <gtk/gtk.h>

/// Adds a GLib source that drains libdispatch's main queue the way an app might have written
/// one before the library had its own bridge (it reads the wake-up without looking first, then
/// runs the queue), for the check that both can be installed at once. Returns the source id;
/// remove it with `g_source_remove`. Uses libdispatch SPI, which is why this target links
/// `dispatch`.
guint cgtk_check_add_app_main_queue_drain(void);

/// How many times the drains added by `cgtk_check_add_app_main_queue_drain` have run.
unsigned cgtk_check_app_main_queue_drain_runs(void);

/// How many of those runs found no wake-up to read (another drain had read it first).
unsigned cgtk_check_app_main_queue_drain_empty_reads(void);

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

/// Counts GLib's warnings and criticals (GTK's `Gtk-WARNING`, `Gtk-CRITICAL`, GObject's) from
/// now on, still writing them as GLib would. Call once, before GTK logs anything.
void cgtk_check_count_toolkit_warnings(void);

/// How many warnings and criticals have been logged since `cgtk_check_count_toolkit_warnings`.
unsigned cgtk_check_toolkit_warnings(void);
