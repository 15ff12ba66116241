// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore

/// An empty data set attached to a GTK list: it appears by itself when the list's model has no
/// items and goes when items arrive.
///
/// Attach it in one call to an existing `GtkListView`, `GtkGridView` or `GtkColumnView` (it
/// follows the model's `items-changed` and the view's model being replaced), or to any
/// `GtkScrolledWindow` (it counts as empty: the configuration's `shouldDisplay` says when the
/// empty data set shows). The app's widget tree is kept: the scrolled window around the list
/// (or the widget itself) is wrapped in a `GtkOverlay` at the same place in its parent, and the
/// empty view is an overlay child. When that widget already is the child of a `GtkOverlay`,
/// that overlay is used and nothing is moved. See ``attach(to:)-(UnsafeMutablePointer<GtkWidget>)`` for the details.
///
/// ```swift
/// let emptyDataSet = GTKEmptyDataSet.attach(to: listView)!
/// var configuration = GTKEmptyDataSetConfiguration()
/// configuration.image = .icon("mail-unread-symbolic")
/// configuration.title = .plain("No Mail")
/// configuration.button.titles.normal = .plain("Refresh")
/// emptyDataSet.configuration = configuration
/// emptyDataSet.events.didTapButton = { refresh() }
/// ```
///
/// It lives as long as the widget it is attached to; when that widget is destroyed, every
/// handler is disconnected and every widget it created is released. All of its API must be used
/// from the main thread; calls from other threads are refused with a message. Attaching makes
/// Swift's main actor run in GTK's main loop, so `Task { await … }` works in the callbacks; see
/// ``installMainActorBridge()``.
@MainActor
public final class GTKEmptyDataSet {
  let host: GTKEmptyDataSetHost
  let attachment: EmptyDataSetAttachment<GTKEmptyDataSetHost>

  init(host: GTKEmptyDataSetHost) {
    self.host = host
    attachment = EmptyDataSetAttachment(host: host)
    host.owner = self
  }

  // The model's handler holds this object's attachment unretained (GTKEmptyDataSetHost.
  // trackModel): however it ends, the handler goes first.
  isolated deinit { host.untrackModel() }

  var controller: EmptyDataSetController<GTKEmptyDataSetHost> { attachment.controller }

  // MARK: - Content

  /// What the list shows when it has no items, and how the empty data set behaves (fades,
  /// touch, scrolling, forced display). `nil` by default: an empty list shows nothing, and the
  /// states of ``state`` show their presets.
  ///
  /// Set a new value whenever what it should say changes (the app's data, a filter, a locked
  /// or unlocked account): everything set in one main-loop turn is decided once, when the turn
  /// ends, in any order, and a value equal to the one shown costs one comparison.
  ///
  /// ```swift
  /// var configuration = GTKEmptyDataSetConfiguration.statusPage(
  ///   icon: "channel-secure-symbolic", title: "Vault Locked", description: nil,
  ///   button: "Unlock")
  /// configuration.shouldDisplay = vault.isLocked
  /// emptyDataSet.configuration = configuration
  /// ```
  public var configuration: GTKEmptyDataSetConfiguration? {
    get { attachment.configuration }
    set {
      guard GTKMainThread.check("configuration") else { return }
      attachment.configuration = newValue
    }
  }

  /// Closures for taps, appearance and state changes. None by default. Set them one by one, in
  /// any order, in the turn the configuration is set: they hear its first `willAppear`.
  ///
  /// ```swift
  /// emptyDataSet.events.didTapButton = { refresh() }
  /// emptyDataSet.events.willAppear = { analytics.log("empty inbox shown") }
  /// ```
  public var events: EmptyDataSetEvents {
    get { attachment.events }
    set {
      guard GTKMainThread.check("events") else { return }
      attachment.events = newValue
    }
  }

  /// The configuration for the states of `kind`: ``configuration`` for
  /// `EmptyDataSetState.Kind.empty`, else the one set with ``setConfiguration(_:for:)``, or
  /// `nil` (the preset is shown).
  public func configuration(for kind: EmptyDataSetState.Kind) -> GTKEmptyDataSetConfiguration? {
    guard GTKMainThread.check("configuration(for:)") else { return nil }
    return attachment.configuration(for: kind)
  }

  /// Sets what the states of `kind` show; `nil` (the default) shows the preset, in
  /// ``localization``, with the layout and behaviour of ``configuration``.
  ///
  /// ```swift
  /// var loading = GTKEmptyDataSetConfiguration.loading()
  /// loading.title = .plain("Fetching your mail…")
  /// emptyDataSet.setConfiguration(loading, for: .loading)
  /// ```
  public func setConfiguration(
    _ configuration: GTKEmptyDataSetConfiguration?, for kind: EmptyDataSetState.Kind
  ) {
    guard GTKMainThread.check("setConfiguration(_:for:)") else { return }
    attachment.setConfiguration(configuration, for: kind)
  }

