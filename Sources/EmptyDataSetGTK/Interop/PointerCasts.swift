// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

// Unchecked conversions between GTK's pointer types, as C casts. GObject types with a public
// struct import as `UnsafeMutablePointer<_GtkX>`, opaque ones as `OpaquePointer`. Used by the
// typed handles of this folder and by the package's tools; the backend's other files use the
// handles.

/// A GObject-derived pointer as an opaque pointer (a C cast).
@inline(__always)
package func cast<T>(_ pointer: UnsafeMutablePointer<T>) -> OpaquePointer { OpaquePointer(pointer) }
/// An opaque GObject-derived pointer as a typed pointer (a C cast).
@inline(__always)
package func cast<T>(_ pointer: OpaquePointer) -> UnsafeMutablePointer<T> {
  UnsafeMutablePointer<T>(pointer)
}
/// A GObject-derived pointer as another typed pointer (a C cast).
@inline(__always)
package func cast<T, U>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<U> {
  UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: U.self)
}
/// A typed pointer as `gpointer`.
@inline(__always)
package func raw<T>(_ pointer: UnsafeMutablePointer<T>) -> gpointer {
  UnsafeMutableRawPointer(pointer)
}
/// An opaque pointer as `gpointer`.
@inline(__always)
package func raw(_ pointer: OpaquePointer) -> gpointer { UnsafeMutableRawPointer(pointer) }

/// A `gpointer` to a GObject as `GObject *`.
@inline(__always)
package func gobject(_ pointer: gpointer) -> UnsafeMutablePointer<GObject> {
  pointer.assumingMemoryBound(to: GObject.self)
}

/// True when `instance` is a `type` (or a subtype): `G_TYPE_CHECK_INSTANCE_TYPE`.
func isInstance(_ instance: gpointer?, of type: GType) -> Bool {
  guard let instance else { return false }
  return g_type_check_instance_is_a(instance.assumingMemoryBound(to: GTypeInstance.self), type)
    != 0
}

/// The type name of `instance`, for messages: `G_OBJECT_TYPE_NAME`.
package func typeName(of instance: gpointer?) -> String {
  guard let instance,
    let name = g_type_name_from_instance(instance.assumingMemoryBound(to: GTypeInstance.self))
  else { return "(null)" }
  return String(cString: name)
}

/// Takes a reference to a GObject (`g_object_ref`).
func retainObject(_ object: OpaquePointer) { g_object_ref(raw(object)) }
/// Drops a reference to a GObject (`g_object_unref`).
func releaseObject(_ object: OpaquePointer) { g_object_unref(raw(object)) }
