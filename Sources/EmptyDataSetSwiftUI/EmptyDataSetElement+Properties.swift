// EmptyDataSet · EmptyDataSetSwiftUI
// Licensed under the MIT licence; see LICENSE.

#if canImport(SwiftUI)
  import SwiftUI

  /// A text's properties as SwiftUI can carry them out: its line limit, where it is truncated,
  /// how far it shrinks, and its alignment.
  ///
  /// What SwiftUI cannot do: wrap at any character (``EmptyDataSetTextProperties/LineBreak/characterWrap``
  /// wraps at words) or cut a line without an ellipsis (``EmptyDataSetTextProperties/LineBreak/clip``
  /// truncates at the end); and it shrinks text of any number of lines, where UIKit shrinks only
  /// a single line.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct EmptyDataSetTextStyling: ViewModifier {
    let properties: EmptyDataSetTextProperties
    let alignment: EmptyDataSetAlignment

    func body(content: Content) -> some View {
      content
        .multilineTextAlignment(alignment == .natural ? .leading : .center)
        .lineLimit(properties.numberOfLines > 0 ? properties.numberOfLines : nil)
        .truncationMode(truncation)
        .minimumScaleFactor(
          properties.adjustsFontSizeToFitWidth ? CGFloat(properties.minimumScaleFactor) : 1)
    }

    private var truncation: Text.TruncationMode {
      switch properties.lineBreak {
      case .truncateHead: .head
      case .truncateMiddle: .middle
      case .wordWrap, .characterWrap, .clip, .truncateTail: .tail
      }
    }
  }

  /// A button's own label and hint for assistive technology, when the configuration sets them
  /// (otherwise SwiftUI reads the title, or the image's label).
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct EmptyDataSetButtonAccessibility: ViewModifier {
    let button: EmptyDataSetButton<SwiftUIPlatform>

    @ViewBuilder func body(content: Content) -> some View {
      switch (button.accessibilityLabel, button.accessibilityHint) {
      case (let label?, let hint?): content.accessibilityLabel(label).accessibilityHint(hint)
      case (let label?, nil): content.accessibilityLabel(label)
      case (nil, let hint?): content.accessibilityHint(hint)
      case (nil, nil): content
      }
    }
  }

  /// What is drawn behind the content at the core's background frame: the colour, with its
  /// rounded corners and line. A plain fill of the whole area is drawn by the modifier instead,
  /// behind the list where it may scroll (see ``EmptyDataSetBackground/fillsVisibleArea``).
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct EmptyDataSetBackgroundShape: View {
    let background: EmptyDataSetBackground<SwiftUIPlatform>

    var body: some View {
      let shape = RoundedRectangle(
        cornerRadius: CGFloat(background.cornerRadius), style: .continuous)
      shape.foregroundStyle(background.color ?? Color.clear)
        .overlay {
          if let stroke = background.strokeColor {
            shape.strokeBorder(stroke, lineWidth: CGFloat(background.strokeWidth))
          }
        }
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
  }

  extension EmptyDataSetBackground {
    /// True when the background is a plain fill of the whole visible area (or nothing), which
    /// the SwiftUI modifier draws behind the list; otherwise ``EmptyDataSetBackgroundShape``
    /// draws it at the core's background frame.
    var fillsVisibleArea: Bool {
      strokeColor == nil && cornerRadius <= 0 && insets == .zero && contentPadding == nil
    }
  }
#endif
