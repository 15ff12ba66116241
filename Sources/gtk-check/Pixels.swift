// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK
import Foundation

/// Pixels of a rendered widget or a PNG, as straight (not premultiplied) RGBA bytes.
struct Pixels {
  let width: Int
  let height: Int
  /// Row-major RGBA, 4 bytes per pixel.
  let rgba: [UInt8]

  /// The pixel at (`x`, `y`) as (r, g, b, a).
  func at(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
    let i = (y * width + x) * 4
    return (Int(rgba[i]), Int(rgba[i + 1]), Int(rgba[i + 2]), Int(rgba[i + 3]))
  }

  /// The mean luminance (0…255) of a rectangle.
  func luminance(x: Int, y: Int, width w: Int, height h: Int) -> Double {
    var sum = 0.0
    var count = 0.0
    for py in max(0, y)..<min(height, y + h) {
      for px in max(0, x)..<min(width, x + w) {
        let p = at(px, py)
        sum += 0.2126 * Double(p.r) + 0.7152 * Double(p.g) + 0.0722 * Double(p.b)
        count += 1
      }
    }
    return count > 0 ? sum / count : 0
  }

  /// The fraction of pixels whose largest channel difference exceeds `tolerance`.
  func differingFraction(from other: Pixels, tolerance: Int = 32) -> Double {
    guard width == other.width, height == other.height else { return 1 }
    var differing = 0
    for i in stride(from: 0, to: rgba.count, by: 4) {
      var largest = 0
      for c in 0..<4 { largest = max(largest, abs(Int(rgba[i + c]) - Int(other.rgba[i + c]))) }
      if largest > tolerance { differing += 1 }
    }
    return Double(differing) / Double(width * height)
  }

  /// The pixels of a texture.
  init(texture: OpaquePointer) {
    let textureWidth = Int(gdk_texture_get_width(texture))
    let textureHeight = Int(gdk_texture_get_height(texture))
    width = textureWidth
    height = textureHeight
    var bytes = [UInt8](repeating: 0, count: textureWidth * textureHeight * 4)
    bytes.withUnsafeMutableBufferPointer { buffer in
      gdk_texture_download(texture, buffer.baseAddress, gsize(textureWidth * 4))
    }
    // GDK_MEMORY_DEFAULT is premultiplied B8G8R8A8 on little-endian machines.
    for i in stride(from: 0, to: bytes.count, by: 4) {
      let b = Int(bytes[i])
      let g = Int(bytes[i + 1])
      let r = Int(bytes[i + 2])
      let a = Int(bytes[i + 3])
      func straight(_ value: Int) -> UInt8 { a == 0 ? 0 : UInt8(min(255, value * 255 / a)) }
      bytes[i] = straight(r)
      bytes[i + 1] = straight(g)
      bytes[i + 2] = straight(b)
    }
    rgba = bytes
  }

  /// The pixels of a PNG file, or `nil` when it does not load.
  init?(png path: String) {
    guard let texture = gdk_texture_new_from_filename(path, nil) else { return nil }
    self.init(texture: texture)
    g_object_unref(raw(texture))
  }
}

/// Offscreen rendering of a widget's last painted frame, and golden-image comparison.
@MainActor
enum Render {
  /// Renders `widget` (which must be mapped) after painting a few frames; optionally saves
  /// the PNG to `path`.
  static func pixels(
    _ widget: UnsafeMutablePointer<GtkWidget>, frames: Int = 3, saveTo path: String? = nil
  ) -> Pixels? {
    Harness.pumpFrames(widget, frames)
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
    if let path { _ = gdk_texture_save_to_png(texture, path) }
    return Pixels(texture: texture)
  }

  /// Where goldens live (`--goldens`), and whether to re-record them
  /// (`EMPTYDATASET_RECORD_GOLDENS=1`).
  static var goldensDirectory = ""
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["EMPTYDATASET_RECORD_GOLDENS"] == "1"
  }

  /// Compares `widget`'s rendering with the golden `name.png`: at most `maximumFraction` of
  /// the pixels may differ by more than `tolerance` in any channel. Records instead when asked.
  static func matchesGolden(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ name: String,
    tolerance: Int = 48, maximumFraction: Double = 0.01
  ) -> (Bool, String) {
    let golden = "\(goldensDirectory)/\(name).png"
    let actualPath = NSTemporaryDirectory() + "gtk-check-\(name).png"
    guard let actual = pixels(widget, saveTo: isRecording ? golden : actualPath) else {
      return (false, "could not render \(name)")
    }
    if isRecording { return (true, "recorded \(golden)") }
    guard let expected = Pixels(png: golden) else {
      return (false, "no golden at \(golden); record with EMPTYDATASET_RECORD_GOLDENS=1")
    }
    let fraction = actual.differingFraction(from: expected, tolerance: tolerance)
    let detail =
      "\(String(format: "%.2f", fraction * 100))% of pixels differ (size \(actual.width)×"
      + "\(actual.height) vs \(expected.width)×\(expected.height)); actual at \(actualPath)"
    return (fraction <= maximumFraction, detail)
  }
}
