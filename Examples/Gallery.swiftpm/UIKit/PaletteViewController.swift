// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSet
import UIKit

/// Palette, a grid of colours to fill and clear: the empty state as one configuration value on
/// a collection view, with per-gap spacing, a tinted image, a natural-width button and event
/// closures instead of a delegate.
final class PaletteViewController: SceneViewController, UICollectionViewDataSource {
  private lazy var collectionView: UICollectionView = {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 64, height: 64)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    return UICollectionView(frame: .zero, collectionViewLayout: layout)
  }()
  private var swatches: [UIColor] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.dataSource = self
    collectionView.backgroundColor = .secondarySystemGroupedBackground
    collectionView.layer.cornerRadius = 10
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
    install(collectionView)
    addButton("Add 4") { [weak self] in self?.addSwatches() }
    addButton("Delete") { [weak self] in self?.deleteLast() }
    addButton("Clear") { [weak self] in self?.clear() }

    var configuration = UIKitEmptyDataSetConfiguration()
    configuration.image = UIImage(systemName: "paintpalette")
    configuration.imageProperties.tintColor = .systemPink
    configuration.title = NSAttributedString(string: "An Empty Palette")
    configuration.message = NSAttributedString(
      string: "Colours you pick from photos and the web gather here.")
    configuration.button.titles.normal = NSAttributedString(string: "Add Four Colours")
    configuration.buttonWidth = .natural
    configuration.spacing = EmptyDataSetSpacing(
      imageToText: 28, titleToMessage: 4, textToButton: 24)
    configuration.accessibilityIdentifierPrefix = "palette"
    collectionView.emptyDataSetConfiguration = configuration
    collectionView.emptyDataSetEvents.didTapButton = { [weak self] in self?.addSwatches() }
    collectionView.emptyDataSetEvents.didAppear = { [weak self] in self?.log("didAppear") }
    collectionView.emptyDataSetEvents.didDisappear = { [weak self] in self?.log("didDisappear") }
  }

  private func addSwatches() {
    let palette: [UIColor] = [.systemTeal, .systemIndigo, .systemYellow, .systemGreen]
    let first = swatches.count
    swatches += palette
    collectionView.insertItems(
      at: (first..<swatches.count).map { IndexPath(item: $0, section: 0) })
  }

  private func deleteLast() {
    guard !swatches.isEmpty else { return }
    swatches.removeLast()
    collectionView.deleteItems(at: [IndexPath(item: swatches.count, section: 0)])
  }

  private func clear() {
    swatches = []
    collectionView.reloadData()
  }

  // MARK: - UICollectionViewDataSource

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    swatches.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
    cell.contentView.backgroundColor = swatches[indexPath.item]
    cell.contentView.layer.cornerRadius = 12
    return cell
  }
}
