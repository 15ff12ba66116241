// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// How a text of the empty data set (the title, the message) wraps and shrinks. Its font and
/// colour are the styled text's own (attributes, markup), with the backend's defaults.
public struct EmptyDataSetTextProperties: Hashable, Sendable {
  /// The most lines the text takes; 0 (the default) for as many as it needs. Negative → 0.
  public var numberOfLines: Int
  /// How a line that does not fit ends. ``LineBreak/wordWrap`` by default.
  public var lineBreak: LineBreak
  /// Whether the text shrinks to fit its width (down to ``minimumScaleFactor``) instead of
  /// breaking or truncating. `false` by default. Applies to a single-line text (UIKit's rule).
  public var adjustsFontSizeToFitWidth: Bool
  /// The smallest scale the text shrinks to, greater than 0 and at most 1. 0.5 by default;
  /// non-finite or outside (0, 1] → 0.5.
  public var minimumScaleFactor: Double

  /// Creates text properties; each at its default.
  public init(
    numberOfLines: Int = 0,
    lineBreak: LineBreak = .wordWrap,
    adjustsFontSizeToFitWidth: Bool = false,
    minimumScaleFactor: Double = 0.5
  ) {
    self.numberOfLines = numberOfLines
    self.lineBreak = lineBreak
    self.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
    self.minimumScaleFactor = minimumScaleFactor
  }

  /// How a line that does not fit ends.
  public enum LineBreak: Hashable, Sendable, CaseIterable {
    /// Wraps at word boundaries (and inside a word longer than the line). The default.
    case wordWrap
    /// Wraps at any character.
    case characterWrap
    /// Cuts the line at the edge.
    case clip
    /// Ends the last line with an ellipsis at its start.
    case truncateHead
    /// Ends the last line with an ellipsis in its middle.
    case truncateMiddle
    /// Ends the last line with an ellipsis at its end.
    case truncateTail
  }
}
