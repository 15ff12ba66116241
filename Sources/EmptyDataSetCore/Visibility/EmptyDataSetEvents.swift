// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// Closures for what happens to an empty data set: taps, appearance and changes of state.
///
/// All are `nil` by default. Each runs synchronously on the main actor, at most once per event;
/// the appearance closures run once per real transition (never again on a reload that stays
/// visible, nor when the shown state changes: ``stateDidChange`` tells that).
///
/// **One rule:** when the app also has a DZN-style delegate (UIKit), each event goes to the
/// delegate's method first and then to these closures, whether the content comes from a
/// configuration or from a source.
///
/// Every closure but ``stateDidChange`` takes nothing; set them one by one or all at once, in
/// any order (what is set in one main-loop turn is decided once, when the turn ends):
///
/// ```swift
/// var events = EmptyDataSetEvents()
/// events.didTapButton = { compose() }
/// events.willAppear = { analytics.log("empty inbox shown") }
/// events.stateDidChange = { old, new in print("\(old) → \(new)") }  // two EmptyDataSetState
/// events.retry = { Task { await reload() } }
/// ```
///
/// On GTK, `Task { … }` in a closure runs on the main actor while GTK's main loop runs; the GTK
/// product drains the main actor's queue for you.
public struct EmptyDataSetEvents {
  /// A tap anywhere on the empty data set (not on its button).
  public var didTapView: (@MainActor () -> Void)?
  /// A tap on the button.
  public var didTapButton: (@MainActor () -> Void)?
  /// A tap on the secondary button.
  public var didTapSecondaryButton: (@MainActor () -> Void)?
  /// Before the empty data set is added.
  public var willAppear: (@MainActor () -> Void)?
  /// After it is fully shown (when the fade-in ends, or at once without a fade).
  public var didAppear: (@MainActor () -> Void)?
  /// Before it starts to go.
  public var willDisappear: (@MainActor () -> Void)?
  /// After it is removed (when the fade-out ends, or at once without a fade).
  public var didDisappear: (@MainActor () -> Void)?
  /// While shown, the displayed state changed in place (for example from loading to failed, or
  /// to a new search query), with the old and the new state: `{ old, new in … }`, both
  /// ``EmptyDataSetState``. No disappear or appear callbacks fire for such a change.
  public var stateDidChange:
    (@MainActor (_ old: EmptyDataSetState, _ new: EmptyDataSetState) -> Void)?
  /// The failed or offline state's button was tapped (after ``didTapButton``). The state has
  /// already become ``EmptyDataSetState/loading``, under the usual timing rules; load again here
  /// and set the state when done. When `nil`, the button only sends ``didTapButton``.
  public var retry: (@MainActor () -> Void)?

  /// Creates events with no handlers.
  public init(
    didTapView: (@MainActor () -> Void)? = nil,
    didTapButton: (@MainActor () -> Void)? = nil,
    didTapSecondaryButton: (@MainActor () -> Void)? = nil,
    willAppear: (@MainActor () -> Void)? = nil,
    didAppear: (@MainActor () -> Void)? = nil,
    willDisappear: (@MainActor () -> Void)? = nil,
    didDisappear: (@MainActor () -> Void)? = nil,
    stateDidChange: (@MainActor (EmptyDataSetState, EmptyDataSetState) -> Void)? = nil,
    retry: (@MainActor () -> Void)? = nil
  ) {
    self.didTapView = didTapView
    self.didTapButton = didTapButton
    self.didTapSecondaryButton = didTapSecondaryButton
    self.willAppear = willAppear
    self.didAppear = didAppear
    self.willDisappear = willDisappear
    self.didDisappear = didDisappear
    self.stateDidChange = stateDidChange
    self.retry = retry
  }

  /// Events that call `first`'s handler, then `second`'s, for every event: how a delegate's
  /// methods and the app's closures combine.
  package static func sequence(_ first: EmptyDataSetEvents, _ second: EmptyDataSetEvents)
    -> EmptyDataSetEvents
  {
    func both(_ a: (@MainActor () -> Void)?, _ b: (@MainActor () -> Void)?)
      -> (@MainActor () -> Void)?
    {
      guard let a else { return b }
      guard let b else { return a }
      return {
        a()
        b()
      }
    }
    var stateDidChange = second.stateDidChange
    if let a = first.stateDidChange {
      let b = second.stateDidChange
      stateDidChange = { old, new in
        a(old, new)
        b?(old, new)
      }
    }
    return EmptyDataSetEvents(
      didTapView: both(first.didTapView, second.didTapView),
      didTapButton: both(first.didTapButton, second.didTapButton),
      didTapSecondaryButton: both(first.didTapSecondaryButton, second.didTapSecondaryButton),
      willAppear: both(first.willAppear, second.willAppear),
      didAppear: both(first.didAppear, second.didAppear),
      willDisappear: both(first.willDisappear, second.willDisappear),
      didDisappear: both(first.didDisappear, second.didDisappear),
      stateDidChange: stateDidChange,
      retry: both(first.retry, second.retry))
  }
}
