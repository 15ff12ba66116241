// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import Foundation

/// Stops wheel and touchpad scrolling of a scrolled window while scrolling is not allowed: a
/// capture-phase scroll controller that claims the events before the scrolled window sees them.
/// Removing it restores the scrolled window exactly as it was.
@MainActor
final class GTKScrollGuard {
  private let controller: EventController

  /// Installs the guard; `isScrollEnabled` is asked on each event.
  init(scrolledWindow: ScrolledWindow, isScrollEnabled: @escaping @MainActor () -> Bool) {
    controller = .scroll()
    controller.setCapturePhase(true)
    controller.setName("empty-data-set-scroll-guard")
    controller.onScroll { _, _ in !isScrollEnabled() }
    controller.retain()
    scrolledWindow.widget.addController(controller)
  }

  /// The scrollbars' own `can-target` values (vertical, horizontal), saved while they are
  /// blocked.
  private var savedScrollbarTargets: (Bool, Bool)?

  /// Makes the scrollbars ignore the pointer (no dragging, no trough clicks) while scrolling is
  /// not allowed, and gives them back their own setting afterwards. Allocates nothing: it runs
  /// on each show and hide.
  func setScrollbarsBlocked(_ blocked: Bool, in scrolledWindow: ScrolledWindow?) {
    guard let scrolledWindow else { return }
    let vertical = scrolledWindow.verticalScrollbar
    let horizontal = scrolledWindow.horizontalScrollbar
    if blocked, savedScrollbarTargets == nil {
      savedScrollbarTargets = (vertical?.canTarget ?? true, horizontal?.canTarget ?? true)
      vertical?.canTarget = false
      horizontal?.canTarget = false
    } else if !blocked, let (verticalTarget, horizontalTarget) = savedScrollbarTargets {
      vertical?.canTarget = verticalTarget
      horizontal?.canTarget = horizontalTarget
      savedScrollbarTargets = nil
    }
  }

  /// Takes the guard off `scrolledWindow` (when it still exists) and drops it.
  func remove(from scrolledWindow: ScrolledWindow?) {
    setScrollbarsBlocked(false, in: scrolledWindow)
    if let scrolledWindow, controller.widget == scrolledWindow.widget {
      scrolledWindow.widget.removeController(controller)
    }
  }

  isolated deinit {
    controller.release()
  }

  /// Scrolls `scrolledWindow` by a wheel delta, with GTK's own step (page size to the 2/3).
  static func scroll(_ scrolledWindow: ScrolledWindow, dx: Double, dy: Double) {
    let adjustments = scrolledWindow.adjustments
    for (delta, adjustment) in [(dy, adjustments.vertical), (dx, adjustments.horizontal)]
    where delta != 0 {
      guard let adjustment else { continue }
      let page = adjustment.pageSize
      let step = pow(page, 2.0 / 3.0)
      let lower = adjustment.lower
      let upper = adjustment.upper - page
      adjustment.value = min(max(adjustment.value + delta * step, lower), max(lower, upper))
    }
  }
}
