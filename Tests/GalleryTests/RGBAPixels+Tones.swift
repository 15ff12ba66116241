// EmptyDataSet · GalleryTests
// Licensed under the MIT licence; see LICENSE.

import Foundation
import GTKToolSupport

/// What the gallery tests measure on a picture (decoded by the shared `RGBAPixels`).
extension RGBAPixels {
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
