// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

/// One page of the gallery: an invented app in a situation where its list is empty, and the
/// code that dresses the empty data set for it.
@MainActor
struct Scene {
  /// The kind of list the scene's empty data set is attached to.
  enum ListKind {
    case list, grid, columns, scrolled
  }

  /// A stable identifier, used for file names and `--scenes`.
  let id: String
  /// The invented app's name, shown in the scene's header.
  let app: String
  /// The situation in a few words, shown under the app name and in the sidebar.
  let situation: String
  /// The features of the library the scene demonstrates (for the index and the docs).
  let features: [String]
  /// The list the empty data set is attached to.
  var listKind: ListKind = .list
  /// Column titles for `.columns`.
  var columns: [String] = ["Name"]
  /// Rows the list starts with.
  var rows: [String] = []
  /// Draws the scene in dark colours, whatever the gallery's theme.
  var isDark = false
  /// A live sample (listed in its own sidebar section).
  var isLive = false
  /// Builds the scene's empty data set, toolbar and behaviour.
  let build: @MainActor (SceneContext) -> Void
  /// Puts the scene in the state its snapshot shows (after `build`); nothing by default.
  var prepareSnapshot: (@MainActor (SceneContext) -> Void)?
}
