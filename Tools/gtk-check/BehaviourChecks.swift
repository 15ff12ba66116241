// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkShim
import EmptyDataSetCore
import EmptyDataSetGTK
import Foundation
import GTKToolSupport

/// Bad input, threading, lifetime, and rapid toggling.
@MainActor
enum BehaviourChecks {
  static func run(_ recorder: ReportRecorder) {
    rapidToggles()
    invalidMarkup(recorder)
    missingImages(recorder)
    customViewWithParentIsRefused(recorder)
    offMainThreadIsRefused(recorder)
    offMainThreadReadsRefused(recorder)
    destroyWhileVisible()
    destroyDuringFade()
    detachKeepsTheList()
    detachWhileVisibleClearsLayout()
    teardownInsideTapHandlers()
    directionChangeRelayouts()
    animationDurationSetterRepaired()
    colorComponentSettersClamped()
    mainActorTasksRunInGtkLoop()
    widgetNamesFollowPrefix()
    widgetsBuiltWhenFirstShown()
    keptViewAndOneLayoutPerShow()
    coveredListSwitchesLikeAStack()
    coveredListKeepsItsExpansion()
  }

  /// With the library's main-actor bridge installed (by the group's first attach; the process
  /// installs none of its own), a MainActor task runs while GLib's loop owns the main thread,
  /// and on the main thread. The `async` group checks the bridge itself.
  static func mainActorTasksRunInGtkLoop() {
    let flag = FrameCounter()
    Task { @MainActor in
      try? await Task.sleep(nanoseconds: 10_000_000)
      flag.frames = cgtk_is_main_thread() != 0 ? 1 : 2
    }
    Harness.pump(until: { flag.frames != 0 }, timeout: 2)
    CheckLog.check(
      "main-actor-tasks-run-in-gtk-loop", flag.frames == 1,
      flag.frames == 0 ? "the task never ran" : "the task ran off the main thread")
  }

  /// What few configurations show (a secondary button, a button image) is built the first
  /// time one does, then kept: a list that never shows one pays nothing for it.
  static func widgetsBuiltWhenFirstShown() {
    guard let (window, emptyDataSet, _) = PixelChecks.show(AttachChecks.instant(), title: "lazy"),
      let root = emptyDataSet.emptyView?.pointer
    else { return }
    defer { Harness.close(window) }
    func children(of widget: UnsafeMutablePointer<GtkWidget>?) -> Int {
      var count = 0
      var child = widget.flatMap { gtk_widget_get_first_child($0) }
      while let current = child {
        count += 1
        child = gtk_widget_get_next_sibling(current)
      }
      return count
    }
    let button = emptyDataSet.button?.pointer
    let plain = (children(of: root), children(of: button))
    var configuration = AttachChecks.instant()
    configuration.secondaryButton.titles.normal = .plain("Learn More")
    configuration.button.images.normal = .icon("list-add-symbolic", size: 16)
    emptyDataSet.configuration = configuration
    Harness.pumpFrames(window, 2)
    let secondary = emptyDataSet.secondaryButton?.pointer
    // The button's child is now the image slot, which holds the image.
    let slot = emptyDataSet.button.flatMap { gtk_widget_get_first_child($0.pointer) }
    let slotChildren = children(of: slot)
    CheckLog.check(
      "secondary-and-image-built-on-first-use",
      plain == (4, 1) && children(of: root) == 5 && secondary != nil && slotChildren == 1,
      "children before \(plain), after: view \(children(of: root)), "
        + "secondary button \(secondary != nil), button's child \(slotChildren)")
  }

  static func widgetNamesFollowPrefix() {
    var configuration = AttachChecks.instant()
    configuration.accessibilityIdentifierPrefix = "inbox.empty"
    configuration.secondaryButton.titles.normal = .plain("Learn More")
    guard let (window, emptyDataSet, _) = PixelChecks.show(configuration, title: "names"),
      let root = emptyDataSet.emptyView?.pointer
    else { return }
    defer { Harness.close(window) }
    var names: [String] = [String(cString: gtk_widget_get_name(root))]
    var child = gtk_widget_get_first_child(root)
    while let current = child {
      names.append(String(cString: gtk_widget_get_name(current)))
      child = gtk_widget_get_next_sibling(current)
    }
    CheckLog.check(
      "widget-names-follow-prefix",
      names == [
        "inbox.empty", "inbox.empty.image", "inbox.empty.title", "inbox.empty.message",
        "inbox.empty.button", "inbox.empty.secondaryButton",
      ], "names \(names)")
  }

