// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import Foundation
import Testing

/// Missing and broken translations: English with a warning, never an empty label.
@Suite("Preset copy: fallbacks to English, reported")
struct LocalizationFallbackTests {
  private func recording<T>(_ body: () -> T) -> (T, [EmptyDataSetDiagnostics.Report]) {
    let recorder = ReportRecorder()
    let result = EmptyDataSetDiagnostics.scopedHandler.withValue(recorder.handler, operation: body)
    return (result, recorder.reports)
  }

  /// A German table with only the texts given.
  private func partialGerman(_ strings: [String: String]) -> EmptyDataSetLocalization {
    EmptyDataSetLocalization(
      table: LocalizationTable(
        identifier: "de", direction: .leftToRight, quotationStart: "„", quotationEnd: "“",
        strings: strings))
  }

  @Test("a key missing in a language shows the English text and reports a warning")
  func missingKey() {
    let localization = partialGerman(["failedTitle": "Laden fehlgeschlagen"])
    let english = EmptyDataSetLocalization.language("en").string(.failedRetryButton)
    let (text, reports) = recording { localization.string(.failedRetryButton) }
    #expect(text == english)
    #expect(!text.isEmpty)
    #expect(reports.map(\.severity) == [.warning])
    #expect(reports.first?.message.contains("failedRetryButton") == true)
    #expect(reports.first?.message.contains("de.arb") == true)
  }

  @Test("a text that is present is used as is, without a report")
  func presentKey() {
    let localization = partialGerman(["failedTitle": "Laden fehlgeschlagen"])
    let (text, reports) = recording { localization.string(.failedTitle) }
    #expect(text == "Laden fehlgeschlagen")
    #expect(reports.isEmpty)
  }

  @Test("a blank text counts as missing")
  func blankText() {
    let localization = partialGerman(["emptyTitle": "  \n"])
    let (text, reports) = recording { localization.string(.emptyTitle) }
    #expect(text == EmptyDataSetLocalization.language("en").string(.emptyTitle))
    #expect(reports.count == 1)
  }

  @Test("a query template without {query} falls back to English, so the query still shows")
  func templateWithoutPlaceholder() {
    let localization = partialGerman([
      "noResultsDescriptionWithQuery": "Nichts gefunden.",
      "noResultsDescription": "Andere Wörter versuchen.",
    ])
    let (text, reports) = recording { localization.noResultsMessage(query: "cats") }
    #expect(text.contains("cats"))
    #expect(text.hasPrefix("Nothing matches „"))  // English words, German quotation marks
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("lacks {query}") == true)
  }

  @Test("with English missing too, the key's name shows: reported, still not empty")
  func missingEverywhere() {
    let broken = EmptyDataSetLocalization(
      table: LocalizationTable(
        identifier: "en", direction: .leftToRight, quotationStart: "“", quotationEnd: "”",
        strings: [:]))
    let (text, reports) = recording { broken.string(.offlineTitle) }
    #expect(text == "offlineTitle")
    #expect(reports.first?.message.contains("showing its key") == true)
  }

  @Test("an unknown language asked for by name gives English with a warning")
  func unknownLanguage() {
    let (localization, reports) = recording { EmptyDataSetLocalization.language("tlh") }
    #expect(localization.languageIdentifier == "en")
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("tlh") == true)
  }

  @Test("a known language asked for by name is silent")
  func knownLanguage() {
    let (localization, reports) = recording { EmptyDataSetLocalization.language("ko-KR") }
    #expect(localization.languageIdentifier == "ko")
    #expect(reports.isEmpty)
  }

  @Test("broken files are skipped with one warning each; their language is unavailable")
  func brokenFiles() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("EmptyDataSetLocalization-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      "aa": "{ not json",
      "bb": #"{"@@locale": "cc", "@@x-direction": "ltr", "@@x-quotation-start": "\"", "#
        + #""@@x-quotation-end": "\""}"#,
      "dd": #"{"@@locale": "dd", "@@x-direction": "up", "@@x-quotation-start": "\"", "#
        + #""@@x-quotation-end": "\""}"#,
      "ee": #"{"@@locale": "ee", "@@x-direction": "rtl", "@@x-quotation-start": "«", "#
        + #""@@x-quotation-end": "»", "emptyTitle": "ok", "@emptyTitle": {"description": "d"}}"#,
    ]
    for (name, contents) in files {
      try Data(contents.utf8).write(to: folder.appendingPathComponent(name + ".arb"))
    }
    let store = LocalizationStore(directory: folder)
    let (tables, reports) = recording { ["aa", "bb", "dd", "ee", "zz"].map(store.table(for:)) }
    #expect(tables.map { $0?.identifier } == [nil, nil, nil, "ee", nil])
    #expect(tables[3]?.direction == .rightToLeft)
    #expect(tables[3]?.descriptions == ["emptyTitle": "d"])
    #expect(reports.count == 3)
    #expect(reports.contains { $0.message.contains("\"cc\", not \"bb\"") })
    #expect(reports.contains { $0.message.contains("\"up\"") })
    let (_, again) = recording { store.table(for: "aa") }
    #expect(again.isEmpty, "a broken file is read and reported once")
  }

  @Test("a missing resource folder is reported once and lists no languages")
  func missingFolder() {
    let store = LocalizationStore(directory: nil)
    let (languages, reports) = recording { store.languages }
    #expect(languages.isEmpty)
    #expect(reports.count == 1)
    let (_, again) = recording { store.table(for: "en") }
    #expect(again.isEmpty)
  }
}
