// EmptyDataSet · GTKToolSupport
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK
import Foundation

/// Pixels of a rendered widget or a PNG, as straight (not premultiplied) RGBA bytes.
package struct RGBAPixels {
  /// Width in pixels.
  package let width: Int
  /// Height in pixels.
  package let height: Int
  /// Row-major RGBA, 4 bytes per pixel.
  package let rgba: [UInt8]

  /// The pixel at (`x`, `y`) as (r, g, b, a).
  package func at(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
    let i = (y * width + x) * 4
    return (Int(rgba[i]), Int(rgba[i + 1]), Int(rgba[i + 2]), Int(rgba[i + 3]))
  }

  /// The mean luminance (0…255) of a rectangle.
  package func luminance(x: Int, y: Int, width w: Int, height h: Int) -> Double {
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

  /// The fraction of pixels whose largest channel difference from `other` exceeds
  /// `tolerance` (default 32); 1 when the sizes differ.
  package func differingFraction(from other: RGBAPixels, tolerance: Int = 32) -> Double {
    guard width == other.width, height == other.height else { return 1 }
    var differing = 0
    for i in stride(from: 0, to: rgba.count, by: 4) {
      var largest = 0
      for c in 0..<4 { largest = max(largest, abs(Int(rgba[i + c]) - Int(other.rgba[i + c]))) }
      if largest > tolerance { differing += 1 }
    }
    return Double(differing) / Double(max(1, width * height))
  }

  /// The pixels of a texture.
  package init(texture: OpaquePointer) {
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

  /// The pixels of a PNG file (decoded by GDK; no display needed), or `nil` when it is
  /// missing or does not load.
  package init?(png path: String) {
    guard FileManager.default.fileExists(atPath: path),
      let texture = gdk_texture_new_from_filename(path, nil)
    else { return nil }
    defer { g_object_unref(raw(texture)) }
    self.init(texture: texture)
  }
}
