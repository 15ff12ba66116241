// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import CGtkToolShim
import EmptyDataSetCore
import EmptyDataSetGTK
import Foundation
import GTKToolSupport

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
    imageAnimation(allowed: true, picture: true)
    geometryFollowsCoreLayout()
    horizontalOffsetFollowsDirection()
  }

  /// The GNOME status-page look: icon, title, description, suggested button.
  static func statusPage() -> GTKEmptyDataSetConfiguration {
    var configuration = GTKEmptyDataSetConfiguration()
    configuration.image = .icon("folder-symbolic", size: 64)
    configuration.title = .plain("No Files")
    configuration.message = .markup("Drop files here or press <b>Upload</b>.")
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
    styled.imageProperties.tintColor = .parse("#c01c28")
    styled.background.color = .parse("#fdf6e3")
    styled.spacing = .uniform(4)
    styled.offset.vertical = -20
    styled.title = .markup("<span foreground='#1c71d8'>Styled</span>")
    golden("styled", styled)
    var custom = statusPage()
    custom.customView = GTKWidget(gtk_label_new("A custom widget")!)
    golden("custom-view", custom)
    let texture = stripes()
    let path = NSTemporaryDirectory() + "gtk-check-stripes.png"
    _ = gdk_texture_save_to_png(texture, path)
    var images = statusPage()
    images.image = .file(path)
    images.button.images.normal = .paintable(GTKPaintable(texture))
    images.button.backgroundImages.normal = .file(path)
    g_object_unref(raw(texture))
    golden("file-and-paintable", images)
  }

  /// A 96×48 texture of coloured stripes, made in memory.
  static func stripes() -> OpaquePointer {
    let width = 96
    let height = 48
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        let band = x / 24
        bytes[i] = band == 0 || band == 3 ? 224 : 40
        bytes[i + 1] = band == 1 ? 180 : 60
        bytes[i + 2] = band == 2 || band == 3 ? 200 : 50
      }
    }
    let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    defer { g_bytes_unref(data) }
    return gdk_memory_texture_new(
      Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8, data, gsize(width * 4))
  }

  /// A horizontal offset moves the content right in left-to-right text and left in
  /// right-to-left text, in the real allocation.
  static func horizontalOffsetFollowsDirection() {
    var results: [String: Double] = [:]
    for (name, direction) in [("ltr", GTK_TEXT_DIR_LTR), ("rtl", GTK_TEXT_DIR_RTL)] {
      gtk_widget_set_default_direction(direction)
      var configuration = statusPage()
      configuration.offset.horizontal = 40
      guard let (window, emptyDataSet, _) = show(configuration, title: "offset-\(name)"),
        let root = emptyDataSet.emptyView?.pointer,
        let title = gtk_widget_get_next_sibling(gtk_widget_get_first_child(root)!)
      else { continue }
      var bounds = graphene_rect_t()
      _ = gtk_widget_compute_bounds(title, root, &bounds)
      results[name] =
        Double(bounds.origin.x + bounds.size.width / 2) - Double(gtk_widget_get_width(root)) / 2
      Harness.close(window)
    }
    gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR)
    CheckLog.check(
      "horizontal-offset-follows-direction", results["ltr"] == 40 && results["rtl"] == -40,
      "title centre moved by \(results)")
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

  static func brightestLuminance(_ pixels: RGBAPixels, _ frame: EmptyDataSetLayout.Rect) -> Double {
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
    configuration.background.color = .rgba(1, 0, 0)
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
    configuration.background.color = .rgba(1, 0, 0)
    configuration.fadesIn = true
    configuration.fadesOut = true
    configuration.fadeInDuration = 1.2
    configuration.fadeOutDuration = 1.2
    let fixture = ListFixture(.listView, count: 1)
    let window = Harness.window("fades", width: 320, height: 240, child: fixture.scrolledWindow)
    defer { Harness.close(window) }
    guard let emptyDataSet = GTKEmptyDataSet.attach(to: fixture.view) else { return }
    emptyDataSet.configuration = configuration
    Harness.endTurn()
    let log = EventLog(listeningTo: emptyDataSet)
    Harness.endTurn()
    func greenAtCorner() -> Int { Render.pixels(window, frames: 1)?.at(3, 236).g ?? -1 }
    /// Samples the corner until `done`, noting whether `done` had already happened (a render
    /// shows the last painted frame, so the final sample may lag by one frame).
    func samples(until done: () -> Bool) -> [(green: Int, finished: Bool)] {
      var values: [(Int, Bool)] = []
      let deadline = monotonicSeconds() + 5
      while !done() && monotonicSeconds() < deadline {
        values.append((greenAtCorner(), done()))
      }
      return values
    }
    let before = greenAtCorner()
    fixture.setCount(0)
    let fadingIn = samples(until: { log.count("didAppear") == 1 })
    Harness.pump(seconds: 0.05)
    let end = greenAtCorner()
    let intermediateIn = fadingIn.filter { $0.green > 20 && $0.green < 235 }
    CheckLog.check(
      "fade-in-pixels",
      before > 200 && !intermediateIn.isEmpty && end < 5
        && zip(fadingIn, fadingIn.dropFirst()).allSatisfy { $0.green >= $1.green - 2 },
      "green at corner: before \(before), during \(fadingIn.map(\.green)), after \(end)")
    CheckLog.check(
      "fade-in-did-appear-at-end",
      intermediateIn.contains { !$0.finished } && log.count("didAppear") == 1,
      "didAppear while partly transparent: \(intermediateIn.filter(\.finished).count) samples")
    fixture.setCount(2)
    var installedDuringFade = true
    let fadingOut = samples(until: {
      if log.count("didDisappear") == 0 && emptyDataSet.emptyView == nil {
        installedDuringFade = false
      }
      return log.count("didDisappear") == 1
    })
    Harness.pump(seconds: 0.05)
    let gone = greenAtCorner()
    CheckLog.check(
      "fade-out-pixels",
      fadingOut.contains { $0.green > 20 && $0.green < 235 } && installedDuringFade && gone > 200
        && zip(fadingOut, fadingOut.dropFirst()).allSatisfy { $0.green <= $1.green + 2 },
      "green at corner: during \(fadingOut.map(\.green)), after \(gone)")
  }

  /// A spinning icon changes its pixels over time only while animation is allowed.
  static func imageAnimation(allowed: Bool, picture: Bool = false) {
    var name = allowed ? "image-animation-runs-when-allowed" : "image-animation-still-when-not"
    var configuration = statusPage()
    configuration.image = .icon("view-refresh-symbolic", size: 96)
    if picture {
      name = "image-animation-spins-a-picture"
      let texture = stripes()
      configuration.image = .paintable(GTKPaintable(texture))
      g_object_unref(raw(texture))
    }
    configuration.imageAnimation = .spin(duration: 2)
    configuration.animatesImage = allowed
    guard let (window, emptyDataSet, _) = show(configuration, title: name),
      let frame = emptyDataSet.layout?.frame(of: .image)
    else {
      CheckLog.check(name, false, "could not attach")
      return
    }
    defer { Harness.close(window) }
    func imagePixels() -> RGBAPixels? {
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
      let elements: [EmptyDataSetLayout.Element] = [.image, .title, .message, .button]
      for element in elements {
        guard let widget = child else { break }
        child = gtk_widget_get_next_sibling(widget)
        guard let frame = layout.frame(of: element) else { continue }
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, root, &bounds)
        let actual = EmptyDataSetLayout.Rect(
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
