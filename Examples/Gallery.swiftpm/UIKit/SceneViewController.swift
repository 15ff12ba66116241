// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import UIKit

/// What every UIKit scene shares: a bar of buttons above the list, and a few lines under it
/// that say what the empty data set did (its callbacks, or a load's timeline).
class SceneViewController: UIViewController {
  /// The buttons above the list, equally wide.
  let buttonBar = UIStackView()
  /// The last lines of `log(_:)`.
  let statusLabel = UILabel()
  private var statusLines: [String] = []

  /// Lays out the bar, `list` and the status lines. Call once, from `viewDidLoad`.
  func install(_ list: UIScrollView) {
    view.backgroundColor = .systemGroupedBackground
    buttonBar.axis = .horizontal
    buttonBar.spacing = 6
    buttonBar.distribution = .fillEqually
    statusLabel.numberOfLines = 0
    statusLabel.font = .monospacedDigitSystemFont(ofSize: 12, weight: .regular)
    statusLabel.textColor = .secondaryLabel
    // The bar and the lines keep their own heights; the list takes the rest.
    buttonBar.setContentHuggingPriority(.required, for: .vertical)
    statusLabel.setContentHuggingPriority(.required, for: .vertical)
    let stack = UIStackView(arrangedSubviews: [buttonBar, list, statusLabel])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let margins = view.layoutMarginsGuide
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 8),
      stack.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -8),
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }

  /// Adds a button to the bar that runs `action` when tapped.
  func addButton(_ title: String, action: @escaping @MainActor () -> Void) {
    var configuration = UIButton.Configuration.bordered()
    configuration.buttonSize = .small
    let tap = UIAction(title: title) { _ in action() }
    buttonBar.addArrangedSubview(UIButton(configuration: configuration, primaryAction: tap))
  }

  /// Shows `line` under the list, after the previous ones (the last four stay).
  func log(_ line: String) {
    statusLines.append(line)
    if statusLines.count > 4 { statusLines.removeFirst(statusLines.count - 4) }
    statusLabel.text = statusLines.joined(separator: "\n")
  }

  /// Replaces the status lines with `text`.
  func showStatus(_ text: String) {
    statusLines = []
    statusLabel.text = text
  }
}
