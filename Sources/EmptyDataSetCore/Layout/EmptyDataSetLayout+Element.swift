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
