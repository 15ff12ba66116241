// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import SwiftUI
import UIKit

/// A UIKit scene inside the SwiftUI navigation: the view controller is made once, when the
/// scene is pushed, and owns everything it shows.
struct UIKitScene<Controller: UIViewController>: UIViewControllerRepresentable {
  let make: @MainActor () -> Controller

  func makeUIViewController(context: Context) -> Controller { make() }

  func updateUIViewController(_ controller: Controller, context: Context) {}
}