  /// 1,000 empty↔filled toggles with the default fades, as fast as the model can change.
  static func rapidToggles() {
    let fixture = ListFixture(.listView)
    let window = Harness.window("toggles", child: fixture.scrolledWindow)
    defer { Harness.close(window) }
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else { return }
    let log = EventLog(listeningTo: emptyDataSet)
    Harness.endTurn()
    var configuration = AttachChecks.instant()
    configuration.fadesIn = true
    configuration.fadesOut = true
    emptyDataSet.configuration = configuration
    Harness.endTurn()
    let start = monotonicSeconds()
    for index in 0..<1000 {
      fixture.setCount(index % 2 == 0 ? 1 : 0)
      if index % 50 == 0 { _ = g_main_context_iteration(nil, 0) }
    }
    let elapsed = monotonicSeconds() - start
    let settled = Harness.pump(until: {
      log.count("didAppear") == log.count("willAppear")
        && log.count("didDisappear") == log.count("willDisappear")
    })
    let overlay = emptyDataSet.container!.pointer
    var children = 0
    var child = gtk_widget_get_first_child(overlay)
    while let current = child {
      children += 1
      child = gtk_widget_get_next_sibling(current)
    }
    CheckLog.check(
      "toggles-1000-balanced",
      settled && emptyDataSet.isEmptyDataSetVisible && children == 2
        && log.count("willAppear") == log.count("didDisappear") + 1,
      "settled \(settled), visible \(emptyDataSet.isEmptyDataSetVisible), overlay children "
        + "\(children), will/did appear \(log.count("willAppear"))/"
        + "\(log.count("didAppear")), will/did disappear "
        + "\(log.count("willDisappear"))/\(log.count("didDisappear"))")
    CheckLog.note("1000 toggles took \(String(format: "%.3f", elapsed)) s")
  }

  static func invalidMarkup(_ recorder: ReportRecorder) {
    recorder.clear()
    var configuration = AttachChecks.instant()
    configuration.title = .markup("<b>Unclosed & broken")
    guard let (window, emptyDataSet, _) = PixelChecks.show(configuration, title: "markup") else {
      return
    }
    defer { Harness.close(window) }
    let title = gtk_widget_get_next_sibling(
      gtk_widget_get_first_child(emptyDataSet.emptyView!.pointer)!)!
    let text = String(cString: gtk_label_get_text(cast(title)))
    CheckLog.check(
      "invalid-markup-shown-as-plain-text",
      text == "<b>Unclosed & broken" && gtk_widget_get_visible(title) != 0
        && recorder.count(.warning, containing: "not valid Pango markup") == 1,
      "label \"\(text)\", reports \(recorder.reports.map(\.message))")
  }

  static func missingImages(_ recorder: ReportRecorder) {
    for (name, image) in [
      ("missing-icon", GTKImage.icon("no-such-icon-anywhere-symbolic")),
      ("missing-file", GTKImage.file("/nonexistent/empty-state.png")),
    ] {
      recorder.clear()
      var configuration = AttachChecks.instant()
      configuration.image = image
      guard let (window, emptyDataSet, _) = PixelChecks.show(configuration, title: name) else {
        continue
      }
      defer { Harness.close(window) }
      CheckLog.check(
        "\(name)-draws-nothing",
        emptyDataSet.layout?.frame(of: .image) == nil
          && emptyDataSet.layout?.frame(of: .title) != nil
          && recorder.count(.warning, containing: "nothing is drawn") == 1,
        "layout \(String(describing: emptyDataSet.layout)), reports \(recorder.reports.count)")
    }
  }

  static func customViewWithParentIsRefused(_ recorder: ReportRecorder) {
    recorder.clear()
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    g_object_ref_sink(raw(box))
    defer { g_object_unref(raw(box)) }
    let label = gtk_label_new("elsewhere")!
    gtk_box_append(cast(box), label)
    var configuration = AttachChecks.instant()
    configuration.customView = GTKWidget(label)
    guard let (window, _, _) = PixelChecks.show(configuration, title: "parented") else { return }
    defer { Harness.close(window) }
    CheckLog.check(
      "custom-view-with-parent-refused",
      gtk_widget_get_parent(label) == box
        && recorder.count(.misuse, containing: "already has a parent") == 1,
      "reports \(recorder.reports.map(\.message))")
  }

