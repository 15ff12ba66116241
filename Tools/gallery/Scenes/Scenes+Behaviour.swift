// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

// Behaviour: taps, image animations, forced display over rows, scrolling, button states and
// a plain scrolled window reloaded by hand.

extension SceneCatalog {
  static let behaviour: [Scene] = [
    Scene(
      id: "offline-notes", app: "Jot", situation: "A notes app while offline",
      features: [
        "tap handling (button and view)", "tinted image", "highlighted button title",
        "configuration replaced on each tap",
      ]
    ) { context in
      OfflineNotes(context).install()
    },
    Scene(
      id: "inbox-loading", app: "Postbox", situation: "An inbox while mail is loading",
      features: ["animated image (spin)", "fade-out when mail arrives (4 s after opening)"]
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "view-refresh-symbolic", iconSize: 96, title: "Fetching Mail…",
        description: "Checking three accounts. New messages appear as they arrive.")
      configuration.imageAnimation = .spin(duration: 1.2)
      configuration.animatesImage = true
      configuration.imageProperties.tintColor = .parse("#3584e4")
      context.emptyDataSet.configuration = configuration
      let mail = [
        "Mirela Stan|Seed swap on Saturday?", "Harbour Library|Your hold is ready",
        "Otto Brandt|Re: cabin photos",
      ]
      context.addToolbarButton("Reload", icon: "view-refresh-symbolic") {
        context.setRows([])
        _ = addTimeout(intervalMilliseconds: 2500) {
          context.setRows(mail)
          return false
        }
      }
      context.onFirstShow {
        _ = addTimeout(intervalMilliseconds: 4000) {
          context.setRows(mail)
          return false
        }
      }
    },
    Scene(
      id: "pairing", app: "Beacon", situation: "Pairing headphones, searching",
      features: ["animated image (pulse)", "GtkGridView"], listKind: .grid
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "bluetooth-active-symbolic", title: "Looking for Devices",
        description: "Keep your headphones close by and in pairing mode.")
      configuration.imageAnimation = .pulse(duration: 1.6)
      configuration.animatesImage = true
      configuration.imageProperties.tintColor = .parse("#1c71d8")
      context.emptyDataSet.configuration = configuration
    },
    Scene(
      id: "forced-notice", app: "Dispatch", situation: "A support queue with a forced notice",
      features: [
        "forced display with rows present", "translucent background colour",
        "touch passes through to the rows", "vertical offset",
      ],
      rows: [
        "#4821 Printer on floor 2 jams|Opened 09:12 · Kemal",
        "#4822 New starter laptop|Opened 09:40",
        "#4823 VPN drops at noon|Opened 10:05 · Ines", "#4824 Badge reader offline|Opened 10:31",
        "#4825 Shared drive quota|Opened 11:02", "#4826 Projector cable missing|Opened 11:20",
        "#4827 Password reset|Opened 11:47 · Kemal",
      ]
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "dialog-warning-symbolic", iconSize: 56, title: "Maintenance Tonight",
        description: "Replies pause from 22:00 to 23:00. Tickets stay open and clickable.")
      configuration.isForcedToDisplay = true
      configuration.allowsTouch = false
      configuration.imageProperties.tintColor = .parse("#c64600")
      configuration.background.color = GTKColor(red: 1, green: 0.96, blue: 0.86, alpha: 0.5)
      configuration.offset = EmptyDataSetOffset(vertical: 210)
      configuration.spacing = .uniform(6)
      context.emptyDataSet.configuration = configuration
    },
    Scene(
      id: "news-refresh", app: "Tidings", situation: "A news feed: scroll up to refresh",
      features: ["scrolling allowed (pull-to-refresh style)", "animation switched on demand"]
    ) { context in
      NewsRefresh(context).install()
    },
    Scene(
      id: "backup", app: "Keepsafe", situation: "A backup app with no drive plugged in",
      features: ["disabled button with its own title", "button state changes"]
    ) { context in
      var configuration = GTKEmptyDataSetConfiguration.statusPage(
        icon: "drive-harddisk-usb-symbolic", title: "No Backup Drive",
        description: "Plug in a drive and Keepsafe copies your files to it every hour.",
        button: "Back Up Now")
      configuration.button.titles.disabled = .plain("Waiting for a Drive…")
      configuration.button.isDisabled = true
      context.emptyDataSet.configuration = configuration
      context.addToolbarButton("Plug In a Drive", icon: "media-removable-symbolic") {
        context.emptyDataSet.configuration?.button.isDisabled.toggle()
      }
      context.emptyDataSet.events.didTapButton = {
        context.setRows(["Backup 1|Today 14:02 · 12.4 GB"])
      }
    },
    Scene(
      id: "vault", app: "Lockbox", situation: "A locked vault (plain scrolled window)",
      features: [
        "GtkScrolledWindow host", "shouldDisplay set by the app (locked or not)",
        "natural-width button (GTK's default)", "background colour",
      ],
      listKind: .scrolled
    ) { context in
      LockedVault(context).install()
    },
  ]
}

