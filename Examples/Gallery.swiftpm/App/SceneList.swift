// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import SwiftUI

/// The first screen: every scene, UIKit first, each with the made-up app it belongs to and
/// what it shows. Examples/README.md describes each scene and what to look at.
struct SceneList: View {
  var body: some View {
    NavigationStack {
      List {
        Section("UIKit") {
          SceneLink(
            "Larder", "A recipe box: DZN-style source and delegate on a table",
            destination: UIKitScene { RecipesViewController() })
          SceneLink(
            "Palette", "A grid of colours: a configuration value on a collection view",
            destination: UIKitScene { PaletteViewController() })
          SceneLink(
            "Harbor", "A drive before signing in: a custom view that takes input",
            destination: UIKitScene { SignInViewController() })
          SceneLink(
            "Wavelength", "Loads that are fast, slow, empty, failing or offline",
            destination: UIKitScene { StatesViewController() })
          SceneLink(
            "Field Guide", "A search that finds nothing",
            destination: UIKitScene { SearchViewController() })
          SceneLink(
            "Languages", "The presets in six languages, right to left in Arabic and Hebrew",
            destination: UIKitScene { LanguagesViewController() })
          SceneLink(
            "Albums", "Two buttons, leading alignment and a card behind the content",
            destination: UIKitScene { AlbumsViewController() })
          if #available(iOS 17, *) {
            SceneLink(
              "Mailbox", "Apple's UIContentUnavailableConfiguration per state, our timing",
              destination: UIKitScene { MailboxViewController() })
          }
        }
        Section("SwiftUI") {
          SceneLink(
            "Larder", "A recipe box: a configuration value on a List",
            destination: RecipesView())
          SceneLink(
            "Harbor", "A drive before signing in: a view of your own for each state",
            destination: SignInView())
          SceneLink(
            "Wavelength", "Loads that are fast, slow, empty, failing or offline",
            destination: StatesView())
          SceneLink(
            "Field Guide", "A search that finds nothing, with .searchable",
            destination: SearchView())
          SceneLink(
            "Languages", "The presets in six languages, right to left in Arabic and Hebrew",
            destination: LanguagesView())
          SceneLink(
            "Albums", "Two buttons, leading alignment and a card behind the content",
            destination: AlbumsView())
          if #available(iOS 17, *) {
            SceneLink(
              "Mailbox", "The presets as ContentUnavailableView, under our timing rules",
              destination: MailboxView())
          }
        }
      }
      .navigationTitle("EmptyDataSet")
    }
  }
}

/// A row of the scene list: the app's name, what the scene shows, and the scene itself.
struct SceneLink<Destination: View>: View {
  let app: String
  let summary: String
  let destination: Destination

  init(_ app: String, _ summary: String, destination: Destination) {
    self.app = app
    self.summary = summary
    self.destination = destination
  }

  var body: some View {
    NavigationLink(
      destination: destination.navigationTitle(app).navigationBarTitleDisplayMode(.inline)
    ) {
      VStack(alignment: .leading, spacing: 2) {
        Text(app).font(.headline)
        Text(summary).font(.subheadline).foregroundStyle(.secondary)
      }
    }
  }
}
