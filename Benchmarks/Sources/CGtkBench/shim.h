#ifndef CGTKBENCH_SHIM_H
#define CGTKBENCH_SHIM_H

// GTK 4 for the GTK scenario's "vanilla" and restyle-all contenders (labels set directly).
// The root package's CGtk is not a product: GTK's C API stays out of its public API.
#include <gtk/gtk.h>

// The checked type-cast macros Swift cannot import.
static inline GtkLabel *cgtkbench_label(GtkWidget *widget) { return GTK_LABEL(widget); }
static inline GtkBox *cgtkbench_box(GtkWidget *widget) { return GTK_BOX(widget); }
static inline GtkWindow *cgtkbench_window(GtkWidget *widget) { return GTK_WINDOW(widget); }

#endif
