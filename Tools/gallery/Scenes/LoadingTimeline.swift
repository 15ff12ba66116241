// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK
import GTKToolSupport

/// The live states scene: loads that take 0.1 s, 2 s or fail, and a search that finds nothing,
/// with a timeline under the list of what the app asked for and what was shown, when. A fast
/// load shows no spinner at all; a slow one shows it after 0.3 s and keeps it at least 0.5 s.
@MainActor
final class LoadingTimeline {
  private unowned let context: SceneContext
  private let label: UnsafeMutablePointer<GtkWidget>
  private var lines: [String] = []
  private var start = monotonicSeconds()
  /// Bumped by every new action, so a load that was overtaken does not finish later.
  private var generation = 0

  private static let episodes = [
    "The sound of sourdough|Episode 41 · 32 min", "Lighthouse keepers|Episode 40 · 45 min",
    "How bells are tuned|Episode 39 · 28 min", "A year of moths|Episode 38 · 51 min",
  ]

  init(_ context: SceneContext) {
    self.context = context
    label = gtk_label_new(nil)
    gtk_label_set_xalign(cast(label), 0)
    gtk_label_set_yalign(cast(label), 0)
    gtk_label_set_wrap(cast(label), 1)
    gtk_label_set_wrap_mode(cast(label), PANGO_WRAP_WORD_CHAR)
    gtk_widget_add_css_class(label, "monospace")
    gtk_widget_add_css_class(label, "gallery-timeline")
    gtk_widget_set_size_request(label, -1, 150)
    for side in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { side(label, 16) }
    gtk_widget_set_margin_top(label, 8)
    gtk_widget_set_margin_bottom(label, 8)
  }

  /// Adds the controls and the timeline, and listens to the empty data set.
  func install() {
    context.retained.append(self)
    gtk_box_append(cast(context.root), label)
    context.addToolbarButton("Fast", icon: "media-playback-start-symbolic") { [weak self] in
      self?.load(seconds: 0.1, fails: false, title: "fast load (0.1 s)")
    }
    context.addToolbarButton("Slow", icon: "media-seek-forward-symbolic") { [weak self] in
      self?.load(seconds: 2, fails: false, title: "slow load (2 s)")
    }
    context.addToolbarButton("Failing", icon: "dialog-warning-symbolic") { [weak self] in
      self?.load(seconds: 1.2, fails: true, title: "failing load (1.2 s)")
    }
    context.addToolbarButton("Search", icon: "edit-find-symbolic") { [weak self] in
      self?.search("zither")
    }
    let emptyDataSet = context.emptyDataSet
    emptyDataSet.configuration = .emptyList(localization: .language("en"))
    emptyDataSet.localization = .language("en")
    emptyDataSet.events = EmptyDataSetEvents(
      willAppear: { [weak self] in
        self?.note("shown: \(Self.describe(emptyDataSet.displayedState))")
      },
      willDisappear: { [weak self] in self?.note("hidden: the episodes show") },
      stateDidChange: { [weak self] old, new in
        self?.note("changed: \(Self.describe(old)) → \(Self.describe(new))")
      },
      retry: { [weak self] in
        self?.restart(title: "retry: a slow load that works (2 s)")
        self?.finish(after: 2, fails: false)
      })
    note("Press a button. Times are seconds since it was pressed.")
  }

  /// The app's side of a load: state loading first (so that clearing the list does not show
  /// "no items"), the list cleared, then items or a failure.
  private func load(seconds: Double, fails: Bool, title: String) {
    restart(title: title)
    context.emptyDataSet.state = .loading
    note("asked: loading")
    context.filter(by: "")
    context.setRows([])
    finish(after: seconds, fails: fails)
  }

  private func finish(after seconds: Double, fails: Bool) {
    let expected = generation
    _ = addTimeout(intervalMilliseconds: UInt32(seconds * 1000)) { [weak self] in
      guard let self, self.generation == expected else { return false }
      if fails {
        self.note("asked: failed (offline)")
        self.context.emptyDataSet.state = .offline
      } else {
        self.context.setRows(Self.episodes)
        self.note("asked: content (\(Self.episodes.count) episodes)")
        self.context.emptyDataSet.state = .empty
      }
      return false
    }
  }

  private func search(_ query: String) {
    restart(title: "search “\(query)”")
    context.setRows(Self.episodes)
    context.filter(by: query)
    context.emptyDataSet.state = .noResults(query: query)
    note("asked: no results for “\(query)”")
  }

  private func restart(title: String) {
    generation += 1
    start = monotonicSeconds()
    lines = []
    note(title)
  }

  private func note(_ line: String) {
    let time = String(format: "%5.2f", monotonicSeconds() - start)
    lines.append("\(time)  \(line)")
    gtk_label_set_text(cast(label), lines.suffix(7).joined(separator: "\n"))
  }

  private static func describe(_ display: EmptyDataSetState?) -> String {
    switch display {
    case nil: "nothing"
    case .empty?: "no items"
    case .loading?: "loading (spinner)"
    case .failed?: "failed"
    case .offline?: "offline"
    case .noResults(let query)?: "no results for “\(query)”"
    }
  }
}

extension SceneCatalog {
  /// The live timeline of loads, failures and a search.
  static let statesLive = Scene(
    id: "live-states", app: "Wavelength",
    situation: "Live: fast, slow and failing loads, and a search, on a timeline",
    features: [
      "timing rules: no spinner for a 0.1 s load, at least 0.5 s once shown",
      "cross-fades between states", "retry from the failed state",
    ],
    isLive: true
  ) { context in LoadingTimeline(context).install() }
}
