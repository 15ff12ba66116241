// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkToolShim
import EmptyDataSetCore
import EmptyDataSetGTK
import Foundation
import GTKToolSupport

/// The properties of Apple's content-unavailable configuration, carried out by GTK at the
/// frames of the core's layout: two buttons (real clicks, keyboard order, style classes),
/// natural alignment (mirrored right to left), margins, the image's maximum size and rounded
/// corners, text lines, and a background card; each with goldens (light, dark, right to left).
/// Their goldens are their own, so `gtk-check.sh properties --record` records nothing else.
@MainActor
enum PropertyChecks {
  static func run(_ recorder: ReportRecorder) {
    Harness.parkPointer()
    defaultsAddNothing()
    twoButtons()
    twoButtonClicksAndKeys()
    naturalAlignment()
    marginsMirrored()
    imageMaximumSize()
    roundedImage()
    textLines()
    textShrinksToFit()
    cardBackground()
    backgroundInsets()
    Harness.parkPointer()
  }

  // MARK: - Scenes

  /// An empty list in an undecorated window of `width`×`height` showing `configuration`.
  @MainActor
  struct Shown {
    let window: UnsafeMutablePointer<GtkWidget>
    let emptyDataSet: GTKEmptyDataSet
    let log: EventLog

    var root: UnsafeMutablePointer<GtkWidget>? { emptyDataSet.emptyView?.pointer }

    func close() {
      Harness.parkPointer()
      Harness.close(window)
    }
  }

