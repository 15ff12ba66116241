// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

/// The overlay takes the list's place in every kind of parent it supports, and any other
/// parent is refused with a message and left as it was.
extension AttachChecks {
  /// One parent: how to build it around the list's scrolled window, and how to find what now
  /// sits in the list's place.
  struct ParentCase {
    let name: String
    let make: (UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>
    let occupant: (UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>?
  }

  static func parentCases() -> [ParentCase] {
    func label(_ text: String) -> UnsafeMutablePointer<GtkWidget> { gtk_label_new(text)! }
    return [
      ParentCase(
        name: "box-middle",
        make: { list in
          let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
          gtk_box_append(cast(box), label("before"))
          gtk_box_append(cast(box), list)
          gtk_box_append(cast(box), label("after"))
          return box
        },
        occupant: { box in gtk_widget_get_next_sibling(gtk_widget_get_first_child(box)!) }),
      ParentCase(
        name: "paned-start",
        make: { list in
          let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
          gtk_paned_set_start_child(cast(paned), list)
          gtk_paned_set_end_child(cast(paned), label("end"))
          return paned
        },
        occupant: { paned in gtk_paned_get_start_child(cast(paned)) }),
      ParentCase(
        name: "paned-end",
        make: { list in
          let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
          gtk_paned_set_start_child(cast(paned), label("start"))
          gtk_paned_set_end_child(cast(paned), list)
          return paned
        },
        occupant: { paned in gtk_paned_get_end_child(cast(paned)) }),
      ParentCase(
        name: "frame",
        make: { list in
          let frame = gtk_frame_new("Frame")!
          gtk_frame_set_child(cast(frame), list)
          return frame
        },
        occupant: { frame in gtk_frame_get_child(cast(frame)) }),
      ParentCase(
        name: "scrolled-window-viewport",
        make: { list in
          // A scrolled window puts a viewport around a child that does not scroll itself.
          let outer = gtk_scrolled_window_new()!
          gtk_scrolled_window_set_child(cast(outer), list)
          return outer
        },
        occupant: { outer in
          gtk_scrolled_window_get_child(cast(outer)).flatMap { gtk_viewport_get_child(cast($0)) }
        }),
      ParentCase(
        name: "viewport",
        make: { list in
          let viewport = gtk_viewport_new(nil, nil)!
          gtk_viewport_set_child(cast(viewport), list)
          return viewport
        },
        occupant: { viewport in gtk_viewport_get_child(cast(viewport)) }),
      ParentCase(
        name: "revealer",
        make: { list in
          let revealer = gtk_revealer_new()!
          gtk_revealer_set_reveal_child(cast(revealer), 1)
          gtk_revealer_set_child(cast(revealer), list)
          return revealer
        },
        occupant: { revealer in gtk_revealer_get_child(cast(revealer)) }),
      ParentCase(
        name: "grid-cell",
        make: { list in
          let grid = gtk_grid_new()!
          gtk_grid_attach(cast(grid), label("corner"), 0, 0, 1, 1)
          gtk_grid_attach(cast(grid), list, 1, 1, 2, 1)
          return grid
        },
        occupant: { grid in gtk_grid_get_child_at(cast(grid), 2, 1) }),
      ParentCase(
        name: "center-box-start",
        make: { list in
          let box = gtk_center_box_new()!
          gtk_center_box_set_start_widget(cast(box), list)
          gtk_center_box_set_end_widget(cast(box), label("end"))
          return box
        },
        occupant: { box in gtk_center_box_get_start_widget(cast(box)) }),
      ParentCase(
        name: "center-box-center",
        make: { list in
          let box = gtk_center_box_new()!
          gtk_center_box_set_center_widget(cast(box), list)
          return box
        },
        occupant: { box in gtk_center_box_get_center_widget(cast(box)) }),
      ParentCase(
        name: "center-box-end",
        make: { list in
          let box = gtk_center_box_new()!
          gtk_center_box_set_start_widget(cast(box), label("start"))
          gtk_center_box_set_end_widget(cast(box), list)
          return box
        },
        occupant: { box in gtk_center_box_get_end_widget(cast(box)) }),
      ParentCase(
        name: "stack-page",
        make: { list in
          let stack = gtk_stack_new()!
          gtk_stack_add_titled(cast(stack), label("first"), "first", "First")
          gtk_stack_add_titled(cast(stack), list, "inbox", "Inbox")
          gtk_stack_set_visible_child_name(cast(stack), "inbox")
          return stack
        },
        occupant: { stack in
          guard let page = gtk_stack_get_child_by_name(cast(stack), "inbox"),
            gtk_stack_get_visible_child(cast(stack)) == page,
            String(cString: gtk_stack_page_get_title(gtk_stack_get_page(cast(stack), page)))
              == "Inbox"
          else { return nil }
          return page
        }),
    ]
  }

  /// For each supported parent: the overlay sits exactly where the list's scrolled window
  /// was, holds it, and the empty state shows.
  static func overlayTakesThePlaceInEveryParent() {
    for parentCase in parentCases() {
      let name = "wrap-in-\(parentCase.name)"
      let fixture = ListFixture(.listView)
      let parent = parentCase.make(fixture.scrolledWindow)
      let window = Harness.window(name, child: parent)
      defer { Harness.close(window) }
      guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else {
        CheckLog.check(name, false, "attach returned nil")
        continue
      }
      emptyDataSet.configuration = instant()
      Harness.pumpFrames(window)
      let overlay = emptyDataSet.container?.pointer
      let occupant = parentCase.occupant(parent)
      CheckLog.check(
        name,
        overlay != nil && occupant == overlay
          && gtk_widget_get_parent(fixture.scrolledWindow) == overlay
          && emptyDataSet.isEmptyDataSetVisible
          && emptyDataSet.emptyView.map { gtk_widget_get_mapped($0.pointer) != 0 } == true,
        "in the list's place: \(occupant.map { typeName(of: raw($0)) } ?? "nothing"), "
          + "visible \(emptyDataSet.isEmptyDataSetVisible)")
    }
  }

  /// A parent of another kind (a `GtkListBox` row) is refused, with a message, and the list
  /// stays where it was.
  static func unsupportedParentIsRefused(_ recorder: ReportRecorder) {
    recorder.clear()
    let fixture = ListFixture(.listView)
    let listBox = gtk_list_box_new()!
    gtk_list_box_append(cast(listBox), fixture.scrolledWindow)
    let row = gtk_widget_get_parent(fixture.scrolledWindow)
    let window = Harness.window("wrap-refused", child: listBox)
    defer { Harness.close(window) }
    let result = GTKEmptyDataSet.attach(to: fixture.view)
    CheckLog.check(
      "wrap-refused-for-other-parents",
      result == nil && gtk_widget_get_parent(fixture.scrolledWindow) == row
        && recorder.count(.misuse, containing: "GtkListBoxRow") == 1,
      "result \(String(describing: result)), reports \(recorder.reports.map(\.message))")
  }
}
