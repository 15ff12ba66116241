// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

// The essentials: image, title, description and button in their plainest combinations, on each
// kind of list.

extension SceneCatalog {
  static let essentials: [Scene] = [
    Scene(
      id: "recipes", app: "Larder", situation: "A recipe box with no recipes yet",
      features: ["image, title, description and button", "configuration value", "button tap"]
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "emoji-food-symbolic", title: "No Recipes Yet",
        description: "Save the dishes you love. They will wait here, sorted by season.",
        button: "Add a Recipe")
      configuration.accessibilityIdentifierPrefix = "recipes"
      context.emptyDataSet.configuration = configuration
      context.emptyDataSet.events.didTapButton = {
        context.setRows([
          "Barley and leek soup|Winter · 40 min", "Sorrel omelette|Spring · 15 min",
          "Plum and hazelnut tart|Autumn · 1 h 10 min", "Chilled cucumber broth|Summer · 10 min",
        ])
      }
    },
    Scene(
      id: "sketchbook", app: "Margin", situation: "A sketchbook with no sketches (image only)",
      features: ["image only", "image drawn by the project (file)", "labelled image"]
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration()
      configuration.image = .file(Artwork.sketchbook)
      // The image is all there is: a screen reader reads this label for it.
      configuration.imageAccessibilityLabel = "An empty sketchbook"
      context.emptyDataSet.configuration = configuration
    },
    Scene(
      id: "ledger", app: "Tally", situation: "A budget with nothing spent (text only)",
      features: ["text only (title and description)"]
    ) { context in
      context.emptyDataSet.configuration = .statusPage(
        icon: nil, title: "Nothing Spent in March",
        description: "Expenses you log this month are added up here, by category.")
    },
    Scene(
      id: "trash", app: "Tidy", situation: "A trash folder that is already empty",
      features: ["image and title only", "no fade-in"]
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "user-trash-symbolic", title: "Trash Is Empty", description: nil)
      configuration.fadesIn = false
      context.emptyDataSet.configuration = configuration
    },
    Scene(
      id: "weather", app: "Skyline", situation: "A weather app with no saved places",
      features: ["tinted image", "uniform spacing (20)", "markup description"]
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration()
      configuration.image = .icon("weather-few-clouds-symbolic", size: 144)
      configuration.imageProperties.tintColor = .parse("#3584e4")
      configuration.title = .plain("No Places Yet")
      configuration.message = .markup(
        "Search for a town to see its <b>forecast</b> and <b>sunrise</b> here.")
      configuration.spacing = .uniform(20)
      context.emptyDataSet.configuration = configuration
    },
    Scene(
      id: "stockroom", app: "Stockroom", situation: "An inventory table with no items",
      features: ["GtkColumnView", "full-width button"], listKind: .columns,
      columns: ["Item", "Qty", "Shelf"]
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "package-x-generic-symbolic", iconSize: 96, title: "No Items in Stock",
        description: "Import a spreadsheet or scan a delivery note to fill the shelves.",
        button: "Import a Spreadsheet")
      configuration.buttonWidth = .fullWidth
      configuration.maximumContentWidth = 360
      context.emptyDataSet.configuration = configuration
      context.emptyDataSet.events.didTapButton = {
        context.setRows(["Brass hinges|120|A3", "Oak dowels|48|B1", "Linen thread|15|C7"])
      }
    },
    Scene(
      id: "contacts", app: "Roster", situation: "An address book: tap anywhere to add",
      features: ["tap on the view (didTapView)", "no button"]
    ) { context in
      context.emptyDataSet.configuration = .statusPage(
        icon: "avatar-default-symbolic", title: "No Contacts",
        description: "Tap anywhere to add the first person you want to keep in touch with.")
      context.emptyDataSet.events.didTapView = {
        context.append(["Ada Quill|ada@example.org", "Bram Oduya|+44 20 7946 0018"])
      }
    },
  ]
}
