// EmptyDataSet · EmptyDataSetSwiftUI
// Licensed under the MIT licence; see LICENSE.

#if canImport(SwiftUI)
  import SwiftUI

  /// A SwiftUI layout that places the empty data set's elements where the core's layout says:
  /// the one source of geometry on every backend.
  ///
  /// Each subview is tagged with its `EmptyDataSetLayout.Element` (`layoutValue(key:value:)`). On every
  /// layout pass, `EmptyDataSetLayout.make` runs with a measure closure over the subviews: text
  /// and the button are asked for their height at the column width the core gives, the image and
  /// the spinner for their natural size. The core then applies its rules (side padding, maximum
  /// width, per-gap spacing, image scale-down, offsets, overflow margin, pixel rounding) and the
  /// layout places each subview centred in its frame, proposing the frame's size.
  ///
  /// Coordinates are SwiftUI's: x grows toward the trailing edge, and SwiftUI flips positions
  /// for right-to-left layouts itself. So the core is asked for a left-to-right layout, and a
  /// positive horizontal offset ends up toward the trailing edge in both directions, as the
  /// core's `EmptyDataSetOffset` promises (asking the core to mirror too would mirror twice).
  ///
  /// The container is the size of the empty data set's area, given by the caller (a
  /// `GeometryReader`), not the proposal: inside a scroll view the proposed height is
  /// unspecified. The layout's own size is the container, or taller when the content overflows
  /// (`EmptyDataSetLayout.isScrollable`), which is how `CoreLayoutView` decides to scroll.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct CoreLayout: Layout {
    /// The container and the configuration's layout values.
    var request: LayoutRequest

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let layout = layout(of: subviews)
      let container = request.containerSize
      return CGSize(
        width: container.width,
        height: layout.isScrollable ? layout.contentSize.height : container.height)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      let layout = layout(of: subviews)
      for subview in subviews {
        if subview[BackgroundKey.self] {
          let frame = layout.backgroundFrame
          subview.place(
            at: CGPoint(
              x: Double(bounds.origin.x) + layout.viewFrame.x + frame.x,
              y: Double(bounds.origin.y) + layout.viewFrame.y + frame.y),
            anchor: .topLeading,
            proposal: ProposedViewSize(width: frame.width, height: frame.height))
          continue
        }
        guard let element = subview[ElementKey.self], let frame = layout.frame(of: element) else {
          // Measured empty: no space and no gap in the core; nothing to draw here.
          subview.place(at: bounds.origin, anchor: .topLeading, proposal: .zero)
          continue
        }
        let center = CGPoint(
          x: Double(bounds.origin.x) + layout.viewFrame.x + frame.x + frame.width / 2,
          y: Double(bounds.origin.y) + layout.viewFrame.y + frame.y + frame.height / 2)
        subview.place(
          at: center, anchor: .center,
          proposal: ProposedViewSize(width: frame.width, height: frame.height))
      }
    }

    /// The core's layout of these subviews.
    func layout(of subviews: Subviews) -> EmptyDataSetLayout {
      EmptyDataSetLayout.make(for: request) { element, availableWidth in
        guard let subview = subviews.first(where: { $0[ElementKey.self] == element }) else {
          return .zero
        }
        // The image and the spinner at their natural size (the core scales a wide image down);
        // text, the button and a custom view at the width they may take.
        let proposal =
          element == .image
          ? ProposedViewSize.unspecified
          : ProposedViewSize(width: availableWidth, height: nil)
        let size = subview.sizeThatFits(proposal)
        return EmptyDataSetLayout.Size(width: Double(size.width), height: Double(size.height))
      }
    }
  }

  /// Whether a subview of `CoreLayout` is the background, placed at the core's background frame.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct BackgroundKey: LayoutValueKey {
    static let defaultValue = false
  }

  /// The element a subview of `CoreLayout` stands for; `nil` for anything else.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct ElementKey: LayoutValueKey {
    static let defaultValue: EmptyDataSetLayout.Element? = nil
  }

  /// The elements in `CoreLayout`, scrolling when they are taller than the area.
  ///
  /// `ViewThatFits` shows the layout as it is when its height (the area's, unless the content
  /// overflows) fits, and otherwise the same layout in a vertical `ScrollView`, whose content
  /// height is the core's `contentSize` (the overflow margin included). So a list that allows
  /// scrolling keeps its drags wherever the content fits, and tall content scrolls on its own.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  struct CoreLayoutView<Elements: View>: View {
    let request: LayoutRequest
    let elements: Elements

    var body: some View {
      ViewThatFits(in: .vertical) {
        CoreLayout(request: request) { elements }
        ScrollView(.vertical) {
          CoreLayout(request: request) { elements }
        }
      }
    }
  }
#endif
