// EmptyDataSet · EmptyDataSetSwiftUI
// Licensed under the MIT licence; see LICENSE.

#if canImport(SwiftUI)
  import SwiftUI

  /// The fallback for systems without SwiftUI's `Layout` (iOS 15, macOS 12, tvOS 15,
  /// watchOS 8): the elements in a `VStack` with the core's order, gaps, side padding, maximum
  /// width and offsets.
  ///
  /// What it lacks next to `CoreLayout`: a wide image is not scaled down (it is drawn at its
  /// natural size and may overflow the column); content taller than the area does not scroll and
  /// has no overflow margin (it is centred and clipped by nothing); an element that measures
  /// empty still takes its gap; frames are SwiftUI's, not the core's, so they may differ from the
  /// other backends by a rounding.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct EmptyDataSetStack<Custom: View>: View {
    let configuration: SwiftUIEmptyDataSetConfiguration
    let elements: [EmptyDataSetLayout.Element]
    let custom: Custom?
    let width: Double
    let focus: AccessibilityFocusState<EmptyDataSetLayout.Element?>.Binding
    let onButton: @MainActor () -> Void
    var onSecondaryButton: @MainActor () -> Void = {}

    var body: some View {
      let padding = EmptyDataSetLayout.sidePadding(forVisibleWidth: width)
      let offset = configuration.offset
      if let custom {
        if configuration.customViewSizing == .fill {
          custom.frame(maxWidth: .infinity, maxHeight: .infinity)
        } else {
          custom.offset(x: CGFloat(offset.horizontal), y: CGFloat(offset.vertical))
        }
      } else {
        stack
          .frame(maxWidth: configuration.maximumContentWidth.map { CGFloat($0) })
          .padding(.horizontal, CGFloat(padding))
          .offset(x: CGFloat(offset.horizontal), y: CGFloat(offset.vertical))
      }
    }

    /// The elements present, in the core's order, each below the core's gap for its pair.
    private var stack: some View {
      VStack(spacing: 0) {
        ForEach(Array(elements.enumerated()), id: \.element) { index, element in
          EmptyDataSetElement(
            element: element, configuration: configuration, focus: focus, onButton: onButton,
            onSecondaryButton: onSecondaryButton
          )
          .padding(
            .top,
            index == 0
              ? 0
              : CGFloat(configuration.spacing.gap(after: elements[index - 1], before: element)))
        }
      }
    }
  }
#endif
