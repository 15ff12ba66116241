// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK

/// Window mode: a `GtkApplication` whose window shows the scenes.
@MainActor
enum GalleryApplication {
  /// Runs the application until its window closes; returns its exit status.
  static func run(scenes: [Scene]) -> Int32 {
    let application = gtk_application_new(
      "org.emptydataset.Gallery", G_APPLICATION_NON_UNIQUE)!
    connectVoid(raw(application), "activate") {
      GalleryWindow.present(application: application, scenes: scenes)
    }
    // GApplication rejects options it does not know, so it only gets the program name.
    var arguments = [strdup(CommandLine.arguments[0])]
    defer { arguments.forEach { free($0) } }
    let status = arguments.withUnsafeMutableBufferPointer { buffer in
      g_application_run(cast(application), 1, buffer.baseAddress)
    }
    g_object_unref(raw(application))
    return status
  }
}
