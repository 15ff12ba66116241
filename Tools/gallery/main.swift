// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

// The gallery: `gallery` opens a window with every scene; `gallery --snapshot DIR` renders
// every scene to PNG (starting Xvfb when there is no display), with a contact sheet and an
// index.html. See `gallery --help`.

import CGtk
import EmptyDataSetGTK
import Foundation

let usage = """
  usage: gallery [--scenes ID,ID,…]        open the gallery window
         gallery --snapshot DIR [--scenes ID,…] [--no-contact-sheet]
                                          render the scenes to DIR as PNG at 390×844 and
                                          1024×768, plus contact-sheet.png and index.html,
                                          on a private Xvfb server when one is installed
         gallery --contrast [--scenes ID,…] print the WCAG contrast of each scene's
                                          empty-state text, measured from pixels
         gallery --list                   list the scene ids
  """

/// Parsed command-line options.
struct Options {
  var snapshotDirectory: String?
  var sceneIDs: [String]?
  var contactSheet = true
  var list = false
  var contrast = false
  var help = false
}

func parseOptions(_ arguments: [String]) -> Options? {
  var options = Options()
  var index = 1
  while index < arguments.count {
    let argument = arguments[index]
    func value() -> String? {
      index += 1
      return index < arguments.count ? arguments[index] : nil
    }
    switch argument {
    case "--snapshot":
      guard let directory = value() else { return nil }
      options.snapshotDirectory = directory
    case "--scenes":
      guard let list = value() else { return nil }
      options.sceneIDs = list.split(separator: ",").map {
        String($0).trimmingCharacters(in: .whitespaces)
      }
    case "--no-contact-sheet": options.contactSheet = false
    case "--list": options.list = true
    case "--contrast": options.contrast = true
    case "--help", "-h": options.help = true
    default: return nil
    }
    index += 1
  }
  return options
}

let status: Int32 = MainActor.assumeIsolated {
  guard let options = parseOptions(CommandLine.arguments) else {
    printError(usage)
    return 2
  }
  if options.help {
    print(usage)
    return 0
  }
  if options.list {
    for scene in SceneCatalog.all { print("\(scene.id)\t\(scene.app): \(scene.situation)") }
    return 0
  }
  var scenes = SceneCatalog.all
  if let ids = options.sceneIDs {
    let unknown = ids.filter { SceneCatalog.scene($0) == nil }
    guard unknown.isEmpty else {
      printError("gallery: unknown scene(s) \(unknown.joined(separator: ", ")); see --list")
      return 2
    }
    scenes = ids.compactMap(SceneCatalog.scene)
  }
  defer { Artwork.removeFiles() }

  guard let directory = options.snapshotDirectory ?? (options.contrast ? "" : nil) else {
    guard VirtualDisplay.isDisplayAvailable else {
      printError(
        "gallery: no display. Use `gallery --snapshot DIR` for pictures, or "
          + "scripts/gallery.sh, which picks for you.")
      return 77
    }
    return GalleryApplication.run(scenes: scenes)
  }

  // Snapshot mode: deterministic pixels (cairo renderer, no accessibility bus).
  setenv("GSK_RENDERER", "cairo", 1)
  setenv("GTK_A11Y", "none", 1)
  // A private Xvfb whenever one is installed: the same pixels everywhere, and no windows
  // flashing over a desktop. The current display is used only when Xvfb is missing.
  var display: VirtualDisplay?
  if VirtualDisplay.xvfbPath != nil || !VirtualDisplay.isDisplayAvailable {
    let reason =
      VirtualDisplay.isDisplayAvailable
      ? "a private server keeps your desktop clear and the pixels repeatable"
      : "no display found"
    guard let started = VirtualDisplay.start(reason: reason) else { return 1 }
    display = started
  }
  defer { display?.stop() }
  guard gtk_init_check() != 0 else {
    printError(
      "gallery: GTK could not open the display \(getenv("DISPLAY").map { String(cString: $0) } ?? "")"
    )
    return 1
  }
  if options.contrast { return ContrastReport.run(scenes: scenes) }
  return SnapshotRunner.run(
    scenes: scenes, into: directory, contactSheet: options.contactSheet)
}
fflush(nil)
exit(status)
