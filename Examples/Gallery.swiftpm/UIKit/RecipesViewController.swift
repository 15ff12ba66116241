// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSet
import UIKit

/// Larder, a recipe box with no recipes yet: DZNEmptyDataSet's source and delegate, method for
/// method, on a table. Add a Recipe inserts rows; swiping the last one away brings the empty
/// state back. Every delegate callback is logged under the list.
final class RecipesViewController: SceneViewController, UITableViewDataSource {
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private var recipes: [String] = []
  private var added = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "recipe")
    install(tableView)
    addButton("Add 3") { [weak self] in self?.addRecipes() }
    addButton("Clear") { [weak self] in self?.clear() }
    tableView.emptyDataSetSource = self
    tableView.emptyDataSetDelegate = self
  }

  private func addRecipes() {
    let new = (0..<3).map { index in
      Self.dishes[(added + index) % Self.dishes.count]
    }
    added += new.count
    let rows = (recipes.count..<recipes.count + new.count).map { IndexPath(row: $0, section: 0) }
    recipes += new
    tableView.insertRows(at: rows, with: .automatic)
  }

  private func clear() {
    recipes = []
    tableView.reloadData()
  }

  private static let dishes = [
    "Barley and leek soup", "Sorrel omelette", "Plum and hazelnut tart",
    "Chilled cucumber broth", "Roast squash with sage", "Rhubarb fool",
  ]

  // MARK: - UITableViewDataSource

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    recipes.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "recipe", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = recipes[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    recipes.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}

// MARK: - EmptyDataSetSource

extension RecipesViewController: EmptyDataSetSource {
  func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
    UIImage(systemName: "fork.knife.circle")
  }

  func imageTintColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor? {
    .systemOrange
  }

  func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
    NSAttributedString(string: "No Recipes Yet")
  }

  func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
    NSAttributedString(
      string: "Save the dishes you love. They will wait here, sorted by season.")
  }

  func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State)
    -> NSAttributedString?
  {
    // The highlighted title is darker, so a press shows even without the system's dimming.
    let colour: UIColor = state == .highlighted ? .systemBrown : .systemOrange
    return NSAttributedString(
      string: "Add a Recipe",
      attributes: [
        .font: UIFont.preferredFont(forTextStyle: .headline), .foregroundColor: colour,
      ])
  }

  func spaceHeight(forEmptyDataSet scrollView: UIScrollView) -> CGFloat { 20 }
}

// MARK: - EmptyDataSetDelegate

extension RecipesViewController: EmptyDataSetDelegate {
  func emptyDataSetShouldAllowScroll(_ scrollView: UIScrollView) -> Bool { true }

  func emptyDataSet(_ scrollView: UIScrollView, didTap button: UIButton) {
    log("didTap button")
    addRecipes()
  }

  func emptyDataSet(_ scrollView: UIScrollView, didTap view: UIView) {
    log("didTap view")
  }

  func emptyDataSetWillAppear(_ scrollView: UIScrollView) { log("willAppear") }
  func emptyDataSetDidAppear(_ scrollView: UIScrollView) { log("didAppear") }
  func emptyDataSetWillDisappear(_ scrollView: UIScrollView) { log("willDisappear") }
  func emptyDataSetDidDisappear(_ scrollView: UIScrollView) { log("didDisappear") }
}
