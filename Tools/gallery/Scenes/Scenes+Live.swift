// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

// Live samples: lists to fill, clear and delete from, and a search with no results.

extension SceneCatalog {
  static let live: [Scene] = [
    Scene(
      id: "live-errands", app: "Errands", situation: "Live: a list to fill, clear and trim",
      features: ["live list: add, delete, clear", "fade-in and fade-out transitions"],
      isLive: true
    ) { context in
      let pool = [
        "Return the ladder to Priya|Today", "Buy seed potatoes|Saturday market",
        "Renew bike insurance|Due Friday", "Post the birthday card|Before Thursday",
        "Oil the garden gate|This weekend", "Book the chimney sweep|Next week",
      ]
      addEditingControls(context, pool: pool, batch: 3)
      context.emptyDataSet.configuration = .statusPage(
        icon: "task-due-symbolic", title: "No Errands",
        description: "Add a few to watch the list and the empty state trade places.",
        button: "Add Sample Errands")
      context.emptyDataSet.events.didTapButton = { context.append(Array(pool.prefix(3))) }
    },
    Scene(
      id: "live-palette", app: "Palette", situation: "Live: a grid of colours to fill and clear",
      features: ["live grid: add, delete, clear", "GtkGridView"], listKind: .grid, isLive: true
    ) { context in
      let pool = [
        "#e66100|Tangerine", "#2ec27e|Fern", "#1c71d8|Harbour", "#c061cb|Heather",
        "#f5c211|Mustard", "#a51d2d|Brick", "#63452c|Walnut", "#99c1f1|Mist",
      ]
      addEditingControls(context, pool: pool, batch: 4)
      context.emptyDataSet.configuration = .statusPage(
        icon: "color-select-symbolic", title: "No Saved Colours",
        description: "Pick colours anywhere on screen and keep them here.",
        button: "Add Four Colours")
      context.emptyDataSet.events.didTapButton = { context.append(Array(pool.prefix(4))) }
    },
    Scene(
      id: "live-search", app: "Field Guide", situation: "Live: a search with no results",
      features: [
        "search results list (GtkFilterListModel)", "“no results for <query>” with a button",
        "attributed title rebuilt for each query",
      ],
      rows: FieldGuideSearch.flowers.map { "\($0)|Wildflower" }, isLive: true,
      build: { context in FieldGuideSearch(context).install() },
      prepareSnapshot: { context in
        (context.retained.first as? FieldGuideSearch)?.search("orchid")
      }
    ),
  ]

  /// Adds Add, Delete and Clear buttons that edit `context`'s rows from `pool`.
  private static func addEditingControls(_ context: SceneContext, pool: [String], batch: Int) {
    var next = 0
    context.addToolbarButton("Add \(batch)", icon: "list-add-symbolic") {
      context.append((0..<batch).map { pool[(next + $0) % pool.count] })
      next += batch
    }
    context.addToolbarButton("Delete", icon: "list-remove-symbolic") {
      context.deleteSelectedOrLast()
    }
    context.addToolbarButton("Clear", icon: "edit-clear-all-symbolic") { context.setRows([]) }
  }
}
