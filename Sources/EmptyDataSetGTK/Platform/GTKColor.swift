// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore

/// An RGBA colour with components from 0 to 1, convertible to and from `GdkRGBA`.
///
/// ```swift
/// let tint: GTKColor = .rgba(0.2, 0.4, 0.8)
/// let background: GTKColor = .parse("#f6f5f4")
/// ```
public struct GTKColor: Hashable, Sendable {
  /// Red, 0…1; a value set outside is clamped, NaN becomes 0.
  public var red: Double { didSet { red = Self.clamp(red) } }
  /// Green, 0…1; a value set outside is clamped, NaN becomes 0.
  public var green: Double { didSet { green = Self.clamp(green) } }
  /// Blue, 0…1; a value set outside is clamped, NaN becomes 0.
  public var blue: Double { didSet { blue = Self.clamp(blue) } }
  /// Opacity, 0…1. 1 (opaque) by default; a value set outside is clamped, NaN becomes 0.
  public var alpha: Double { didSet { alpha = Self.clamp(alpha) } }

  /// Creates a colour; components are clamped to 0…1 and NaN becomes 0.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
  }

  /// Creates a colour from a `GdkRGBA`.
  public init(_ rgba: GdkRGBA) {
    self.init(
      red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue),
      alpha: Double(rgba.alpha))
  }

  /// Parses any colour `gdk_rgba_parse` accepts (`"#rrggbb"`, `"#rrggbbaa"`, `"rgb(…)"`, a CSS
  /// name); `nil` when it does not parse.
  public init?(parsing text: String) {
    var rgba = GdkRGBA()
    guard gdk_rgba_parse(&rgba, text) != 0 else { return nil }
    self.init(rgba)
  }

  /// A colour from components; alpha defaults to 1.
  public static func rgba(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1)
    -> GTKColor
  {
    GTKColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Parses `text` like ``init(parsing:)``; text that does not parse gives transparent black
  /// with a warning through `EmptyDataSetDiagnostics`.
  public static func parse(_ text: String) -> GTKColor {
    if let color = GTKColor(parsing: text) { return color }
    EmptyDataSetDiagnostics.report(
      .warning, "\"\(text)\" is not a colour gdk_rgba_parse understands; using transparent.")
    return .transparent
  }

  /// Fully transparent black.
  public static let transparent = GTKColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// The `GdkRGBA` for this colour.
  public var gdkRGBA: GdkRGBA {
    GdkRGBA(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha))
  }

  /// The colour as a CSS `rgba(…)` value.
  var css: String {
    func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
    return "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(alpha))"
  }

  private static func clamp(_ value: Double) -> Double {
    guard !value.isNaN else { return 0 }
    return min(max(value, 0), 1)
  }
}
