// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

/// Stops keyboard scrolling of the list while scrolling is not allowed: a capture-phase key
/// controller on the covered widget (the list's scrolled window) that claims the navigation
/// keys (arrows, Page Up/Down, Home, End, on the main keyboard and the keypad, with any
/// modifiers) before the list's own bindings and the scrolled window's `scroll-child`
/// bindings see them. Keys typed into a text input inside the list are left alone. Removing it
/// restores the widget exactly as it was.
@MainActor
final class GTKKeyboardGuard {
  private let controller: EventController

  /// Installs the guard on `widget`; `isScrollEnabled` is asked on each key press.
  init(widget: Widget, isScrollEnabled: @escaping @MainActor () -> Bool) {
    controller = .key()
    controller.setCapturePhase(true)
    controller.setName("empty-data-set-key-guard")
    let controller = self.controller
    controller.onKeyPressed { keyval in
      guard !isScrollEnabled(), isNavigationKey(keyval) else { return false }
      return controller.widget?.windowFocus.map { !$0.isTextInput } ?? true
    }
    controller.retain()
    widget.addController(controller)
  }

  /// Takes the guard off `widget` (when it still exists).
  func remove(from widget: Widget?) {
    if let widget, controller.widget == widget { widget.removeController(controller) }
  }

  isolated deinit {
    controller.release()
  }
}
