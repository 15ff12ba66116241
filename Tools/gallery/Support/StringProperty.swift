// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK

/// Sets a string property that has no setter function (g_object_set is variadic, so Swift
/// cannot call it): through a GValue. G_TYPE_STRING is a macro; its value is the fundamental
/// type 16 shifted by G_TYPE_FUNDAMENTAL_SHIFT (2).
@MainActor
func setStringProperty(_ object: UnsafeMutablePointer<GtkWidget>, _ name: String, _ text: String) {
  var value = GValue()
  g_value_init(&value, GType(16 << 2))
  g_value_set_string(&value, text)
  g_object_set_property(gobject(raw(object)), name, &value)
  g_value_unset(&value)
}
