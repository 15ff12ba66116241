// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkShim
import EmptyDataSetCore
import EmptyDataSetGTK
import Foundation

/// Real pixels, rendered offscreen with the cairo renderer: golden images of the default look
/// (light and dark), colours, fades, and the image animation.
@MainActor
enum PixelChecks {
  static func run(_ recorder: ReportRecorder) {
    goldens()
    darkTheme()
    backgroundColor()
    fades()
    imageAnimation(allowed: true)
    imageAnimation(allowed: false)
    geometryFollowsCoreLayout()
  }

  /// The GNOME status-page look: icon, title, description, suggested button.
  static func statusPage() -> GTKEmptyDataSetConfiguration {
    var configuration = GTKEmptyDataSetConfiguration()
    configuration.image = .icon("folder-symbolic", size: 64)
    configuration.title = .plain("No Files")
    configuration.description = .markup("Drop files here or press <b>Upload</b>.")
    configuration.button.titles.normal = .plain("Upload")
    configuration.buttonWidth = .natural
    configuration.fadesIn = false
    configuration.fadesOut = false
    return configuration
  }

  /// A window of 320×240 with an empty list of `kind` showing `configuration`.
  static func show(
    _ configuration: GTKEmptyDataSetConfiguration, kind: ListFixture.Kind = .listView,
    title: String
  ) -> (UnsafeMutablePointer<GtkWidget>, GTKEmptyDataSet, ListFixture)? {
    let fixture = ListFixture(kind)
    let window = Harness.window(title, width: 320, height: 240, child: fixture.scrolledWindow)
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else {
      Harness.close(window)
      return nil
    }
    emptyDataSet.configuration = configuration
    Harness.pumpFrames(window, 3)
    return (window, emptyDataSet, fixture)
  }

  static func golden(
    _ name: String, _ configuration: GTKEmptyDataSetConfiguration,
    kind: ListFixture.Kind = .listView
  ) {
    guard let (window, _, _) = show(configuration, kind: kind, title: name) else {
      CheckLog.check("golden-\(name)", false, "could not attach")
      return
    }
    defer { Harness.close(window) }
    let (matches, detail) = Render.matchesGolden(window, name)
    CheckLog.check("golden-\(name)", matches, detail)
  }

  static func goldens() {
    golden("status-page-list", statusPage())
    golden("status-page-grid", statusPage(), kind: .gridView)
    golden("status-page-columns", statusPage(), kind: .columnView)
    golden("status-page-scrolled-window", statusPage(), kind: .scrolledWindow)
    var styled = statusPage()
    styled.image = .icon("dialog-warning-symbolic", size: 48)
    styled.imageTintColor = .parse("#c01c28")
    styled.backgroundColor = .parse("#fdf6e3")
    styled.spacing = .uniform(4)
    styled.offset.vertical = -20
    styled.title = .markup("<span foreground='#1c71d8'>Styled</span>")
    golden("styled", styled)
    var custom = statusPage()
    custom.customView = GTKWidget(gtk_label_new("A custom widget")!)
    golden("custom-view", custom)
  }

  static func darkTheme() {
    cgtk_set_prefer_dark_theme(1)
    defer { cgtk_set_prefer_dark_theme(0) }
    guard let (window, emptyDataSet, _) = show(statusPage(), title: "dark") else {
      CheckLog.check("dark-theme", false, "could not attach")
      return
    }
    defer { Harness.close(window) }
    let (matches, detail) = Render.matchesGolden(window, "status-page-dark")
    CheckLog.check("golden-status-page-dark", matches, detail)
    guard let pixels = Render.pixels(window), let layout = emptyDataSet.layout,
      let title = layout.frame(of: .title)
    else {
      CheckLog.check("dark-theme-contrast", false, "no render or layout")
      return
    }
    let background = pixels.luminance(x: 2, y: 2, width: 20, height: 20)
    let brightest = brightestLuminance(pixels, title)
    CheckLog.check(
      "dark-theme-contrast", background < 80 && brightest > 180,
      "background \(background), brightest title pixel \(brightest)")
  }

  static func brightestLuminance(_ pixels: Pixels, _ frame: LayoutRect) -> Double {
    var brightest = 0.0
    for y in Int(frame.y)..<Int(frame.maxY) {
      for x in Int(frame.x)..<Int(frame.maxX) {
        brightest = max(brightest, pixels.luminance(x: x, y: y, width: 1, height: 1))
      }
    }
    return brightest
  }

  static func backgroundColor() {
    var configuration = statusPage()
    configuration.backgroundColor = .rgba(1, 0, 0)
    guard let (window, _, _) = show(configuration, title: "background") else {
      CheckLog.check("background-color", false, "could not attach")
      return
    }
    defer { Harness.close(window) }
    let corner = Render.pixels(window)?.at(3, 3)
    CheckLog.check(
      "background-color",
      corner.map { $0.r > 250 && $0.g < 5 && $0.b < 5 } == true,
      "corner pixel \(String(describing: corner))")
  }

