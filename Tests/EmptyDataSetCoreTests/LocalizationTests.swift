// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import Foundation
import Testing

/// The translation files as shipped: complete, well-formed, and read from the package's real
/// resource bundle (on Linux through swift-corelibs-foundation).
@Suite("Preset copy: every language complete and well-formed")
struct LocalizationTests {
  static let expectedLanguages = [
    "ar", "de", "en", "es", "fr", "he", "it", "ja", "ko", "pt-BR", "ru", "zh-Hans",
  ]
  static let keys = Set(EmptyDataSetPresetString.allCases.map(\.rawValue))

  /// Every shipped table, read through the shared store as the presets read them.
  static func tables() -> [LocalizationTable] {
    LocalizationStore.shared.languages.compactMap { LocalizationStore.shared.table(for: $0) }
  }

  @Test("the bundle holds the twelve languages, one right-to-left and CJK among them")
  func languages() {
    #expect(EmptyDataSetLocalization.availableLanguages == Self.expectedLanguages)
    #expect(Self.tables().map(\.identifier) == Self.expectedLanguages)
  }

  @Test("every key exists in every language, and no language has extra keys")
  func completeness() {
    for table in Self.tables() {
      let present = Set(table.strings.keys)
      #expect(
        present.subtracting(Self.keys).isEmpty,
        "\(table.identifier) has extra keys \(present.subtracting(Self.keys).sorted())")
      #expect(
        Self.keys.subtracting(present).isEmpty,
        "\(table.identifier) lacks \(Self.keys.subtracting(present).sorted())")
    }
  }

  @Test("no text is blank or padded with whitespace")
  func noBlankTexts() {
    for table in Self.tables() {
      for (key, text) in table.strings {
        #expect(!text.isEmpty, "\(table.identifier).\(key) is empty")
        #expect(
          text == text.trimmingCharacters(in: .whitespacesAndNewlines),
          "\(table.identifier).\(key) has leading or trailing whitespace")
      }
    }
  }

  @Test("{query} appears exactly once where declared, and no other braces anywhere")
  func placeholders() throws {
    let english = try #require(LocalizationStore.shared.table(for: "en"))
    for key in EmptyDataSetPresetString.allCases {
      let names = Set(key.placeholders.map { String($0.dropFirst().dropLast()) })
      #expect(english.declaredPlaceholders[key.rawValue, default: []] == names, "\(key)")
    }
    for table in Self.tables() {
      for key in EmptyDataSetPresetString.allCases {
        let text = try #require(table.strings[key.rawValue])
        let expected = key.placeholders.count
        #expect(
          text.components(separatedBy: "{query}").count - 1 == expected,
          "\(table.identifier).\(key.rawValue) must contain {query} \(expected) time(s)")
        #expect(
          text.filter { $0 == "{" || $0 == "}" }.count == 2 * expected,
          "\(table.identifier).\(key.rawValue) has a stray brace")
        #expect(!text.contains("%@") && !text.contains("%s"), "no printf-style placeholders")
      }
    }
  }

  @Test("the English file describes every key for translators")
  func translatorDescriptions() throws {
    let english = try #require(LocalizationStore.shared.table(for: "en"))
    #expect(Set(english.descriptions.keys) == Self.keys)
    for (key, description) in english.descriptions {
      #expect(description.count > 60, "the description of \(key) is too thin to translate from")
    }
    let template = try #require(
      english.descriptions[EmptyDataSetPresetString.noResultsDescriptionWithQuery.rawValue])
    #expect(template.contains("{query}") && template.contains("quotation marks"))
  }

  @Test("Arabic and Hebrew are right-to-left, every other language left-to-right")
  func directions() {
    for language in EmptyDataSetLocalization.availableLanguages {
      let localization = EmptyDataSetLocalization.language(language)
      let rightToLeft = ["ar", "he"].contains(language)
      #expect(localization.direction == (rightToLeft ? .rightToLeft : .leftToRight), "\(language)")
      if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
        // Foundation's own data (CLDR) agrees with the files.
        let foundation = Locale.Language(identifier: language).characterDirection
        #expect((foundation == .rightToLeft) == rightToLeft, "\(language)")
      }
    }
  }

  @Test("typography: real ellipses and apostrophes, never ... or '")
  func typography() {
    for table in Self.tables() {
      for (key, text) in table.strings {
        #expect(!text.contains("..."), "\(table.identifier).\(key): use … (U+2026)")
        #expect(!text.contains("'"), "\(table.identifier).\(key): use ’ (U+2019)")
      }
    }
  }

  @Test("Chinese addresses the reader as 您 throughout, never 你")
  func chineseRegister() throws {
    // The polite form GNOME, KDE and Firefox use, and the register of our own 请 sentences
    // (docs/localization.md, Review).
    let chinese = try #require(LocalizationStore.shared.table(for: "zh-Hans"))
    for (key, text) in chinese.strings {
      #expect(!text.contains("你"), "zh-Hans.\(key): use 您")
    }
    #expect(EmptyDataSetLocalization.language("zh-Hans").string(.offlineTitle) == "您已离线")
  }

  @Test("English: Title Case titles and buttons, sentences ending in a full stop")
  func englishCase() {
    let english = EmptyDataSetLocalization.language("en")
    let minorWords: Set<String> = ["a", "an", "and", "for", "in", "of", "on", "or", "the", "to"]
    for key in EmptyDataSetPresetString.allCases {
      let text = english.string(key)
      if key.rawValue.hasSuffix("Title") || key.rawValue.hasSuffix("Button") {
        for word in text.split(separator: " ") where !minorWords.contains(String(word)) {
          #expect(word.first?.isUppercase == true, "\(key.rawValue): “\(word)” in Title Case")
        }
      } else if key.rawValue.contains("Description") {
        #expect(text.hasSuffix("."), "\(key.rawValue) is a sentence")
      }
    }
  }

  @Test("the copy is our own, not UIContentUnavailableConfiguration's")
  func ownWording() {
    let english = EmptyDataSetLocalization.language("en")
    let apple = ["No Results", "Check the spelling or try a new search.", "Loading"]
    for key in EmptyDataSetPresetString.allCases where key != .loadingAccessibilityLabel {
      #expect(!apple.contains(english.string(key)), "\(key.rawValue)")
    }
  }

  @Test("the shared store reads each language once and serves many threads")
  func concurrentReads() async {
    let languages = EmptyDataSetLocalization.availableLanguages
    let results = await withTaskGroup(of: String.self) { group in
      for index in 0..<200 {
        group.addTask {
          let localization = EmptyDataSetLocalization.language(languages[index % languages.count])
          return localization.languageIdentifier + ":" + localization.string(.emptyTitle)
        }
      }
      return await group.reduce(into: Set<String>()) { $0.insert($1) }
    }
    #expect(results.count == languages.count)
  }
}
