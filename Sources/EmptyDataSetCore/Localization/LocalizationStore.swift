// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

import Foundation

/// The translation files of one folder, each read once and kept, shared by every thread.
///
/// The shared store reads the package's own resources (``bundledDirectory``). The list of
/// languages is the folder's `.arb` files, so a new language needs a file and no code. A file
/// that cannot be read is reported once as a warning and treated as absent: its language falls
/// back to English.
package final class LocalizationStore: @unchecked Sendable {
  /// The store of the package's own translations.
  package static let shared = LocalizationStore(directory: bundledDirectory)

  /// The language every other one falls back to, and the source of the translations.
  package static let sourceLanguage = "en"

  private let directory: URL?
  private let lock = NSLock()
  private var listed: [String]?
  private var loaded: [String: LocalizationTable?] = [:]

  /// A store over the `.arb` files in `directory`; nil stands for a missing folder.
  package init(directory: URL?) {
    self.directory = directory
  }

  /// The identifiers of the files in the folder, sorted; read once.
  package var languages: [String] {
    if let listed = withLock({ listed }) { return listed }
    let names =
      directory.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) } ?? []
    let found = names.filter { $0.hasSuffix(".arb") }.map { String($0.dropLast(4)) }.sorted()
    let first = withLock {
      defer { listed = listed ?? found }
      return listed == nil
    }
    if first && found.isEmpty {
      EmptyDataSetDiagnostics.report(
        .warning,
        "No translation files found in \(directory?.path ?? "the package's resources"); preset "
          + "texts show their keys. Check that the EmptyDataSet_EmptyDataSetCore resource bundle "
          + "is installed next to the app.")
    }
    return found
  }

  /// The table of `identifier` (an exact file name, such as `pt-BR`), read on first use and kept;
  /// nil when there is no such file or it cannot be read (reported once).
  package func table(for identifier: String) -> LocalizationTable? {
    guard languages.contains(identifier), let directory else { return nil }
    if let table = withLock({ loaded[identifier] }) { return table }
    // Read outside the lock, so a diagnostics handler may use the store. Two threads may both
    // read a file the first time; the first result is kept.
    let table = read(directory.appendingPathComponent(identifier + ".arb"), identifier)
    return withLock {
      if let kept = loaded[identifier] { return kept }
      loaded[identifier] = table
      return table
    }
  }

  /// Runs `body` holding the lock. (Apple's `NSLocking.withLock` needs macOS 14 and iOS 17.)
  private func withLock<Value>(_ body: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// Reads one file; reports and returns nil when it is unreadable or names another language.
  private func read(_ file: URL, _ identifier: String) -> LocalizationTable? {
    do {
      let table = try LocalizationTable(arb: Data(contentsOf: file))
      guard table.identifier == identifier else {
        throw LocalizationTable.FormatError(
          description: "@@locale is \"\(table.identifier)\", not \"\(identifier)\"")
      }
      return table
    } catch {
      EmptyDataSetDiagnostics.report(
        .warning,
        "The translation file \(identifier).arb cannot be read (\(error)); its preset texts fall "
          + "back to English. Fix the file; docs/localization.md describes the format.")
      return nil
    }
  }
}
