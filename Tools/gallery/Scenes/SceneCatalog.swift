// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetCore
import EmptyDataSetGTK

/// Every scene of the gallery, in sidebar order.
@MainActor
enum SceneCatalog {
  /// The scenes: empty states first, then loading, failed and search states, then the live
  /// samples.
  static let all: [Scene] =
    essentials + styled + configuration + behaviour + customViews + states + live
    + [statesLive]

  /// The scene with `id`, or `nil`.
  static func scene(_ id: String) -> Scene? { all.first { $0.id == id } }
}

extension GTKEmptyDataSetConfiguration {
  /// A GNOME status page: a symbolic icon, a title, a description and an optional button.
  static func statusPage(
    icon: String?, iconSize: Int = 128, title: String?, description: String?,
    button: String? = nil
  ) -> Self {
    var configuration = Self()
    configuration.image = icon.map { .icon($0, size: iconSize) }
    configuration.title = title.map { .plain($0) }
    configuration.message = description.map { .plain($0) }
    configuration.button.titles.normal = button.map { .plain($0) }
    configuration.buttonWidth = .natural
    return configuration
  }
}
