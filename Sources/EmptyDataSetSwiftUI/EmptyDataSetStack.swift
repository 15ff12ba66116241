// EmptyDataSet · EmptyDataSetSwiftUI
// Licensed under the MIT licence; see LICENSE.

#if canImport(SwiftUI)
  import SwiftUI

  /// The standard elements (or the app's own view), stacked with the core's gaps and padding.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct EmptyDataSetStack<Custom: View>: View {
    let configuration: SwiftUIEmptyDataSetConfiguration
    let custom: Custom?
    let width: CGFloat
    let onButton: @MainActor () -> Void

    var body: some View {
      let padding = EmptyDataSetLayout.sidePadding(forVisibleWidth: Double(width))
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
      let present = LayoutRequest(configuration: configuration, containerSize: .zero).elements
      let elements = [LayoutElement.image, .title, .description, .button].filter(present.contains)
      return VStack(spacing: 0) {
        ForEach(Array(elements.enumerated()), id: \.element) { index, element in
          self.element(element)
            .padding(
              .top,
              index == 0
                ? 0
                : CGFloat(configuration.spacing.gap(after: elements[index - 1], before: element))
            )
        }
      }
    }

    @ViewBuilder private func element(_ element: LayoutElement) -> some View {
      let prefix = configuration.accessibilityIdentifierPrefix
      switch element {
      case .image:
        if let image = configuration.image {
          tinted(image).accessibilityIdentifier(prefix + ".image")
        }
      case .title:
        Group { configuration.title }
          .font(.title2)
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
          .accessibilityAddTraits(.isHeader)
          .accessibilityIdentifier(prefix + ".title")
      case .description:
        Group { configuration.description }
          .font(.body)
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
          .accessibilityIdentifier(prefix + ".description")
      case .button:
        Button {
          onButton()
        } label: {
          EmptyView()
        }
        .buttonStyle(
          EmptyDataSetButtonStyle(
            button: configuration.button, isFullWidth: configuration.buttonWidth == .fullWidth)
        )
        .disabled(configuration.button.isDisabled)
        .accessibilityIdentifier(prefix + ".button")
      case .customView:
        EmptyView()
      }
    }

    @ViewBuilder private func tinted(_ image: Image) -> some View {
      if let tint = configuration.imageTintColor {
        image.renderingMode(.template).foregroundStyle(tint)
      } else {
        image
      }
    }
  }

  /// Draws the button's title or image and background for its current state.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct EmptyDataSetButtonStyle: ButtonStyle {
    let button: EmptyDataSetButton<SwiftUIPlatform>
    let isFullWidth: Bool

    func makeBody(configuration: Configuration) -> some View {
      let state: ControlState =
        button.isDisabled ? .disabled : configuration.isPressed ? .highlighted : .normal
      return label(for: state)
        .frame(maxWidth: isFullWidth ? .infinity : nil)
        .background {
          if let background = button.backgroundImages.resolved(for: state) {
            background.resizable()
          }
        }
    }

    @ViewBuilder private func label(for state: ControlState) -> some View {
      if let image = button.images.resolved(for: state) {
        image
      } else if let title = button.titles.resolved(for: state) {
        Group { title }.font(.headline).foregroundStyle(Color.accentColor)
      }
    }
  }
#endif