  /// Fades with a red background: sampled during the fade, the corner is between the list's
  /// colour and red, and reaches red at the end; the fade out goes back the other way.
  static func fades() {
    var configuration = statusPage()
    configuration.backgroundColor = .rgba(1, 0, 0)
    configuration.fadesIn = true
    configuration.fadesOut = true
    configuration.fadeInDuration = 0.6
    configuration.fadeOutDuration = 0.6
    let fixture = ListFixture(.listView, count: 1)
    let window = Harness.window("fades", width: 320, height: 240, child: fixture.scrolledWindow)
    defer { Harness.close(window) }
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else { return }
    emptyDataSet.configuration = configuration
    let delegate = RecordingDelegate()
    emptyDataSet.delegate = delegate
    func greenAtCorner() -> Int { Render.pixels(window)?.at(3, 236).g ?? -1 }
    let before = greenAtCorner()
    fixture.setCount(0)
    Harness.pump(seconds: 0.25)
    let middle = greenAtCorner()
    let appearedEarly = delegate.count("didAppear")
    Harness.pump(until: { delegate.count("didAppear") == 1 })
    Harness.pump(seconds: 0.05)
    let end = greenAtCorner()
    CheckLog.check(
      "fade-in-pixels", before > 200 && middle > 20 && middle < 235 && end < 5,
      "green at corner: before \(before), during \(middle), after \(end)")
    CheckLog.check(
      "fade-in-did-appear-at-end", appearedEarly == 0 && delegate.count("didAppear") == 1,
      "didAppear \(appearedEarly) during the fade, \(delegate.count("didAppear")) after")
    fixture.setCount(2)
    Harness.pump(seconds: 0.25)
    let fading = greenAtCorner()
    let stillInstalled = emptyDataSet.emptyView != nil
    Harness.pump(until: { delegate.count("didDisappear") == 1 })
    Harness.pump(seconds: 0.05)
    let gone = greenAtCorner()
    CheckLog.check(
      "fade-out-pixels", fading > 20 && fading < 235 && stillInstalled && gone > 200,
      "green at corner: during \(fading) (installed \(stillInstalled)), after \(gone)")
  }

  /// A spinning icon changes its pixels over time only while animation is allowed.
  static func imageAnimation(allowed: Bool) {
    let name = allowed ? "image-animation-runs-when-allowed" : "image-animation-still-when-not"
    var configuration = statusPage()
    configuration.image = .icon("view-refresh-symbolic", size: 96)
    configuration.imageAnimation = .spin(duration: 2)
    configuration.animatesImage = allowed
    guard let (window, emptyDataSet, _) = show(configuration, title: name),
      let frame = emptyDataSet.layout?.frame(of: .image)
    else {
      CheckLog.check(name, false, "could not attach")
      return
    }
    defer { Harness.close(window) }
    func imagePixels() -> Pixels? {
      guard let image = emptyDataSet.emptyView.flatMap({ gtk_widget_get_first_child($0.pointer) })
      else { return nil }
      return Render.pixels(image)
    }
    let first = imagePixels()
    Harness.pump(seconds: 0.3)
    let second = imagePixels()
    guard let first, let second else {
      CheckLog.check(name, false, "could not render the image (frame \(frame))")
      return
    }
    let changed = first.differingFraction(from: second, tolerance: 16)
    CheckLog.check(
      name, allowed ? changed > 0.01 : changed == 0,
      "\(String(format: "%.3f", changed * 100))% of image pixels changed in 0.3 s")
  }

  /// The widgets sit exactly at the frames of the core's layout, before and after a resize.
  static func geometryFollowsCoreLayout() {
    guard let (window, emptyDataSet, _) = show(statusPage(), title: "geometry") else {
      CheckLog.check("geometry", false, "could not attach")
      return
    }
    defer { Harness.close(window) }
    func mismatches() -> [String] {
      guard let root = emptyDataSet.emptyView?.pointer, let layout = emptyDataSet.layout else {
        return ["no layout"]
      }
      var problems: [String] = []
      var child = gtk_widget_get_first_child(root)
      let elements: [LayoutElement] = [.image, .title, .description, .button]
      for element in elements {
        guard let widget = child else { break }
        child = gtk_widget_get_next_sibling(widget)
        guard let frame = layout.frame(of: element) else { continue }
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, root, &bounds)
        let actual = LayoutRect(
          x: Double(bounds.origin.x), y: Double(bounds.origin.y),
          width: Double(bounds.size.width), height: Double(bounds.size.height))
        if actual != frame { problems.append("\(element): \(actual) ≠ \(frame)") }
      }
      if layout.viewFrame.width != Double(gtk_widget_get_width(root)) {
        problems.append("view width \(layout.viewFrame.width) ≠ \(gtk_widget_get_width(root))")
      }
      return problems
    }
    let initial = mismatches()
    CheckLog.check("geometry-matches-core-layout", initial.isEmpty, initial.joined(separator: "; "))
    let widthBefore = emptyDataSet.layout?.viewFrame.width ?? 0
    gtk_window_set_default_size(cast(window), 480, 300)
    Harness.pump(until: { gtk_widget_get_width(window) == 480 })
    Harness.pumpFrames(window, 3)
    let resized = mismatches()
    let widthAfter = emptyDataSet.layout?.viewFrame.width ?? 0
    CheckLog.check(
      "geometry-relayout-on-resize", resized.isEmpty && widthAfter > widthBefore,
      "width \(widthBefore) → \(widthAfter); \(resized.joined(separator: "; "))")
  }
}
