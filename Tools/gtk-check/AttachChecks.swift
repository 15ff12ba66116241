// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

/// Attaching to every kind of list, the widget tree afterwards, detection of model changes
/// and replacement, and manual reloads of a plain scrolled window.
@MainActor
enum AttachChecks {
  static func run(_ recorder: ReportRecorder) {
    for kind in ListFixture.Kind.allCases {
      attachKeepsTreeAndFollowsModel(kind)
    }
    modelReplaced()
    existingOverlayIsReused()
    unsupportedWidgetIsRefused(recorder)
    unparentedWidgetGetsContainer()
    overlayTakesThePlaceInEveryParent()
    unsupportedParentIsRefused(recorder)
  }

  /// A configuration without fades, so transitions complete at once.
  static func instant() -> GTKEmptyDataSetConfiguration {
    var configuration = GTKEmptyDataSetConfiguration()
    configuration.image = .icon("folder-symbolic", size: 64)
    configuration.title = .plain("No Rows")
    configuration.message = .plain("Rows you add appear here.")
    configuration.button.titles.normal = .plain("Add Rows")
    configuration.fadesIn = false
    configuration.fadesOut = false
    return configuration
  }

  static func attachKeepsTreeAndFollowsModel(_ kind: ListFixture.Kind) {
    let name = "attach-\(kind.rawValue)"
    let fixture = ListFixture(kind)
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    let before = gtk_label_new("before")!
    let after = gtk_label_new("after")!
    gtk_box_append(cast(box), before)
    gtk_box_append(cast(box), fixture.scrolledWindow)
    gtk_box_append(cast(box), after)
    let window = Harness.window(name, child: box)
    defer { Harness.close(window) }

    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else {
      CheckLog.check(name, false, "attach returned nil")
      return
    }
    let log = EventLog(listeningTo: emptyDataSet)
    emptyDataSet.configuration = instant()
    Harness.endTurn()
    let overlay = gtk_widget_get_parent(fixture.scrolledWindow)
    let treeKept =
      overlay == emptyDataSet.container?.pointer
      && gtk_widget_get_parent(overlay!) == box
      && gtk_widget_get_prev_sibling(overlay!) == before
      && gtk_widget_get_next_sibling(overlay!) == after
    CheckLog.check("\(name)-tree-kept", treeKept, "overlay not in the list's place")
    CheckLog.check(
      "\(name)-attached-again-is-same",
      GTKEmptyDataSet.attach(to: fixture.view) === emptyDataSet, "a second attachment was made")
    CheckLog.check(
      "\(name)-visible-when-empty", emptyDataSet.isEmptyDataSetVisible,
      "not visible with 0 items")
    guard kind != .scrolledWindow else {
      var hidden = instant()
      hidden.shouldDisplay = false
      emptyDataSet.configuration = hidden
      Harness.endTurn()
      CheckLog.check(
        "\(name)-manual-reload-hides", !emptyDataSet.isEmptyDataSetVisible,
        "still visible after shouldDisplay = false")
      emptyDataSet.configuration = instant()
      Harness.endTurn()
      CheckLog.check(
        "\(name)-manual-reload-shows", emptyDataSet.isEmptyDataSetVisible, "not shown again")
      return
    }
    fixture.setCount(3)
    CheckLog.check(
      "\(name)-hidden-on-items-changed", !emptyDataSet.isEmptyDataSetVisible,
      "still visible with 3 items")
    fixture.setCount(0)
    CheckLog.check(
      "\(name)-shown-on-items-changed", emptyDataSet.isEmptyDataSetVisible,
      "not visible after removing every item")
    CheckLog.check(
      "\(name)-callbacks-paired",
      log.events == [
        "willAppear", "didAppear", "willDisappear", "didDisappear", "willAppear", "didAppear",
      ], "events \(log.events)")
  }

  static func modelReplaced() {
    let fixture = ListFixture(.listView, count: 4)
    let window = Harness.window("model-replaced", child: fixture.scrolledWindow)
    defer { Harness.close(window) }
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else {
      CheckLog.check("model-replaced", false, "attach returned nil")
      return
    }
    emptyDataSet.configuration = instant()
    Harness.endTurn()
    CheckLog.check(
      "model-replaced-starts-hidden", !emptyDataSet.isEmptyDataSetVisible, "visible with items")
    let oldModel = gtk_list_view_get_model(OpaquePointer(fixture.view))!
    g_object_ref(raw(oldModel))
    defer { g_object_unref(raw(oldModel)) }
    let empty = gtk_string_list_new(nil)!
    let selection = gtk_no_selection_new(empty)!
    gtk_list_view_set_model(cast(fixture.view), selection)
    g_object_unref(raw(selection))
    CheckLog.check(
      "model-replaced-shows", emptyDataSet.isEmptyDataSetVisible,
      "not visible after the view got an empty model")
    let signal = g_signal_lookup("items-changed", g_list_model_get_type())
    CheckLog.check(
      "model-replaced-old-model-released",
      g_signal_has_handler_pending(raw(oldModel), signal, 0, 1) == 0,
      "the old model still has an items-changed handler")
    gtk_string_list_append(empty, "New row")
    CheckLog.check(
      "model-replaced-new-model-followed", !emptyDataSet.isEmptyDataSetVisible,
      "still visible after the new model got an item")
  }

  static func existingOverlayIsReused() {
    let fixture = ListFixture(.listView)
    let overlay = gtk_overlay_new()!
    gtk_overlay_set_child(OpaquePointer(overlay), fixture.scrolledWindow)
    let window = Harness.window("existing-overlay", child: overlay)
    defer { Harness.close(window) }
    let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view)
    emptyDataSet?.configuration = instant()
    Harness.endTurn()
    CheckLog.check(
      "existing-overlay-reused",
      emptyDataSet?.container?.pointer == overlay
        && gtk_window_get_child(cast(window)) == overlay
        && emptyDataSet?.isEmptyDataSetVisible == true,
      "the app's overlay was not used")
  }

  static func unsupportedWidgetIsRefused(_ recorder: ReportRecorder) {
    recorder.clear()
    let label = gtk_label_new("not a list")!
    g_object_ref_sink(raw(label))
    defer { g_object_unref(raw(label)) }
    let result = GTKEmptyDataSet.attach(to: label)
    CheckLog.check(
      "unsupported-widget-refused",
      result == nil && recorder.count(.misuse, containing: "GtkLabel") == 1,
      "result \(String(describing: result)), reports \(recorder.reports)")
  }

  static func unparentedWidgetGetsContainer() {
    let fixture = ListFixture(.listView)
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view),
      let container = emptyDataSet.container
    else {
      CheckLog.check("unparented-container", false, "attach returned nil")
      return
    }
    let log = EventLog(listeningTo: emptyDataSet)
    emptyDataSet.configuration = instant()
    Harness.endTurn()
    let eventsOffScreen = log.events
    let window = Harness.window("unparented", child: container.pointer)
    defer { Harness.close(window) }
    CheckLog.check(
      "content-off-screen-decided-when-mapped",
      eventsOffScreen.isEmpty && log.events == ["willAppear", "didAppear"],
      "events before the window \(eventsOffScreen), after \(log.events)")
    CheckLog.check(
      "unparented-container",
      gtk_widget_get_parent(fixture.scrolledWindow) == container.pointer
        && emptyDataSet.isEmptyDataSetVisible
        && gtk_widget_get_mapped(emptyDataSet.emptyView!.pointer) != 0,
      "the overlay does not hold the list, or the empty view is not mapped")
  }
}
