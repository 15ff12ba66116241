// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSet
import UIKit

/// The presets in six languages: Language picks the next one, the other buttons a state. The
/// list takes the language's direction (`localization.direction`), so Arabic and Hebrew are
/// right to left, and the content's 40-point horizontal offset toward the trailing edge moves
/// it right in English and left in Arabic.
final class LanguagesViewController: SceneViewController {
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private var language = 0
  private var shown = PresetState.noResults

  override func viewDidLoad() {
    super.viewDidLoad()
    install(tableView)
    addButton("Language") { [weak self] in self?.nextLanguage() }
    for state in PresetState.allCases {
      addButton(state.title) { [weak self] in self?.show(state) }
    }
    // The presets take this configuration's layout: here, its offset.
    var layout = UIKitEmptyDataSetConfiguration.emptyList()
    layout.offset = EmptyDataSetOffset(horizontal: 40)
    tableView.emptyDataSetConfiguration = layout
    // Try Again has already made the state `.loading`; nothing loads here, so it stays.
    tableView.emptyDataSetEvents.retry = { [weak self] in self?.show(.loading) }
    apply()
  }

  private func nextLanguage() {
    language = (language + 1) % sampleLanguages.count
    apply()
  }

  private func show(_ state: PresetState) {
    shown = state
    apply()
  }

  private func apply() {
    let (identifier, query) = sampleLanguages[language]
    let localization = EmptyDataSetLocalization.language(identifier)
    let rightToLeft = localization.direction == .rightToLeft
    tableView.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
    tableView.emptyDataSetLocalization = localization
    tableView.emptyDataSetState = shown.state(query: query)
    showStatus(
      "\(localization.languageIdentifier), \(rightToLeft ? "right to left" : "left to right"): "
        + describe(shown.state(query: query)))
  }
}
