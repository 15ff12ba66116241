// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

/// An animation of the image: a continuous spin or a pulse of its opacity, run by GTK's CSS
/// animation engine while `animatesImage` is true.
///
/// ```swift
/// configuration.imageAnimation = .spin(duration: 1.5)
/// configuration.animatesImage = true
/// ```
public struct GTKImageAnimation: Hashable, Sendable {
  /// What moves.
  public enum Kind: Hashable, Sendable {
    /// A full turn per period: an icon turns inside its box (`-gtk-icon-transform`, as
    /// GtkSpinner does); a picture turns as a whole (CSS `transform`).
    case spin
    /// The image fades to 30% and back once per period.
    case pulse
  }

  /// What moves.
  public var kind: Kind
  /// One period in seconds. 1 by default; non-finite or not positive → 1 (when created and when
  /// set).
  public var duration: Double {
    didSet {
      if !(duration.isFinite && duration > 0) { duration = 1 }
    }
  }

  /// Creates an animation.
  public init(kind: Kind, duration: Double = 1) {
    self.kind = kind
    self.duration = duration.isFinite && duration > 0 ? duration : 1
  }

  /// A spin, one turn per `duration` seconds (1 by default).
  public static func spin(duration: Double = 1) -> GTKImageAnimation {
    GTKImageAnimation(kind: .spin, duration: duration)
  }

  /// A pulse, one per `duration` seconds (1 by default).
  public static func pulse(duration: Double = 1) -> GTKImageAnimation {
    GTKImageAnimation(kind: .pulse, duration: duration)
  }
}
