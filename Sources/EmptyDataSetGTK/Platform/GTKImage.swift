// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

/// An image: a themed icon name, an image file, or a `GdkPaintable`.
///
/// An icon name the theme does not have, or a file that does not load, draws nothing (the image
/// takes no space) and reports a warning; it never shows GTK's "missing image" placeholder.
///
/// ```swift
/// configuration.image = .icon("mail-unread-symbolic")          // 128 px, the GNOME status-page size
/// configuration.image = .icon("network-offline-symbolic", size: 64)
/// configuration.image = .file("/usr/share/pixmaps/debian-logo.png")
/// ```
public enum GTKImage: Equatable {
  /// A themed icon by name, drawn `size` pixels square. Symbolic icons follow the text colour
  /// (and the tint, when one is set).
  case icon(String, size: Int = 128)
  /// An image file, drawn at its natural size (scaled down to fit the content column).
  case file(String)
  /// A paintable (a texture, an animation, a `GtkIconPaintable`…), drawn at its intrinsic size.
  case paintable(GTKPaintable)
}

/// A `GdkPaintable`, retained while in use and compared by identity.
public final class GTKPaintable: Equatable {
  /// The paintable (retained by this object).
  public let pointer: OpaquePointer

  /// Wraps `paintable`, taking a reference of its own (the caller keeps its reference).
  public init(_ paintable: OpaquePointer) {
    retainObject(paintable)
    pointer = paintable
  }

  deinit { releaseObject(pointer) }

  /// True when both wrap the same paintable.
  public static func == (lhs: GTKPaintable, rhs: GTKPaintable) -> Bool {
    lhs.pointer == rhs.pointer
  }
}
