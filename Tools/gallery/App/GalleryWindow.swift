// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK

/// The gallery's window: a sidebar of scenes (empty states, then live samples) and the chosen
/// scene beside it, with a caption naming what the scene demonstrates.
@MainActor
enum GalleryWindow {
  /// Builds the window for `application` with `scenes` and presents it.
  static func present(
    application: UnsafeMutablePointer<GtkApplication>, scenes: [Scene]
  ) {
    GalleryStyle.install()
    let window = gtk_application_window_new(application)!
    gtk_window_set_title(cast(window), "EmptyDataSet Gallery")
    gtk_window_set_default_size(cast(window), 1100, 760)

    let stack = gtk_stack_new()!
    gtk_stack_set_transition_type(cast(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    gtk_widget_set_hexpand(stack, 1)
    let sidebar = gtk_list_box_new()!
    gtk_widget_add_css_class(sidebar, "navigation-sidebar")
    var rows: [UnsafeMutableRawPointer: String] = [:]
    var lastWasLive = false
    for (index, scene) in scenes.enumerated() {
      guard let context = SceneContext.make(scene) else { continue }
      let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      gtk_box_append(cast(page), context.root)
      gtk_box_append(cast(page), caption(for: scene))
      gtk_stack_add_titled(cast(stack), page, scene.id, scene.app)
      if index == 0 || scene.isLive != lastWasLive {
        gtk_list_box_append(cast(sidebar), section(scene.isLive ? "LIVE SAMPLES" : "EMPTY STATES"))
        lastWasLive = scene.isLive
      }
      let row = sidebarRow(for: scene)
      gtk_list_box_append(cast(sidebar), row)
      rows[UnsafeMutableRawPointer(row)] = scene.id
    }
    let selection = SidebarSelection(stack: stack, rows: rows)
    g_object_set_data_full(
      gobject(raw(sidebar)), "gallery-selection", Unmanaged.passRetained(selection).toOpaque(),
      releaseBoxNotify)
    connectVoid(raw(sidebar), "selected-rows-changed") { [weak selection] in
      guard let row = gtk_list_box_get_selected_row(cast(sidebar)) else { return }
      selection?.show(row: UnsafeMutableRawPointer(row))
    }
    if let first = rows.first(where: { $0.value == scenes.first?.id })?.key {
      gtk_list_box_select_row(cast(sidebar), first.assumingMemoryBound(to: GtkListBoxRow.self))
    }

    let sidebarScroller = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_policy(cast(sidebarScroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(cast(sidebarScroller), sidebar)
    gtk_widget_set_size_request(sidebarScroller, 270, -1)
    let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
    gtk_paned_set_start_child(cast(paned), sidebarScroller)
    gtk_paned_set_end_child(cast(paned), stack)
    gtk_paned_set_resize_start_child(cast(paned), 0)
    gtk_paned_set_shrink_start_child(cast(paned), 0)
    gtk_window_set_child(cast(window), paned)
    gtk_window_present(cast(window))
  }

  private static func section(_ title: String) -> UnsafeMutablePointer<GtkWidget> {
    let row = gtk_list_box_row_new()!
    gtk_list_box_row_set_selectable(cast(row), 0)
    gtk_list_box_row_set_activatable(cast(row), 0)
    let label = gtk_label_new(title)!
    gtk_label_set_xalign(cast(label), 0)
    gtk_widget_add_css_class(label, "gallery-sidebar-section")
    gtk_list_box_row_set_child(cast(row), label)
    return row
  }

  private static func sidebarRow(for scene: Scene) -> UnsafeMutablePointer<GtkWidget> {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 1)!
    gtk_widget_set_margin_top(box, 4)
    gtk_widget_set_margin_bottom(box, 4)
    let app = gtk_label_new(scene.app)!
    gtk_widget_add_css_class(app, "heading")
    let situation = gtk_label_new(scene.situation)!
    gtk_widget_add_css_class(situation, "dim-label")
    gtk_widget_add_css_class(situation, "caption")
    for label in [app, situation] {
      gtk_label_set_xalign(cast(label), 0)
      gtk_label_set_ellipsize(cast(label), PANGO_ELLIPSIZE_END)
      gtk_box_append(cast(box), label)
    }
    let row = gtk_list_box_row_new()!
    gtk_list_box_row_set_child(cast(row), box)
    return row
  }

  private static func caption(for scene: Scene) -> UnsafeMutablePointer<GtkWidget> {
    let label = gtk_label_new("Shows: " + scene.features.joined(separator: " · "))!
    gtk_label_set_wrap(cast(label), 1)
    gtk_label_set_xalign(cast(label), 0)
    gtk_widget_add_css_class(label, "gallery-caption")
    return label
  }
}

/// Shows the stack page of the selected sidebar row.
@MainActor
private final class SidebarSelection {
  private let stack: UnsafeMutablePointer<GtkWidget>
  private let rows: [UnsafeMutableRawPointer: String]

  init(stack: UnsafeMutablePointer<GtkWidget>, rows: [UnsafeMutableRawPointer: String]) {
    self.stack = stack
    self.rows = rows
  }

  func show(row: UnsafeMutableRawPointer) {
    guard let name = rows[row] else { return }
    gtk_stack_set_visible_child_name(cast(stack), name)
  }
}
