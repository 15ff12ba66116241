// EmptyDataSet · GTKToolSupport
// Licensed under the MIT licence; see LICENSE.

import CGtk

#if canImport(Glibc)
  import Glibc
#endif

/// libadwaita, loaded at run time when it is installed: what the benchmarks' peer (a `GtkStack`
/// with an `AdwStatusPage`) and the side-by-side render need, and nothing more.
///
/// The package never links libadwaita: `swift build` and `swift test` work without it. A tool
/// that wants the peer calls ``load()``, which opens `libadwaita-1.so.0` (Debian's
/// `libadwaita-1-0`, which `scripts/install-dependencies.sh` installs) and looks up the few
/// functions below; without it the tool says what it skipped. The prototypes are those of
/// libadwaita 1.2's headers (`adw-main.h`, `adw-status-page.h`, `adw-style-manager.h`).
@MainActor
package struct Adwaita {
  private typealias Initialize = @convention(c) () -> Void
  private typealias MakeWidget = @convention(c) () -> UnsafeMutablePointer<GtkWidget>?
  private typealias SetString =
    @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?)
    -> Void
  private typealias SetWidget =
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafeMutablePointer<GtkWidget>?
    ) -> Void
  private typealias GetVersion = @convention(c) () -> guint
  private typealias DefaultManager = @convention(c) () -> UnsafeMutableRawPointer?
  private typealias SetScheme = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Void

  private let initialize: Initialize
  private let statusPageNew: MakeWidget
  private let setIconName: SetString
  private let setTitle: SetString
  private let setDescription: SetString
  private let setChild: SetWidget
  private let styleManager: DefaultManager
  private let setColorScheme: SetScheme
  /// The loaded library's version, as "1.2.2".
  package let version: String

  private static var initialized = false

  /// Opens libadwaita and looks up its functions; a sentence saying why not on failure.
  package static func load() -> Result<Adwaita, AdwaitaUnavailable> {
    guard let handle = dlopen("libadwaita-1.so.0", RTLD_NOW | RTLD_GLOBAL) else {
      return .failure(
        AdwaitaUnavailable(
          reason: "libadwaita-1.so.0 is not installed (apt-get install libadwaita-1-0, as "
            + "scripts/install-dependencies.sh does)"))
    }
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
      dlsym(handle, name).map { unsafeBitCast($0, to: type) }
    }
    guard let initialize = symbol("adw_init", as: Initialize.self),
      let statusPageNew = symbol("adw_status_page_new", as: MakeWidget.self),
      let setIconName = symbol("adw_status_page_set_icon_name", as: SetString.self),
      let setTitle = symbol("adw_status_page_set_title", as: SetString.self),
      let setDescription = symbol("adw_status_page_set_description", as: SetString.self),
      let setChild = symbol("adw_status_page_set_child", as: SetWidget.self),
      let styleManager = symbol("adw_style_manager_get_default", as: DefaultManager.self),
      let setColorScheme = symbol("adw_style_manager_set_color_scheme", as: SetScheme.self),
      let major = symbol("adw_get_major_version", as: GetVersion.self),
      let minor = symbol("adw_get_minor_version", as: GetVersion.self),
      let micro = symbol("adw_get_micro_version", as: GetVersion.self)
    else {
      return .failure(AdwaitaUnavailable(reason: "libadwaita-1.so.0 lacks a function of 1.2"))
    }
    return .success(
      Adwaita(
        initialize: initialize, statusPageNew: statusPageNew, setIconName: setIconName,
        setTitle: setTitle, setDescription: setDescription, setChild: setChild,
        styleManager: styleManager, setColorScheme: setColorScheme,
        version: "\(major()).\(minor()).\(micro())"))
  }

  /// `adw_init()`, once per process (after `gtk_init`): libadwaita's style sheet replaces
  /// GTK's theme for every window of the process from then on, as in an app that uses it.
  package func initializeOnce() {
    guard !Self.initialized else { return }
    Self.initialized = true
    initialize()
  }

  /// Forces the dark (or light) style for the whole process (`AdwStyleManager:color-scheme`).
  package func setDark(_ dark: Bool) {
    // ADW_COLOR_SCHEME_FORCE_LIGHT = 1, ADW_COLOR_SCHEME_FORCE_DARK = 4.
    setColorScheme(styleManager(), dark ? 4 : 1)
  }

  /// A new `AdwStatusPage` (floating) with an icon, a title, a description and `child` (any
  /// of them may be nil), as an app builds one.
  package func makeStatusPage(
    iconName: String?, title: String?, description: String?,
    child: UnsafeMutablePointer<GtkWidget>?
  ) -> UnsafeMutablePointer<GtkWidget> {
    let page = statusPageNew()!
    let raw = UnsafeMutableRawPointer(page)
    if let iconName { setIconName(raw, iconName) }
    if let title { setTitle(raw, title) }
    if let description { setDescription(raw, description) }
    if let child { setChild(raw, child) }
    return page
  }
}

/// Why libadwaita could not be used.
package struct AdwaitaUnavailable: Error, CustomStringConvertible {
  package let reason: String
  package var description: String { reason }
}
