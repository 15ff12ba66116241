// EmptyDataSet · EmptyDataSetCoreTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetTestSupport

/// A host, its controller and an event log, wired together.
@MainActor
final class Harness {
  let host = FakeHost()
  let log = EventLog()
  lazy var controller = EmptyDataSetController(host: host)

  /// Shows `configuration` through the direct value API.
  func use(_ configuration: RecordingConfiguration) {
    controller.provider = EmptyDataSetProvider(configuration: configuration, events: log.events)
  }

  /// Shows `configuration` on an empty list, lets the fade-in finish, then forgets both logs,
  /// so that a test sees only what happens after the empty data set is fully shown.
  func showSettled(_ configuration: RecordingConfiguration = fullConfiguration()) {
    use(configuration)
    controller.reload()
    host.completeAllFades()
    log.clear()
    host.clearLog()
  }
}

/// A configuration with every standard element.
func fullConfiguration() -> RecordingConfiguration {
  var configuration = RecordingConfiguration()
  configuration.image = FakeImage("star", width: 80, height: 80)
  configuration.title = "No Favorites"
  configuration.message = "Tap the star on any item to keep it here."
  configuration.button.titles.normal = "Browse"
  return configuration
}
