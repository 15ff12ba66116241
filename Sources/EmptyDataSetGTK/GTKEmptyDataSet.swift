// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore

/// An empty data set attached to a GTK list: it appears by itself when the list's model has no
/// items and goes when items arrive.
///
/// Attach it in one call to an existing `GtkListView`, `GtkGridView` or `GtkColumnView` (it
/// follows the model's `items-changed` and the view's model being replaced), or to any
/// `GtkScrolledWindow` (it counts as empty; call ``reloadEmptyDataSet()`` yourself). The app's
/// widget tree is kept: the scrolled window around the list (or the widget itself) is wrapped in
/// a `GtkOverlay` at the same place in its parent, and the empty view is an overlay child.
/// When that widget already is the child of a `GtkOverlay`, that overlay is used and nothing is
/// moved. See ``attach(to:)-(UnsafeMutablePointer<GtkWidget>)`` for the details.
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
  private weak var storedSource: (any GTKEmptyDataSetSource)?
  private weak var storedDelegate: (any GTKEmptyDataSetDelegate)?

  init(host: GTKEmptyDataSetHost) {
    self.host = host
    attachment = EmptyDataSetAttachment(host: host)
    host.owner = self
  }

  var controller: EmptyDataSetController<GTKEmptyDataSetHost> { attachment.controller }

  // MARK: - Content

  /// The DZN-style data source, held weakly. `nil` by default. Used when ``configuration`` is
  /// `nil`; setting it decides again at once (on a list that is not mapped, when it is
  /// mapped), so set ``delegate`` first when it should hear the first `willAppear`.
  public var source: (any GTKEmptyDataSetSource)? {
    get { storedSource }
    set {
      guard GTKMainThread.check("source") else { return }
      storedSource = newValue
      attachment.source = newValue.map(makeSourceBinding)
    }
  }

  /// The DZN-style delegate, held weakly. `nil` by default. Its questions are asked when the
  /// content comes from ``source``; its events are delivered either way. Setting it reloads.
  public var delegate: (any GTKEmptyDataSetDelegate)? {
    get { storedDelegate }
    set {
      guard GTKMainThread.check("delegate") else { return }
      storedDelegate = newValue
      attachment.delegate = newValue.map(makeDelegateBinding)
    }
  }

  /// What to show, as a value; wins over ``source`` when set. `nil` by default. Setting it
  /// reloads (a configuration equal to the one shown costs one comparison).
  public var configuration: GTKEmptyDataSetConfiguration? {
    get { attachment.configuration }
    set {
      guard GTKMainThread.check("configuration") else { return }
      attachment.configuration = newValue
    }
  }

  /// Closures for taps, appearance and state changes, called after the delegate's methods.
  /// None by default.
  public var events: EmptyDataSetEvents {
    get { attachment.events }
    set {
      guard GTKMainThread.check("events") else { return }
      attachment.events = newValue
    }
  }

  /// The configuration for the states of `kind`: ``configuration`` for
  /// `EmptyDataSetState.Kind.empty`, else the one set with ``setConfiguration(_:for:)``, or
  /// `nil` (the source answers, or the preset is shown).
  public func configuration(for kind: EmptyDataSetState.Kind) -> GTKEmptyDataSetConfiguration? {
    guard GTKMainThread.check("configuration(for:)") else { return nil }
    return attachment.configuration(for: kind)
  }

  /// Sets what the states of `kind` show; `nil` (the default) shows the source's answers when
  /// the source answers for that state, or else the preset.
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

  /// The state shown (or being decided for), `nil` when nothing is shown. A source that answers
  /// for several states reads it.
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
  /// Called for you when the model changes or is replaced; call it yourself for a plain
  /// scrolled window, or when the answers of your source changed.
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
