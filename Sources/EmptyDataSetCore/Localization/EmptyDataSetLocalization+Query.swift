// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

extension EmptyDataSetLocalization {
  /// The placeholder for the search text in
  /// ``EmptyDataSetPresetString/noResultsDescriptionWithQuery``: `{query}`.
  public static let queryPlaceholder = "{query}"

  /// How wide a quoted search text may be, in columns: 40.
  ///
  /// A column is one character of most scripts; Chinese, Japanese and Korean characters and
  /// emoji take two, as they do on screen. Longer text is cut to fit, ellipsis included.
  public static let queryDisplayWidth = 40

  /// The no-results preset's message: with the search text quoted when there is one, the
  /// general advice when `query` is nil or blank.
  ///
  /// ```swift
  /// EmptyDataSetLocalization.language("de").noResultsMessage(query: "Katzen")
  /// // Keine Treffer für „Katzen“. Andere Suchbegriffe ausprobieren.
  /// ```
  ///
  /// The search text goes through ``quoted(_:)``, so it is tidied, shortened and quoted the way
  /// the language quotes, and wrapped in invisible bidi isolates (U+2068 … U+2069). A UI test
  /// that checks the text shown should compare with this method's result (or drop the two
  /// isolates first), not with the sentence as it reads.
  public func noResultsMessage(query: String?) -> String {
    guard let query, Self.displayQuery(query) != nil else {
      return string(.noResultsDescription)
    }
    let template = string(.noResultsDescriptionWithQuery)
    return template.replacingOccurrences(of: Self.queryPlaceholder, with: quoted(query))
  }

  /// `query` between the language's quotation marks, tidied and shortened for display.
  ///
  /// - Whitespace runs, line breaks included, become one space; other control characters and
  ///   bidirectional formatting characters are removed; the ends are trimmed.
  /// - Text wider than ``queryDisplayWidth`` is cut to fit with an ellipsis (…), at the last
  ///   space when one falls within the last 10 columns, so words stay whole where they can.
  /// - The text is wrapped in a Unicode first-strong isolate (U+2068 … U+2069), so a Hebrew
  ///   search in an English sentence, or a Latin one in Arabic, keeps its own direction and
  ///   cannot pull the quotation marks or the sentence around it out of order. Isolates are
  ///   invisible and screen readers skip them.
  ///
  /// Quotation marks: “…” in English, Portuguese, Spanish, Korean and Chinese, „…“ in German,
  /// « … » in French (no-break spaces inside), «…» in Italian, Russian and Arabic,
  /// "…" in Hebrew, 「…」 in Japanese. Blank text gives empty quotes.
  public func quoted(_ query: String) -> String {
    let shown = Self.displayQuery(query) ?? ""
    return table.quotationStart + "\u{2068}" + shown + "\u{2069}" + table.quotationEnd
  }

  /// `query` tidied and shortened as ``quoted(_:)`` describes, without marks or isolates; nil
  /// when nothing is left.
  package static func displayQuery(_ query: String) -> String? {
    var characters: [Character] = []
    var pendingSpace = false
    for character in query {
      if character.isWhitespace {
        pendingSpace = true
        continue
      }
      if character.unicodeScalars.allSatisfy(isRemoved) { continue }
      if pendingSpace && !characters.isEmpty { characters.append(" ") }
      pendingSpace = false
      characters.append(character)
    }
    guard !characters.isEmpty else { return nil }
    let widths = characters.map(columns)
    if widths.reduce(0, +) <= queryDisplayWidth { return String(characters) }

    // Keep what fits beside the ellipsis; back up to a space if one is near the cut.
    var kept = 0
    var used = 0
    while kept < characters.count && used + widths[kept] <= queryDisplayWidth - 1 {
      used += widths[kept]
      kept += 1
    }
    if characters[kept] != " ",
      let space = characters[..<kept].lastIndex(of: " "),
      widths[(space + 1)..<kept].reduce(0, +) <= 10
    {
      kept = space
    }
    while kept > 0 && characters[kept - 1] == " " { kept -= 1 }
    return String(characters[..<kept]) + "…"
  }

  /// Whether `scalar` is dropped from a search text: control characters, and the bidirectional
  /// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that could break out of
  /// the isolate ``quoted(_:)`` puts around it.
  private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value)
  }

  /// The columns `character` takes: 2 for East Asian wide characters and emoji, else 1.
  private static func columns(_ character: Character) -> Int {
    for scalar in character.unicodeScalars {
      if scalar.properties.isEmojiPresentation || scalar.value == 0xFE0F { return 2 }
      if wideRanges.contains(where: { $0.contains(scalar.value) }) { return 2 }
    }
    return 1
  }

  /// The blocks of Unicode's East Asian Wide and Fullwidth characters: Hangul, CJK, kana, Yi,
  /// fullwidth forms. A close approximation of UAX #11, enough to measure a search text.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
    0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
