// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// Closures for what happens to an empty data set: taps and appearance.
///
/// All are `nil` by default. Each runs synchronously on the main actor, at most once per event;
/// the appearance closures run once per real transition (never again on a reload that stays
/// visible). Backends wrap their delegate's methods in these, adding the arguments their
/// platform promises (the scroll view, the tapped view, the button).
public struct EmptyDataSetEvents {
  /// A tap anywhere on the empty data set (not on its button).
  public var didTapView: (@MainActor () -> Void)?
  /// A tap on the button.
  public var didTapButton: (@MainActor () -> Void)?
  /// Before the empty data set is added.
  public var willAppear: (@MainActor () -> Void)?
  /// After it is fully shown (when the fade-in ends, or at once without a fade).
  public var didAppear: (@MainActor () -> Void)?
  /// Before it starts to go.
  public var willDisappear: (@MainActor () -> Void)?
  /// After it is removed (when the fade-out ends, or at once without a fade).
  public var didDisappear: (@MainActor () -> Void)?

  /// Creates events with no handlers.
  public init(
    didTapView: (@MainActor () -> Void)? = nil,
    didTapButton: (@MainActor () -> Void)? = nil,
    willAppear: (@MainActor () -> Void)? = nil,
    didAppear: (@MainActor () -> Void)? = nil,
    willDisappear: (@MainActor () -> Void)? = nil,
    didDisappear: (@MainActor () -> Void)? = nil
  ) {
    self.didTapView = didTapView
    self.didTapButton = didTapButton
    self.willAppear = willAppear
    self.didAppear = didAppear
    self.willDisappear = willDisappear
    self.didDisappear = didDisappear
  }
}
