// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk

/// The gallery's own style sheet: the scene header, toolbars, rows and tiles, the sidebar,
/// and the dark scenes. The empty data sets themselves keep the backend's look unless a scene
/// styles them through the library.
@MainActor
enum GalleryStyle {
  /// Installs the style sheet for the whole display, once.
  static func install() {
    guard !isInstalled, let display = gdk_display_get_default() else { return }
    isInstalled = true
    let provider = gtk_css_provider_new()!
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }

  private static var isInstalled = false

  private static let css = """
    .gallery-header { padding: 12px 18px 10px 18px;
      border-bottom: 1px solid alpha(currentColor, 0.12); }
    .gallery-app-name { font-weight: bold; font-size: 15pt; }
    .gallery-situation { opacity: 0.62; font-size: 10pt; }
    .gallery-toolbar { padding: 8px 14px; border-bottom: 1px solid alpha(currentColor, 0.12); }
    .gallery-row { padding: 9px 16px; }
    .gallery-row-title { font-size: 11pt; }
    .gallery-tile { padding: 12px; }
    .gallery-cell { padding: 4px 8px; }
    .gallery-caption { padding: 8px 16px; font-size: 9pt; opacity: 0.7;
      border-top: 1px solid alpha(currentColor, 0.12); }
    .gallery-form entry, .gallery-form button { min-height: 36px; }
    .gallery-form .gallery-form-title { font-weight: bold; font-size: 16pt; }
    .gallery-form .gallery-form-message { font-size: 9.5pt; }
    .gallery-dark, .gallery-dark .view, .gallery-dark listview, .gallery-dark scrolledwindow {
      background-color: #17141f; color: #ece6f6; }
    .gallery-dark .gallery-header { border-bottom-color: alpha(#ece6f6, 0.12); }
    /* A plain (secondary) button in the dark scenes, whose light theme draws it light. */
    .gallery-dark .empty-data-set button:not(.suggested-action) { background-image: none;
      background-color: alpha(#ece6f6, 0.1); color: #ece6f6; border-color: alpha(#ece6f6, 0.2);
      box-shadow: none; }
    .gallery-dark .empty-data-set button:not(.suggested-action):hover {
      background-color: alpha(#ece6f6, 0.16); }
    .gallery-plain-content { padding: 18px; font-size: 12pt; }
    /* The button's background image is the whole button: drop the theme's frame around it. */
    .gallery-scene-photo-access .empty-data-set button { border-color: transparent;
      box-shadow: none; border-radius: 26px; padding: 12px 16px; }
    /* Centre guides behind the offsets scene, so the offset can be seen. */
    .gallery-scene-trails listview { background-image:
      linear-gradient(to right, transparent 49.8%, alpha(#3584e4, 0.45) 49.8%,
        alpha(#3584e4, 0.45) 50.2%, transparent 50.2%),
      linear-gradient(to bottom, transparent 49.8%, alpha(#3584e4, 0.45) 49.8%,
        alpha(#3584e4, 0.45) 50.2%, transparent 50.2%); }
    .gallery-sidebar-section { font-weight: bold; font-size: 9pt; opacity: 0.6;
      padding: 12px 12px 4px 12px; }
    """
}
