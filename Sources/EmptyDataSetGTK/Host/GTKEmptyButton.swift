// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import Foundation

/// One of the empty view's `GtkButton`s, whose title, image and background image follow its
/// state (normal, highlighted on hover or press, disabled, selected).
///
/// Both are GNOME's pill (`pill`). The button is the view's suggested action
/// (`suggested-action`, the accent colour); the secondary button is a plain pill under it: GNOME
/// gives a view one suggested action, and a plain pill keeps the same shape and height as the
/// one above, so the two read as a pair, with a visible frame at rest (a `flat` button shows
/// none until hovered, which under a filled pill reads as a link, not a button).
@MainActor
final class GTKEmptyButton {
  /// The `GtkButton`.
  let widget: Widget
  private let title = GTKTextLabel(role: "button title", breaksWords: false)
  /// Made the first time the button shows an image (few do); the button's child is then the
  /// image slot or the title, whichever it shows.
  private var image: GTKImageSlot?
  /// The configuration whose button (or secondary button) this shows, `nil` before the first
  /// apply: kept whole, which shares its storage, rather than a copy of the button (a third of
  /// a kilobyte per button).
  private var source: GTKEmptyDataSetConfiguration?
  /// True for the configuration's secondary button.
  private let isSecondary: Bool
  private var isApplied = false
  private var background = StyleSheet()
  private var shownState: EmptyDataSetControlState?

  /// The style classes of the button and of the secondary button.
  static let primaryClasses = ["suggested-action", "pill"]
  static let secondaryClasses = ["pill"]

  /// Creates a hidden button for a configuration's button (or, `secondary`, its secondary
  /// button), with its style classes; `onClick` runs on `clicked`. A state change that changes
  /// what it shows queues a new size request of its own (GTK does), so the view lays out again.
  init(secondary: Bool = false, onClick: @escaping @MainActor () -> Void) {
    isSecondary = secondary
    let button = Button.make()
    widget = button.widget
    for name in secondary ? Self.secondaryClasses : Self.primaryClasses {
      widget.setCSSClass(name, true)
    }
    // Centred at its natural width, as it was in a box.
    title.widget.setHorizontalAlignment(GTK_ALIGN_CENTER)
    title.widget.retainSinking()
    button.setChild(title.widget)
    widget.isVisible = false
    widget.on("clicked", onClick)
    widget.onStateFlagsChanged { [weak self] in self?.refresh() }
  }

  /// True when the button is shown.
  var isShown: Bool { widget.isVisible }

  /// The state GTK's flags map to: disabled, then highlighted (hover or pressed), then selected.
  var state: EmptyDataSetControlState {
    let flags = widget.stateFlags.rawValue
    if flags & GTK_STATE_FLAG_INSENSITIVE.rawValue != 0 { return .disabled }
    if flags & (GTK_STATE_FLAG_ACTIVE.rawValue | GTK_STATE_FLAG_PRELIGHT.rawValue) != 0 {
      return .highlighted
    }
    if flags & (GTK_STATE_FLAG_CHECKED.rawValue | GTK_STATE_FLAG_SELECTED.rawValue) != 0 {
      return .selected
    }
    return .normal
  }

  /// What the button shows: its part of ``source``.
  private var content: EmptyDataSetButton<GTKPlatform> {
    guard let source else { return EmptyDataSetButton() }
    return isSecondary ? source.secondaryButton : source.button
  }

  /// Shows the button of `configuration` for the current state; nothing to do when it is what
  /// is shown.
  func apply(_ configuration: GTKEmptyDataSetConfiguration) {
    let button = isSecondary ? configuration.secondaryButton : configuration.button
    guard !isApplied || button != content else {
      source = configuration
      return
    }
    isApplied = true
    source = configuration
    shownState = nil
    widget.isSensitive = !button.isDisabled
    applyBackgrounds(button.backgroundImages)
    refresh()
    widget.isVisible = button.isVisible
  }

  /// Lets go of the images the button shows (the view is hidden); the next ``apply(_:)``
  /// shows them again.
  func release() {
    guard content.showsImage else { return }
    image?.release()
    isApplied = false
  }

  private func refresh() {
    let current = state
    guard current != shownState else { return }
    shownState = current
    let content = self.content
    if content.showsImage {
      let slot = imageSlot()
      slot.show(content.images.resolved(for: current))
      title.show(nil)
      setChild(slot.widget)
    } else {
      image?.show(nil)
      title.show(content.titles.resolved(for: current))
      setChild(title.widget)
    }
  }

  /// Makes `child` the button's child (both are kept alive by this object while swapped out).
  private func setChild(_ child: Widget) {
    guard widget.firstChild != child else { return }
    Button(unchecked: widget).setChild(child)
  }

  private func imageSlot() -> GTKImageSlot {
    if let image { return image }
    let made = GTKImageSlot(role: "button image")
    made.widget.setHorizontalAlignment(GTK_ALIGN_CENTER)
    made.widget.retainSinking()
    image = made
    return made
  }

  isolated deinit {
    title.widget.release()
    image?.widget.release()
  }

  private func applyBackgrounds(_ images: EmptyDataSetControlStateValues<GTKImage>) {
    var css = ""
    let selectors: [(EmptyDataSetControlState, String)] = [
      (.normal, "button"), (.highlighted, "button:hover, button:active"),
      (.disabled, "button:disabled"), (.selected, "button:checked"),
    ]
    for (state, selector) in selectors {
      guard let image = images[state], let value = Self.cssImage(image) else { continue }
      css += "\(selector) { background-image: \(value); background-size: 100% 100%; "
      css += "background-repeat: no-repeat; background-color: transparent; }\n"
    }
    background.apply(css, to: widget)
  }

  /// A CSS image for a background: a file URL or a themed icon; paintables have no CSS form.
  private static func cssImage(_ image: GTKImage) -> String? {
    switch image {
    case .file(let path):
      let escaped = path.replacingOccurrences(of: "\"", with: "%22")
      return "url(\"file://\(escaped)\")"
    case .icon(let name, _):
      return "-gtk-icontheme(\"\(name.replacingOccurrences(of: "\"", with: ""))\")"
    case .paintable:
      EmptyDataSetDiagnostics.report(
        .warning,
        "A GdkPaintable cannot be a button background image (GTK draws backgrounds from CSS); "
          + "use .file or .icon. The theme's background is used.")
      return nil
    }
  }
}
