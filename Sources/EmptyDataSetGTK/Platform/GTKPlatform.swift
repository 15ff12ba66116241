// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

// GTK 4's C API comes with the product (through the system-library target CGtk, which is not a
// product): an app that imports EmptyDataSetGTK calls gtk_* directly and needs no module of its
// own for the same headers (a second module over gtk.h would give each C type two identities).
@_exported import CGtk
@_exported import EmptyDataSetCore

/// The GTK 4 family of platform types: Pango text, icons and paintables, RGBA colours,
/// CSS-driven image animations and any `GtkWidget` as a custom view.
///
/// ```swift
/// var configuration = EmptyDataSetConfiguration<GTKPlatform>()
/// configuration.image = .icon("folder-symbolic")
/// configuration.title = .plain("No Files")
/// configuration.message = .markup("Drop files here or press <b>Upload</b>.")
/// configuration.button.titles.normal = .plain("Upload")
/// ```
public enum GTKPlatform: EmptyDataSetViewPlatform {
  /// Plain text, Pango markup, or text with a Pango attribute list.
  public typealias Text = GTKText
  /// A themed icon name, an image file, or a `GdkPaintable`.
  public typealias Image = GTKImage
  /// An RGBA colour (a `GdkRGBA`).
  public typealias Color = GTKColor
  /// A spin or a pulse of the image.
  public typealias ImageAnimation = GTKImageAnimation
  /// Any `GtkWidget`.
  public typealias View = GTKWidget

  /// Plain text.
  public static func presetText(_ string: String) -> GTKText { .plain(string) }

  /// GNOME's status page (`AdwStatusPage`, libadwaita 1.2): a natural-width button (the
  /// `pill`), 36 pixels below the image, 12 between title and message, 36 above the button
  /// and 12 between the two buttons, content at most 600 pixels wide. The values are
  /// libadwaita's: its style sheet spaces the status page's image, title and description 12
  /// pixels apart (`border-spacing`) with 24 more below the image (`margin-bottom`), puts 36
  /// between them and the app's child (the button), and clamps them with an `AdwClamp` of
  /// `maximum-size` 600; two buttons are 12 apart, GNOME's spacing between related controls.
  public static var layoutDefaults: EmptyDataSetLayoutDefaults {
    EmptyDataSetLayoutDefaults(
      spacing: EmptyDataSetSpacing(
        imageToText: 36, titleToMessage: 12, textToButton: 36, buttonToSecondaryButton: 12),
      buttonWidth: .natural, maximumContentWidth: 600)
  }

  /// A symbolic icon from the Adwaita icon theme.
  public static func presetImage(_ image: EmptyDataSetPresetImage) -> GTKImage? {
    switch image {
    case .emptyList: .icon("folder-documents-symbolic")
    case .noResults: .icon("edit-find-symbolic")
    case .failure: .icon("dialog-warning-symbolic")
    case .offline: .icon("network-offline-symbolic")
    }
  }
}

/// The configuration type of the GTK backend.
public typealias GTKEmptyDataSetConfiguration = EmptyDataSetConfiguration<GTKPlatform>
