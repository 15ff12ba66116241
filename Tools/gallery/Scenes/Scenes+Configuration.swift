// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

// What Apple's content-unavailable configuration offers, on GTK: a second button, natural
// alignment in a wide window, a rounded image with a maximum size, and a card background; each
// light and dark, natural alignment also right to left.

extension SceneCatalog {
  static let configuration: [Scene] = [
    helpDesk(dark: false), helpDesk(dark: true),
    printers(rightToLeft: false), printers(rightToLeft: true),
    album(dark: false), album(dark: true),
    invoices(dark: false), invoices(dark: true),
  ]

  /// Two buttons: the suggested action and a plain pill under it.
  static func helpDesk(dark: Bool) -> Scene {
    Scene(
      id: dark ? "help-desk-dark" : "help-desk", app: "Switchboard",
      situation: dark ? "A support inbox at night, no tickets" : "A support inbox with no tickets",
      features: ["two buttons (suggested and plain pill)", "secondary button's own event"]
        + (dark ? ["dark scene"] : []),
      isDark: dark
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "mail-unread-symbolic", title: "No Open Tickets",
        description: "Questions from customers land here. Start one yourself, or read what "
          + "others asked before.",
        button: "New Ticket")
      configuration.secondaryButton.titles.normal = .plain("Browse Help Articles")
      configuration.secondaryButton.accessibilityHint = "Opens the help centre."
      context.emptyDataSet.configuration = configuration
      context.emptyDataSet.events.didTapButton = {
        context.setRows(["Ticket #1042|Printer keeps jamming · just now"])
      }
      context.emptyDataSet.events.didTapSecondaryButton = {
        context.setRows(["How do I reset my password?|Help article", "Refunds|Help article"])
      }
    }
  }

  /// Natural alignment in a wide window: text and buttons at the leading edge.
  static func printers(rightToLeft: Bool) -> Scene {
    Scene(
      id: rightToLeft ? "printers-rtl" : "printers", app: rightToLeft ? "طابعات" : "Printers",
      situation: rightToLeft
        ? "Right to left: natural alignment in Arabic"
        : "Settings: no printers, aligned to the leading edge",
      features: ["natural alignment (leading edge)", "two buttons", "margins"]
        + (rightToLeft ? ["right-to-left (mirrored)"] : [])
    ) { context in
      if rightToLeft { context.setDirection(GTK_TEXT_DIR_RTL) }
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "printer-symbolic", iconSize: 96,
        title: rightToLeft ? "لا توجد طابعات" : "No Printers",
        description: rightToLeft
          ? "أضف طابعة لتطبع المستندات والصور من هذا الجهاز."
          : "Add a printer to print documents and photos from this computer.",
        button: rightToLeft ? "إضافة طابعة" : "Add Printer")
      configuration.secondaryButton.titles.normal = .plain(
        rightToLeft ? "حل المشكلات" : "Troubleshoot")
      configuration.alignment = .natural
      configuration.margins.leading = 24
      context.emptyDataSet.configuration = configuration
    }
  }

  /// A photograph with rounded corners, no larger than its maximum size.
  static func album(dark: Bool) -> Scene {
    Scene(
      id: dark ? "album-dark" : "album", app: "Postcard",
      situation: dark ? "A travel album at night, no trips" : "A travel album with no trips",
      features: ["rounded image (corner radius)", "image maximum size"]
        + (dark ? ["dark scene"] : []),
      isDark: dark
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: nil, title: "No Trips Yet",
        description: "Photos you take away from home are gathered here, one album per trip.",
        button: "Import Photos")
      configuration.image = .file(Artwork.landscape)
      configuration.imageProperties.cornerRadius = 20
      configuration.imageProperties.maximumSize = EmptyDataSetLayout.Size(width: 240, height: 0)
      configuration.imageAccessibilityLabel = "Hills under a summer sun"
      context.emptyDataSet.configuration = configuration
    }
  }

  /// A card: a rounded fill with a line, around the content.
  static func invoices(dark: Bool) -> Scene {
    Scene(
      id: dark ? "invoices-dark" : "invoices", app: "Tollgate",
      situation: dark
        ? "Invoicing at night, nothing billed" : "An invoicing app with nothing billed",
      features: ["card background (fill, stroke, corner radius, content padding)"]
        + (dark ? ["dark scene"] : []),
      isDark: dark
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "x-office-spreadsheet-symbolic", iconSize: 80, title: "Nothing Billed Yet",
        description: "Invoices you send appear here with their due dates.",
        button: "Create Invoice")
      configuration.background.color = .parse(dark ? "#2a2438" : "#fbf7ee")
      configuration.background.strokeColor = .parse(dark ? "#5e4f80" : "#e5d8b8")
      configuration.background.strokeWidth = 1.5
      configuration.background.cornerRadius = 18
      configuration.background.contentPadding = .all(28)
      // Narrow enough that the card and its padding fit a phone.
      configuration.maximumContentWidth = 300
      context.emptyDataSet.configuration = configuration
    }
  }
}
