// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for SwiftUI snippets that build a `configuration` in statements
// (`<!-- snippet: swiftui-configuration -->`). Only compiled.

import EmptyDataSetSwiftUI
import SwiftUI

@MainActor func makeConfiguration() -> SwiftUIEmptyDataSetConfiguration {
  // snippet
  return configuration
}
