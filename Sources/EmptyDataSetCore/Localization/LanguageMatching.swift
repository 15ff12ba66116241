// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// Matches a preferred language to the translations we have, and reads the GNU environment.
///
/// Pure functions of strings: no `Locale`, whose identifiers and data differ between Apple's
/// Foundation and swift-corelibs-foundation.
package enum LanguageMatching {
  /// The parts of a language identifier that matter for matching.
  package struct Tag: Equatable {
    /// The language, lowercase: `pt`.
    package var language: String
    /// The script, title case, given or inferred: `Hans`. Nil when neither.
    package var script: String?
    /// The region, uppercase: `BR`.
    package var region: String?

    /// Parses BCP 47 (`zh-Hant-TW`) or POSIX (`pt_BR.UTF-8@euro`); nil for `C`, `POSIX` or
    /// text that is not a language tag. Extensions (`-u-…`, `-x-…`) are ignored.
    package init?(_ identifier: String) {
      let base = identifier.split(separator: ".", maxSplits: 1).first ?? ""
      let withoutModifier = base.split(separator: "@", maxSplits: 1).first ?? ""
      let subtags = withoutModifier.split(whereSeparator: { $0 == "-" || $0 == "_" })
      guard let first = subtags.first, (2...3).contains(first.count),
        first.allSatisfy({ $0.isASCII && $0.isLetter })
      else { return nil }
      language = Self.aliases[first.lowercased()] ?? first.lowercased()
      for subtag in subtags.dropFirst() {
        if subtag.count == 1 { break }  // an extension or private use follows
        if subtag.count == 4, script == nil, region == nil, subtag.allSatisfy(\.isLetter) {
          script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
        } else if region == nil,
          (subtag.count == 2 && subtag.allSatisfy(\.isLetter))
            || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
        {
          region = subtag.uppercased()
        }
      }
      if script == nil && language == "zh" {
        script = ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
      }
    }

    /// Deprecated codes some systems still send.
    private static let aliases = ["iw": "he", "in": "id", "ji": "yi"]
  }

  /// The best of `available` for `preference`; nil when none has its language and script.
  ///
  /// Same region scores highest, then a translation with no region, then another region. Two
  /// scripts that are both known must agree, so `zh-Hant` never matches `zh-Hans`. Ties go to
  /// the first in `available`.
  package static func bestMatch(for preference: String, among available: [String]) -> String? {
    guard let wanted = Tag(preference) else { return nil }
    var best: (identifier: String, score: Int)?
    for identifier in available {
      guard let candidate = Tag(identifier), candidate.language == wanted.language else { continue }
      if let a = candidate.script, let b = wanted.script, a != b { continue }
      let score =
        candidate.region == wanted.region ? 3 : candidate.region == nil ? 2 : 1
      if score > (best?.score ?? 0) { best = (identifier, score) }
    }
    return best?.identifier
  }

  /// The languages the GNU environment asks for, in order, the way gettext reads it.
  ///
  /// The locale is the first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG`. When it is unset,
  /// `C` or `POSIX`, the environment asks for nothing (gettext then shows untranslated text).
  /// Otherwise `LANGUAGE`, a colon-separated list, wins when set; else the locale itself.
  package static func gettextLanguages(in environment: [String: String]) -> [String] {
    func value(_ name: String) -> String? {
      environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
    guard let locale = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG"),
      Tag(locale) != nil
    else { return [] }
    if let list = value("LANGUAGE") {
      let languages = list.split(separator: ":").map(String.init)
      if !languages.isEmpty { return languages }
    }
    return [locale]
  }
}
