// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-in for type checking only: SwiftUI's ContentUnavailableView (iOS 17), which the SwiftUI
// layer shows for the presets' system look. Checked against Apple's documentation page and the
// iOS 18.0 SDK's SwiftUI interface as docs/apple-symbols.md says. The iOS 16.4 SDK has none:
// scripts/typecheck-real-sdk.sh supplies this file in its place there. Never linked or run.

/// The system's view for an empty or unavailable state: a label, a description and actions.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  /// A view with `label` (a title and an icon), `description` and `actions` (buttons).
  nonisolated public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
    @ViewBuilder actions: () -> Actions
  ) {
    fatalError()
  }

  /// Never called.
  public var body: Never { fatalError() }
}
