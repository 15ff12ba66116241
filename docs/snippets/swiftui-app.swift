// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for SwiftUI snippets that declare views of an app with photos
// (`<!-- snippet: swiftui-app -->`). Only compiled.

import EmptyDataSetSwiftUI
import SwiftUI

struct Photo: Identifiable {
  let id: Int
}

struct PhotoRow: View {
  let photo: Photo
  var body: some View { Text("A photo") }
}

@MainActor func askForPhotoAccess() {}

// snippet
