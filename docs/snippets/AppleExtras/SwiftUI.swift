// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.

// SwiftUI API that only the documentation's snippets use; see UIKit.swift.

import SwiftUI

/// A list of rows.
public struct List<SelectionValue: Hashable, Content: View>: View {
  /// Not modelled.
  public typealias Body = Never
  /// Not modelled.
  public var body: Never { fatalError() }
}

extension List {
  /// One row per element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable,
    SelectionValue == Never
  {
    fatalError()
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView, Label == Text {
  /// An indeterminate progress view with a title.
  nonisolated public init<S: StringProtocol>(_ title: S) { fatalError() }
}

/// A value SwiftUI stores for a view and watches for changes.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  /// State with an initial value.
  public init(wrappedValue value: Value) { fatalError() }

  /// The current value.
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }

  /// A binding to the value (`$name`).
  public var projectedValue: Binding<Value> { fatalError() }
}

extension Image {
  /// The image with this name in the app's asset catalogue.
  nonisolated public init(_ name: String) { fatalError() }
}

extension Text {
  /// The text in bold.
  nonisolated public func bold() -> Text { fatalError() }
}

extension Color {
  /// A grey of `white` (0 black, 1 white).
  nonisolated public init(white: Double, opacity: Double = 1) { fatalError() }
}
