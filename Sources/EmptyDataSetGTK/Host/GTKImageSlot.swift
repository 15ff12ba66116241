// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore

/// A box that shows a ``GTKImage`` (a `GtkImage` for icon names, a `GtkPicture` for files and
/// paintables) or an activity indicator (a `GtkSpinner`). Each inner widget is made on first
/// use and kept; only the one in use is visible. An image that cannot be found draws nothing
/// and reports a warning.
@MainActor
final class GTKImageSlot {
  /// The box to place; it is hidden when there is nothing to show.
  let widget: Widget
  private var icon: IconImage?
  private var picture: Picture?
  private(set) var spinner: Spinner?
  /// The image shown, or `nil` (nothing, or the spinner).
  private var shownImage: GTKImage?
  private var showsSpinner = false
  private var iconStyle = StyleSheet()
  private var pictureStyle = StyleSheet()
  private var styleSheet = ""
  private var classes: Set<String> = []
  private let role: String
  private var cornerStyle = StyleSheet()
  private var cornerRadius = 0.0

  /// Creates an empty slot; `role` names it in warnings ("image", "button image").
  init(role: String) {
    self.role = role
    widget = Box.make(GTK_ORIENTATION_HORIZONTAL).widget
    widget.isVisible = false
  }

  /// The icon or picture widget in use, if any.
  private var content: Widget? {
    guard !showsSpinner, let shownImage else { return nil }
    if case .icon = shownImage { return icon?.widget }
    return picture?.widget
  }

  /// True when an image or the spinner is shown.
  var isShown: Bool { widget.isVisible }

  /// Shows `image`, or nothing when it is `nil` or cannot be loaded.
  func show(_ image: GTKImage?) {
    guard image != shownImage || showsSpinner || image == nil else { return }
    showsSpinner = false
    spinner?.widget.isVisible = false
    spinner?.isSpinning = false
    shownImage = image
    guard let image else {
      widget.isVisible = false
      return
    }
    switch image {
    case .icon(let name, let size):
      guard widget.iconThemeHasIcon(name) else {
        EmptyDataSetDiagnostics.report(
          .warning, "The \(role) icon \"\(name)\" is not in the icon theme; nothing is drawn.")
        hideAll()
        return
      }
      let icon = iconWidget()
      icon.setIcon(name, size: max(1, min(size, 4096)))
      use(icon.widget)
    case .file(let path):
      switch Paintable.load(file: path) {
      case .success(let texture):
        let picture = pictureWidget()
        picture.setPaintable(texture.pointer)
        use(picture.widget)
      case .failure(let error):
        EmptyDataSetDiagnostics.report(
          .warning,
          "The \(role) file \"\(path)\" could not be loaded (\(error.reason)); nothing is drawn.")
        hideAll()
      }
    case .paintable(let paintable):
      let picture = pictureWidget()
      picture.setPaintable(paintable.pointer)
      use(picture.widget)
    }
  }

  /// Shows the activity indicator, `size` pixels square, in the image's place. It spins only
  /// while ``setSpinning(_:)`` says so.
  func showActivityIndicator(size: Int) {
    let spinner = spinnerWidget()
    spinner.widget.setSizeRequest(width: size, height: size)
    shownImage = nil
    showsSpinner = true
    picture?.setPaintable(nil)
    use(spinner.widget)
  }

  /// Starts or stops the activity indicator (only while it is the one shown).
  func setSpinning(_ spinning: Bool) {
    spinner?.isSpinning = spinning && showsSpinner
  }

  /// Lets go of a paintable or file the slot holds (the view is hidden): the next ``show(_:)``
  /// loads it again. Icons and the spinner keep nothing of the app's.
  func release() {
    setSpinning(false)
    switch shownImage {
    case .file?, .paintable?:
      picture?.setPaintable(nil)
      hideAll()
    case .icon?, nil:
      break
    }
  }

  /// Applies a style sheet to the icon and picture widgets (tint, animation).
  func setStyle(_ css: String) {
    guard css != styleSheet else { return }
    styleSheet = css
    if let icon { iconStyle.apply(css, to: icon.widget) }
    if let picture { pictureStyle.apply(css, to: picture.widget) }
  }

  /// Rounds the slot's corners by `radius` pixels and clips what it shows to them (0: square,
  /// no clip). The clip is the slot's `overflow: hidden` with a CSS `border-radius`: GTK then
  /// clips its children to its rounded box, one rounded clip node, only while rounded.
  func setCornerRadius(_ radius: Double) {
    let radius = radius.isFinite ? max(0, radius) : 0
    guard radius != cornerRadius else { return }
    cornerRadius = radius
    widget.setClipsChildren(radius > 0)
    cornerStyle.apply(
      radius > 0 ? "box { border-radius: \(StyleSheet.length(radius)); }" : "", to: widget)
  }

  /// Adds or removes a CSS class on the icon and picture widgets.
  func setClass(_ name: String, _ on: Bool) {
    guard classes.contains(name) != on else { return }
    if on {
      classes.insert(name)
    } else {
      classes.remove(name)
    }
    icon?.widget.setCSSClass(name, on)
    picture?.widget.setCSSClass(name, on)
  }

  /// Shows `inner` alone.
  private func use(_ inner: Widget) {
    for other in [icon?.widget, picture?.widget, spinner?.widget] {
      if let other, other != inner { other.isVisible = false }
    }
    inner.isVisible = true
    widget.isVisible = true
  }

  private func hideAll() {
    shownImage = nil
    for inner in [icon?.widget, picture?.widget, spinner?.widget] { inner?.isVisible = false }
    widget.isVisible = false
  }

  private func iconWidget() -> IconImage {
    if let icon { return icon }
    let made = IconImage.make()
    adopt(made.widget)
    iconStyle.apply(styleSheet, to: made.widget)
    icon = made
    return made
  }

  private func pictureWidget() -> Picture {
    if let picture { return picture }
    let made = Picture.make()
    adopt(made.widget)
    pictureStyle.apply(styleSheet, to: made.widget)
    picture = made
    return made
  }

  private func spinnerWidget() -> Spinner {
    if let spinner { return spinner }
    let made = Spinner.make()
    made.widget.setCSSClass(GTKContrastStyle.dimClass, true)
    Box(unchecked: widget).append(made.widget)
    spinner = made
    return made
  }

  private func adopt(_ inner: Widget) {
    inner.setExpands(horizontally: true, vertically: true)
    for name in classes { inner.setCSSClass(name, true) }
    Box(unchecked: widget).append(inner)
  }
}
