// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

/// A `GtkWidget`, retained while in use and compared by pointer.
///
/// Used for custom views and for the widgets the delegate is told about. Wrapping a new
/// (floating) widget takes ownership of it, so it is not leaked.
///
/// ```swift
/// configuration.customView = GTKWidget(gtk_spinner_new())
/// ```
public final class GTKWidget: Hashable {
  /// The widget (retained by this object).
  public let pointer: UnsafeMutablePointer<GtkWidget>

  /// Wraps `widget`, sinking a floating reference or taking a new one.
  public init(_ widget: UnsafeMutablePointer<GtkWidget>) {
    pointer = widget
    Widget(widget).retainSinking()
  }

  /// Wraps the widget of a handle, taking a reference.
  convenience init(_ widget: Widget) { self.init(widget.pointer) }

  /// Wraps a widget given as an opaque pointer (`GtkLabel *`, `GtkSpinner *`…).
  public convenience init(_ widget: OpaquePointer) {
    self.init(Widget(widget).pointer)
  }

  deinit { Widget(pointer).release() }

  /// The widget's type name, such as `"GtkListView"`.
  public var typeName: String { widget.typeName }

  /// The widget as a handle.
  var widget: Widget { Widget(pointer) }

  /// True when both wrap the same widget.
  public static func == (lhs: GTKWidget, rhs: GTKWidget) -> Bool { lhs.pointer == rhs.pointer }

  /// Hashes the pointer.
  public func hash(into hasher: inout Hasher) { hasher.combine(pointer) }
}
