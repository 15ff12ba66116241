// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

/// Fades a widget's opacity on a GLib timer (not a tick callback, so a fade also ends when the
/// window is hidden), calling each completion exactly once: when its fade ends or is replaced.
@MainActor
final class GTKFade {
  private var source: guint = 0
  private var completion: (@MainActor () -> Void)?

  /// True while a fade runs.
  var isRunning: Bool { source != 0 }

  /// Fades `widget` from its current opacity to `alpha` over `duration` seconds. A fade under
  /// way is replaced, and its completion called, after the new one has started.
  func run(
    _ widget: UnsafeMutablePointer<GtkWidget>, to alpha: Double, duration: Double,
    completion: @escaping @MainActor () -> Void
  ) {
    let replaced = self.completion
    stopTimer()
    self.completion = nil
    if duration <= 0 {
      gtk_widget_set_opacity(widget, alpha)
      replaced?()
      completion()
      return
    }
    let start = gtk_widget_get_opacity(widget)
    let startTime = monotonicSeconds()
    self.completion = completion
    source = addTimeout(intervalMilliseconds: 16) { [weak self] in
      let progress = min(1, (monotonicSeconds() - startTime) / duration)
      gtk_widget_set_opacity(widget, start + (alpha - start) * progress)
      guard progress >= 1 else { return true }
      self?.finish()
      return false
    }
    replaced?()
  }

  /// Stops a fade without calling its completion (the view is going away).
  func cancel() {
    stopTimer()
    completion = nil
  }

  private func finish() {
    source = 0
    let done = completion
    completion = nil
    done?()
  }

  private func stopTimer() {
    if source != 0 { g_source_remove(source) }
    source = 0
  }
}
