// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSet
import UIKit

/// Wavelength, podcasts loading: each button runs a simulated load (`SimulatedLoad`) and sets
/// `emptyDataSetState` as an app would; under the list, a timeline of what was asked and what
/// was shown, in seconds. Try Again (failed, offline) runs the slow load.
final class StatesViewController: SceneViewController, UITableViewDataSource {
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private var episodes: [String] = []
  private var timeline = Timeline()
  private var load: Task<Void, Never>?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "episode")
    install(tableView)
    for kind in SimulatedLoad.allCases {
      addButton(kind.title) { [weak self] in self?.start(kind) }
    }

    var noEpisodes = UIKitEmptyDataSetConfiguration()
    noEpisodes.image = UIImage(systemName: "antenna.radiowaves.left.and.right")
    noEpisodes.title = NSAttributedString(string: "No Episodes")
    noEpisodes.message = NSAttributedString(
      string: "Pick a load above. Fast never shows the spinner; Slow shows it after 0.3 s.")
    tableView.emptyDataSetConfiguration = noEpisodes
    tableView.emptyDataSetEvents = EmptyDataSetEvents(
      willAppear: { [weak self] in
        guard let self else { return }
        note("shows \(describe(tableView.emptyDataSetDisplayedState))")
      },
      didDisappear: { [weak self] in self?.note("hidden") },
      stateDidChange: { [weak self] _, new in self?.note("shows \(describe(new))") },
      retry: { [weak self] in self?.start(.slow) })
  }

  /// Empties the list, says it is loading, and sets what the load gives when it ends.
  private func start(_ kind: SimulatedLoad) {
    load?.cancel()
    episodes = []
    tableView.reloadData()
    tableView.emptyDataSetState = .loading
    timeline.begin("asks loading (\(kind.title), \(kind.duration) s)")
    showStatus(timeline.text)
    load = Task { [weak self] in
      do {
        let items = try await kind.run()
        guard let self else { return }
        episodes = items
        tableView.reloadData()
        tableView.emptyDataSetState = .empty
        note("asks \(items.isEmpty ? "no items" : "\(items.count) episodes")")
      } catch let failure as LoadFailure {
        self?.tableView.emptyDataSetState = failure.state
        self?.note("asks \(describe(failure.state))")
      } catch {
        // Cancelled by a newer load.
      }
    }
  }

  private func note(_ event: String) {
    timeline.note(event)
    showStatus(timeline.text)
  }

  // MARK: - UITableViewDataSource

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    episodes.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "episode", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = episodes[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
}
