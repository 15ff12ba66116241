// EmptyDataSet · EmptyDataSetSwiftUI
// Licensed under the MIT licence; see LICENSE.

#if canImport(SwiftUI)
  import SwiftUI

  /// One standard element of the empty data set (image or spinner, title, description or
  /// button), styled and labelled for assistive technology, the same in the `CoreLayout` path and
  /// the iOS 15 fallback.
  ///
  /// Reading order is the stack order: the image or the spinner, read only when the
  /// configuration labels it (`imageAccessibilityLabel`; otherwise it is hidden from assistive
  /// technology as decoration), then the title (a heading), the description and the button.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct EmptyDataSetElement: View {
    let element: EmptyDataSetLayout.Element
    let configuration: SwiftUIEmptyDataSetConfiguration
    let focus: AccessibilityFocusState<EmptyDataSetLayout.Element?>.Binding
    let onButton: @MainActor () -> Void
    /// A tap on the secondary button.
    var onSecondaryButton: @MainActor () -> Void = {}

    var body: some View {
      content
        .accessibilityFocused(focus, equals: element)
        .accessibilityIdentifier(configuration.accessibilityIdentifierPrefix + "." + name)
    }

    @ViewBuilder private var content: some View {
      switch element {
      case .image:
        imageSlot
          .accessibilityLabel(configuration.imageAccessibilityLabel ?? "")
          .accessibilityHidden(configuration.imageAccessibilityLabel == nil)
      case .title:
        (configuration.title ?? Text(verbatim: ""))
          .font(.title2)
          .foregroundStyle(.secondary)
          .modifier(
            EmptyDataSetTextStyling(
              properties: configuration.titleProperties, alignment: configuration.alignment)
          )
          .accessibilityAddTraits(.isHeader)
      case .message:
        (configuration.message ?? Text(verbatim: ""))
          .font(.body)
          .foregroundStyle(.secondary)
          .modifier(
            EmptyDataSetTextStyling(
              properties: configuration.messageProperties, alignment: configuration.alignment))
      case .button:
        button(configuration.button, isSecondary: false, action: onButton)
      case .secondaryButton:
        button(configuration.secondaryButton, isSecondary: true, action: onSecondaryButton)
      case .customView:
        EmptyView()
      }
    }

    /// One of the two buttons, with its label and hint for assistive technology.
    private func button(
      _ model: EmptyDataSetButton<SwiftUIPlatform>, isSecondary: Bool,
      action: @escaping @MainActor () -> Void
    ) -> some View {
      Button(action: action) {
        EmptyDataSetButtonFace(
          button: model, isSecondary: isSecondary, alignment: configuration.alignment)
      }
      .modifier(EmptyDataSetButtonStyling(isFullWidth: configuration.buttonWidth == .fullWidth))
      .disabled(model.isDisabled)
      .modifier(EmptyDataSetButtonAccessibility(button: model))
    }

    /// The spinner, or the image at its natural size; an image wider than the width SwiftUI
    /// proposes (the core's frame, scaled down to the column) is drawn resized to fit it.
    @ViewBuilder private var imageSlot: some View {
      if configuration.showsActivityIndicator {
        ProgressView()
      } else if let image = configuration.image {
        if configuration.imageProperties.maximumSize != nil {
          // The core's frame honours the largest size; the image fills it, keeping its aspect.
          styled(image.resizable()).scaledToFit()
        } else if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
          ViewThatFits(in: .horizontal) {
            styled(image)
            styled(image.resizable()).scaledToFit()
          }
        } else {
          styled(image)
        }
      }
    }

    /// The image tinted as configured; an SF Symbol takes a large title size. Rounded and kept
    /// from Smart Invert as the image properties say.
    @ViewBuilder private func styled(_ image: Image) -> some View {
      let properties = configuration.imageProperties
      Group {
        if let tint = properties.tintColor {
          image.renderingMode(.template).font(.largeTitle).imageScale(.large)
            .foregroundStyle(tint)
        } else {
          image.font(.largeTitle).imageScale(.large)
        }
      }
      .clipShape(
        RoundedRectangle(cornerRadius: CGFloat(properties.cornerRadius), style: .continuous)
      )
      .accessibilityIgnoresInvertColors(properties.accessibilityIgnoresInvertColors)
    }

    private var name: String {
      switch element {
      case .image: "image"
      case .title: "title"
      case .message: "message"
      case .button: "button"
      case .secondaryButton: "secondaryButton"
      case .customView: "customView"
      }
    }
  }

  /// The button's title or image and background for its state: pressed (highlighted), disabled
  /// (by the configuration, or by a `disabled` modifier around the list) or normal.
  ///
  /// A title without its own colour takes the tint (`.tint(_:)`, else the accent colour), as a
  /// system button does; the face is dimmed while pressed and while disabled, whatever colours
  /// the app gave it.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct EmptyDataSetButtonFace: View {
    /// The opacity of a pressed button.
    static let pressedOpacity = 0.6
    /// The opacity of a disabled button.
    static let disabledOpacity = 0.4

    let button: EmptyDataSetButton<SwiftUIPlatform>
    /// The secondary button's title is a subheadline, the first button's a headline.
    var isSecondary = false
    var alignment = EmptyDataSetAlignment.center
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.emptyDataSetButtonIsPressed) private var isPressed

    var body: some View {
      label.opacity(!isEnabled ? Self.disabledOpacity : isPressed ? Self.pressedOpacity : 1)
    }

    @ViewBuilder private var label: some View {
      if let image = button.image {
        image
      } else if let title = button.title {
        title.font(isSecondary ? .subheadline : .headline).foregroundStyle(.tint)
          .multilineTextAlignment(alignment == .natural ? .leading : .center)
      }
    }
  }

  /// Lays the face out (full width or natural) and tells it whether the button is pressed.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct EmptyDataSetButtonStyle: ButtonStyle {
    let isFullWidth: Bool

    func makeBody(configuration: Configuration) -> some View {
      configuration.label
        .environment(\.emptyDataSetButtonIsPressed, configuration.isPressed)
        .frame(maxWidth: isFullWidth ? .infinity : nil)
    }
  }

  /// The button's style: ours, except on tvOS, where the system's style gives the button the
  /// focus effect a focus-driven interface needs (a custom `ButtonStyle` has none there, and on
  /// an empty screen the button is often the only focusable item).
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct EmptyDataSetButtonStyling: ViewModifier {
    let isFullWidth: Bool

    func body(content: Content) -> some View {
      #if os(tvOS)
        content.frame(maxWidth: isFullWidth ? .infinity : nil)
      #else
        content.buttonStyle(EmptyDataSetButtonStyle(isFullWidth: isFullWidth))
      #endif
    }
  }

  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  extension EnvironmentValues {
    /// Whether the empty data set's button is being pressed; set by its button style.
    fileprivate var emptyDataSetButtonIsPressed: Bool {
      get { self[ButtonIsPressedKey.self] }
      set { self[ButtonIsPressedKey.self] = newValue }
    }
  }

  private struct ButtonIsPressedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }
#endif
