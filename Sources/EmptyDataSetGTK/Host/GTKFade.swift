// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

/// Fades a widget's opacity on a GLib timer (not a tick callback, so a fade also ends when the
/// window is hidden), calling each completion exactly once: when its fade ends or is replaced.
@MainActor
final class GTKFade {
  private var source: guint = 0
  private var completion: (@MainActor () -> Void)?

  /// Fades `widget` from its current opacity to `alpha` over `duration` seconds; `onStep` is
  /// told each opacity set (the host cross-fades the list under the view with it). A fade under
  /// way is replaced, and its completion called, after the new one has started.
  func run(
    _ widget: Widget, to alpha: Double, duration: Double,
    onStep: @escaping @MainActor (Double) -> Void = { _ in },
    completion: @escaping @MainActor () -> Void
  ) {
    let replaced = self.completion
    removeSource(source)
    source = 0
    self.completion = nil
    if duration <= 0 {
      widget.opacity = alpha
      onStep(alpha)
      replaced?()
      completion()
      return
    }
    let start = widget.opacity
    let startTime = monotonicSeconds()
    self.completion = completion
    source = addTimeout(intervalMilliseconds: 16) { [weak self] in
      let progress = min(1, (monotonicSeconds() - startTime) / duration)
      widget.opacity = start + (alpha - start) * progress
      onStep(widget.opacity)
      guard progress >= 1 else { return true }
      self?.finish()
      return false
    }
    replaced?()
  }

  /// Stops a fade without calling its completion (the view is going away).
  func cancel() {
    removeSource(source)
    source = 0
    completion = nil
  }

  private func finish() {
    source = 0
    let done = completion
    completion = nil
    done?()
  }
}
