// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

import Foundation

/// One language's copy, read from its `.arb` file: the texts, the direction and the quotation
/// marks.
///
/// The file format is ARB (Application Resource Bundle): JSON that translation tools (Weblate,
/// Crowdin, Lokalise) read, with each key's description for translators beside it in the
/// English file. We read it with `JSONSerialization`, so it loads the same way with Apple's
/// Foundation and with swift-corelibs-foundation on Linux. The attributes we add use ARB's
/// `x-` prefix for custom attributes:
///
/// - `@@locale`: the language identifier; must match the file name.
/// - `@@x-direction`: `ltr` or `rtl`.
/// - `@@x-quotation-start`, `@@x-quotation-end`: the marks around a quoted search text,
///   spaces included (French puts a no-break space inside its guillemets).
///
/// Keys that start with `@` are metadata; every other key with a text value is copy.
package struct LocalizationTable: Hashable, Sendable {
  /// The language identifier, such as `pt-BR`.
  package var identifier: String
  /// The direction of the language's script.
  package var direction: EmptyDataSetLayout.Direction
  /// The mark before a quoted text, such as `“`.
  package var quotationStart: String
  /// The mark after a quoted text, such as `”`.
  package var quotationEnd: String
  /// The copy, by key (``EmptyDataSetPresetString`` raw values).
  package var strings: [String: String]
  /// The translators' descriptions, by key; only the English file has them.
  package var descriptions: [String: String]
  /// The placeholders each key declares in its metadata, by key.
  package var declaredPlaceholders: [String: Set<String>]

  /// Creates a table from its parts; for tests.
  package init(
    identifier: String, direction: EmptyDataSetLayout.Direction, quotationStart: String,
    quotationEnd: String, strings: [String: String]
  ) {
    self.identifier = identifier
    self.direction = direction
    self.quotationStart = quotationStart
    self.quotationEnd = quotationEnd
    self.strings = strings
    self.descriptions = [:]
    self.declaredPlaceholders = [:]
  }

  /// Why a file could not be read.
  package struct FormatError: Error, CustomStringConvertible {
    /// What is wrong, in a sentence.
    package var description: String
  }

  /// Reads an `.arb` file's contents.
  ///
  /// - Throws: ``FormatError`` when the data is not a JSON object or an attribute is missing or
  ///   invalid. Unknown keys are kept; the tests reject them.
  package init(arb data: Data) throws {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw FormatError(description: "not a JSON object")
    }
    func attribute(_ name: String) throws -> String {
      guard let value = object[name] as? String, !value.isEmpty else {
        throw FormatError(description: "the attribute \(name) is missing or empty")
      }
      return value
    }
    identifier = try attribute("@@locale")
    switch try attribute("@@x-direction") {
    case "ltr": direction = .leftToRight
    case "rtl": direction = .rightToLeft
    case let other:
      throw FormatError(description: "@@x-direction is \"\(other)\"; use \"ltr\" or \"rtl\"")
    }
    quotationStart = try attribute("@@x-quotation-start")
    quotationEnd = try attribute("@@x-quotation-end")
    strings = [:]
    descriptions = [:]
    declaredPlaceholders = [:]
    for (key, value) in object where !key.hasPrefix("@") {
      guard let text = value as? String else {
        throw FormatError(description: "the value of \(key) is not a string")
      }
      strings[key] = text
    }
    for (key, value) in object where key.hasPrefix("@") && !key.hasPrefix("@@") {
      let name = String(key.dropFirst())
      guard let metadata = value as? [String: Any] else {
        throw FormatError(description: "the metadata \(key) is not an object")
      }
      if let description = metadata["description"] as? String {
        descriptions[name] = description
      }
      if let placeholders = metadata["placeholders"] as? [String: Any] {
        declaredPlaceholders[name] = Set(placeholders.keys)
      }
    }
  }
}
