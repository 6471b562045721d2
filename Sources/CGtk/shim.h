#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

// The one header of the CGtk system-library module: GTK 4 (and through it GDK, GObject
// and GLib), plus non-macro, non-variadic forms of what Swift cannot import.
#include <gtk/gtk.h>

// g_signal_connect is a macro over g_signal_connect_data; the handler is passed as a
// plain pointer because Swift cannot form a GCallback from functions of other types.
static inline gulong cgtk_signal_connect(gpointer instance, const gchar *signal,
                                         const void *handler, gpointer data,
                                         GClosureNotify destroy_data) {
    return g_signal_connect_data(instance, signal, (GCallback)handler, data,
                                 destroy_data, (GConnectFlags)0);
}

// The checked type-cast macros (a GLib critical, not a crash, on a wrong type).
static inline GObject *cgtk_object(gpointer instance) { return G_OBJECT(instance); }
static inline GtkWidget *cgtk_widget(gpointer instance) { return GTK_WIDGET(instance); }
static inline GtkWindow *cgtk_window(gpointer instance) { return GTK_WINDOW(instance); }
static inline GtkLabel *cgtk_label(gpointer instance) { return GTK_LABEL(instance); }
static inline GtkButton *cgtk_button(gpointer instance) { return GTK_BUTTON(instance); }
static inline GtkNative *cgtk_native(gpointer instance) { return GTK_NATIVE(instance); }

// G_OBJECT_TYPE (a macro): the dynamic type of an instance.
static inline GType cgtk_type_of(gpointer instance) { return G_OBJECT_TYPE(instance); }

#endif
