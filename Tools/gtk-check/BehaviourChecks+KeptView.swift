// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

/// The empty view lives between shows, and each show lays it out once, with measured sizes.
extension BehaviourChecks {
  static func keptViewAndOneLayoutPerShow() {
    for kind in ListFixture.Kind.allCases where kind != .scrolledWindow {
      let fixture = ListFixture(kind, count: 2)
      let window = Harness.window(
        "kept-\(kind)", width: 320, height: 240, child: fixture.scrolledWindow)
      defer { Harness.close(window) }
      guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else { continue }
      emptyDataSet.configuration = AttachChecks.instant()
      Harness.endTurn()
      var passes: [Int] = []
      var roots: Set<UnsafeMutablePointer<GtkWidget>> = []
      var sizes: [Double] = []
      for round in 0..<3 {
        if round == 2 {
          // Resized while hidden: the next show lays out for the new size at once.
          gtk_window_set_default_size(cast(window), 400, 280)
          Harness.pump(until: { gtk_widget_get_width(window) == 400 })
        }
        let before = emptyDataSet.layoutPasses
        fixture.setCount(0)
        Harness.pumpFrames(window, 3)
        passes.append(emptyDataSet.layoutPasses - before)
        if let root = emptyDataSet.emptyView?.pointer { roots.insert(root) }
        sizes.append(emptyDataSet.layout?.viewFrame.width ?? 0)
        fixture.setCount(2)
        Harness.pumpFrames(window, 2)
      }
      CheckLog.check(
        "kept-view-\(kind.rawValue)", roots.count == 1,
        "\(roots.count) different empty views over 3 shows")
      CheckLog.check(
        "one-layout-per-show-\(kind.rawValue)", passes == [1, 1, 1] && sizes[2] > sizes[1],
        "layout passes per show \(passes), widths \(sizes)")
    }
  }
}
