// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetSwiftUI
import SwiftUI

/// Mailbox on SwiftUI, iOS 17: each state's preset in the system's look
/// (`EmptyDataSetSystemView`, a `ContentUnavailableView`) as the modifier's content, under our
/// timing rules. Try Again sets the state to loading itself and runs the slow load.
@available(iOS 17, *)
struct MailboxView: View {
  @State private var letters: [String] = []
  @State private var state: EmptyDataSetState = .empty
  @State private var load: Task<Void, Never>?

  var body: some View {
    List(letters, id: \.self) { Text($0) }
      .emptyDataSet(isEmpty: letters.isEmpty, state: $state) { display in
        EmptyDataSetSystemView(display) { start(.slow) }
      }
      .safeAreaInset(edge: .top) { LoadButtons { start($0) } }
  }

  /// Empties the list, says it is loading, and sets what the load gives when it ends.
  @MainActor private func start(_ kind: SimulatedLoad) {
    load?.cancel()
    letters = []
    state = .loading
    load = Task {
      do {
        letters = try await kind.run()
        state = .empty
      } catch let failure as LoadFailure {
        state = failure.state
      } catch {
        // Cancelled by a newer load.
      }
    }
  }
}
