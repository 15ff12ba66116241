// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK

// A minimal copy of gtk-check's Render.pixels (internal to that executable).

/// Renders a mapped widget's last painted frame offscreen with its window's renderer.
@MainActor
enum WidgetRenderer {
  /// Writes `widget` as a PNG to `path`; returns the size written, or `nil` when the widget
  /// has not been painted yet or the PNG could not be written.
  static func savePNG(_ widget: UnsafeMutablePointer<GtkWidget>, to path: String) -> (
    width: Int, height: Int
  )? {
    MainLoop.waitForFrames(widget, 2)
    let width = gtk_widget_get_width(widget)
    let height = gtk_widget_get_height(widget)
    guard width > 0, height > 0 else { return nil }
    let paintable = gtk_widget_paintable_new(widget)!
    defer { g_object_unref(raw(paintable)) }
    let snapshot = gtk_snapshot_new()!
    gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
    defer { gsk_render_node_unref(node) }
    guard let renderer = gtk_native_get_renderer(gtk_widget_get_native(widget)) else { return nil }
    var rect = graphene_rect_t()
    graphene_rect_init(&rect, 0, 0, Float(width), Float(height))
    guard let texture = gsk_renderer_render_texture(renderer, node, &rect) else { return nil }
    defer { g_object_unref(raw(texture)) }
    guard gdk_texture_save_to_png(texture, path) != 0 else { return nil }
    return (Int(width), Int(height))
  }
}
