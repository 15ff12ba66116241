// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSet
import UIKit

/// Albums, shared albums before there are any: what Apple's content-unavailable configuration
/// offers, from iOS 13. A second button, leading (natural) alignment, margins, and a rounded
/// card behind the content; the bar switches alignment and background to compare.
final class AlbumsViewController: SceneViewController {
  private let scrollView = UIScrollView()
  private var configuration = UIKitEmptyDataSetConfiguration()

  override func viewDidLoad() {
    super.viewDidLoad()
    install(scrollView)
    addButton("Align") { [weak self] in self?.toggleAlignment() }
    addButton("Card") { [weak self] in self?.toggleCard() }

    configuration.image = UIImage(systemName: "person.2.crop.square.stack")
    configuration.title = NSAttributedString(string: "No Shared Albums")
    configuration.message = NSAttributedString(
      string: "Share photos with the people you choose, and see what they add.")
    configuration.button.titles.normal = NSAttributedString(string: "Create an Album")
    configuration.secondaryButton.titles.normal = NSAttributedString(string: "Learn More")
    configuration.buttonWidth = .natural
    configuration.spacing.buttonToSecondaryButton = 4
    configuration.margins = .all(20)
    configuration.background.color = .secondarySystemGroupedBackground
    configuration.background.cornerRadius = 16
    configuration.background.contentPadding = .all(24)
    configuration.alignment = .natural
    scrollView.emptyDataSetEvents.didTapButton = { [weak self] in self?.log("didTapButton") }
    scrollView.emptyDataSetEvents.didTapSecondaryButton = { [weak self] in
      self?.log("didTapSecondaryButton")
    }
    apply()
  }

  private func toggleAlignment() {
    configuration.alignment = configuration.alignment == .natural ? .center : .natural
    apply()
  }

  private func toggleCard() {
    configuration.background.contentPadding =
      configuration.background.contentPadding == nil ? .all(24) : nil
    apply()
  }

  /// A plain scroll view has no data source: it counts as empty, and shows a new
  /// configuration as soon as it is set.
  private func apply() {
    scrollView.emptyDataSetConfiguration = configuration
    log(
      "alignment \(configuration.alignment == .natural ? "natural" : "center"), background "
        + (configuration.background.contentPadding == nil ? "fills the area" : "a card"))
  }
}
