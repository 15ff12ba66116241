// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

/// The news scene's pull-to-refresh: scrolling is allowed while the feed is empty, and an
/// upward scroll over it refreshes: the image spins until the stories arrive.
@MainActor
final class NewsRefresh {
  private unowned let context: SceneContext
  private var isRefreshing = false
  private static let stories = [
    "Tide tables to go digital next spring|Coast · 3 min read",
    "Allotment waiting list halves|Local · 2 min read",
    "Night ferry returns for the summer|Travel · 4 min read",
    "Library adds a tool-lending shelf|Community · 2 min read",
  ]

  init(_ context: SceneContext) { self.context = context }

  /// Shows the caught-up state and starts listening for upward scrolls.
  func install() {
    context.retained.append(self)
    context.emptyDataSet.configuration = Self.caughtUp
    if let overlay = context.emptyDataSet.container {
      let scroll = gtk_event_controller_scroll_new(
        GtkEventControllerScrollFlags(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue))!
      gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
      connectScroll(raw(scroll)) { [weak self] _, dy in
        if dy < 0 { self?.refresh() }
        return false
      }
      gtk_widget_add_controller(overlay.pointer, scroll)
    }
    context.addToolbarButton("Clear Feed", icon: "edit-clear-all-symbolic") { [weak self] in
      self?.context.setRows([])
    }
  }

  private static var caughtUp: GTKEmptyDataSetConfiguration {
    var configuration = GTKEmptyDataSetConfiguration.statusPage(
      icon: "application-rss+xml-symbolic", iconSize: 96, title: "You’re All Caught Up",
      description: "Scroll up over the feed to check for new stories.")
    configuration.allowsScroll = true
    configuration.imageAnimation = .spin(duration: 0.9)
    return configuration
  }

  private func refresh() {
    guard !isRefreshing, context.count == 0 else { return }
    isRefreshing = true
    var configuration = Self.caughtUp
    configuration.image = .icon("view-refresh-symbolic", size: 96)
    configuration.title = .plain("Checking for Stories…")
    configuration.animatesImage = true
    context.emptyDataSet.configuration = configuration
    _ = addTimeout(intervalMilliseconds: 1500) { [weak self] in
      guard let self else { return false }
      context.setRows(Self.stories)
      context.emptyDataSet.configuration = Self.caughtUp
      isRefreshing = false
      return false
    }
  }
}
