// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

import Foundation

/// The language of the presets' copy: its texts, its direction and its quotation marks.
///
/// The default, ``system``, follows the person's preferred languages; ``language(_:)`` picks
/// one explicitly, for an app with its own language setting. Both match regional variants to
/// the language we have (`de-AT` → `de`, `pt-PT` → `pt-BR`) and fall back to English.
///
/// ```swift
/// let copy = EmptyDataSetLocalization.system
/// title = copy.string(.noResultsTitle)                        // "No Matches"
/// text = copy.noResultsMessage(query: searchField.text)  // Nothing matches “cats”. …
/// mirrored = copy.direction == .rightToLeft
/// ```
///
/// Texts are read from the package's resources once per language and shared between threads;
/// a value is cheap to create and to copy. A text missing from a translation shows in English,
/// with a warning through `EmptyDataSetDiagnostics`; a preset never shows an empty label.
/// docs/localization.md lists the languages and how to add one.
public struct EmptyDataSetLocalization: Hashable, Sendable {
  /// The table the texts come from.
  let table: LocalizationTable

  /// Uses `table` as is; tests build tables with missing or broken texts this way.
  package init(table: LocalizationTable) {
    self.table = table
  }

  // MARK: - Choosing a language

  /// The language that best matches the person's preferred languages; English when none does.
  ///
  /// The preferences are, in order: the GNU `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`
  /// environment variables, read the way gettext reads them (so GTK apps agree with their own
  /// gettext translations; a `C` or `POSIX` locale says nothing), then
  /// `Locale.preferredLanguages`. Apple apps launched normally have no such variables and follow
  /// `Locale.preferredLanguages`. Read anew on each access.
  ///
  /// `Locale.preferredLanguages` lists what the person reads, not what the app is translated
  /// into. An app translated into fewer languages than the presets can keep the two in step with
  /// `.preferring(Bundle.main.preferredLocalizations)`.
  public static var system: Self {
    preferring(systemPreferredLanguages)
  }

  /// The language `identifier` names, such as `"de"`, `"pt-BR"`, `"ar"` or `"de-AT"`.
  ///
  /// Matches like ``preferring(_:)`` with a single preference. A language we do not have falls
  /// back to English and reports a warning through `EmptyDataSetDiagnostics`.
  public static func language(_ identifier: String) -> Self {
    let store = LocalizationStore.shared
    if let match = LanguageMatching.bestMatch(for: identifier, among: store.languages),
      let table = store.table(for: match)
    {
      return Self(table: table)
    }
    EmptyDataSetDiagnostics.report(
      .warning,
      "The presets have no copy in \"\(identifier)\"; showing English. Available: "
        + store.languages.joined(separator: ", ") + ".")
    return english
  }

  /// The first of `preferredLanguages` we have a translation for; English when there is none.
  ///
  /// Identifiers are BCP 47 (`de-AT`) or POSIX (`de_AT.UTF-8`). A preference matches a
  /// translation of the same language: the same region first, then the plain language, then
  /// another region (`pt-PT` → `pt-BR`). Chinese is matched by script, inferred from the region
  /// when absent (`zh-CN` → Simplified, `zh-TW` → Traditional); Traditional Chinese does not
  /// fall back to Simplified, it goes on to the next preference. The person's order wins over
  /// the closeness of a match: `["pt-PT", "en"]` gives `pt-BR`.
  public static func preferring(_ preferredLanguages: [String]) -> Self {
    let store = LocalizationStore.shared
    for preference in preferredLanguages {
      if let match = LanguageMatching.bestMatch(for: preference, among: store.languages),
        let table = store.table(for: match)
      {
        return Self(table: table)
      }
    }
    return english
  }

  /// The identifiers of every language with a translation, sorted, such as `["ar", "de", …]`.
  public static var availableLanguages: [String] {
    LocalizationStore.shared.languages
  }

  /// English, the source language; a table with no texts if even its file is missing.
  static var english: Self {
    let table =
      LocalizationStore.shared.table(for: LocalizationStore.sourceLanguage)
      ?? LocalizationTable(
        identifier: LocalizationStore.sourceLanguage, direction: .leftToRight,
        quotationStart: "\u{201C}", quotationEnd: "\u{201D}", strings: [:])
    return Self(table: table)
  }

  /// The preferences ``system`` follows: gettext's environment variables, then the system's.
  static var systemPreferredLanguages: [String] {
    LanguageMatching.gettextLanguages(in: ProcessInfo.processInfo.environment)
      + Locale.preferredLanguages
  }

  // MARK: - The chosen language

  /// The identifier of the language in use, such as `"pt-BR"`; one of ``availableLanguages``.
  public var languageIdentifier: String { table.identifier }

  /// The direction of the language's script: ``EmptyDataSetLayout/Direction/rightToLeft`` for Arabic and
  /// Hebrew, ``EmptyDataSetLayout/Direction/leftToRight`` for the others. Mirror the layout to match.
  public var direction: EmptyDataSetLayout.Direction { table.direction }

  /// The text for `key` in this language.
  ///
  /// A text missing or blank in this language's file falls back to English and reports a
  /// warning; missing in English too (a damaged installation), the key's name stands in. Never
  /// empty. ``EmptyDataSetPresetString/noResultsDescriptionWithQuery`` comes back as a template
  /// with `{query}` in it; ``noResultsMessage(query:)`` fills it in.
  public func string(_ key: EmptyDataSetPresetString) -> String {
    if let text = usableText(key, in: table) { return text }
    let english = Self.english.table
    let fallback = table.identifier == english.identifier ? nil : usableText(key, in: english)
    let problem =
      key.placeholders.isEmpty
      ? "is missing or blank"
      : "is missing, blank or lacks " + key.placeholders.joined(separator: " and ") + " (once)"
    EmptyDataSetDiagnostics.report(
      .warning,
      "The preset text \(key.rawValue) \(problem) in \(table.identifier).arb; showing "
        + (fallback == nil ? "its key" : "English") + ". Fix the file.")
    return fallback ?? key.rawValue
  }

  /// The text of `key` in `table` when it is not blank and has its placeholders.
  private func usableText(_ key: EmptyDataSetPresetString, in table: LocalizationTable)
    -> String?
  {
    guard let text = table.strings[key.rawValue],
      !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    else { return nil }
    for placeholder in key.placeholders where text.components(separatedBy: placeholder).count != 2 {
      return nil
    }
    return text
  }
}
