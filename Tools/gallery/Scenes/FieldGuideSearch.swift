// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

/// The search sample: a search field filters a list of wildflowers; when nothing matches, the
/// empty data set says so, names the query and offers to clear it.
@MainActor
final class FieldGuideSearch {
  static let flowers = [
    "Bird's-foot trefoil", "Bluebell", "Common poppy", "Cornflower", "Cowslip", "Dog rose",
    "Foxglove", "Harebell", "Lady's bedstraw", "Meadow buttercup", "Meadowsweet",
    "Ox-eye daisy", "Primrose", "Ragged robin", "Red campion", "Sea thrift", "Selfheal",
    "Snake's head fritillary", "Teasel", "Tufted vetch", "Viper's bugloss", "Wild garlic",
    "Wood anemone", "Yellow rattle",
  ]

  private unowned let context: SceneContext
  private let entry: UnsafeMutablePointer<GtkWidget>
  private var query = ""

  init(_ context: SceneContext) {
    self.context = context
    entry = gtk_search_entry_new()
    gtk_widget_set_hexpand(entry, 1)
    setStringProperty(entry, "placeholder-text", "Search \(Self.flowers.count) wildflowers")
  }

  /// Puts the search field in the toolbar and becomes the empty data set's source.
  func install() {
    context.retained.append(self)
    context.addToToolbar(entry)
    GTKWidget.setAccessibilityLabel("Search wildflowers", of: entry)
    connectVoid(raw(entry), "search-changed") { [weak self] in
      guard let self else { return }
      search(String(cString: gtk_editable_get_text(cast(entry))))
    }
    context.emptyDataSet.configuration = configuration
    context.emptyDataSet.events.didTapButton = { [weak self] in self?.clear() }
  }

  /// Filters by `text` and updates the empty data set's title.
  func search(_ text: String) {
    if String(cString: gtk_editable_get_text(cast(entry))) != text {
      gtk_editable_set_text(cast(entry), text)
    }
    query = text
    context.filter(by: text)
    context.emptyDataSet.configuration = configuration
  }

  private func clear() { search("") }

  /// The empty data set for the current query: it names the query and offers to clear it.
  private var configuration: GTKEmptyDataSetConfiguration {
    var title = StyledText()
    title.append("No results for ")
    title.append("“\(query)”", .bold)
    var configuration = GTKEmptyDataSetConfiguration.statusPage(
      icon: "system-search-symbolic", iconSize: 96, title: nil,
      description: "The guide lists \(Self.flowers.count) wildflowers. Try part of a name, "
        + "like “rose”.",
      button: "Clear Search")
    configuration.title = title.build()
    return configuration
  }
}
