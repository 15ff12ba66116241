// EmptyDataSet · CGtkShim
// Licensed under the MIT licence; see LICENSE.
// Only what Swift cannot import from GTK: macros, variadic calls, typed signal connections.
#pragma once
#include <gtk/gtk.h>

/// TRUE when the calling thread is the process's main thread (kernel tid == pid).
gboolean cgtk_is_main_thread(void);

/// Adds a GSource that drains libdispatch's main queue from the GLib main loop, so that
/// MainActor tasks run while GTK owns the main thread. Returns the source id.
guint cgtk_install_dispatch_main_queue_source(void);

// MARK: - Type checks (G_TYPE_CHECK_INSTANCE_TYPE is a macro)

gboolean cgtk_is_widget(gpointer instance);
gboolean cgtk_is_list_view(gpointer instance);
gboolean cgtk_is_grid_view(gpointer instance);
gboolean cgtk_is_column_view(gpointer instance);
gboolean cgtk_is_scrolled_window(gpointer instance);
gboolean cgtk_is_overlay(gpointer instance);
/// The type name of an instance, for messages.
const char *cgtk_type_name(gpointer instance);

/// Puts `overlay` where `child` is in its parent and makes `child` the overlay's child.
/// Supports GtkWindow, GtkBox, GtkOverlay, GtkPaned, GtkFrame, GtkScrolledWindow, GtkViewport,
/// GtkRevealer, GtkGrid, GtkCenterBox and GtkStack parents. Returns FALSE (and changes nothing)
/// for any other parent.
gboolean cgtk_wrap_in_overlay(GtkWidget *child, GtkWidget *overlay);

// MARK: - Typed signal connections (g_signal_connect is a macro; handlers keep their types)

typedef void (*CGtkVoidHandler)(gpointer instance, gpointer data);
typedef void (*CGtkNotifyHandler)(gpointer instance, GParamSpec *pspec, gpointer data);
typedef void (*CGtkItemsChangedHandler)(gpointer model, guint position, guint removed,
                                        guint added, gpointer data);
typedef void (*CGtkStateFlagsHandler)(gpointer widget, GtkStateFlags previous, gpointer data);
typedef void (*CGtkClickHandler)(gpointer gesture, gint n_press, gdouble x, gdouble y,
                                 gpointer data);
typedef gboolean (*CGtkScrollHandler)(gpointer controller, gdouble dx, gdouble dy, gpointer data);
typedef gboolean (*CGtkChildPositionHandler)(gpointer overlay, GtkWidget *widget,
                                             GdkRectangle *allocation, gpointer data);
typedef void (*CGtkMotionHandler)(gpointer controller, gdouble x, gdouble y, gpointer data);

gulong cgtk_connect_void(gpointer instance, const char *signal, CGtkVoidHandler handler,
                         gpointer data, GClosureNotify destroy);
gulong cgtk_connect_notify(gpointer instance, const char *signal, CGtkNotifyHandler handler,
                           gpointer data, GClosureNotify destroy);
gulong cgtk_connect_items_changed(gpointer model, CGtkItemsChangedHandler handler, gpointer data,
                                  GClosureNotify destroy);
gulong cgtk_connect_state_flags(gpointer widget, CGtkStateFlagsHandler handler, gpointer data,
                                GClosureNotify destroy);
gulong cgtk_connect_click(gpointer gesture, const char *signal, CGtkClickHandler handler,
                          gpointer data, GClosureNotify destroy);
gulong cgtk_connect_scroll(gpointer controller, CGtkScrollHandler handler, gpointer data,
                           GClosureNotify destroy);
gulong cgtk_connect_child_position(gpointer overlay, CGtkChildPositionHandler handler,
                                   gpointer data, GClosureNotify destroy);
gulong cgtk_connect_motion(gpointer controller, const char *signal, CGtkMotionHandler handler,
                           gpointer data, GClosureNotify destroy);

// MARK: - Variadic calls

/// g_object_set(object, "gtk-application-prefer-dark-theme", dark, NULL) on the default settings.
void cgtk_set_prefer_dark_theme(gboolean dark);
/// g_object_set(object, "gtk-theme-name", name, NULL) on the default settings.
void cgtk_set_theme_name(const char *name);

// MARK: - Test support

/// The X11 window id of a surface, or 0 when GDK does not run on X11.
unsigned long cgtk_surface_xid(GdkSurface *surface);

/// GtkSettings:gtk-enable-animations of the default display (TRUE when there is none).
gboolean cgtk_animations_enabled(void);
