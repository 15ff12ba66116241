// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport
import Foundation
import Testing

@Suite("The search text in the no-results description: quoted, tidied, shortened")
struct QueryQuotingTests {
  static let isolateStart = "\u{2068}"
  static let isolateEnd = "\u{2069}"

  @Test(
    "each language quotes with its own marks, around an isolate",
    arguments: [
      ("en", "“", "”"), ("de", "„", "“"), ("fr", "«\u{00A0}", "\u{00A0}»"), ("es", "“", "”"),
      ("pt-BR", "“", "”"), ("it", "«", "»"), ("ru", "«", "»"), ("ar", "«", "»"),
      ("he", "\"", "\""), ("ja", "「", "」"), ("zh-Hans", "“", "”"), ("ko", "“", "”"),
    ])
  func marks(language: String, start: String, end: String) {
    let localization = EmptyDataSetLocalization.language(language)
    #expect(
      localization.quoted("cats") == start + Self.isolateStart + "cats" + Self.isolateEnd + end)
  }

  @Test("the marks agree with Foundation's CLDR data, except where we chose otherwise")
  func marksAgreeWithCLDR() {
    // French: CLDR leaves out the no-break spaces (U+00A0) French puts inside « ».
    // Arabic: CLDR now lists straight quotes; we keep the guillemets of Arabic typesetting,
    // which Unicode mirrors in right-to-left text.
    for language in EmptyDataSetLocalization.availableLanguages where language != "ar" {
      let quoted = EmptyDataSetLocalization.language(language).quoted("x")
        .replacingOccurrences(of: "\u{00A0}", with: "")
      let locale = Locale(identifier: language)
      let cldr =
        (locale.quotationBeginDelimiter ?? "?") + Self.isolateStart + "x" + Self.isolateEnd
        + (locale.quotationEndDelimiter ?? "?")
      #expect(quoted == cldr, "\(language)")
    }
  }

  @Test("every language puts the quoted query into its description, placeholder gone")
  func descriptionWithQuery() {
    for language in EmptyDataSetLocalization.availableLanguages {
      let localization = EmptyDataSetLocalization.language(language)
      let text = localization.noResultsMessage(query: "blue  shoes")
      #expect(text.contains(localization.quoted("blue shoes")), "\(language)")
      #expect(!text.contains("{") && !text.contains("}"), "\(language)")
      #expect(text.count > localization.quoted("blue shoes").count + 5, "\(language)")
    }
  }

  @Test(
    "the description with a query reads as written, marks and isolates included",
    arguments: [
      ("en", "cats", "Nothing matches “\u{2068}cats\u{2069}”. Try different words."),
      // The review in docs/localization.md: “Nichts passt zu” read as “nothing goes with”.
      (
        "de", "Katzen",
        "Keine Treffer für „\u{2068}Katzen\u{2069}“. Andere Suchbegriffe ausprobieren."
      ),
      ("es", "gatos", "No hay resultados para “\u{2068}gatos\u{2069}”. Prueba con otras palabras."),
      ("pt-BR", "gatos", "Nenhum resultado para “\u{2068}gatos\u{2069}”. Tente outras palavras."),
      ("ar", "قطط", "لا توجد نتائج تطابق «\u{2068}قطط\u{2069}». جرّب كلمات أخرى."),
      ("he", "חתולים", "אין תוצאות עבור \"\u{2068}חתולים\u{2069}\". כדאי לנסות מילים אחרות."),
      // A word-width no-break space inside « », as GNOME, KDE and Firefox put it.
      (
        "fr", "chats",
        "Rien ne correspond à «\u{00A0}\u{2068}chats\u{2069}\u{00A0}». Essayez d’autres mots."
      ),
    ])
  func examples(language: String, query: String, expected: String) {
    let text = EmptyDataSetLocalization.language(language).noResultsMessage(query: query)
    #expect(text == expected, "\(language): \(text.debugDescription)")
  }

  @Test("no query, or a blank one, gives the description without a query")
  func noQuery() {
    let english = EmptyDataSetLocalization.language("en")
    let plain = english.string(.noResultsDescription)
    #expect(english.noResultsMessage(query: nil) == plain)
    #expect(english.noResultsMessage(query: "") == plain)
    #expect(english.noResultsMessage(query: " \n\t\u{7}") == plain)
  }

  @Test("whitespace runs and line breaks become one space; control characters go")
  func tidying() {
    let tidy = EmptyDataSetLocalization.displayQuery
    #expect(tidy("  blue \n\t shoes  ") == "blue shoes")
    #expect(tidy("first line\r\nsecond line") == "first line second line")
    #expect(tidy("bell\u{7}s and\u{0} nulls") == "bells and nulls")
    #expect(tidy("\u{00A0}wide\u{3000}space\u{2028}") == "wide space")
  }

  @Test("bidirectional controls in the query cannot escape the isolate")
  func bidiControls() {
    let quoted = EmptyDataSetLocalization.language("en").quoted("abc\u{2069}\u{202E}def\u{2066}")
    #expect(quoted == "“\u{2068}abcdef\u{2069}”")
  }

  @Test("a query up to 40 columns stays whole")
  func shortQuery() {
    let forty = String(repeating: "a", count: 40)
    #expect(EmptyDataSetLocalization.displayQuery(forty) == forty)
    let twenty = String(repeating: "猫", count: 20)
    #expect(EmptyDataSetLocalization.displayQuery(twenty) == twenty)
  }

  @Test("a long word is cut to 39 columns plus an ellipsis")
  func longWord() {
    let long = String(repeating: "a", count: 41)
    #expect(EmptyDataSetLocalization.displayQuery(long) == String(repeating: "a", count: 39) + "…")
  }

  @Test("a long phrase is cut at a space near the limit, with no space before the ellipsis")
  func wordBoundary() {
    let phrase = "the quick brown fox jumps over the lazy dog again and again"
    #expect(
      EmptyDataSetLocalization.displayQuery(phrase) == "the quick brown fox jumps over the lazy…")
    // The last space is more than 10 columns before the cut: the word is cut instead.
    let phrase2 = "the quick brown fox jumps overextraordinarilylazy dog"
    #expect(
      EmptyDataSetLocalization.displayQuery(phrase2) == "the quick brown fox jumps overextraordi…")
  }

  @Test("Chinese, Japanese and Korean characters count two columns")
  func wideCharacters() {
    let chinese = String(repeating: "猫", count: 30)
    #expect(
      EmptyDataSetLocalization.displayQuery(chinese) == String(repeating: "猫", count: 19) + "…")
    let korean = String(repeating: "고양이", count: 10)
    #expect(EmptyDataSetLocalization.displayQuery(korean)?.count == 20)
  }

  @Test("emoji and combining marks are never split")
  func graphemes() {
    let family = "👨‍👩‍👧‍👦"
    let shortened = EmptyDataSetLocalization.displayQuery(String(repeating: family, count: 30))
    #expect(shortened == String(repeating: family, count: 19) + "…")
    let accents = String(repeating: "e\u{301}", count: 50)
    #expect(
      EmptyDataSetLocalization.displayQuery(accents) == String(repeating: "é", count: 39) + "…")
  }

  @Test("random queries: always within 40 columns, a prefix of the tidied text, never blank")
  func randomQueries() {
    var generator = SeededGenerator(seed: 12)
    let alphabet = Array("ab cd\n\téש中한😀\u{7}\u{2067}") + ["e\u{301}", "👍🏽"]
    for _ in 0..<2_000 {
      let length = Int.random(in: 0...90, using: &generator)
      let query = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      guard let shown = EmptyDataSetLocalization.displayQuery(query) else {
        #expect(query.allSatisfy { $0.isWhitespace || $0 == "\u{7}" || $0 == "\u{2067}" })
        continue
      }
      #expect(!shown.isEmpty && shown.first != " " && shown.last != " ")
      #expect(
        columns(shown) <= EmptyDataSetLocalization.queryDisplayWidth, "\(query.debugDescription)")
      let body = shown.hasSuffix("…") ? String(shown.dropLast()) : shown
      #expect(EmptyDataSetLocalization.displayQuery(body) == body, "tidy text stays as it is")
      let fullyTidied = query.filter { $0 != "\u{7}" && $0 != "\u{2067}" }
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(fullyTidied.hasPrefix(body), "\(query.debugDescription)")
    }
  }

  /// Columns as the tests count them: 2 for the wide characters of the test alphabet.
  private func columns(_ text: String) -> Int {
    text.reduce(0) { $0 + ("中한😀👍🏽".contains($1) ? 2 : 1) }
  }
}
