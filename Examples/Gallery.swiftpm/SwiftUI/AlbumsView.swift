// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetSwiftUI
import SwiftUI

/// Albums on SwiftUI: a second button, leading (natural) alignment, margins and a rounded card
/// behind the content, with toggles to compare.
struct AlbumsView: View {
  @State private var isNatural = true
  @State private var isCard = true
  @State private var events: [String] = []

  var body: some View {
    List {}
      .emptyDataSet(
        isEmpty: true, configuration: configuration,
        events: EmptyDataSetEvents(
          didTapButton: { log("didTapButton") },
          didTapSecondaryButton: { log("didTapSecondaryButton") })
      )
      .safeAreaInset(edge: .top) {
        HStack {
          Toggle("Leading", isOn: $isNatural)
          Toggle("Card", isOn: $isCard)
        }
        .padding(.horizontal)
      }
      .safeAreaInset(edge: .bottom) { StatusLines(text: events.joined(separator: "\n")) }
  }

  private var configuration: SwiftUIEmptyDataSetConfiguration {
    var configuration = SwiftUIEmptyDataSetConfiguration()
    configuration.image = Image(systemName: "person.2.crop.square.stack")
    configuration.title = Text("No Shared Albums")
    configuration.message = Text("Share photos with the people you choose, and see what they add.")
    configuration.button = EmptyDataSetButton(title: Text("Create an Album"))
    configuration.secondaryButton = EmptyDataSetButton(title: Text("Learn More"))
    configuration.buttonWidth = .natural
    configuration.spacing.buttonToSecondaryButton = 4
    configuration.margins = .all(20)
    configuration.background.color = Color(uiColor: .secondarySystemGroupedBackground)
    configuration.background.cornerRadius = 16
    configuration.background.contentPadding = isCard ? .all(24) : nil
    configuration.alignment = isNatural ? .natural : .center
    return configuration
  }

  @MainActor private func log(_ event: String) {
    events = Array((events + [event]).suffix(4))
  }
}
