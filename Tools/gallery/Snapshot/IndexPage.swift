// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import Foundation

/// The snapshot folder's `index.html`: every scene with its pictures (relative links), its
/// invented app and situation, and the features it demonstrates.
@MainActor
enum IndexPage {
  /// Writes `index.html` into `directory`.
  static func write(scenes: [Scene], in directory: String, hasContactSheet: Bool) {
    var html = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8">
      <title>EmptyDataSet gallery</title>
      <style>
      body { font-family: system-ui, sans-serif; margin: 2rem; background: #f6f5f4; color: #241f31; }
      .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
        gap: 1.5rem; }
      .card { background: white; border-radius: 12px; padding: 1rem;
        box-shadow: 0 1px 3px rgba(0,0,0,.12); }
      .card img { width: 100%; border-radius: 6px; border: 1px solid #deddda; }
      .card h2 { font-size: 1.05rem; margin: .6rem 0 .1rem; }
      .card p { margin: 0 0 .4rem; color: #5e5c64; font-size: .9rem; }
      .card ul { padding-left: 1.1rem; margin: .3rem 0; font-size: .85rem; }
      .card code { font-size: .8rem; }
      </style></head><body>
      <h1>EmptyDataSet gallery</h1>
      <p>\(scenes.count) scenes, each rendered at 390×844 and 1024×768 with the GTK 4 backend.
      """
    if hasContactSheet {
      html += " <a href=\"\(ContactSheet.fileName)\">Contact sheet</a>."
    }
    html += "</p>\n<div class=\"grid\">\n"
    for scene in scenes {
      let phone = SnapshotRunner.fileName(scene, SnapshotRunner.sizes[0])
      let desktop = SnapshotRunner.fileName(scene, SnapshotRunner.sizes[1])
      html += """
        <div class="card" id="\(escape(scene.id))">
        <a href="\(phone)"><img src="\(phone)" alt="\(escape(scene.app)): \
        \(escape(scene.situation))"></a>
        <h2>\(escape(scene.app))</h2><p>\(escape(scene.situation))</p>
        <ul>\(scene.features.map { "<li>\(escape($0))</li>" }.joined())</ul>
        <p><a href="\(phone)">390×844</a> · <a href="\(desktop)">1024×768</a> ·
        <code>\(escape(scene.id))</code></p>
        </div>

        """
    }
    html += "</div>\n</body></html>\n"
    try? html.write(toFile: "\(directory)/index.html", atomically: true, encoding: .utf8)
  }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