  /// A call from another thread is refused with a message and changes nothing.
  static func offMainThreadIsRefused(_ recorder: ReportRecorder) {
    let fixture = ListFixture(.listView, count: 1)
    let window = Harness.window("threads", child: fixture.scrolledWindow)
    defer { Harness.close(window) }
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else { return }
    emptyDataSet.configuration = AttachChecks.instant()
    Harness.endTurn()
    recorder.clear()
    var forced = AttachChecks.instant()
    forced.isForcedToDisplay = true
    let call: @MainActor () -> Void = { emptyDataSet.configuration = forced }
    // Simulates a caller that ignores isolation (C code, @preconcurrency, unsafe casts).
    let unchecked = unsafeBitCast(call, to: (@Sendable () -> Void).self)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      EmptyDataSetDiagnostics.scopedHandler.withValue({ recorder.record($0) }) { unchecked() }
      done.signal()
    }
    thread.start()
    done.wait()
    CheckLog.check(
      "off-main-thread-refused",
      recorder.count(.misuse, containing: "off the main thread") == 1
        && !emptyDataSet.isEmptyDataSetVisible
        && emptyDataSet.configuration?.isForcedToDisplay == false,
      "reports \(recorder.reports.map(\.message)), visible \(emptyDataSet.isEmptyDataSetVisible)")
  }

  /// Destroying the window while the empty data set is shown releases everything.
  static func destroyWhileVisible() {
    let fixture = ListFixture(.columnView)
    let window = Harness.window("destroy", child: fixture.scrolledWindow)
    weak var weakEmptyDataSet: GTKEmptyDataSet?
    let rootWatch: WeakWatch
    let model: OpaquePointer
    do {
      guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else { return }
      weakEmptyDataSet = emptyDataSet
      var configuration = AttachChecks.instant()
      configuration.imageAnimation = .pulse()
      configuration.animatesImage = true
      emptyDataSet.configuration = configuration
      Harness.endTurn()
      rootWatch = WeakWatch(raw(emptyDataSet.emptyView!.pointer))
      model = gtk_column_view_get_model(cast(fixture.view))!
      g_object_ref(raw(model))
    }
    defer { g_object_unref(raw(model)) }
    Harness.close(window)
    Harness.pump(seconds: 0.1)
    let signal = g_signal_lookup("items-changed", g_list_model_get_type())
    CheckLog.check(
      "destroy-while-visible-releases-everything",
      weakEmptyDataSet == nil && rootWatch.isGone
        && g_signal_has_handler_pending(raw(model), signal, 0, 1) == 0,
      "attachment alive \(weakEmptyDataSet != nil), empty view alive \(!rootWatch.isGone)")
    gtk_string_list_append(fixture.strings, "after destroy")
    CheckLog.check("destroy-then-model-change-is-safe", true)
  }

  /// Destroying the window in the middle of a fade ends the empty data set through its
  /// callbacks at once (didAppear, willDisappear, didDisappear: still paired) and stops the
  /// fade's timer, so nothing fires later.
  static func destroyDuringFade() {
    let fixture = ListFixture(.listView)
    let window = Harness.window("destroy-fade", child: fixture.scrolledWindow)
    let log: EventLog
    do {
      guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else { return }
      var configuration = AttachChecks.instant()
      configuration.fadesIn = true
      configuration.fadeInDuration = 1
      log = EventLog(listeningTo: emptyDataSet)
      emptyDataSet.configuration = configuration
    }
    Harness.pump(seconds: 0.1)
    Harness.close(window)
    let atDestroy = log.events
    Harness.pump(seconds: 1.2)
    CheckLog.check(
      "destroy-during-fade-stops-it",
      atDestroy == ["willAppear", "didAppear", "willDisappear", "didDisappear"]
        && log.events == atDestroy,
      "events at destroy \(atDestroy), after the fade would have ended \(log.events)")
  }

  static func detachKeepsTheList() {
    let fixture = ListFixture(.listView)
    let window = Harness.window("detach", child: fixture.scrolledWindow)
    defer { Harness.close(window) }
    let model = gtk_list_view_get_model(cast(fixture.view))!
    let handlersBefore = handlerCount(raw(model), "items-changed")
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else { return }
    emptyDataSet.configuration = AttachChecks.instant()
    Harness.endTurn()
    let handlersAttached = handlerCount(raw(model), "items-changed")
    emptyDataSet.detach()
    let handlersAfter = handlerCount(raw(model), "items-changed")
    fixture.setCount(2)
    fixture.setCount(0)
    CheckLog.check(
      "detach-removes-view-and-handlers",
      emptyDataSet.emptyView == nil && GTKEmptyDataSet.attached(to: fixture.view) == nil
        && handlersAttached == handlersBefore + 1 && handlersAfter == handlersBefore
        && !emptyDataSet.isEmptyDataSetVisible && gtk_widget_get_mapped(fixture.view) != 0,
      "view \(String(describing: emptyDataSet.emptyView)), items-changed handlers "
        + "\(handlersBefore) → \(handlersAttached) → \(handlersAfter)")
  }

  /// The number of unblocked handlers of `signal` on `instance` (found by blocking each in
  /// turn, then unblocking them).
  static func handlerCount(_ instance: gpointer, _ signal: String) -> Int {
    let type = instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    let id = g_signal_lookup(signal, type)
    var blocked: [gulong] = []
    while true {
      let handler = g_signal_handler_find(
        instance,
        GSignalMatchType(rawValue: G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_UNBLOCKED.rawValue),
        id, 0, nil, nil, nil)
      guard handler != 0 else { break }
      g_signal_handler_block(instance, handler)
      blocked.append(handler)
    }
    blocked.forEach { g_signal_handler_unblock(instance, $0) }
    return blocked.count
  }
}

/// Watches a GObject through a weak pointer.
@MainActor
final class WeakWatch {
  private let cell = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)

  init(_ object: gpointer) {
    cell.initialize(to: object)
    g_object_add_weak_pointer(gobject(object), cell)
  }

  /// True once the object has been finalized.
  var isGone: Bool { cell.pointee == nil }

  isolated deinit {
    if let object = cell.pointee { g_object_remove_weak_pointer(gobject(object), cell) }
    cell.deallocate()
  }
}
