// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

// States: loading, no results, failed and offline, with the presets in several languages.

extension SceneCatalog {
  static let states: [Scene] = [
    Scene(
      id: "states-loading", app: "Wavelength", situation: "Podcasts loading for the first time",
      features: ["loading state with the preset (GtkSpinner)", "EmptyDataSetState.loading"]
    ) { context in
      context.emptyDataSet.configuration = .emptyList(localization: .language("en"))
      context.emptyDataSet.localization = .language("en")
      context.showState(.loading)
    },
    Scene(
      id: "states-no-results", app: "Larder", situation: "A recipe search that found nothing",
      features: ["no-results preset with the query quoted", "EmptyDataSetState.noResults"]
    ) { context in
      context.emptyDataSet.localization = .language("en")
      context.showState(.noResults(query: "saffron buns"))
    },
    Scene(
      id: "states-failed", app: "Nimbus", situation: "A forecast that failed to load",
      features: ["failed preset with the app's own message", "retry goes back to loading"]
    ) { context in
      context.emptyDataSet.localization = .language("en")
      context.emptyDataSet.events.retry = {
        context.emptyDataSet.state = .failed(message: "The weather service is still down.")
      }
      context.showState(
        .failed(message: "The weather service did not answer. Your saved places are safe."))
    },
    Scene(
      id: "states-offline", app: "Dispatch", situation: "A news reader without a connection",
      features: ["offline preset", "EmptyDataSetState.offline"]
    ) { context in
      context.emptyDataSet.localization = .language("en")
      context.showState(.offline)
    },
    Scene(
      id: "states-empty-list", app: "Shelf", situation: "A reading list with the plain preset",
      features: ["empty-list preset as the 'no items' configuration"]
    ) { context in
      context.emptyDataSet.configuration = .emptyList(localization: .language("en"))
    },
    Scene(
      id: "states-custom-loading", app: "Herbarium",
      situation: "Loading with the app's own words, preset look kept",
      features: ["setConfiguration(_:for: .loading) adjusts one field of a preset"]
    ) { context in
      var loading = GTKEmptyDataSetConfiguration.loading(localization: .language("en"))
      loading.title = .plain("Pressing Your Specimens…")
      loading.message = .plain("Large collections take a moment the first time.")
      context.emptyDataSet.setConfiguration(loading, for: .loading)
      context.showState(.loading)
    },
    Scene(
      id: "states-arabic", app: "مكتبة", situation: "Right to left: a search in Arabic",
      features: ["Arabic presets", "right-to-left layout (mirrored offset)", "quoted query «…»"]
    ) { context in
      context.setDirection(GTK_TEXT_DIR_RTL)
      context.emptyDataSet.localization = .language("ar")
      var look = GTKEmptyDataSetConfiguration()
      look.offset.horizontal = 24  // toward the trailing edge: the left, in Arabic
      context.emptyDataSet.configuration = look
      context.showState(.noResults(query: "نجيب محفوظ"))
    },
    Scene(
      id: "states-japanese", app: "写真帳", situation: "Japanese: a photo album while offline",
      features: ["Japanese presets (CJK text)", "offline preset with a retry button"]
    ) { context in
      context.emptyDataSet.localization = .language("ja")
      context.showState(.offline)
    },
  ]
}

extension SceneContext {
  /// Sets `state` so that it shows at once, in the gallery and in its snapshots: no show delay
  /// and no minimum duration (the live timeline scene shows the real timing).
  func showState(_ state: EmptyDataSetState) {
    emptyDataSet.timing = EmptyDataSetTiming(showDelay: 0, minimumDuration: 0)
    emptyDataSet.state = state
  }

  /// Sets the text direction of the scene and everything in it.
  func setDirection(_ direction: GtkTextDirection) {
    func apply(_ widget: UnsafeMutablePointer<GtkWidget>) {
      gtk_widget_set_direction(widget, direction)
      var child = gtk_widget_get_first_child(widget)
      while let current = child {
        apply(current)
        child = gtk_widget_get_next_sibling(current)
      }
    }
    apply(root)
  }
}
