// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// The states a button can be in, each of which may have its own title and images.
///
/// DZNEmptyDataSet only ever used `normal` and `highlighted`; every state here is honoured.
public enum EmptyDataSetControlState: Hashable, Sendable, CaseIterable {
  /// The resting state. A button is shown only when this state has a title or an image.
  case normal
  /// While pressed (UIKit) or hovered and pressed (GTK).
  case highlighted
  /// While the button cannot be used.
  case disabled
  /// While the button is selected (a toggle).
  case selected
}

/// One optional value for each ``EmptyDataSetControlState``, falling back to ``normal``.
///
/// ```swift
/// var titles = EmptyDataSetControlStateValues<String>()
/// titles.normal = "Retry"
/// titles.resolved(for: .highlighted)  // "Retry": falls back to normal
/// ```
public struct EmptyDataSetControlStateValues<Value> {
  /// The value for ``EmptyDataSetControlState/normal``. `nil` by default.
  public var normal: Value?
  /// The value for ``EmptyDataSetControlState/highlighted``. `nil` by default (the normal value is used).
  public var highlighted: Value?
  /// The value for ``EmptyDataSetControlState/disabled``. `nil` by default (the normal value is used).
  public var disabled: Value?
  /// The value for ``EmptyDataSetControlState/selected``. `nil` by default (the normal value is used).
  public var selected: Value?

  /// Creates values for each state; every state is `nil` unless given.
  public init(
    normal: Value? = nil,
    highlighted: Value? = nil,
    disabled: Value? = nil,
    selected: Value? = nil
  ) {
    self.normal = normal
    self.highlighted = highlighted
    self.disabled = disabled
    self.selected = selected
  }

  /// The value stored for `state` exactly, without falling back.
  public subscript(state: EmptyDataSetControlState) -> Value? {
    get {
      switch state {
      case .normal: normal
      case .highlighted: highlighted
      case .disabled: disabled
      case .selected: selected
      }
    }
    set {
      switch state {
      case .normal: normal = newValue
      case .highlighted: highlighted = newValue
      case .disabled: disabled = newValue
      case .selected: selected = newValue
      }
    }
  }

  /// The value to show in `state`: its own value, or the normal one when it has none.
  public func resolved(for state: EmptyDataSetControlState) -> Value? {
    self[state] ?? normal
  }

  /// True when no state has a value.
  public var isEmpty: Bool {
    EmptyDataSetControlState.allCases.allSatisfy { self[$0] == nil }
  }
}

extension EmptyDataSetControlStateValues: Equatable where Value: Equatable {}
extension EmptyDataSetControlStateValues: Hashable where Value: Hashable {}
extension EmptyDataSetControlStateValues: Sendable where Value: Sendable {}
