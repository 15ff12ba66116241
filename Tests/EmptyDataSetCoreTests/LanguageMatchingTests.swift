// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import Testing

@Suite("Choosing the presets' language: explicit, or following the system")
struct LanguageMatchingTests {
  @Test(
    "an explicit choice matches the language we have",
    arguments: [
      ("de", "de"), ("de-AT", "de"), ("de_CH.UTF-8", "de"), ("fr-CA", "fr"), ("es-419", "es"),
      ("es_MX", "es"), ("pt-BR", "pt-BR"), ("pt-PT", "pt-BR"), ("pt", "pt-BR"), ("it-CH", "it"),
      ("ru-RU", "ru"), ("ar-EG", "ar"), ("he-IL", "he"), ("iw", "he"), ("ja-JP", "ja"),
      ("zh-Hans", "zh-Hans"), ("zh-Hans-CN", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh", "zh-Hans"),
      ("zh_SG", "zh-Hans"), ("ko-KR", "ko"), ("en-GB", "en"), ("EN-us", "en"),
      ("de-DE-u-co-phonebk", "de"), ("de_DE.UTF-8@euro", "de"),
    ])
  func explicit(requested: String, resolved: String) {
    #expect(EmptyDataSetLocalization.language(requested).languageIdentifier == resolved)
  }

  @Test(
    "Traditional Chinese is not served Simplified: explicit choices fall back to English",
    arguments: ["zh-Hant", "zh-TW", "zh-HK", "zh-Hant-MO"])
  func traditionalChinese(requested: String) {
    let recorder = ReportRecorder()
    let localization = EmptyDataSetDiagnostics.scopedHandler.withValue(recorder.handler) {
      EmptyDataSetLocalization.language(requested)
    }
    #expect(localization.languageIdentifier == "en")
    #expect(recorder.reports.count == 1)
  }

  @Test("the first preference we can serve wins, in the person's order")
  func preferenceOrder() {
    let cases: [([String], String)] = [
      (["zh-Hant-TW", "ja-JP", "en-US"], "ja"),
      (["fr-CA", "en-US"], "fr"),
      (["pt-PT", "en"], "pt-BR"),
      (["eo", "tlh", "he-IL"], "he"),
      (["en-US", "de-DE"], "en"),
      (["C"], "en"),
      (["en-001"], "en"),  // what Linux's Foundation reports
      ([], "en"),
    ]
    for (preferences, resolved) in cases {
      #expect(
        EmptyDataSetLocalization.preferring(preferences).languageIdentifier == resolved,
        "\(preferences)")
    }
  }

  @Test("the closest region wins: same region, then no region, then another region")
  func regionScoring() {
    let available = ["pt", "pt-BR", "pt-PT"]
    #expect(LanguageMatching.bestMatch(for: "pt-PT", among: available) == "pt-PT")
    #expect(LanguageMatching.bestMatch(for: "pt-AO", among: available) == "pt")
    #expect(LanguageMatching.bestMatch(for: "pt-AO", among: ["pt-PT", "pt-BR"]) == "pt-PT")
    #expect(LanguageMatching.bestMatch(for: "pt", among: ["pt-BR"]) == "pt-BR")
    #expect(LanguageMatching.bestMatch(for: "zh-TW", among: ["zh-Hans", "zh-Hant"]) == "zh-Hant")
    #expect(LanguageMatching.bestMatch(for: "zh-HK", among: ["zh-Hans"]) == nil)
    #expect(LanguageMatching.bestMatch(for: "POSIX", among: ["en"]) == nil)
    #expect(LanguageMatching.bestMatch(for: "", among: ["en"]) == nil)
  }

  @Test("the GNU environment is read the way gettext reads it")
  func gettextEnvironment() {
    let read = LanguageMatching.gettextLanguages(in:)
    #expect(read(["LANG": "de_DE.UTF-8"]) == ["de_DE.UTF-8"])
    #expect(read(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]) == ["fr_FR.UTF-8"])
    #expect(read(["LC_MESSAGES": "fr_FR", "LC_ALL": "ja_JP.UTF-8"]) == ["ja_JP.UTF-8"])
    #expect(read(["LANG": "de_DE.UTF-8", "LANGUAGE": "he:ar:"]) == ["he", "ar"])
    // A C locale turns translation off, LANGUAGE included, as in gettext.
    #expect(read(["LANG": "C.UTF-8", "LANGUAGE": "de"]).isEmpty)
    #expect(read(["LC_ALL": "POSIX", "LANG": "de_DE"]).isEmpty)
    #expect(read(["LANG": "", "LANGUAGE": "de"]).isEmpty)
    #expect(read([:]).isEmpty)
    // Empty variables are skipped.
    #expect(read(["LC_ALL": "", "LANG": "ko_KR.UTF-8", "LANGUAGE": ""]) == ["ko_KR.UTF-8"])
  }

  @Test("the system choice is one of the languages we have")
  func system() {
    let system = EmptyDataSetLocalization.system
    #expect(EmptyDataSetLocalization.availableLanguages.contains(system.languageIdentifier))
  }
}
