// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

extension EmptyDataSetLayout {
  /// One piece of an empty data set that the layout places.
  public enum Element: Hashable, Sendable, CaseIterable {
    /// The image.
    case image
    /// The title.
    case title
    /// The message below the title.
    case message
    /// The button.
    case button
    /// The secondary button, below the button.
    case secondaryButton
    /// The app's own view, in place of the others.
    case customView
  }
}

extension EmptyDataSetLayout {
  /// A set of elements in one byte: what a layout request holds, made on every show, where a
  /// `Set` would allocate and hash.
  package struct Elements: Hashable, Sendable, ExpressibleByArrayLiteral {
    private var bits: UInt8 = 0

    package init() {}

    package init(arrayLiteral elements: Element...) {
      for element in elements { insert(element) }
    }

    package var isEmpty: Bool { bits == 0 }

    package func contains(_ element: Element) -> Bool { bits & Self.bit(element) != 0 }

    package mutating func insert(_ element: Element) { bits |= Self.bit(element) }

    private static func bit(_ element: Element) -> UInt8 {
      switch element {
      case .image: 1
      case .title: 2
      case .message: 4
      case .button: 8
      case .secondaryButton: 16
      case .customView: 32
      }
    }
  }
}
