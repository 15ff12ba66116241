// EmptyDataSet · EmptyDataSetSwiftUI
// Licensed under the MIT licence; see LICENSE.

#if canImport(SwiftUI)
  import SwiftUI

  /// The empty data set's content over the list's area: the standard elements (or the app's own
  /// view) laid out by the core, with `CoreLayout` from iOS 16, macOS 13, tvOS 16 and watchOS 9
  /// and `EmptyDataSetStack` before.
  ///
  /// The area is the list's frame as SwiftUI lays the overlay out, inside the safe area (the
  /// overlay does not ignore it), so the core is given no insets: bars, the keyboard and the
  /// home indicator are already outside it.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct EmptyDataSetOverlay<Custom: View>: View {
    let configuration: SwiftUIEmptyDataSetConfiguration
    let custom: Custom?
    let focus: AccessibilityFocusState<EmptyDataSetLayout.Element?>.Binding
    let onButton: @MainActor () -> Void
    /// A tap on the secondary button.
    var onSecondaryButton: @MainActor () -> Void = {}
    @Environment(\.displayScale) private var displayScale

    var body: some View {
      GeometryReader { proxy in
        let request = request(in: proxy.size)
        if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
          CoreLayoutView(request: request, elements: elements(request))
        } else {
          EmptyDataSetStack(
            configuration: configuration, elements: stackElements(request), custom: custom,
            width: Double(proxy.size.width), focus: focus, onButton: onButton,
            onSecondaryButton: onSecondaryButton
          )
          .frame(width: proxy.size.width, height: proxy.size.height)
        }
      }
    }

    /// What the core lays out: the configuration's elements, or only the custom view.
    private func request(in size: CGSize) -> LayoutRequest {
      var request = LayoutRequest(
        configuration: configuration,
        containerSize: EmptyDataSetLayout.Size(
          width: Double(size.width), height: Double(size.height)),
        displayScale: Double(displayScale))
      if custom != nil { request.elements = [.customView] }
      return request
    }

    /// The present elements in stack order.
    private func stackElements(_ request: LayoutRequest) -> [EmptyDataSetLayout.Element] {
      [EmptyDataSetLayout.Element.image, .title, .message, .button, .secondaryButton].filter(
        request.elements.contains)
    }

    /// One subview per present element, tagged for `CoreLayout`.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @ViewBuilder private func elements(_ request: LayoutRequest) -> some View {
      if configuration.background.isVisible, !configuration.background.fillsVisibleArea {
        EmptyDataSetBackgroundShape(background: configuration.background)
          .layoutValue(key: BackgroundKey.self, value: true)
      }
      if let custom {
        custom
          .accessibilityFocused(focus, equals: .customView)
          .layoutValue(key: ElementKey.self, value: .customView)
      } else {
        ForEach(stackElements(request), id: \.self) { element in
          EmptyDataSetElement(
            element: element, configuration: configuration, focus: focus, onButton: onButton,
            onSecondaryButton: onSecondaryButton
          )
          .layoutValue(key: ElementKey.self, value: element)
        }
      }
    }
  }
#endif
