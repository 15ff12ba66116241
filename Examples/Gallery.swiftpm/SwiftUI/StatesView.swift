// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetSwiftUI
import SwiftUI

/// Wavelength on SwiftUI: `.emptyDataSet(isEmpty:state:configuration:events:)` with a `state`
/// binding the simulated loads set, and the same timeline as the UIKit scene. Try Again sets
/// the binding to `.loading` itself and runs the slow load.
struct StatesView: View {
  @State private var episodes: [String] = []
  @State private var state: EmptyDataSetState = .empty
  @State private var timeline = Timeline()
  @State private var load: Task<Void, Never>?

  var body: some View {
    List(episodes, id: \.self) { Text($0) }
      .emptyDataSet(
        isEmpty: episodes.isEmpty, state: $state, configuration: Self.noEpisodes,
        events: EmptyDataSetEvents(
          willAppear: { timeline.note("appears") },
          didDisappear: { timeline.note("hidden") },
          stateDidChange: { _, new in timeline.note("shows \(describe(new))") },
          retry: { start(.slow) })
      )
      .safeAreaInset(edge: .top) { LoadButtons { start($0) } }
      .safeAreaInset(edge: .bottom) { StatusLines(text: timeline.text) }
  }

  private static var noEpisodes: SwiftUIEmptyDataSetConfiguration {
    var configuration = SwiftUIEmptyDataSetConfiguration()
    configuration.image = Image(systemName: "antenna.radiowaves.left.and.right")
    configuration.title = Text("No Episodes")
    configuration.message = Text(
      "Pick a load above. Fast never shows the spinner; Slow shows it after 0.3 s.")
    return configuration
  }

  /// Empties the list, says it is loading, and sets what the load gives when it ends.
  @MainActor private func start(_ kind: SimulatedLoad) {
    load?.cancel()
    episodes = []
    state = .loading
    timeline.begin("asks loading (\(kind.title), \(kind.duration) s)")
    load = Task {
      do {
        let items = try await kind.run()
        episodes = items
        state = .empty
        timeline.note("asks \(items.isEmpty ? "no items" : "\(items.count) episodes")")
      } catch let failure as LoadFailure {
        state = failure.state
        timeline.note("asks \(describe(failure.state))")
      } catch {
        // Cancelled by a newer load.
      }
    }
  }
}

/// The simulated loads a states scene offers, one small bordered button each, above its list.
struct LoadButtons: View {
  let start: @MainActor (SimulatedLoad) -> Void

  var body: some View {
    HStack {
      ForEach(SimulatedLoad.allCases, id: \.self) { kind in
        Button(kind.title) { start(kind) }
      }
    }
    .buttonStyle(.bordered)
    .controlSize(.small)
    .padding(.vertical, 6)
  }
}
