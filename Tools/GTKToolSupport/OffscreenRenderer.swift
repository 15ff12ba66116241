// EmptyDataSet · GTKToolSupport
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK

/// Renders a mapped widget's last painted frame offscreen with its window's renderer.
@MainActor
package enum OffscreenRenderer {
  /// Waits for `frames` frames of `widget`, renders it to a texture and hands the texture (which
  /// `body` must not keep) and the widget's size to `body`; `nil` when the widget has no size
  /// or nothing rendered.
  package static func withTexture<Result>(
    of widget: UnsafeMutablePointer<GtkWidget>, frames: Int,
    _ body: (_ texture: OpaquePointer, _ width: Int, _ height: Int) -> Result?
  ) -> Result? {
    MainLoop.waitForFrames(widget, frames)
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
    return body(texture, Int(width), Int(height))
  }

  /// The pixels of `widget` after `frames` frames; also saves them as a PNG to `path` when
  /// given (a failed save is ignored).
  package static func pixels(
    _ widget: UnsafeMutablePointer<GtkWidget>, frames: Int, saveTo path: String? = nil
  ) -> RGBAPixels? {
    withTexture(of: widget, frames: frames) { texture, _, _ in
      if let path { _ = gdk_texture_save_to_png(texture, path) }
      return RGBAPixels(texture: texture)
    }
  }

  /// Writes `widget` after `frames` frames as a PNG to `path`; returns the size written, or
  /// `nil` when the widget has not been painted yet or the PNG could not be written.
  package static func savePNG(
    _ widget: UnsafeMutablePointer<GtkWidget>, to path: String, frames: Int
  ) -> (width: Int, height: Int)? {
    withTexture(of: widget, frames: frames) { texture, width, height in
      guard gdk_texture_save_to_png(texture, path) != 0 else { return nil }
      return (width, height)
    }
  }
}
