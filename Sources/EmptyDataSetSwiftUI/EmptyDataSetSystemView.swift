// EmptyDataSet · EmptyDataSetSwiftUI
// Licensed under the MIT licence; see LICENSE.

#if canImport(SwiftUI)
  import SwiftUI

  /// A state's preset in the system's look (iOS 17, macOS 14, tvOS 17, watchOS 10): SwiftUI's
  /// `ContentUnavailableView` with the preset's localized title, message, symbol and button,
  /// shown as the modifier's content for each displayed state, so it keeps our detection of
  /// emptiness and timing rules (no spinner flashes on a fast load).
  ///
  /// ```swift
  /// List(items) { ItemRow(item: $0) }
  ///   .emptyDataSet(isEmpty: items.isEmpty, state: $state) { display in
  ///     EmptyDataSetSystemView(display) {
  ///       state = .loading
  ///       Task { await load() }
  ///     }
  ///   }
  /// ```
  ///
  /// Any other view works the same way, `ContentUnavailableView` itself included. What this view
  /// takes from the state's preset: the symbol as the label's icon, the title as its title, the
  /// message as the description, and, for the failed and offline states, the retry button,
  /// which runs `retry` (a view of the modifier's content is yours, so the modifier's own retry
  /// handling does not apply: set the state to loading in `retry`). The loading state shows a
  /// spinner above its title, as `ContentUnavailableView` has no loading style. Older systems
  /// get the preset in our look instead: use the modifier without content there.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  public struct EmptyDataSetSystemView: View {
    private let preset: SwiftUIEmptyDataSetConfiguration
    private let retry: (@MainActor () -> Void)?

    /// The preset of `state`, in `localization`'s language, with `retry` for its button (only
    /// the failed and offline presets have one). No button without `retry`.
    public init(
      _ state: EmptyDataSetState, localization: EmptyDataSetLocalization = .system,
      retry: (@MainActor () -> Void)? = nil
    ) {
      preset = .preset(for: state, localization: localization)
      self.retry = state.kind.offersRetry ? retry : nil
    }

    /// The preset's label, description and retry button in a `ContentUnavailableView`.
    public var body: some View {
      ContentUnavailableView {
        Label {
          preset.title ?? Text(verbatim: "")
        } icon: {
          if preset.showsActivityIndicator {
            ProgressView()
          } else if let image = preset.image {
            image
          }
        }
      } description: {
        if let message = preset.message { message }
      } actions: {
        if let retry, let title = preset.button.title {
          Button(action: retry) { title }
        }
      }
    }
  }
#endif