  /// `windowDirection`, when given, is set on the window and everything in it before the empty
  /// data set shows (an app's own direction, not GTK's default).
  static func show(
    _ name: String, _ configuration: GTKEmptyDataSetConfiguration, width: Int32 = 360,
    height: Int32 = 400, windowDirection: GtkTextDirection? = nil
  ) -> Shown? {
    let fixture = ListFixture(.listView)
    let window = Harness.window(name, width: width, height: height, child: fixture.scrolledWindow)
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else {
      Harness.close(window)
      CheckLog.check(name, false, "could not attach")
      return nil
    }
    let log = EventLog(listeningTo: emptyDataSet)
    if let windowDirection {
      func apply(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_set_direction(widget, windowDirection)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
          apply(current)
          child = gtk_widget_get_next_sibling(current)
        }
      }
      apply(window)
    }
    emptyDataSet.configuration = configuration
    Harness.pumpFrames(window, 3)
    return Shown(window: window, emptyDataSet: emptyDataSet, log: log)
  }

  /// Runs `body` with GTK's default direction and dark preference set, then restores both.
  static func with(
    rightToLeft: Bool = false, dark: Bool = false, _ body: () -> Void
  ) {
    if rightToLeft { gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) }
    if dark { cgtk_set_prefer_dark_theme(1) }
    body()
    gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR)
    cgtk_set_prefer_dark_theme(0)
  }

  static func golden(_ name: String, _ shown: Shown) {
    let (matches, detail) = Render.matchesGolden(shown.window, name)
    CheckLog.check("golden-\(name)", matches, detail)
  }

  /// A status page with a second action.
  static func twoButtonPage() -> GTKEmptyDataSetConfiguration {
    var configuration = PixelChecks.statusPage()
    configuration.title = .plain("No Backups Yet")
    configuration.message = .plain("Back up this computer now, or choose what to keep first.")
    configuration.button.titles.normal = .plain("Back Up Now")
    configuration.secondaryButton.titles.normal = .plain("Choose Folders")
    return configuration
  }

  /// The child widget of the empty view that shows `element` (found by its name).
  static func widget(
    _ element: String, in shown: Shown
  ) -> UnsafeMutablePointer<GtkWidget>? {
    guard let root = shown.root else { return nil }
    return TextContrast.label(element, inEmptyView: root).flatMap { found in
      element.hasSuffix("utton") ? gtk_widget_get_ancestor(found, gtk_button_get_type()) : found
    }
  }

  /// `widget`'s bounds in `root`, as a layout rectangle.
  static func bounds(
    _ widget: UnsafeMutablePointer<GtkWidget>?, in root: UnsafeMutablePointer<GtkWidget>?
  ) -> EmptyDataSetLayout.Rect? {
    guard let widget, let root else { return nil }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, root, &bounds) != 0 else { return nil }
    return EmptyDataSetLayout.Rect(
      x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
      height: Double(bounds.size.height))
  }

  /// The columns of `frame` in which `pixels` has ink (opaque pixels), as a range, or `nil`.
  static func inkColumns(_ pixels: RGBAPixels, _ frame: EmptyDataSetLayout.Rect) -> ClosedRange<
    Int
  >? {
    var first: Int?
    var last: Int?
    for x in max(0, Int(frame.x))..<min(pixels.width, Int(frame.maxX)) {
      for y in max(0, Int(frame.y))..<min(pixels.height, Int(frame.maxY))
      where pixels.at(x, y).a > 128 {
        first = first ?? x
        last = x
        break
      }
    }
    guard let first, let last else { return nil }
    return first...last
  }

  // MARK: - Defaults

  /// The default look makes no background box and no clip around the image (issue 21: no
  /// extra node when nothing needs it): the view's first child is still the image slot, which
  /// does not clip.
  static func defaultsAddNothing() {
    guard let shown = show("defaults", PixelChecks.statusPage(), width: 320, height: 240),
      let root = shown.root, let first = gtk_widget_get_first_child(root)
    else { return }
    defer { shown.close() }
    let name = String(cString: gtk_widget_get_name(first))
    CheckLog.check(
      "defaults-add-no-background-box-or-clip",
      name.hasSuffix(".image") && gtk_widget_get_overflow(first) == GTK_OVERFLOW_VISIBLE,
      "first child \(name), overflow \(gtk_widget_get_overflow(first).rawValue)")
  }

  // MARK: - Two buttons

  static func twoButtons() {
    for dark in [false, true] {
      with(dark: dark) {
        let name = dark ? "two-buttons-dark" : "two-buttons"
        guard let shown = show(name, twoButtonPage()) else { return }
        defer { shown.close() }
        golden(name, shown)
        guard !dark else { return }
        let primary = shown.emptyDataSet.button?.pointer
        let secondary = shown.emptyDataSet.secondaryButton?.pointer
        func classes(_ widget: UnsafeMutablePointer<GtkWidget>?) -> [String] {
          ["suggested-action", "pill", "flat"].filter { name in
            widget.map { gtk_widget_has_css_class($0, name) != 0 } ?? false
          }
        }
        CheckLog.check(
          "two-buttons-style-classes",
          classes(primary) == ["suggested-action", "pill"] && classes(secondary) == ["pill"],
          "button \(classes(primary)), secondary \(classes(secondary))")
        let layout = shown.emptyDataSet.layout
        let button = layout?.frame(of: .button)
        let second = layout?.frame(of: .secondaryButton)
        let actual = (bounds(primary, in: shown.root), bounds(secondary, in: shown.root))
        CheckLog.check(
          "two-buttons-follow-core-layout",
          button != nil && actual.0 == button && actual.1 == second
            && second.map { $0.y } == button.map { $0.maxY + 12 },
          "frames \(String(describing: button)), \(String(describing: second)); "
            + "widgets \(String(describing: actual.0)), \(String(describing: actual.1))")
      }
    }
  }

  /// Real clicks reach each button's own event, and Tab goes from the button to the secondary
  /// button (Shift+Tab back).
  static func twoButtonClicksAndKeys() {
    guard let shown = show("two-buttons-input", twoButtonPage()),
      let primary = shown.emptyDataSet.button?.pointer,
      let secondary = shown.emptyDataSet.secondaryButton?.pointer
    else {
      CheckLog.check("two-buttons-real-clicks", false, "no buttons")
      return
    }
    defer { shown.close() }
    Harness.click(primary) { shown.log.count("didTapButton") > 0 }
    Harness.click(secondary) { shown.log.count("didTapSecondaryButton") > 0 }
    let taps = shown.log.events.filter { $0.hasPrefix("didTap") }
    CheckLog.check(
      "two-buttons-real-clicks", taps == ["didTapButton", "didTapSecondaryButton"],
      "events \(taps)")
    Harness.focusWindow(shown.window)
    _ = gtk_widget_grab_focus(primary)
    Harness.press("Tab", in: shown.window) { Harness.focusIsInside(secondary, of: shown.window) }
    let forward = Harness.focusIsInside(secondary, of: shown.window)
    Harness.press("shift+Tab", in: shown.window) {
      Harness.focusIsInside(primary, of: shown.window)
    }
    let backward = Harness.focusIsInside(primary, of: shown.window)
    Harness.press("space", in: shown.window) { shown.log.count("didTapButton") > 1 }
    CheckLog.check(
      "two-buttons-tab-order", forward && backward && shown.log.count("didTapButton") == 2,
      "Tab reached the secondary button \(forward), Shift+Tab the button \(backward); "
        + "focus \(Harness.describeFocus(in: shown.window)); events \(shown.log.events)")
  }

  // MARK: - Natural alignment and margins

  /// A wide window: the column, the text and the buttons start at the leading edge, left to
  /// right and right to left.
  static func naturalAlignment() {
    // Left to right, right to left by GTK's default direction, and by the window's own.
    for (rightToLeft, byWindow) in [(false, false), (true, false), (true, true)] {
      with(rightToLeft: rightToLeft && !byWindow) {
        let suffix = byWindow ? "window-rtl" : rightToLeft ? "rtl" : "ltr"
        var configuration = twoButtonPage()
        configuration.alignment = .natural
        configuration.message = .plain("Backups keep a copy of your files somewhere safe.")
        let name = rightToLeft ? "natural-alignment-rtl" : "natural-alignment"
        guard
          let shown = show(
            name, configuration, width: 640, height: 360,
            windowDirection: byWindow ? GTK_TEXT_DIR_RTL : nil)
        else { return }
        defer { shown.close() }
        // One golden for right to left, whichever way it was set.
        if !byWindow { golden(name, shown) }
        guard let root = shown.root, let layout = shown.emptyDataSet.layout,
          let title = layout.frame(of: .title), let button = layout.frame(of: .button),
          let pixels = Render.pixels(root), let ink = inkColumns(pixels, title)
        else {
          CheckLog.check("natural-alignment-leading-\(suffix)", false, "no layout or pixels")
          return
        }
        let edge = rightToLeft ? layout.viewFrame.width - layout.sidePadding : layout.sidePadding
        let textAtEdge =
          rightToLeft
          ? abs(Double(ink.upperBound + 1) - edge) <= 3 : abs(Double(ink.lowerBound) - edge) <= 3
        let buttonAtEdge = rightToLeft ? button.maxX == edge : button.x == edge
        let label = widget("title", in: shown)
        let xalign = label.map { gtk_label_get_xalign(cast($0)) } ?? -1
        CheckLog.check(
          "natural-alignment-leading-\(suffix)",
          textAtEdge && buttonAtEdge
            && bounds(shown.emptyDataSet.button?.pointer, in: root) == button && xalign == 0,
          "edge \(edge), title ink \(ink), button \(button), xalign \(xalign)")
      }
    }
  }

  /// A leading margin moves the centred content half its width toward the trailing edge:
  /// right in left-to-right text, left in right-to-left text.
  static func marginsMirrored() {
    var shifts: [Double] = []
    for rightToLeft in [false, true] {
      with(rightToLeft: rightToLeft) {
        for margin in [0.0, 80] {
          var configuration = PixelChecks.statusPage()
          configuration.margins.leading = margin
          guard let shown = show("margins", configuration, width: 400, height: 300),
            let title = shown.emptyDataSet.layout?.frame(of: .title)
          else { return }
          defer { shown.close() }
          let actual = bounds(widget("title", in: shown), in: shown.root)
          guard actual == title else {
            shifts.append(.nan)
            return
          }
          shifts.append(title.x + title.width / 2)
        }
      }
    }
    let ok =
      shifts.count == 4 && shifts[1] - shifts[0] == 40 && shifts[3] - shifts[2] == -40
    CheckLog.check("margins-mirrored", ok, "title centres (ltr 0, 80; rtl 0, 80): \(shifts)")
  }

  // MARK: - Image

  /// The image is no larger than its maximum size: an icon is drawn at that pixel size, a
  /// picture is scaled down keeping its aspect.
  static func imageMaximumSize() {
    var icon = PixelChecks.statusPage()
    icon.image = .icon("folder-symbolic", size: 128)
    icon.imageProperties.maximumSize = EmptyDataSetLayout.Size(width: 48, height: 48)
    if let shown = show("max-icon", icon) {
      let frame = shown.emptyDataSet.layout?.frame(of: .image)
      let slot = widget("image", in: shown)
      let image = slot.flatMap { gtk_widget_get_first_child($0) }
      let pixelSize = image.map { gtk_image_get_pixel_size(cast($0)) } ?? -1
      CheckLog.check(
        "image-maximum-size-icon",
        frame?.width == 48 && frame?.height == 48 && pixelSize == 48
          && bounds(slot, in: shown.root) == frame,
        "frame \(String(describing: frame)), pixel size \(pixelSize)")
      shown.close()
    }
    var picture = PixelChecks.statusPage()
    let texture = PixelChecks.stripes()
    picture.image = .paintable(GTKPaintable(texture))
    g_object_unref(raw(texture))
    picture.imageProperties.maximumSize = EmptyDataSetLayout.Size(width: 64, height: 0)
    if let shown = show("max-picture", picture) {
      let frame = shown.emptyDataSet.layout?.frame(of: .image)
      CheckLog.check(
        "image-maximum-size-picture",
        frame?.width == 64 && frame?.height == 32
          && bounds(widget("image", in: shown), in: shown.root) == frame,
        "frame \(String(describing: frame))")
      shown.close()
    }
  }

  /// A picture with rounded corners: its corners are clipped (transparent in the view's own
  /// rendering), its edges are not; a square one gets no clip at all.
  static func roundedImage() {
    let texture = PixelChecks.stripes()
    defer { g_object_unref(raw(texture)) }
    for radius in [16.0, 0] {
      var configuration = PixelChecks.statusPage()
      configuration.image = .paintable(GTKPaintable(texture))
      configuration.imageProperties.cornerRadius = radius
      configuration.title = .plain("Holiday Photos")
      configuration.message = .plain("Pictures you add to this album appear here.")
      configuration.button = EmptyDataSetButton()
      let name = radius > 0 ? "rounded-image" : "square-image"
      guard let shown = show(name, configuration, width: 360, height: 360) else { continue }
      defer { shown.close() }
      let slot = widget("image", in: shown)
      let overflow = slot.map { gtk_widget_get_overflow($0) }
      guard radius > 0 else {
        CheckLog.check(
          "square-image-not-clipped", overflow == GTK_OVERFLOW_VISIBLE,
          "overflow \(String(describing: overflow?.rawValue))")
        continue
      }
      golden(name, shown)
      guard let root = shown.root, let frame = shown.emptyDataSet.layout?.frame(of: .image),
        let pixels = Render.pixels(root)
      else {
        CheckLog.check("rounded-image-corners-clipped", false, "no layout or pixels")
        continue
      }
      let x = Int(frame.x)
      let y = Int(frame.y)
      let right = Int(frame.maxX) - 1
      let bottom = Int(frame.maxY) - 1
      let corners = [
        (x + 1, y + 1), (right - 1, y + 1), (x + 1, bottom - 1), (right - 1, bottom - 1),
      ]
      let edges = [(x + 1, y + Int(frame.height / 2)), (x + Int(frame.width / 2), y + 1)]
      let cornerAlpha = corners.map { pixels.at($0.0, $0.1).a }
      let edgeAlpha = edges.map { pixels.at($0.0, $0.1).a }
      CheckLog.check(
        "rounded-image-corners-clipped",
        frame.width == 96 && cornerAlpha.allSatisfy { $0 < 40 } && edgeAlpha.allSatisfy { $0 > 220 }
          && overflow == GTK_OVERFLOW_HIDDEN,
        "frame \(frame), corner alpha \(cornerAlpha), edge alpha \(edgeAlpha)")
    }
  }

  // MARK: - Text

  /// A title limited to one line is one line tall and ellipsized where its line break says.
  static func textLines() {
    var heights: [Double] = []
    var mode = PANGO_ELLIPSIZE_NONE
    var lines: Int32 = 0
    for limited in [false, true] {
      var configuration = PixelChecks.statusPage()
      configuration.title = .plain("A Title Long Enough to Need Several Lines in a Narrow Window")
      if limited {
        configuration.titleProperties.numberOfLines = 1
        configuration.titleProperties.lineBreak = .truncateMiddle
      }
      guard let shown = show("text-lines", configuration, width: 320, height: 400) else { return }
      heights.append(shown.emptyDataSet.layout?.frame(of: .title)?.height ?? 0)
      if limited, let label = widget("title", in: shown) {
        mode = gtk_label_get_ellipsize(cast(label))
        lines = gtk_label_get_lines(cast(label))
      }
      shown.close()
    }
    CheckLog.check(
      "text-lines-limited",
      heights.count == 2 && heights[1] > 0 && heights[1] * 2 <= heights[0]
        && mode == PANGO_ELLIPSIZE_MIDDLE && lines == 1,
      "title heights \(heights), ellipsize \(mode.rawValue), lines \(lines)")
  }

  /// A one-line title that shrinks to fit is drawn scaled into its frame, whole (not
  /// ellipsized) while its minimum scale allows, and ellipsized below it.
  static func textShrinksToFit() {
    for (minimum, name) in [
      (0.3, "text-shrinks-to-fit"), (0.9, "text-shrinks-no-further-than-its-minimum"),
    ] {
      var configuration = PixelChecks.statusPage()
      configuration.title = .plain("Nothing Synchronised Since Tuesday")
      configuration.titleProperties.numberOfLines = 1
      configuration.titleProperties.adjustsFontSizeToFitWidth = true
      configuration.titleProperties.minimumScaleFactor = minimum
      guard let shown = show(name, configuration, width: 320, height: 300),
        let label = widget("title", in: shown),
        let frame = shown.emptyDataSet.layout?.frame(of: .title)
      else { continue }
      defer { shown.close() }
      let drawn = bounds(label, in: shown.root)
      let natural = Double(
        gtk_label_get_layout(cast(label)).map { layout -> Int32 in
          var width: Int32 = 0
          pango_layout_get_pixel_size(layout, &width, nil)
          return width
        } ?? 0)
      let ellipsized = gtk_label_get_layout(cast(label)).map { pango_layout_is_ellipsized($0) != 0 }
      let unscaledHeight = Double(gtk_widget_get_height(label))
      let fits = drawn.map { abs($0.width - frame.width) <= 1 && abs($0.x - frame.x) <= 1 } ?? false
      let ok =
        minimum < 0.5
        ? fits && ellipsized == false && frame.height < unscaledHeight * 0.9
        : fits && ellipsized == true && frame.height >= unscaledHeight * 0.9 - 1
      CheckLog.check(
        name, ok,
        "frame \(frame), drawn \(String(describing: drawn)), text \(natural) wide, "
          + "ellipsized \(String(describing: ellipsized)), label height \(unscaledHeight)")
    }
  }

  // MARK: - Background

  static let cardFill = "#e8f1fb"
  static let cardStroke = "#1c71d8"

  /// A card: a rounded fill with a line, a padding around the content.
  static func card(dark: Bool = false) -> GTKEmptyDataSetConfiguration {
    var configuration = twoButtonPage()
    configuration.image = .icon("drive-harddisk-symbolic", size: 64)
    configuration.background.color = .parse(dark ? "#242a33" : cardFill)
    configuration.background.strokeColor = .parse(cardStroke)
    configuration.background.strokeWidth = 2
    configuration.background.cornerRadius = 18
    configuration.background.contentPadding = .all(20)
    return configuration
  }

  static func cardBackground() {
    for dark in [false, true] {
      with(dark: dark) {
        let name = dark ? "card-background-dark" : "card-background"
        guard let shown = show(name, card(dark: dark), width: 400, height: 460) else { return }
        defer { shown.close() }
        golden(name, shown)
        guard !dark else { return }
        guard let root = shown.root, let layout = shown.emptyDataSet.layout,
          let box = gtk_widget_get_first_child(root)
        else {
          CheckLog.check("card-background-at-layout-frame", false, "no layout")
          return
        }
        let frame = layout.backgroundFrame
        let actual = bounds(box, in: root)
        let content = layout.frames.values
        let around =
          content.allSatisfy { $0.x >= frame.x + 20 && $0.maxX <= frame.maxX - 20 }
          && content.allSatisfy { $0.y >= frame.y + 20 && $0.maxY <= frame.maxY - 20 }
        CheckLog.check(
          "card-background-at-layout-frame",
          actual == frame && around && gtk_widget_get_can_target(box) == 0,
          "background frame \(frame), widget \(String(describing: actual))")
        guard let pixels = Render.pixels(root) else {
          CheckLog.check("card-background-pixels", false, "no pixels")
          return
        }
        let x = Int(frame.x)
        let y = Int(frame.y)
        let midX = Int(frame.x + frame.width / 2)
        let stroke = pixels.at(midX, y)
        let fill = pixels.at(x + 8, Int(frame.y + frame.height / 2))
        let corner = pixels.at(x + 1, y + 1)
        let outside = pixels.at(max(0, x - 4), Int(frame.y + frame.height / 2))
        let ok =
          stroke.b > 180 && stroke.r < 80 && fill.r > 220 && fill.b > 240 && fill.a > 250
          && corner.a < 40 && outside.a < 10
        CheckLog.check(
          "card-background-pixels", ok,
          "stroke \(stroke), fill \(fill), corner \(corner), outside \(outside)")
      }
    }
  }

  /// Insets keep the fill away from the edges of the view.
  static func backgroundInsets() {
    var configuration = PixelChecks.statusPage()
    configuration.background.color = .rgba(1, 0, 0)
    configuration.background.insets = .all(20)
    guard let shown = show("background-insets", configuration, width: 320, height: 240),
      let root = shown.root, let pixels = Render.pixels(root)
    else {
      CheckLog.check("background-insets-pixels", false, "could not render")
      return
    }
    defer { shown.close() }
    let outside = pixels.at(10, 10)
    let inside = pixels.at(24, 24)
    let frame = shown.emptyDataSet.layout?.backgroundFrame
    CheckLog.check(
      "background-insets-pixels",
      outside.a < 10 && inside.r > 250 && inside.g < 5 && inside.a > 250
        && frame == EmptyDataSetLayout.Rect(x: 20, y: 20, width: 280, height: 200),
      "outside \(outside), inside \(inside), frame \(String(describing: frame))")
  }
}
