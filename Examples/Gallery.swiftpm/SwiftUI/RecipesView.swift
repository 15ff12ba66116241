// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetSwiftUI
import SwiftUI

/// Larder on SwiftUI: `.emptyDataSet(isEmpty:configuration:events:)` over a `List`. Add a
/// Recipe fills it; swiping the last row away brings the empty state back.
struct RecipesView: View {
  @State private var recipes: [String] = []
  @State private var added = 0
  @State private var events: [String] = []

  var body: some View {
    List {
      ForEach(recipes, id: \.self) { Text($0) }
        .onDelete { recipes.remove(atOffsets: $0) }
    }
    .emptyDataSet(
      isEmpty: recipes.isEmpty, configuration: Self.noRecipes,
      events: EmptyDataSetEvents(
        didTapButton: { addRecipes() },
        didAppear: { log("didAppear") },
        didDisappear: { log("didDisappear") })
    )
    .toolbar {
      Button("Add 3") { addRecipes() }
      Button("Clear") { recipes = [] }
    }
    .safeAreaInset(edge: .bottom) { StatusLines(text: events.joined(separator: "\n")) }
  }

  private static var noRecipes: SwiftUIEmptyDataSetConfiguration {
    var configuration = SwiftUIEmptyDataSetConfiguration()
    configuration.image = Image(systemName: "fork.knife.circle")
    configuration.imageProperties.tintColor = .orange
    configuration.title = Text("No Recipes Yet")
    configuration.message = Text("Save the dishes you love. They will wait here, sorted by season.")
    configuration.button = EmptyDataSetButton(title: Text("Add a Recipe"))
    configuration.spacing = .uniform(20)
    return configuration
  }

  @MainActor private func addRecipes() {
    let dishes = [
      "Barley and leek soup", "Sorrel omelette", "Plum and hazelnut tart",
      "Chilled cucumber broth", "Roast squash with sage", "Rhubarb fool",
    ]
    for index in 0..<3 {
      // Numbered, so that a dish added twice is still a row of its own.
      recipes.append("\(dishes[(added + index) % dishes.count]) (\(added + index + 1))")
    }
    added += 3
  }

  @MainActor private func log(_ event: String) {
    events = Array((events + [event]).suffix(4))
  }
}

/// The lines under a SwiftUI scene's list: what its empty data set did.
struct StatusLines: View {
  let text: String

  var body: some View {
    Text(text)
      .font(.system(size: 12).monospacedDigit())
      .foregroundStyle(.secondary)
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(.horizontal)
      .padding(.vertical, 6)
      .background(.bar)
  }
}
