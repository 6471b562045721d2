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
static inline GtkEditable *cgtk_editable(gpointer instance) { return GTK_EDITABLE(instance); }
static inline GtkEntry *cgtk_entry(gpointer instance) { return GTK_ENTRY(instance); }
static inline GtkTextView *cgtk_text_view(gpointer instance) { return GTK_TEXT_VIEW(instance); }
static inline GtkSwitch *cgtk_switch(gpointer instance) { return GTK_SWITCH(instance); }
static inline GtkRange *cgtk_range(gpointer instance) { return GTK_RANGE(instance); }
static inline GtkScale *cgtk_scale(gpointer instance) { return GTK_SCALE(instance); }
static inline GtkProgressBar *cgtk_progress_bar(gpointer instance) { return GTK_PROGRESS_BAR(instance); }
static inline GtkSpinner *cgtk_spinner(gpointer instance) { return GTK_SPINNER(instance); }
static inline GtkBox *cgtk_box(gpointer instance) { return GTK_BOX(instance); }
static inline GtkOrientable *cgtk_orientable(gpointer instance) { return GTK_ORIENTABLE(instance); }
static inline GtkToggleButton *cgtk_toggle_button(gpointer instance) { return GTK_TOGGLE_BUTTON(instance); }
static inline GtkScrolledWindow *cgtk_scrolled_window(gpointer instance) { return GTK_SCROLLED_WINDOW(instance); }
static inline GtkViewport *cgtk_viewport(gpointer instance) { return GTK_VIEWPORT(instance); }
static inline GtkAdjustment *cgtk_adjustment(gpointer instance) { return GTK_ADJUSTMENT(instance); }
static inline GtkListBox *cgtk_list_box(gpointer instance) { return GTK_LIST_BOX(instance); }
static inline GtkListBoxRow *cgtk_list_box_row(gpointer instance) { return GTK_LIST_BOX_ROW(instance); }
static inline GtkStyleProvider *cgtk_style_provider(gpointer instance) { return GTK_STYLE_PROVIDER(instance); }
static inline GtkCssProvider *cgtk_css_provider(gpointer instance) { return GTK_CSS_PROVIDER(instance); }
static inline GtkPicture *cgtk_picture(gpointer instance) { return GTK_PICTURE(instance); }
static inline GdkPaintable *cgtk_paintable(gpointer instance) { return GDK_PAINTABLE(instance); }
static inline GtkEventController *cgtk_event_controller(gpointer instance) { return GTK_EVENT_CONTROLLER(instance); }
static inline GtkShortcutController *cgtk_shortcut_controller(gpointer instance) { return GTK_SHORTCUT_CONTROLLER(instance); }
static inline GListModel *cgtk_list_model(gpointer instance) { return G_LIST_MODEL(instance); }
static inline GActionGroup *cgtk_action_group(gpointer instance) { return G_ACTION_GROUP(instance); }
static inline GActionMap *cgtk_action_map(gpointer instance) { return G_ACTION_MAP(instance); }
static inline GAction *cgtk_action(gpointer instance) { return G_ACTION(instance); }

// G_OBJECT_GET_CLASS (a macro): the property of an instance's class named `name`, or NULL.
static inline GParamSpec *cgtk_find_property(gpointer instance, const gchar *name) {
    return g_object_class_find_property(G_OBJECT_GET_CLASS(instance), name);
}

// The fundamental GTypes (macros over G_TYPE_MAKE_FUNDAMENTAL).
static inline GType cgtk_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType cgtk_type_int(void) { return G_TYPE_INT; }
static inline GType cgtk_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType cgtk_type_string(void) { return G_TYPE_STRING; }

// G_OBJECT_TYPE (a macro): the dynamic type of an instance.
static inline GType cgtk_type_of(gpointer instance) { return G_OBJECT_TYPE(instance); }

// Accessibility. gtk_accessible_update_property/_relation/_state are variadic (a list of
// key/value pairs ended by -1): these set one key each.
static inline GtkAccessible *cgtk_accessible(gpointer instance) { return GTK_ACCESSIBLE(instance); }
static inline void cgtk_accessible_set_string_property(GtkAccessible *accessible, GtkAccessibleProperty property,
                                                       const char *value) {
    gtk_accessible_update_property(accessible, property, value, -1);
}
static inline void cgtk_accessible_set_labelled_by(GtkAccessible *accessible, GtkAccessible *label) {
    gtk_accessible_update_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}
static inline void cgtk_accessible_set_boolean_state(GtkAccessible *accessible, GtkAccessibleState state,
                                                     gboolean value) {
    gtk_accessible_update_state(accessible, state, value, -1);
}
static inline void cgtk_accessible_set_int_state(GtkAccessible *accessible, GtkAccessibleState state, int value) {
    gtk_accessible_update_state(accessible, state, value, -1);
}
// g_object_new with a construct-only accessible role (a role cannot change later).
static inline GtkWidget *cgtk_box_new_with_role(GtkOrientation orientation, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "accessible-role", role, NULL));
}
static inline GtkWidget *cgtk_spinner_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_SPINNER, "accessible-role", role, NULL));
}
static inline GtkWidget *cgtk_toggle_button_new_with_role(const char *label, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_TOGGLE_BUTTON, "label", label, "accessible-role", role, NULL));
}

// GTK's test accessibility API (gtktestatcontext.h): NULL when the value is the one
// expected, else a description of the value found (free it with g_free).
static inline char *cgtk_test_check_string_property(GtkAccessible *accessible, GtkAccessibleProperty property,
                                                   const char *expected) {
    return gtk_test_accessible_check_property(accessible, property, expected);
}
static inline char *cgtk_test_check_labelled_by(GtkAccessible *accessible, GtkAccessible *label) {
    return gtk_test_accessible_check_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL);
}
static inline char *cgtk_test_check_boolean_state(GtkAccessible *accessible, GtkAccessibleState state,
                                                  gboolean expected) {
    return gtk_test_accessible_check_state(accessible, state, expected);
}
static inline char *cgtk_test_check_int_state(GtkAccessible *accessible, GtkAccessibleState state, int expected) {
    return gtk_test_accessible_check_state(accessible, state, expected);
}

#endif
