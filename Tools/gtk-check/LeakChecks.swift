// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK
import Foundation

/// A workload for leak hunting (scripts/gtk-leaks.sh runs it under valgrind): every kind of
/// content, shown, updated, toggled and destroyed while visible, then checks that every
/// attachment and empty view was freed.
@MainActor
enum LeakChecks {
  static func run(_ recorder: ReportRecorder) {
    var attachments: [Weak] = []
    var views: [WeakWatch] = []
    let rounds = Int(ProcessInfo.processInfo.environment["EMPTYDATASET_LEAK_ROUNDS"] ?? "") ?? 6
    for round in 0..<max(rounds, 6) {
      let kind = ListFixture.Kind.allCases[round % ListFixture.Kind.allCases.count]
      let fixture = ListFixture(kind)
      let window = Harness.window("leaks-\(round)", child: fixture.scrolledWindow)
      do {
        guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else { continue }
        attachments.append(Weak(emptyDataSet))
        // Closures as an app writes them, holding the empty data set strongly: destroying the
        // widget (or detaching) must still free it.
        emptyDataSet.events.didTapButton = { emptyDataSet.state = .loading }
        emptyDataSet.events.stateDidChange = { _, _ in _ = emptyDataSet.displayedState }
        emptyDataSet.configuration = richConfiguration(round)
        Harness.pumpFrames(window, 2)
        if let root = emptyDataSet.emptyView { views.append(WeakWatch(raw(root.pointer))) }
        emptyDataSet.configuration = richConfiguration(round + 1)
        Harness.endTurn()
        // Switch the image between a picture and an icon while the animation runs.
        var picture = richConfiguration(round + 1)
        let texture = PixelChecks.stripes()
        picture.image = .paintable(GTKPaintable(texture))
        g_object_unref(raw(texture))
        emptyDataSet.configuration = picture
        Harness.pumpFrames(window, 2)
        emptyDataSet.configuration = richConfiguration(round)
        Harness.endTurn()
        for index in 0..<40 where kind != .scrolledWindow {
          fixture.setCount(index % 2 == 0 ? 3 : 0)
        }
        Harness.pump(seconds: 0.3)
        // States: the spinner, then a cross-fade left running when the window goes.
        if kind != .scrolledWindow { fixture.setCount(0) }
        emptyDataSet.timing = EmptyDataSetTiming(showDelay: 0, minimumDuration: 0)
        emptyDataSet.state = .loading
        Harness.pump(seconds: 0.1)
        emptyDataSet.state = .failed()
        Harness.pump(seconds: 0.05)
        if round % 6 == 5 { emptyDataSet.detach() }
      }
      Harness.close(window)
    }
    Harness.pump(seconds: 0.2)
    CheckLog.check(
      "leaks-attachments-freed", attachments.allSatisfy { $0.object == nil },
      "\(attachments.filter { $0.object != nil }.count) of \(attachments.count) still alive")
    CheckLog.check(
      "leaks-empty-views-finalized", !views.isEmpty && views.allSatisfy(\.isGone),
      "\(views.filter { !$0.isGone }.count) of \(views.count) still alive")
  }

  /// Everything at once: icon, tint, markup, attributes, per-state button, colours, animation.
  static func richConfiguration(_ round: Int) -> GTKEmptyDataSetConfiguration {
    var configuration = GTKEmptyDataSetConfiguration()
    configuration.image = .icon(round % 2 == 0 ? "folder-symbolic" : "edit-find-symbolic")
    configuration.imageProperties.tintColor = .rgba(0.2, 0.4, 0.8)
    configuration.imageAnimation = round % 2 == 0 ? .spin() : .pulse()
    configuration.animatesImage = true
    configuration.title = .markup("<b>Round \(round)</b>")
    let attributes = pango_attr_list_new()!
    pango_attr_list_insert(attributes, pango_attr_style_new(PANGO_STYLE_ITALIC))
    configuration.message = .attributed("Attributed text", GTKAttributeList(attributes))
    pango_attr_list_unref(attributes)
    configuration.button.titles = EmptyDataSetControlStateValues(
      normal: .plain("Go"), highlighted: .plain("Go!"), disabled: .plain("No"))
    configuration.button.backgroundImages.normal = .icon("process-working-symbolic")
    configuration.background.color = .parse("#f0f0f0")
    if round % 3 == 2 {
      configuration.customView = GTKWidget(gtk_label_new("custom")!)
    }
    return configuration
  }
}

/// A weak reference to an attachment.
@MainActor
final class Weak {
  weak var object: GTKEmptyDataSet?
  init(_ object: GTKEmptyDataSet) { self.object = object }
}
