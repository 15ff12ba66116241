// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import Foundation

/// Pictures the gallery draws itself with cairo (no third-party artwork), written once per run
/// as PNG files in a temporary folder so that they can be used as `GTKImage.file` images and as
/// CSS button backgrounds.
@MainActor
enum Artwork {
  /// A blank sketchbook page with a pencil, 240×200.
  static var sketchbook: String {
    file("sketchbook", width: 240, height: 200, draw: drawSketchbook)
  }
  /// A coral-to-violet pill, the button background of the photo-access scene.
  static var warmPill: String {
    file("warm-pill", width: 320, height: 52) { pill($0, 320, 52, from: 0xF66151, to: 0x9141AC) }
  }
  /// A lighter version of ``warmPill`` for the hovered and pressed button.
  static var warmPillHighlighted: String {
    file("warm-pill-highlighted", width: 320, height: 52) {
      pill($0, 320, 52, from: 0xF88E82, to: 0xB06DCB)
    }
  }

  /// A landscape photograph, square-cornered (the scene rounds it): sky, sun and hills,
  /// 320×200.
  static var landscape: String {
    file("landscape", width: 320, height: 200, draw: drawLandscape)
  }

  private static var drawn: [String: String] = [:]

  private static let folder: String = {
    let path = NSTemporaryDirectory() + "emptydataset-gallery-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()

  /// Deletes the drawn files (at exit).
  static func removeFiles() { try? FileManager.default.removeItem(atPath: folder) }

  private static func file(
    _ name: String, width: Int32, height: Int32, draw: (OpaquePointer) -> Void
  ) -> String {
    if let path = drawn[name] { return path }
    let path = "\(folder)/\(name).png"
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    let context = cairo_create(surface)!
    draw(context)
    cairo_destroy(context)
    cairo_surface_write_to_png(surface, path)
    cairo_surface_destroy(surface)
    drawn[name] = path
    return path
  }

  // MARK: - Drawing

  private static func rgb(_ context: OpaquePointer, _ hex: UInt32, alpha: Double = 1) {
    cairo_set_source_rgba(
      context, Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255,
      Double(hex & 0xFF) / 255, alpha)
  }

  private static func roundedRect(
    _ context: OpaquePointer, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    radius: Double
  ) {
    cairo_new_sub_path(context)
    cairo_arc(context, x + width - radius, y + radius, radius, -Double.pi / 2, 0)
    cairo_arc(context, x + width - radius, y + height - radius, radius, 0, Double.pi / 2)
    cairo_arc(context, x + radius, y + height - radius, radius, Double.pi / 2, Double.pi)
    cairo_arc(context, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(context)
  }

  private static func pill(
    _ context: OpaquePointer, _ width: Double, _ height: Double, from: UInt32, to: UInt32
  ) {
    let gradient = cairo_pattern_create_linear(0, 0, width, 0)!
    for (offset, hex) in [(0.0, from), (1.0, to)] {
      cairo_pattern_add_color_stop_rgb(
        gradient, offset, Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255,
        Double(hex & 0xFF) / 255)
    }
    roundedRect(context, 0, 0, width, height, radius: height / 2)
    cairo_set_source(context, gradient)
    cairo_fill(context)
    cairo_pattern_destroy(gradient)
  }

  private static func drawLandscape(_ context: OpaquePointer) {
    let sky = cairo_pattern_create_linear(0, 0, 0, 200)!
    for (offset, hex) in [(0.0, UInt32(0x62A0EA)), (0.7, 0xC0DCF5), (1.0, 0xF9F06B)] {
      cairo_pattern_add_color_stop_rgb(
        sky, offset, Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255,
        Double(hex & 0xFF) / 255)
    }
    cairo_rectangle(context, 0, 0, 320, 200)
    cairo_set_source(context, sky)
    cairo_fill(context)
    cairo_pattern_destroy(sky)
    cairo_arc(context, 232, 78, 26, 0, 2 * Double.pi)
    rgb(context, 0xF6D32D)
    cairo_fill(context)
    // Two hills, the nearer one darker.
    for (top, hex) in [(112.0, UInt32(0x8FF0A4)), (140.0, 0x26A269)] {
      cairo_move_to(context, 0, 200)
      cairo_line_to(context, 0, top + 20)
      cairo_curve_to(context, 90, top - 30, 180, top + 40, 320, top)
      cairo_line_to(context, 320, 200)
      cairo_close_path(context)
      rgb(context, hex)
      cairo_fill(context)
    }
  }

  private static func drawSketchbook(_ context: OpaquePointer) {
    // Shadow.
    cairo_save(context)
    cairo_translate(context, 120, 182)
    cairo_scale(context, 1, 0.16)
    cairo_arc(context, 0, 0, 92, 0, 2 * Double.pi)
    rgb(context, 0x3D3846, alpha: 0.12)
    cairo_fill(context)
    cairo_restore(context)
    // The page, slightly turned.
    cairo_save(context)
    cairo_translate(context, 112, 96)
    cairo_rotate(context, -0.08)
    roundedRect(context, -78, -70, 156, 140, radius: 10)
    rgb(context, 0xFFFBF0)
    cairo_fill_preserve(context)
    cairo_set_line_width(context, 3)
    rgb(context, 0xC7BFAE)
    cairo_stroke(context)
    // Spiral binding.
    for ring in 0..<7 {
      cairo_arc(context, -54 + Double(ring) * 18, -70, 5, 0, 2 * Double.pi)
      rgb(context, 0x77767B)
      cairo_set_line_width(context, 2.5)
      cairo_stroke(context)
    }
    // A dashed frame waiting for a drawing.
    let dashes: [Double] = [7, 6]
    cairo_set_dash(context, dashes, 2, 0)
    roundedRect(context, -54, -42, 108, 90, radius: 8)
    rgb(context, 0x99C1F1)
    cairo_set_line_width(context, 2.5)
    cairo_stroke(context)
    cairo_set_dash(context, nil, 0, 0)
    cairo_restore(context)
    // A pencil lying across the corner.
    cairo_save(context)
    cairo_translate(context, 178, 142)
    cairo_rotate(context, -0.72)
    roundedRect(context, -58, -8, 96, 16, radius: 3)
    rgb(context, 0xF5C211)
    cairo_fill(context)
    cairo_rectangle(context, -66, -8, 10, 16)
    rgb(context, 0xED333B)
    cairo_fill(context)
    cairo_move_to(context, 38, -8)
    cairo_line_to(context, 58, 0)
    cairo_line_to(context, 38, 8)
    cairo_close_path(context)
    rgb(context, 0xE9C79A)
    cairo_fill(context)
    cairo_move_to(context, 51, -3)
    cairo_line_to(context, 58, 0)
    cairo_line_to(context, 51, 3)
    cairo_close_path(context)
    rgb(context, 0x3D3846)
    cairo_fill(context)
    cairo_restore(context)
    // Two small sparks.
    rgb(context, 0xF6D32D)
    cairo_set_line_width(context, 3)
    cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
    for (x, y) in [(36.0, 34.0), (206.0, 44.0)] {
      cairo_move_to(context, x - 7, y)
      cairo_line_to(context, x + 7, y)
      cairo_move_to(context, x, y - 7)
      cairo_line_to(context, x, y + 7)
      cairo_stroke(context)
    }
  }
}
