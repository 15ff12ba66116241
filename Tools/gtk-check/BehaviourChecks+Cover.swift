// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

/// The list and the empty view switch as a `GtkStack`'s pages do: what is covered is hidden in
/// the next frame, at the size it asked for, and a view that goes leaves the screen at once but
/// is unmapped in the next frame.
extension BehaviourChecks {
  static func coveredListSwitchesLikeAStack() {
    // Beside a sidebar in a box, with no expansion: a size change of the list's side would move
    // the sidebar.
    let fixture = ListFixture(.listView, count: 2)
    gtk_widget_set_hexpand(fixture.scrolledWindow, 0)
    gtk_widget_set_size_request(fixture.scrolledWindow, 180, -1)
    let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    let sidebar = gtk_label_new("Sidebar")!
    gtk_widget_set_hexpand(sidebar, 1)
    gtk_box_append(cast(row), fixture.scrolledWindow)
    gtk_box_append(cast(row), sidebar)
    let window = Harness.window("cover", width: 400, height: 240, child: row)
    defer { Harness.close(window) }
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view),
      let overlay = gtk_widget_get_parent(fixture.scrolledWindow)
    else {
      CheckLog.check("covered-list-hidden-at-its-size", false, "could not attach")
      return
    }
    emptyDataSet.configuration = AttachChecks.instant()
    Harness.pumpFrames(window, 2)
    let width = gtk_widget_get_width(overlay)
    let sidebarX = gtk_widget_get_width(window) - gtk_widget_get_width(sidebar)

    fixture.setCount(0)
    Harness.pumpFrames(window, 3)
    let root = emptyDataSet.emptyView?.pointer
    let hidden = gtk_widget_get_visible(fixture.scrolledWindow) == 0
    let keptWidth = gtk_widget_get_width(overlay) == width
    let keptSidebar = gtk_widget_get_width(window) - gtk_widget_get_width(sidebar) == sidebarX
    CheckLog.check(
      "covered-list-hidden-at-its-size",
      hidden && keptWidth && keptSidebar && root.map { gtk_widget_get_mapped($0) != 0 } == true,
      "list hidden \(hidden), overlay \(gtk_widget_get_width(overlay)) px wide (was \(width)), "
        + "sidebar at \(gtk_widget_get_width(window) - gtk_widget_get_width(sidebar)) "
        + "(was \(sidebarX))")

    // Filled and emptied again in one turn (a refresh): the list is shown at once and never
    // hidden, the view stays.
    fixture.setCount(2)
    let shownAtOnce = gtk_widget_get_visible(fixture.scrolledWindow) != 0
    fixture.setCount(0)
    fixture.setCount(2)
    // The overlay child: the scrolled window around the viewport around the root.
    let container = root.flatMap(gtk_widget_get_parent).flatMap(gtk_widget_get_parent)
    let viewLeftAtOnce =
      container.map {
        gtk_widget_get_opacity($0) == 0 && gtk_widget_get_can_target($0) == 0
          && gtk_widget_get_mapped($0) != 0
      } == true && emptyDataSet.emptyView == nil
    Harness.pumpFrames(window, 2)
    let unmapped = root.map { gtk_widget_get_mapped($0) == 0 } == true
    CheckLog.check(
      "covered-list-shown-at-once-when-filled",
      shownAtOnce && gtk_widget_get_visible(fixture.scrolledWindow) != 0
        && gtk_widget_get_mapped(fixture.view) != 0
        && gtk_widget_get_width(overlay) == width,
      "shown at once \(shownAtOnce), mapped \(gtk_widget_get_mapped(fixture.view) != 0), "
        + "overlay \(gtk_widget_get_width(overlay)) px wide (was \(width))")
    CheckLog.check(
      "hidden-view-unmapped-in-next-frame", viewLeftAtOnce && unmapped,
      "undrawn, untargetable and still mapped until the frame \(viewLeftAtOnce), unmapped "
        + "after it \(unmapped)")

    // With allowsTouch off, clicks go through the view to the list: it stays.
    var through = AttachChecks.instant()
    through.allowsTouch = false
    emptyDataSet.configuration = through
    fixture.setCount(0)
    Harness.pumpFrames(window, 3)
    CheckLog.check(
      "covered-list-kept-when-touches-go-through",
      emptyDataSet.isEmptyDataSetVisible && gtk_widget_get_visible(fixture.scrolledWindow) != 0,
      "shown \(emptyDataSet.isEmptyDataSetVisible), list visible "
        + "\(gtk_widget_get_visible(fixture.scrolledWindow) != 0)")
  }

  /// A list that fills the space between a header and a footer: hidden under the view, its
  /// overlay keeps the list's expansion (GTK computes expansion from visible children only), so
  /// the view fills the same space and the footer stays at the bottom.
  static func coveredListKeepsItsExpansion() {
    let fixture = ListFixture(.listView, count: 2)
    gtk_widget_set_hexpand(fixture.scrolledWindow, 1)
    gtk_widget_set_vexpand(fixture.scrolledWindow, 1)
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    let footer = gtk_label_new("Footer")!
    gtk_box_append(cast(column), gtk_label_new("Header")!)
    gtk_box_append(cast(column), fixture.scrolledWindow)
    gtk_box_append(cast(column), footer)
    let window = Harness.window("cover-expanding", width: 400, height: 300, child: column)
    defer { Harness.close(window) }
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view),
      let overlay = gtk_widget_get_parent(fixture.scrolledWindow)
    else {
      CheckLog.check("covered-list-hidden-keeps-its-expansion", false, "could not attach")
      return
    }
    emptyDataSet.configuration = AttachChecks.instant()
    Harness.pumpFrames(window, 2)
    func footerTop() -> Float {
      var bounds = graphene_rect_t()
      _ = gtk_widget_compute_bounds(footer, window, &bounds)
      return bounds.origin.y
    }
    let size = (gtk_widget_get_width(overlay), gtk_widget_get_height(overlay))
    let top = footerTop()

    fixture.setCount(0)
    Harness.pumpFrames(window, 3)
    let hidden = gtk_widget_get_visible(fixture.scrolledWindow) == 0
    let kept = (gtk_widget_get_width(overlay), gtk_widget_get_height(overlay))
    let root = emptyDataSet.emptyView?.pointer
    let viewFills = root.map { gtk_widget_get_height($0) >= size.1 } == true
    CheckLog.check(
      "covered-list-hidden-keeps-its-expansion",
      hidden && kept == size && footerTop() == top && viewFills,
      "list hidden \(hidden), overlay \(kept.0)×\(kept.1) (was \(size.0)×\(size.1)), footer at "
        + "\(footerTop()) (was \(top)), view \(root.map { gtk_widget_get_height($0) } ?? -1) px high"
    )
  }
}
