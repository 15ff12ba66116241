// EmptyDataSet · GalleryTests
// Licensed under the MIT licence; see LICENSE.

import CGtk
import Foundation

/// A PNG decoded with GDK (no display needed) into straight RGBA bytes.
struct RGBAImage {
  let width: Int
  let height: Int
  /// Row-major RGBA, 4 bytes per pixel.
  let rgba: [UInt8]

  /// Loads `path`, or `nil` when it is missing or not an image.
  init?(png path: String) {
    guard FileManager.default.fileExists(atPath: path),
      let texture = gdk_texture_new_from_filename(path, nil)
    else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    width = Int(gdk_texture_get_width(texture))
    height = Int(gdk_texture_get_height(texture))
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    let stride = width * 4
    bytes.withUnsafeMutableBufferPointer { buffer in
      gdk_texture_download(texture, buffer.baseAddress, gsize(stride))
    }
    // GDK_MEMORY_DEFAULT is premultiplied B8G8R8A8 on little-endian machines.
    for i in Swift.stride(from: 0, to: bytes.count, by: 4) {
      let (b, g, r, a) = (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]), Int(bytes[i + 3]))
      func straight(_ value: Int) -> UInt8 { a == 0 ? 0 : UInt8(min(255, value * 255 / a)) }
      bytes[i] = straight(r)
      bytes[i + 1] = straight(g)
      bytes[i + 2] = straight(b)
    }
    rgba = bytes
  }

  /// The colour most pixels have (the background).
  var mostCommonColour: UInt32 {
    var counts: [UInt32: Int] = [:]
    for i in Swift.stride(from: 0, to: rgba.count, by: 4) { counts[pixel(at: i), default: 0] += 1 }
    return counts.max { $0.value < $1.value }?.key ?? 0
  }

  /// The number of distinct luminance levels, in steps of 8.
  var distinctTones: Int {
    var tones = Set<Int>()
    for i in Swift.stride(from: 0, to: rgba.count, by: 4) {
      let luminance = (2126 * Int(rgba[i]) + 7152 * Int(rgba[i + 1]) + 722 * Int(rgba[i + 2]))
      tones.insert(luminance / 10_000 / 8)
    }
    return tones.count
  }

  /// The fraction of pixels whose largest channel difference from `colour` exceeds `limit`.
  func fraction(differingFrom colour: UInt32, by limit: Int) -> Double {
    var differing = 0
    for i in Swift.stride(from: 0, to: rgba.count, by: 4) {
      var largest = 0
      for channel in 0..<4 {
        let expected = Int((colour >> UInt32(24 - 8 * channel)) & 0xFF)
        largest = max(largest, abs(Int(rgba[i + channel]) - expected))
      }
      if largest > limit { differing += 1 }
    }
    return Double(differing) / Double(max(1, width * height))
  }

  /// The fraction of pixels whose largest channel difference from `other` exceeds
  /// `tolerance`; 1 when the sizes differ.
  func fraction(differingFrom other: RGBAImage, tolerance: Int) -> Double {
    guard width == other.width, height == other.height else { return 1 }
    var differing = 0
    for i in Swift.stride(from: 0, to: rgba.count, by: 4) {
      var largest = 0
      for channel in 0..<4 {
        largest = max(largest, abs(Int(rgba[i + channel]) - Int(other.rgba[i + channel])))
      }
      if largest > tolerance { differing += 1 }
    }
    return Double(differing) / Double(max(1, width * height))
  }

  private func pixel(at i: Int) -> UInt32 {
    UInt32(rgba[i]) << 24 | UInt32(rgba[i + 1]) << 16 | UInt32(rgba[i + 2]) << 8
      | UInt32(rgba[i + 3])
  }
}

/// The size a PNG file declares in its header (read without decoding, as a second opinion).
enum PNGHeader {
  /// The width and height from the IHDR chunk, or `nil` when the file is not a PNG.
  static func size(of path: String) -> (Int, Int)? {
    guard let data = FileManager.default.contents(atPath: path), data.count >= 24 else {
      return nil
    }
    let bytes = [UInt8](data.prefix(24))
    guard bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
      bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
    else { return nil }
    func bigEndian(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (bigEndian(16), bigEndian(20))
  }
}
