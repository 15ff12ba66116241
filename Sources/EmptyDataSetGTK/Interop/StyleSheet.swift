// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

/// One CSS provider on one widget's style context (it styles that widget only), replaced when
/// the style sheet changes and removed when it is empty. A noncopyable value rather than an
/// object: a view keeps six, most of them never used, and as six objects they were a quarter
/// of a kilobyte of each window's memory (`gtk-peer-memory`).
@MainActor
struct StyleSheet: ~Copyable {
  private var provider: UnsafeMutablePointer<GtkCssProvider>?
  private var context: UnsafeMutablePointer<GtkStyleContext>?
  private(set) var css = ""

  /// Styles `widget` with `css` (nothing when empty); no work when neither changed.
  mutating func apply(_ css: String, to widget: Widget) {
    // Nothing to add or take off: no style context asked for (GTK makes one on first request).
    if css.isEmpty && provider == nil { return }
    let target = gtk_widget_get_style_context(widget.pointer)
    guard css != self.css || target != context else { return }
    remove()
    self.css = css
    guard !css.isEmpty, let target else { return }
    let created = gtk_css_provider_new()!
    gtk_css_provider_load_from_data(created, css, -1)
    gtk_style_context_add_provider(
      target, OpaquePointer(created), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    provider = created
    context = target
  }

  /// Takes the provider off its widget.
  mutating func remove() {
    if let provider, let context {
      gtk_style_context_remove_provider(context, OpaquePointer(provider))
    }
    if let provider { g_object_unref(raw(provider)) }
    provider = nil
    context = nil
    css = ""
  }

  deinit {
    if let provider { g_object_unref(raw(provider)) }
  }

  /// A length in CSS pixels for `value` (0 for non-finite or negative values), in hundredths
  /// and at most 100,000, so that it never takes an exponent (which CSS does not read).
  static func length(_ value: Double) -> String {
    let clamped = value.isFinite ? min(max(value, 0), 100_000) : 0
    return "\((clamped * 100).rounded() / 100)px"
  }

  /// Adds `css` to every widget of `display` at `priority`, for as long as the display lives.
  static func addToDisplay(_ display: OpaquePointer, css: String, priority: guint) {
    let provider = gtk_css_provider_new()!
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), priority)
    g_object_unref(raw(provider))  // the display keeps its reference
  }
}
