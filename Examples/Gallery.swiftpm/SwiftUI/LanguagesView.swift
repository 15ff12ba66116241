// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetSwiftUI
import SwiftUI

/// The presets in six languages on SwiftUI: `.emptyDataSetLocalization(_:)` picks the language
/// and the layout direction follows `localization.direction`, so Arabic and Hebrew are right
/// to left; the 40-point horizontal offset moves the content toward the trailing edge.
struct LanguagesView: View {
  @State private var language = "ar"
  @State private var shown = PresetState.noResults

  var body: some View {
    let localization = EmptyDataSetLocalization.language(language)
    let query = sampleLanguages.first { $0.identifier == language }?.query ?? ""
    List {}
      .emptyDataSet(
        isEmpty: true, state: .constant(shown.state(query: query)), configuration: Self.layout,
        // Try Again makes the state `.loading`; the constant binding keeps it, so say it here.
        events: EmptyDataSetEvents(retry: { shown = .loading })
      )
      .emptyDataSetLocalization(localization)
      .environment(
        \.layoutDirection, localization.direction == .rightToLeft ? .rightToLeft : .leftToRight
      )
      .safeAreaInset(edge: .top) {
        VStack {
          Picker("Language", selection: $language) {
            ForEach(sampleLanguages.map(\.identifier), id: \.self) { Text($0) }
          }
          Picker("State", selection: $shown) {
            ForEach(PresetState.allCases, id: \.self) { Text($0.title) }
          }
        }
        .pickerStyle(.segmented)
        .padding(.horizontal)
      }
  }

  /// The presets take this configuration's layout: here, its offset.
  private static var layout: SwiftUIEmptyDataSetConfiguration {
    var configuration = SwiftUIEmptyDataSetConfiguration.emptyList()
    configuration.offset = EmptyDataSetOffset(horizontal: 40)
    return configuration
  }
}
