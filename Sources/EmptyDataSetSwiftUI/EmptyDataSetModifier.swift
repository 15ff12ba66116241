// EmptyDataSet · EmptyDataSetSwiftUI
// Licensed under the MIT licence; see LICENSE.

#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  extension View {
    /// Shows an empty data set over this view while `isEmpty` is true (or the configuration
    /// forces it), with the same configuration, decision and callbacks as the UIKit layer.
    ///
    /// ```swift
    /// List(messages) { MessageRow(message: $0) }
    ///   .emptyDataSet(isEmpty: messages.isEmpty, configuration: .inbox,
    ///                 events: EmptyDataSetEvents(didTapButton: { compose() }))
    /// ```
    ///
    /// - Parameters:
    ///   - isEmpty: whether the list has nothing to show; the empty data set appears when it is
    ///     true and the configuration's `shouldDisplay` is true, or when `isForcedToDisplay`.
    ///   - configuration: what to show and how.
    ///   - events: what to call on taps and transitions. No handlers by default.
    public func emptyDataSet(
      isEmpty: Bool,
      configuration: SwiftUIEmptyDataSetConfiguration,
      events: EmptyDataSetEvents = EmptyDataSetEvents()
    ) -> some View {
      modifier(
        EmptyDataSetModifier<EmptyView>(
          isEmpty: isEmpty, configuration: configuration, events: events, custom: nil))
    }

    /// Shows a view of your own over this view while `isEmpty` is true: a loading indicator,
    /// an animated image, a whole custom empty state.
    ///
    /// ```swift
    /// ScrollView { grid }
    ///   .emptyDataSet(isEmpty: photos.isEmpty) { ProgressView() }
    /// ```
    ///
    /// The configuration's behaviour, offsets, background and `customViewSizing` apply; its
    /// image, title, description and button are not shown.
    public func emptyDataSet<Content: View>(
      isEmpty: Bool,
      configuration: SwiftUIEmptyDataSetConfiguration = SwiftUIEmptyDataSetConfiguration(),
      events: EmptyDataSetEvents = EmptyDataSetEvents(),
      @ViewBuilder content: () -> Content
    ) -> some View {
      modifier(
        EmptyDataSetModifier(
          isEmpty: isEmpty, configuration: configuration, events: events, custom: content()))
    }
  }

  /// Hands the modifier's values to its host and draws what the host's controller shows.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct EmptyDataSetModifier<Custom: View>: ViewModifier {
    let isEmpty: Bool
    let configuration: SwiftUIEmptyDataSetConfiguration
    let events: EmptyDataSetEvents
    let custom: Custom?
    @StateObject private var host = SwiftUIEmptyDataSetHost()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
      host.receive(
        isEmpty: isEmpty, configuration: configuration, events: events, reduceMotion: reduceMotion)
      return
        content
        .modifier(ScrollGate(isScrollEnabled: host.interactionSettings.isScrollEnabled))
        .overlay { overlay }
    }

    @ViewBuilder private var overlay: some View {
      if let shown = host.shown {
        GeometryReader { proxy in
          EmptyDataSetStack(
            configuration: shown, custom: custom, width: proxy.size.width,
            onButton: { host.controller.handleButtonTap() }
          )
          .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .background {
          // While the list may scroll, the bare background lets drags through to it.
          if let color = shown.backgroundColor { color.allowsHitTesting(!shown.allowsScroll) }
        }
        .modifier(
          ViewTap(fillsArea: !shown.allowsScroll) { host.controller.handleViewTap() }
        )
        .opacity(host.alpha)
        .allowsHitTesting(host.acceptsTouches)
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(shown.accessibilityIdentifierPrefix)
      }
    }
  }

  /// Sends taps on the empty data set (outside its button) to the controller.
  ///
  /// When `fillsArea` is true the whole area takes taps; otherwise only the drawn content does,
  /// so that drags on the empty space reach the list below (the overlay is not inside the
  /// list's scroll view, unlike UIKit's). `onTapGesture` exists on tvOS only from tvOS 16;
  /// earlier tvOS has no view tap (the button still works).
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct ViewTap: ViewModifier {
    let fillsArea: Bool
    let action: @MainActor () -> Void

    func body(content: Content) -> some View {
      if #available(tvOS 16, *) {
        if fillsArea {
          content.contentShape(Rectangle()).onTapGesture { action() }
        } else {
          content.onTapGesture { action() }
        }
      } else {
        content
      }
    }
  }

  /// Turns the list's scrolling off while the empty data set says so (iOS 16 and later;
  /// earlier systems keep scrolling).
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  struct ScrollGate: ViewModifier {
    let isScrollEnabled: Bool

    func body(content: Content) -> some View {
      if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
        content.scrollDisabled(!isScrollEnabled)
      } else {
        content
      }
    }
  }
#endif
