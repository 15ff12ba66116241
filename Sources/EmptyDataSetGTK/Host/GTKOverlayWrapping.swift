// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

/// Puts a new `GtkOverlay` where a widget is in its parent, and the widget into the overlay:
/// how an empty data set covers a list without the app changing its widget tree.
///
/// The rules, per parent: a `GtkWindow`, `GtkFrame`, `GtkViewport` or `GtkRevealer` gets the
/// overlay as its child; a `GtkBox` gets it at the widget's position; a `GtkPaned` in the same
/// pane (start or end); a `GtkGrid` in the same cell and span; a `GtkCenterBox` in the same slot
/// (start, centre or end); a `GtkStack` in a page with the same name and title, still the
/// visible page when it was. Any other parent is refused and nothing changes.
///
/// Two parents never reach these rules: a `GtkOverlay` whose main child the widget is (the host
/// uses that overlay), and a `GtkScrolledWindow` (the widget covered is a scrolled window or a
/// list outside one, neither of which a scrolled window holds without a `GtkViewport`).
@MainActor
enum GTKOverlayWrapping {
  /// Wraps `child` in `overlay` at its place; false (nothing changed) when `child` has no
  /// parent or one of a kind that is not supported.
  static func wrap(_ child: Widget, in overlay: Overlay) -> Bool {
    guard let parent = child.parent else { return false }
    // The widget is out of every parent for a moment: keep it alive meanwhile.
    child.retain()
    defer { child.release() }
    guard replace(child, with: overlay.widget, in: parent) else { return false }
    overlay.child = child
    return true
  }

  private static func replace(_ child: Widget, with overlay: Widget, in parent: Widget) -> Bool {
    if let window = Window(parent) {
      window.child = nil
      window.child = overlay
    } else if let box = Box(parent) {
      let previous = child.previousSibling
      box.remove(child)
      box.insert(overlay, after: previous)
    } else if let paned = Paned(parent) {
      if paned.startChild == child {
        paned.startChild = nil
        paned.startChild = overlay
      } else {
        paned.endChild = nil
        paned.endChild = overlay
      }
    } else if let frame = Frame(parent) {
      frame.child = nil
      frame.child = overlay
    } else if let viewport = Viewport(parent) {
      viewport.child = nil
      viewport.child = overlay
    } else if let revealer = Revealer(parent) {
      revealer.child = nil
      revealer.child = overlay
    } else if let grid = Grid(parent) {
      let cell = grid.cell(of: child)
      grid.remove(child)
      grid.attach(overlay, at: cell)
    } else if let centerBox = CenterBox(parent) {
      if centerBox.startWidget == child {
        centerBox.startWidget = nil
        centerBox.startWidget = overlay
      } else if centerBox.centerWidget == child {
        centerBox.centerWidget = nil
        centerBox.centerWidget = overlay
      } else {
        centerBox.endWidget = nil
        centerBox.endWidget = overlay
      }
    } else if let stack = Stack(parent) {
      let page = stack.page(of: child)
      let wasVisible = stack.visibleChild == child
      stack.remove(child)
      stack.add(overlay, as: page)
      if wasVisible { stack.visibleChild = overlay }
    } else {
      return false
    }
    return true
  }
}