/// The offline notes scene: content as a configuration value, replaced on each tap of the
/// button or the view, which it counts.
@MainActor
final class OfflineNotes {
  private unowned let context: SceneContext
  private var attempts = 0
  private var viewTaps = 0

  init(_ context: SceneContext) { self.context = context }

  /// Shows the first configuration and starts counting taps.
  func install() {
    context.retained.append(self)
    context.emptyDataSet.configuration = configuration
    context.emptyDataSet.events.didTapButton = { [weak self] in
      guard let self else { return }
      attempts += 1
      context.emptyDataSet.configuration = configuration
    }
    context.emptyDataSet.events.didTapView = { [weak self] in
      guard let self else { return }
      viewTaps += 1
      context.emptyDataSet.configuration = configuration
    }
  }

  /// What the empty data set shows after the taps so far.
  private var configuration: GTKEmptyDataSetConfiguration {
    let description: String
    if attempts > 0 {
      description =
        "Still offline after \(attempts) \(attempts == 1 ? "try" : "tries"). Notes you write "
        + "are safe on this device."
    } else if viewTaps > 0 {
      description = "Press Try Again to check the connection."
    } else {
      description = "Notes you write now stay on this device and sync when you reconnect."
    }
    var configuration = GTKEmptyDataSetConfiguration.statusPage(
      icon: "network-offline-symbolic", iconSize: 112, title: "You’re Offline",
      description: description, button: "Try Again")
    configuration.button.titles.highlighted = .plain("Check Connection")
    configuration.imageProperties.tintColor = .parse("#e5a50a")
    return configuration
  }
}

/// The vault scene: shown while locked; the button unlocks and the plain content appears. A
/// plain scrolled window counts as empty, so whether the vault shows is the app's to say
/// (`shouldDisplay`).
@MainActor
final class LockedVault {
  private unowned let context: SceneContext
  private var hasLockButton = false

  init(_ context: SceneContext) {
    self.context = context
    if let label = context.plainContent {
      gtk_label_set_text(
        cast(label), "Garden shed padlock · 4417\nRouter · ••••••••\nBike lock · 0932")
    }
  }

  /// Shows the locked vault; its button unlocks.
  func install() {
    context.retained.append(self)
    context.emptyDataSet.configuration = Self.configuration(isLocked: true)
    context.emptyDataSet.events.didTapButton = { [weak self] in self?.unlock() }
  }

  private static func configuration(isLocked: Bool) -> GTKEmptyDataSetConfiguration {
    var configuration = GTKEmptyDataSetConfiguration()
    configuration.image = .icon("channel-secure-symbolic")
    configuration.title = .plain("Vault Locked")
    configuration.message = .plain(
      "Unlock to see your saved codes. Lockbox locks again after five minutes.")
    configuration.button.titles.normal = .plain("Unlock")
    configuration.background.color = .parse("#f6f5f4")
    configuration.shouldDisplay = isLocked
    return configuration
  }

  private func unlock() {
    context.emptyDataSet.configuration = Self.configuration(isLocked: false)
    guard !hasLockButton else { return }
    hasLockButton = true
    context.addToolbarButton("Lock", icon: "system-lock-screen-symbolic") { [weak self] in
      self?.context.emptyDataSet.configuration = Self.configuration(isLocked: true)
    }
  }
}
