// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// The gaps between the elements of the stack, in points, each named for the neighbours it
/// separates (Apple's paddings in `UIContentUnavailableConfiguration`).
///
/// "Text" is the title and the message: ``imageToText`` is also the gap between an image and a
/// message when there is no title, and ``textToButton`` the gap above the first button whatever
/// text comes before it.
public struct EmptyDataSetSpacing: Hashable, Sendable {
  /// DZNEmptyDataSet's default gap, 11 points.
  public static let defaultGap: Double = 11

  /// Between the image and the text below it. 11 by default; non-finite → 11, negative → 0.
  public var imageToText: Double
  /// Between the title and the message. 11 by default; non-finite → 11, negative → 0.
  public var titleToMessage: Double
  /// Between the content above and the first button. 11 by default; non-finite → 11,
  /// negative → 0.
  public var textToButton: Double
  /// Between the button and the secondary button. 11 by default; non-finite → 11,
  /// negative → 0.
  public var buttonToSecondaryButton: Double

  /// Creates spacing; each gap defaults to 11 points.
  public init(
    imageToText: Double = defaultGap,
    titleToMessage: Double = defaultGap,
    textToButton: Double = defaultGap,
    buttonToSecondaryButton: Double = defaultGap
  ) {
    self.imageToText = imageToText
    self.titleToMessage = titleToMessage
    self.textToButton = textToButton
    self.buttonToSecondaryButton = buttonToSecondaryButton
  }

  /// The same gap everywhere, as DZNEmptyDataSet's `spaceHeightForEmptyDataSet:` (but 0 means 0).
  public static func uniform(_ gap: Double) -> Self {
    Self(imageToText: gap, titleToMessage: gap, textToButton: gap, buttonToSecondaryButton: gap)
  }

  /// The gap between two neighbouring elements of the stack: the two buttons are separated by
  /// ``buttonToSecondaryButton``, anything else above a button by ``textToButton``, an image
  /// above text by ``imageToText``, and the title above the message by ``titleToMessage``.
  package func gap(
    after upper: EmptyDataSetLayout.Element, before lower: EmptyDataSetLayout.Element
  ) -> Double {
    switch (upper, lower) {
    case (.button, .secondaryButton): buttonToSecondaryButton
    case (_, .button), (_, .secondaryButton): textToButton
    case (.image, _): imageToText
    default: titleToMessage
    }
  }
}
