// EmptyDataSet · GTKToolSupport
// Licensed under the MIT licence; see LICENSE.

import Foundation

/// The contrast of rendered text against what is behind it, measured from pixels as WCAG 2
/// defines it (relative luminance of sRGB colours; ratios from 1 to 21).
///
/// The text is found by rendering twice: with the text (`withText`) and with the text made
/// transparent (`withoutText`, everything else the same). The pixels that differ are the
/// text's; at each of them the colour with text is a blend of the text colour and the colour
/// behind it, so its contrast with the colour behind is at most the text's own. The measure is
/// the `rank`-th highest of these contrasts (the third by default, so that a stray pixel
/// decides nothing): the contrast of the text's fully covered pixels, never more than the true
/// contrast.
///
/// Text in several colours (markup, attributes) has a contrast per colour: ``weakest`` is the
/// lowest of them (text pixels grouped by colour, each group measured as above).
package struct TextContrast: Sendable {
  /// The measured contrast ratio (1…21); 0 when no text pixel was found.
  package var ratio: Double
  /// The text colour measured (the pixel that gave `ratio`), as (r, g, b).
  package var text: (r: Int, g: Int, b: Int)
  /// The colour behind it.
  package var background: (r: Int, g: Int, b: Int)
  /// How many pixels differ between the two renderings inside the rectangle.
  package var textPixels: Int
  /// The lowest contrast of a text colour (see above); `ratio` for text in one colour.
  package var weakest: Double = 0
  /// That text colour.
  package var weakestText: (r: Int, g: Int, b: Int) = (0, 0, 0)

  /// No text found: ratio 0, no pixels.
  package static let none = TextContrast(
    ratio: 0, text: (0, 0, 0), background: (0, 0, 0), textPixels: 0)

  /// Measures the text inside the rectangle (`x`, `y`, `width`, `height`) of two renderings.
  package static func measure(
    withText: RGBAPixels, withoutText: RGBAPixels,
    x: Int, y: Int, width: Int, height: Int, rank: Int = 3
  ) -> TextContrast {
    var samples: [(ratio: Double, text: (Int, Int, Int), background: (Int, Int, Int))] = []
    guard withText.width == withoutText.width, withText.height == withoutText.height else {
      return .none
    }
    for py in max(0, y)..<min(withText.height, y + height) {
      for px in max(0, x)..<min(withText.width, x + width) {
        let a = withText.at(px, py)
        let b = withoutText.at(px, py)
        let difference = max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
        guard difference > 8 else { continue }
        let ratio = contrastRatio((a.r, a.g, a.b), (b.r, b.g, b.b))
        samples.append((ratio, (a.r, a.g, a.b), (b.r, b.g, b.b)))
      }
    }
    samples.sort { $0.ratio > $1.ratio }
    guard !samples.isEmpty else { return .none }
    let chosen = samples[min(rank, samples.count) - 1]
    var result = TextContrast(
      ratio: chosen.ratio, text: chosen.text, background: chosen.background,
      textPixels: samples.count)
    let colour = weakestColour(samples, rank: rank)
    result.weakest = colour?.ratio ?? chosen.ratio
    result.weakestText = colour?.text ?? chosen.text
    return result
  }

  /// The text colour with the lowest contrast, and that contrast. Each text pixel is a blend of
  /// its text colour and the colour behind it, so it lies on the way from one to the other: its
  /// difference from the background points the same way for every pixel of one text colour.
  /// Pixels are grouped by that direction (within about 14°); each group of at least
  /// `minimumPixels` is measured as the whole text is (its `rank`-th best pixel).
  private static func weakestColour(
    _ samples: [(ratio: Double, text: (Int, Int, Int), background: (Int, Int, Int))],
    rank: Int, minimumPixels: Int = 15
  ) -> (ratio: Double, text: (r: Int, g: Int, b: Int))? {
    var groups: [(direction: (Double, Double, Double), ratios: [Double], text: (Int, Int, Int))] =
      []
    for sample in samples {  // strongest first: each group starts from a well-covered pixel
      let d = (
        Double(sample.text.0 - sample.background.0), Double(sample.text.1 - sample.background.1),
        Double(sample.text.2 - sample.background.2)
      )
      let length = (d.0 * d.0 + d.1 * d.1 + d.2 * d.2).squareRoot()
      guard length >= 24 else { continue }  // too faint to tell its colour
      let unit = (d.0 / length, d.1 / length, d.2 / length)
      if let index = groups.firstIndex(where: {
        $0.direction.0 * unit.0 + $0.direction.1 * unit.1 + $0.direction.2 * unit.2 > 0.97
      }) {
        groups[index].ratios.append(sample.ratio)
      } else {
        groups.append((unit, [sample.ratio], sample.text))
      }
    }
    var weakest: (ratio: Double, text: (r: Int, g: Int, b: Int))?
    for group in groups where group.ratios.count >= minimumPixels {
      let ratio = group.ratios[min(rank, group.ratios.count) - 1]  // already in descending order
      if ratio < (weakest?.ratio ?? .infinity) {
        weakest = (ratio, (group.text.0, group.text.1, group.text.2))
      }
    }
    return weakest
  }

  /// WCAG 2's contrast ratio of two sRGB colours (0…255 channels).
  package static func contrastRatio(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
    let la = relativeLuminance(a)
    let lb = relativeLuminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// WCAG 2's relative luminance of an sRGB colour.
  package static func relativeLuminance(_ colour: (Int, Int, Int)) -> Double {
    func linear(_ channel: Int) -> Double {
      let c = Double(channel) / 255
      return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(colour.0) + 0.7152 * linear(colour.1) + 0.0722 * linear(colour.2)
  }

  /// `#rrggbb` of a colour, for reports.
  package static func hex(_ colour: (r: Int, g: Int, b: Int)) -> String {
    String(format: "#%02x%02x%02x", colour.r, colour.g, colour.b)
  }
}
