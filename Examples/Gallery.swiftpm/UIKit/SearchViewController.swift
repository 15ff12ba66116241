// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSet
import UIKit

/// Field Guide, a search with no results: a search bar in the table's header filters
/// wildflowers. When nothing matches, the state is `.noResults(query:)`, whose preset is
/// adjusted per query with a Clear Search button; the empty state sits below the header and
/// above the keyboard.
final class SearchViewController: SceneViewController, UITableViewDataSource,
  UISearchBarDelegate
{
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private let searchBar = UISearchBar()
  private var results = wildflowers

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "flower")
    tableView.keyboardDismissMode = .onDrag
    searchBar.delegate = self
    searchBar.placeholder = "Search \(wildflowers.count) wildflowers"
    searchBar.sizeToFit()
    tableView.tableHeaderView = searchBar
    install(tableView)
    addButton("“rose”") { [weak self] in self?.search("rose") }
    addButton("“orchid”") { [weak self] in self?.search("orchid") }
    tableView.emptyDataSetEvents.didTapButton = { [weak self] in self?.search("") }
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    search(searchText)
  }

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    searchBar.resignFirstResponder()
  }

  private func search(_ text: String) {
    if searchBar.text != text { searchBar.text = text }
    let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
    results =
      query.isEmpty
      ? wildflowers : wildflowers.filter { $0.localizedCaseInsensitiveContains(query) }
    tableView.reloadData()
    if results.isEmpty {
      var noMatches = UIKitEmptyDataSetConfiguration.noResults(for: query)
      noMatches.button.titles.normal = NSAttributedString(string: "Clear Search")
      noMatches.buttonWidth = .natural
      tableView.setEmptyDataSetConfiguration(noMatches, for: .noResults)
      tableView.emptyDataSetState = .noResults(query: query)
    } else {
      tableView.emptyDataSetState = .empty
    }
    log(results.isEmpty ? "“\(query)”: no results" : "“\(query)”: \(results.count) results")
  }

  // MARK: - UITableViewDataSource

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    results.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "flower", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = results[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
}
