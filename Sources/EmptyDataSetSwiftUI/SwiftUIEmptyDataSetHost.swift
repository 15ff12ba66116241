// EmptyDataSet · EmptyDataSetSwiftUI
// Licensed under the MIT licence; see LICENSE.

#if canImport(SwiftUI)
  import SwiftUI

  #if canImport(UIKit) && !os(watchOS)
    import UIKit
  #endif

  /// Carries out what the core's controller decides, as published state a SwiftUI view draws.
  ///
  /// SwiftUI lays the elements out itself, so measuring and frames are no-ops; the decision,
  /// the callbacks, the fade sequencing and the scroll setting all come from the controller.
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  @MainActor
  final class SwiftUIEmptyDataSetHost: ObservableObject, EmptyDataSetHosting {
    typealias Platform = SwiftUIPlatform

    /// The configuration on screen, or `nil` when hidden.
    @Published private(set) var shown: SwiftUIEmptyDataSetConfiguration?
    /// The empty data set's opacity, animated for fades.
    @Published private(set) var alpha = 0.0
    /// Whether the empty data set takes taps.
    @Published private(set) var acceptsTouches = false
    /// The list's scroll setting while the empty data set is shown.
    @Published var interactionSettings = HostInteractionSettings(
      isScrollEnabled: true, alwaysBouncesVertically: false)

    private var isEmpty = false
    private var configuration = SwiftUIEmptyDataSetConfiguration()
    private var events = EmptyDataSetEvents()
    private var reduceMotion = false
    private var hasReceived = false
    private var isReloadScheduled = false
    /// Set when the empty data set is installed; VoiceOver is told once it is drawn and visible.
    private var needsAnnouncement = false
    private(set) lazy var controller = makeController()

    /// Takes the modifier's current values; schedules a reload when the decision's inputs
    /// changed. Called from `body`, so it publishes nothing now.
    func receive(
      isEmpty: Bool, configuration: SwiftUIEmptyDataSetConfiguration, events: EmptyDataSetEvents,
      reduceMotion: Bool
    ) {
      self.events = events
      self.reduceMotion = reduceMotion
      guard !hasReceived || isEmpty != self.isEmpty || configuration != self.configuration else {
        return
      }
      hasReceived = true
      self.isEmpty = isEmpty
      self.configuration = configuration
      guard !isReloadScheduled else { return }
      isReloadScheduled = true
      Task { @MainActor [weak self] in
        self?.isReloadScheduled = false
        self?.controller.reload()
      }
    }

    private func makeController() -> EmptyDataSetController<SwiftUIEmptyDataSetHost> {
      let controller = EmptyDataSetController(host: self)
      let forward = EmptyDataSetEvents(
        didTapView: { [weak self] in self?.events.didTapView?() },
        didTapButton: { [weak self] in self?.events.didTapButton?() },
        willAppear: { [weak self] in self?.events.willAppear?() },
        didAppear: { [weak self] in self?.events.didAppear?() },
        willDisappear: { [weak self] in self?.events.willDisappear?() },
        didDisappear: { [weak self] in self?.events.didDisappear?() })
      controller.provider = EmptyDataSetProvider(
        isAvailable: { true },
        shouldDisplay: { [weak self] in self?.configuration.shouldDisplay ?? false },
        isForcedToDisplay: { [weak self] in self?.configuration.isForcedToDisplay ?? false },
        makeConfiguration: { [weak self] _ in self?.configuration ?? .init() },
        events: forward)
      return controller
    }

    // MARK: - EmptyDataSetHosting

    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { isEmpty ? 0 : 1 }
    var layoutContainer: LayoutContainer { LayoutContainer(size: .zero) }
    func measure(_ element: LayoutElement, availableWidth: Double) -> LayoutSize { .zero }
    func applyLayout(_ layout: EmptyDataSetLayout) {}
    func setImageAnimationRunning(_ running: Bool) {}

    func installEmptyView(_ configuration: SwiftUIEmptyDataSetConfiguration, initialAlpha: Double) {
      shown = configuration
      alpha = initialAlpha
      needsAnnouncement = true
    }

    func updateEmptyView(
      from old: SwiftUIEmptyDataSetConfiguration, to new: SwiftUIEmptyDataSetConfiguration
    ) {
      shown = new
    }

    func removeEmptyView() {
      shown = nil
      #if canImport(UIKit) && !os(watchOS)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
      #endif
    }

    func setEmptyViewAcceptsTouches(_ acceptsTouches: Bool) {
      self.acceptsTouches = acceptsTouches
    }

    func animateEmptyViewAlpha(
      to alpha: Double, duration: Double, completion: @escaping @MainActor () -> Void
    ) {
      guard duration > 0, !reduceMotion else {
        self.alpha = alpha
        announceIfNeeded()
        completion()
        return
      }
      withAnimation(.easeInOut(duration: duration)) { self.alpha = alpha }
      Task { @MainActor [weak self] in
        try? await Task.sleep(nanoseconds: UInt64(duration * 1_000_000_000))
        self?.announceIfNeeded()
        completion()
      }
    }

    /// Tells VoiceOver that the screen changed once the empty data set is visible: posted at
    /// install time, the notice came before SwiftUI drew it, at alpha 0 during a fade-in.
    private func announceIfNeeded() {
      guard needsAnnouncement, alpha > 0 else { return }
      needsAnnouncement = false
      #if canImport(UIKit) && !os(watchOS)
        Task { @MainActor in  // After SwiftUI has drawn the change.
          UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
      #endif
    }
  }
#endif
