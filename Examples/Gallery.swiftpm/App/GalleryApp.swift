// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import SwiftUI

/// The gallery app: a list of scenes, each an empty state an app could have, on UIKit and on
/// SwiftUI. Every app, name and situation is made up (the GTK gallery's, docs/gallery.md).
@main
struct GalleryApp: App {
  var body: some Scene {
    WindowGroup {
      SceneList()
    }
  }
}
