// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

// Styling: attributed text and markup, tints, background colours, a dark scene, button
// backgrounds and images, offsets and per-gap spacing.

extension SceneCatalog {
  static let styled: [Scene] = [
    Scene(
      id: "photo-access", app: "Shoebox", situation: "A photo library without access",
      features: ["button background image per state (drawn)", "markup button title"]
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "camera-photo-symbolic", title: "Your Photos Stay Private",
        description: "Shoebox needs your permission before it can show the pictures on this "
          + "computer.")
      configuration.button.titles.normal = .markup(
        "<span foreground='white' weight='bold'>Allow Access</span>")
      configuration.button.backgroundImages.normal = .file(Artwork.warmPill)
      configuration.button.backgroundImages.highlighted = .file(Artwork.warmPillHighlighted)
      configuration.buttonWidth = .fullWidth
      configuration.maximumContentWidth = 320
      context.emptyDataSet.configuration = configuration
    },
    Scene(
      id: "map-search", app: "Waymark", situation: "A map search with no matching places",
      features: ["attributed title (Pango attribute list)", "mixed styles and colours"]
    ) { context in
      var title = StyledText()
      title.append("No places match ")
      title.append("“quay street”", .bold, .hex(0xC64600))
      var description = StyledText()
      description.append("Check the spelling, or ")
      // GNOME's blue 4: AA (5.9:1) on the window background that shows behind the empty state.
      description.append("zoom out", .italic, .underline, .hex(0x1A5FB4))
      description.append(" to search a ")
      description.append("wider area", .bold)
      description.append(".")
      var configuration = GTKEmptyDataSetConfiguration()
      configuration.image = .icon("find-location-symbolic", size: 112)
      configuration.title = title.build()
      configuration.message = description.build()
      context.emptyDataSet.configuration = configuration
    },
    Scene(
      id: "music-dark", app: "Nocturne", situation: "A music player at night, no songs",
      features: ["dark scene", "background colour", "tinted image", "coloured markup"],
      isDark: true
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "audio-x-generic-symbolic", title: nil,
        description: "Drop audio files here, or import a folder of albums.",
        button: "Import Music")
      configuration.title = .markup(
        "<span foreground='#f3ecff'>Your Library Is </span>"
          + "<span foreground='#c061cb'>Silent</span>")
      configuration.imageProperties.tintColor = .parse("#9141ac")
      configuration.background.color = .parse("#1d1726")
      context.emptyDataSet.configuration = configuration
    },
    Scene(
      id: "greenhouse", app: "Greenhouse", situation: "A plant care app with no plants",
      features: ["background colour", "tinted image", "markup description"]
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "emoji-nature-symbolic", title: "No Plants to Water", description: nil,
        button: "Add a Plant")
      configuration.message = .markup(
        "Add a plant and Greenhouse reminds you when it is <i>thirsty</i>, "
          + "<span foreground='#26a269' weight='bold'>growing</span> or ready to repot.")
      configuration.imageProperties.tintColor = .parse("#2ec27e")
      configuration.background.color = .parse("#eef7ea")
      context.emptyDataSet.configuration = configuration
    },
    Scene(
      id: "drafts", app: "Quill", situation: "A writing app with no drafts",
      features: ["Pango markup (monospace keys, sizes)"]
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "document-edit-symbolic", title: "A Blank Page", description: nil)
      let key = "<span font_family='monospace' background='#deddda' foreground='#241f31'>"
      configuration.message = .markup(
        "Press \(key) Ctrl </span> + \(key) N </span> to start a draft.\n"
          + "<small>Drafts are saved as you type.</small>")
      context.emptyDataSet.configuration = configuration
    },
    Scene(
      id: "calendar", app: "Almanac", situation: "A calendar on a free day",
      features: ["per-gap spacing (28 / 2 / 36)", "natural-width button"]
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "x-office-calendar-symbolic", iconSize: 112, title: "No Events Today",
        description: "Enjoy the free day, or plan something for it.", button: "New Event")
      configuration.spacing = EmptyDataSetSpacing(
        imageToText: 28, titleToMessage: 2, textToButton: 36)
      context.emptyDataSet.configuration = configuration
    },
    Scene(
      id: "trails", app: "Trailhead", situation: "A hiking log, content moved by offsets",
      features: ["vertical offset (−110)", "horizontal offset (+36)"]
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "mark-location-symbolic", iconSize: 96, title: "No Hikes Logged",
        description: "Moved 110 pt up and 36 pt right of the centre, where the blue guides cross.")
      configuration.offset = EmptyDataSetOffset(vertical: -110, horizontal: 36)
      configuration.maximumContentWidth = 300
      context.emptyDataSet.configuration = configuration
    },
    Scene(
      id: "podcasts", app: "Airwaves", situation: "A podcast queue, with an image button",
      features: [
        "button image per state (normal, highlighted)", "image button named for screen readers",
      ]
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "audio-headphones-symbolic", title: "Your Queue Is Empty",
        description: "Press + to browse shows and queue an episode.")
      configuration.button.images.normal = .icon("list-add-symbolic", size: 24)
      configuration.button.images.highlighted = .icon("go-next-symbolic", size: 24)
      // Not drawn (images win over titles): the name a screen reader reads for the button.
      configuration.button.titles.normal = .plain("Browse Shows")
      context.emptyDataSet.configuration = configuration
    },
  ]
}