  /// What the list is doing: `EmptyDataSetState.empty` by default, or loading, failed, no
  /// results. Takes effect when the current main-loop turn ends, under the timing rules of
  /// ``timing``.
  ///
  /// ```swift
  /// emptyDataSet.state = .loading
  /// fetchMail { result in
  ///   emptyDataSet.state = result.isFailure ? .offline : .empty
  /// }
  /// ```
  public var state: EmptyDataSetState {
    get { attachment.state }
    set {
      guard GTKMainThread.check("state") else { return }
      attachment.state = newValue
    }
  }

  /// The state shown (or being decided for), `nil` when nothing is shown. It can differ from
  /// ``state`` for a while: a load shows nothing until the show delay of ``timing`` has passed.
  public var displayedState: EmptyDataSetState? {
    guard GTKMainThread.check("displayedState") else { return nil }
    return attachment.displayedState
  }

  /// The show delay, minimum duration and cross-fade of the states. Defaults documented on
  /// `EmptyDataSetTiming`.
  public var timing: EmptyDataSetTiming {
    get { attachment.timing }
    set {
      guard GTKMainThread.check("timing") else { return }
      attachment.timing = newValue
    }
  }

  /// The language of the presets' text. The system's by default.
  public var localization: EmptyDataSetLocalization {
    get { attachment.localization }
    set {
      guard GTKMainThread.check("localization") else { return }
      attachment.localization = newValue
    }
  }

  // MARK: - State

  /// Decides again whether to show the empty data set, and shows, updates or hides it.
  ///
  /// Called for you when the model changes or is replaced, and at the end of the main-loop turn
  /// in which you set anything; call it when you need the decision at once (to read
  /// ``isEmptyDataSetVisible`` in the same turn).
  public func reloadEmptyDataSet() {
    guard GTKMainThread.check("reloadEmptyDataSet()") else { return }
    attachment.reload()
  }

  /// True while the empty data set is shown (appearing or fully shown, not while fading out).
  /// `false` when called off the main thread.
  public var isEmptyDataSetVisible: Bool {
    guard GTKMainThread.check("isEmptyDataSetVisible") else { return false }
    return controller.isVisible
  }

  /// The widget it is attached to (the list view or the scrolled window), or `nil` once it has
  /// been destroyed. `nil` when called off the main thread.
  public var widget: GTKWidget? {
    guard GTKMainThread.check("widget") else { return nil }
    return host.target.map(GTKWidget.init)
  }

  /// The `GtkOverlay` that holds the list and the empty view. Pack this one when you attached
  /// to a widget that had no parent yet. `nil` when called off the main thread.
  public var container: GTKWidget? {
    guard GTKMainThread.check("container") else { return nil }
    return host.overlay.map { GTKWidget($0.widget) }
  }

  /// The empty view while it is shown (for tests and screenshots), else `nil`. `nil` when
  /// called off the main thread.
  public var emptyView: GTKWidget? {
    guard GTKMainThread.check("emptyView") else { return nil }
    return host.shownView.map { GTKWidget($0.root) }
  }

  /// The empty view's button while one is shown, else `nil`. `nil` when called off the main
  /// thread.
  public var button: GTKWidget? {
    guard GTKMainThread.check("button") else { return nil }
    guard let view = host.shownView, view.button.isShown else { return nil }
    return GTKWidget(view.button.widget)
  }

  /// The empty view's secondary button while one is shown, else `nil`. `nil` when called off
  /// the main thread.
  public var secondaryButton: GTKWidget? {
    guard GTKMainThread.check("secondaryButton") else { return nil }
    guard let button = host.shownView?.secondaryButton, button.isShown else { return nil }
    return GTKWidget(button.widget)
  }

  /// The layout applied last (the core's frames), or `nil` while hidden or detached. `nil` when
  /// called off the main thread.
  public var layout: EmptyDataSetLayout? {
    guard GTKMainThread.check("layout") else { return nil }
    return host.shownView?.layout
  }

  // MARK: - For the checks

  /// The `GtkSpinner` of the activity indicator, once one has been made (it is kept with the
  /// empty view), else `nil`.
  package var activityIndicator: UnsafeMutablePointer<GtkWidget>? {
    host.emptyView?.image.spinner?.widget.pointer
  }

  /// Layout passes applied to the empty view so far.
  package var layoutPasses: Int { host.layoutPasses }

  /// True while the empty view cross-fades from one state to another.
  package var isCrossFading: Bool { host.emptyView?.isCrossFading ?? false }

  /// Detaches: a shown empty data set goes at once, through its disappear callbacks; the list's
  /// scrolling comes back; every handler is disconnected and the empty view released. The
  /// overlay stays in the tree. Called for you when the widget is destroyed.
  public func detach() {
    guard GTKMainThread.check("detach()") else { return }
    host.teardown()
  }
}
