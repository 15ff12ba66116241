// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSet
import UIKit

/// Mailbox, iOS 17: Apple's own `UIContentUnavailableConfiguration`, one per state, handed to
/// the list as it is, with our detection of emptiness and timing rules on top (Fast never shows
/// the spinner; Slow shows it after 0.3 s). Try Again runs the slow load.
@available(iOS 17, *)
final class MailboxViewController: SceneViewController, UITableViewDataSource {
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private var letters: [String] = []
  private var load: Task<Void, Never>?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "letter")
    install(tableView)
    for kind in SimulatedLoad.allCases {
      addButton(kind.title) { [weak self] in self?.start(kind) }
    }

    var empty = UIContentUnavailableConfiguration.empty()
    empty.image = UIImage(systemName: "envelope.open")
    empty.text = "No Mail"
    empty.secondaryText = "Pick a load above; letters that arrive are listed here."
    tableView.emptyDataSetConfiguration = .init(contentUnavailable: empty)

    var loading = UIContentUnavailableConfiguration.loading()
    loading.text = "Checking for Mail…"
    tableView.setEmptyDataSetConfiguration(
      .init(contentUnavailable: loading, showsActivityIndicator: true), for: .loading)

    var failed = UIContentUnavailableConfiguration.empty()
    failed.image = UIImage(systemName: "exclamationmark.triangle")
    failed.text = "Mail Didn't Load"
    failed.secondaryText = "The server took too long to answer. (Simulated.)"
    var tryAgain = UIButton.Configuration.borderedProminent()
    tryAgain.title = "Try Again"
    failed.button = tryAgain
    tableView.setEmptyDataSetConfiguration(.init(contentUnavailable: failed), for: .failed)

    tableView.emptyDataSetEvents.stateDidChange = { [weak self] _, new in
      self?.log("shows \(describe(new))")
    }
    tableView.emptyDataSetEvents.retry = { [weak self] in self?.start(.slow) }
  }

  /// Empties the list, says it is loading, and sets what the load gives when it ends.
  private func start(_ kind: SimulatedLoad) {
    load?.cancel()
    letters = []
    tableView.reloadData()
    tableView.emptyDataSetState = .loading
    log("asks loading (\(kind.title), \(kind.duration) s)")
    load = Task { [weak self] in
      do {
        let items = try await kind.run()
        guard let self else { return }
        letters = items
        tableView.reloadData()
        tableView.emptyDataSetState = .empty
      } catch let failure as LoadFailure {
        self?.tableView.emptyDataSetState = failure.state
      } catch {
        // Cancelled by a newer load.
      }
    }
  }

  // MARK: - UITableViewDataSource

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    letters.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "letter", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = letters[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
}
