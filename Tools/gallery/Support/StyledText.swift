// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK

/// Builds a ``GTKText/attributed(_:_:)`` value run by run, each run with its own Pango
/// attributes: the gallery's example of attributed text that mixes styles and colours.
struct StyledText {
  /// What a run looks like.
  enum Style {
    case bold, italic, underline, monospace
    case color(UInt16, UInt16, UInt16)
    case scale(Double)

    /// A colour from a hex number such as `0xC64600`.
    static func hex(_ value: UInt32) -> Style {
      .color(
        UInt16((value >> 16) & 0xFF) * 257, UInt16((value >> 8) & 0xFF) * 257,
        UInt16(value & 0xFF) * 257)
    }
  }

  private var text = ""
  private var runs: [(start: Int, end: Int, styles: [Style])] = []

  /// Appends `string` drawn with `styles`.
  mutating func append(_ string: String, _ styles: Style...) {
    let start = text.utf8.count
    text += string
    if !styles.isEmpty { runs.append((start, text.utf8.count, styles)) }
  }

  /// The text with its attribute list.
  func build() -> GTKText {
    let list = pango_attr_list_new()!
    defer { pango_attr_list_unref(list) }
    for run in runs {
      for style in run.styles {
        let attribute: UnsafeMutablePointer<PangoAttribute>
        switch style {
        case .bold: attribute = pango_attr_weight_new(PANGO_WEIGHT_BOLD)
        case .italic: attribute = pango_attr_style_new(PANGO_STYLE_ITALIC)
        case .underline: attribute = pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)
        case .monospace: attribute = pango_attr_family_new("monospace")
        case .color(let red, let green, let blue):
          attribute = pango_attr_foreground_new(red, green, blue)
        case .scale(let factor): attribute = pango_attr_scale_new(factor)
        }
        attribute.pointee.start_index = guint(run.start)
        attribute.pointee.end_index = guint(run.end)
        pango_attr_list_insert(list, attribute)
      }
    }
    return .attributed(text, GTKAttributeList(list))
  }
}
