// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore

/// Reports where keyboard focus is and carries out the core's accessibility announcements with
/// what GTK 4.8 has. GTK 4.8 has no announcement call (`gtk_accessible_announce` came in 4.14),
/// so each announcement is made with focus and accessible descriptions, which screen readers
/// present:
///
/// - ``AccessibilityAnnouncement/focusEmptyDataSet``: keyboard focus moves to the empty view's
///   first control (its button, or the first control of a custom view), else to the view itself.
///   A screen reader reads the newly focused widget: the button's name and description, or the
///   view's name (the title) and description.
/// - ``AccessibilityAnnouncement/announceContent``: focus stays where it is, and the focused
///   widget's accessible description becomes the announcement: the configuration's
///   `accessibilityAnnouncement` (the presets set it), else the title and description. AT-SPI
///   reports the change (`object:property-change:accessible-description`), and Orca speaks a new
///   description of the widget that has focus. When focus leaves that widget, or the empty data
///   set goes, the widget gets its own description back (its tooltip, GTK's source of
///   descriptions, or none). When the focused widget was inside the empty view and the change
///   of state removed it, focus moves to the view's first control instead.
/// - ``AccessibilityAnnouncement/returnFocusToList``: focus goes back to the list.
@MainActor
final class GTKAnnouncer {
  /// The app's widget whose description stands in for an announcement, while it does (made on
  /// the first, then pointed at the next: a show and a hide allocate nothing).
  private var described: GObjectWeakPointer?
  /// Its tooltip when it was described: what GTK 4.8 had made its description.
  private var describedTooltip: String?
  /// The widget with focus when it was described, and its `notify::has-focus` handler. Kept
  /// after a restore, for the next show that finds focus there (a search entry, show after
  /// show), until another widget is described or ``stopWatching()``.
  private var focusWatch: (widget: GObjectWeakPointer, handler: SignalConnection)?

  // MARK: - Where focus is

  /// Where focus is in `anchor`'s window, relative to the list (`list`: the widget it covers)
  /// and the empty view (`emptyView`: its outermost widget).
  static func focus(near anchor: Widget?, list: Widget?, emptyView: Widget?) -> HostFocus {
    guard let focus = anchor?.windowFocus else { return .none }
    if let emptyView, focus.isInside(emptyView) { return .inEmptyDataSet }
    if let list, focus.isInside(list) { return .inList }
    if focus.isTextInput { return .inTextInput }
    return .elsewhere
  }

  // MARK: - Announcing

  /// Carries out `announcement` for `view` over `list`; `text` is what to say when the content
  /// is announced (`nil`: the view's title and description).
  func carryOut(
    _ announcement: AccessibilityAnnouncement, view: GTKEmptyView?, list: Widget?, text: String?
  ) {
    switch announcement {
    case .focusEmptyDataSet:
      guard let view else { return }
      let container = view.container.widget
      if let focus = container.windowFocus, focus.isInside(container), focus.isDrawable {
        return  // already inside, on a widget that is still there
      }
      Self.moveFocus(into: view)
    case .announceContent:
      guard let view, let focus = view.container.widget.windowFocus else { return }
      let said = text ?? view.summary
      let container = view.container.widget
      if focus.isInside(container) {
        if !focus.isDrawable || focus == container {
          Self.moveFocus(into: view)
        } else {
          focus.setAccessibleDescription(said)
        }
      } else {
        describe(focus, with: said)
      }
    case .returnFocusToList:
      restore()
      guard let list else { return }
      if !list.grabFocus() { list.focusFirstChild() }
    }
  }

  /// Moves focus to the first control of `view`, else to the view itself. The standard view's
  /// focus order is known (its button, then its secondary button), so the first of them that
  /// can take focus is focused directly; only a custom view's first control is left to GTK to
  /// find (`gtk_widget_child_focus`, which sorts the children by their bounds).
  static func moveFocus(into view: GTKEmptyView) {
    for case let button? in [view.button, view.secondaryButton]
    where button.isShown && button.widget.isSensitive && button.widget.grabFocus() {
      return
    }
    if view.widget(for: .customView) != nil, view.root.focusFirstChild() { return }
    view.root.setFocusable(true)
    view.root.grabFocus()
  }

  /// Gives the widget that stands for `focus` in the accessibility tree the description
  /// `summary` until focus leaves `focus`.
  private func describe(_ focus: Widget, with summary: String?) {
    restore()
    guard let summary else { return }
    let owner = focus.accessibleFocusOwner
    if let described { described.watch(owner) } else { described = GObjectWeakPointer(owner) }
    describedTooltip = owner.tooltipText
    owner.setAccessibleDescription(summary)
    guard focusWatch?.widget.widget != focus else { return }
    stopWatching()
    let handler = focus.onNotify("has-focus") { [weak self] in
      if !focus.hasFocus { self?.restore() }
    }
    focusWatch = (GObjectWeakPointer(focus), handler)
  }

  /// Disconnects the focus watch (the attachment ends, or another widget is described).
  func stopWatching() {
    if let (widget, handler) = focusWatch, widget.widget != nil { handler.disconnect() }
    focusWatch?.widget.release()
    focusWatch = nil
  }

  isolated deinit { stopWatching() }

  /// Gives the described widget its own description back. Idempotent.
  func restore() {
    described?.widget?.setAccessibleDescription(describedTooltip)
    described?.release()
    describedTooltip = nil
  }
}
