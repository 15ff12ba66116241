// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for SwiftUI snippets that are the body of a view with messages and photos
// (`<!-- snippet: swiftui-body -->`). Only compiled.

import EmptyDataSetSwiftUI
import SwiftUI

struct Message: Identifiable {
  let id: Int
}

struct MessageRow: View {
  let message: Message
  var body: some View { Text("A message") }
}

struct Photo: Identifiable {
  let id: Int
}

struct PhotoGrid: View {
  let photos: [Photo]
  var body: some View { Text("Photos") }
}

struct InboxView: View {
  var messages: [Message]
  var photos: [Photo]
  var configuration: SwiftUIEmptyDataSetConfiguration

  func compose() {}

  var body: some View {
    // snippet
  }
}
