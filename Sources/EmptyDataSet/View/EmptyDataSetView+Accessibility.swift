// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// What VoiceOver reads: the elements in reading order (the image only when it is labelled,
  /// then the title as a heading, the description, the button, the custom view's own elements),
  /// and the text announced when focus stays elsewhere.
  extension EmptyDataSetView {
    /// Labels, identifiers and the image-only button's warning, after a new configuration.
    func updateAccessibility(from old: UIKitEmptyDataSetConfiguration) {
      let new = configuration
      // The image is read only when labelled: by the configuration, else by the image's own
      // label. A spinner is read only when the configuration labels it (the title already says
      // what is going on).
      let imageLabel = new.imageAccessibilityLabel ?? new.image?.accessibilityLabel
      imageView.isAccessibilityElement = imageLabel != nil
      imageView.accessibilityLabel = imageLabel
      activityIndicator.isAccessibilityElement = new.imageAccessibilityLabel != nil
      activityIndicator.accessibilityLabel = new.imageAccessibilityLabel
      let buttons:
        [(EmptyDataSetButton<UIKitPlatform>, EmptyDataSetButton<UIKitPlatform>, UIButton, String)] =
          [
            (new.button, old.button, button, "button"),
            (new.secondaryButton, old.secondaryButton, secondaryButton, "secondary button"),
          ]
      for (model, oldModel, view, name) in buttons {
        view.accessibilityLabel =
          model.accessibilityLabel
          ?? (model.showsImage ? model.images.normal?.accessibilityLabel : nil)
        view.accessibilityHint = model.accessibilityHint
        if model.images != oldModel.images, model.showsImage, view.accessibilityLabel == nil {
          EmptyDataSetDiagnostics.report(
            .warning,
            "The empty data set's \(name) shows only an image and has no VoiceOver label; set "
              + "the button's accessibilityLabel or the image's.")
        }
      }
      let prefix = new.accessibilityIdentifierPrefix
      accessibilityIdentifier = prefix
      imageView.accessibilityIdentifier = prefix + ".image"
      activityIndicator.accessibilityIdentifier = prefix + ".activityIndicator"
      titleLabel.accessibilityIdentifier = prefix + ".title"
      detailLabel.accessibilityIdentifier = prefix + ".message"
      button.accessibilityIdentifier = prefix + ".button"
      secondaryButton.accessibilityIdentifier = prefix + ".secondaryButton"
      customContainer.accessibilityIdentifier = prefix + ".customView"
    }

    /// Sets the reading order from what is shown.
    func updateAccessibilityElements() {
      let ordered: [UIView] = [
        imageView, activityIndicator, titleLabel, detailLabel, button, secondaryButton,
        customContainer,
      ]
      contentView.accessibilityElements = ordered.filter { view in
        guard !view.isHidden else { return false }
        // The custom view's container is not an element itself; VoiceOver reads inside it.
        return view === customContainer || view.isAccessibilityElement
      }
    }

    /// The first element VoiceOver should move to.
    var firstAccessibilityElement: Any? {
      contentView.accessibilityElements?.first ?? contentView
    }

    /// What is announced when focus stays elsewhere: the configuration's announcement when set,
    /// else the title and the description, or a custom view's own label; `nil` when there is
    /// nothing to say.
    var announcementText: String? {
      if let announcement = configuration.accessibilityAnnouncement { return announcement }
      if let customView = configuration.customView { return customView.accessibilityLabel }
      let parts = [configuration.title, configuration.message].compactMap { $0?.string }
        .filter { !$0.isEmpty }
      return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }
  }
#endif
