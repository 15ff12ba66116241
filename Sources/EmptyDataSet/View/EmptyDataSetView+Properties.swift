// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// How the view carries out the properties Apple's `UIContentUnavailableConfiguration` has:
  /// the secondary button, the UIKit-only button options, text and image properties, natural
  /// alignment and the background. The frames are the core's; this file only sets views.
  extension EmptyDataSetView {
    /// The actions the view added to its buttons for ``EmptyDataSetButton/primaryAction``, so
    /// that a new configuration removes them before adding its own.
    struct InstalledButtonOptions {
      var primaryActions: [ObjectIdentifier: NSObject] = [:]
    }

    // MARK: - Buttons

    /// Sets a button up once: its title wraps, and its tap reaches `action`. A tap on iOS is
    /// touch-up-inside; a press of the select button on tvOS is the primary action. Both events
    /// are documented on UIControl.Event since iOS 9 / tvOS 9.
    func prepare(_ button: UIButton, action: Selector) {
      button.titleLabel?.numberOfLines = 0
      button.titleLabel?.lineBreakMode = .byWordWrapping
      button.titleLabel?.textAlignment = .center
      #if os(tvOS)
        button.addTarget(self, action: action, for: .primaryActionTriggered)
      #else
        button.addTarget(self, action: action, for: .touchUpInside)
      #endif
    }

    /// Shows `model` on `button`: images per state (titles are set with the text, see
    /// `restyleText()`), enabled state, alignment, and the UIKit-only options.
    func showContent(of model: EmptyDataSetButton<UIKitPlatform>, on button: UIButton) {
      showOptions(of: model, on: button)
      let legacy = !hasConfiguration(button)
      for state in EmptyDataSetControlState.allCases {
        let uiState = Self.uiState(state)
        button.setImage(legacy ? model.images[state] : nil, for: uiState)
        button.setBackgroundImage(legacy ? model.backgroundImages[state] : nil, for: uiState)
      }
      button.isEnabled = !model.isDisabled
      let natural = configuration.alignment == .natural
      button.contentHorizontalAlignment = natural ? .leading : .center
      button.titleLabel?.textAlignment = natural ? .natural : .center
    }

    /// True when `button` is drawn by a `UIButton.Configuration` (iOS 15 and later).
    func hasConfiguration(_ button: UIButton) -> Bool {
      if #available(iOS 15, tvOS 15, *) { return button.configuration != nil }
      return false
    }

    /// The configuration, role, primary action and menu, where the system has them.
    private func showOptions(of model: EmptyDataSetButton<UIKitPlatform>, on button: UIButton) {
      if #available(iOS 15, tvOS 15, *) {
        button.configuration = model.configuration
      }
      guard #available(iOS 14, tvOS 14, *) else { return }
      button.role = model.role
      let key = ObjectIdentifier(button)
      if let old = installedButtonOptions.primaryActions[key] as? UIAction,
        old !== model.primaryAction
      {
        button.removeAction(old, for: .primaryActionTriggered)
        installedButtonOptions.primaryActions[key] = nil
      }
      if let action = model.primaryAction, installedButtonOptions.primaryActions[key] == nil {
        button.addAction(action, for: .primaryActionTriggered)
        installedButtonOptions.primaryActions[key] = action
      }
      #if os(iOS) || os(visionOS)
        button.menu = model.menu
        button.showsMenuAsPrimaryAction = model.menu != nil
      #endif
    }

    // MARK: - Text

    /// Lines, line break and shrinking of one label, after its text is set (a line break mode
    /// set after the text applies to the whole of it), and its alignment.
    func apply(_ properties: EmptyDataSetTextProperties, to label: UILabel) {
      label.numberOfLines = properties.numberOfLines
      label.lineBreakMode = Self.lineBreakMode(properties.lineBreak)
      label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
      label.minimumScaleFactor = CGFloat(properties.minimumScaleFactor)
      label.textAlignment = configuration.alignment == .natural ? .natural : .center
    }

    /// UIKit's line break mode for ours.
    static func lineBreakMode(_ lineBreak: EmptyDataSetTextProperties.LineBreak)
      -> NSLineBreakMode
    {
      switch lineBreak {
      case .wordWrap: .byWordWrapping
      case .characterWrap: .byCharWrapping
      case .clip: .byClipping
      case .truncateHead: .byTruncatingHead
      case .truncateMiddle: .byTruncatingMiddle
      case .truncateTail: .byTruncatingTail
      }
    }

    // MARK: - Image

    /// Rounded corners, the invert-colours exemption, the symbol configuration, and the tint of
    /// the spinner (Apple applies the image properties to its loading indicator too).
    func showImageProperties(_ new: UIKitEmptyDataSetConfiguration) {
      let properties = new.imageProperties
      imageView.layer.cornerRadius = CGFloat(properties.cornerRadius)
      if #available(iOS 13, tvOS 13, *) { imageView.layer.cornerCurve = .continuous }
      imageView.clipsToBounds = properties.cornerRadius > 0
      imageView.accessibilityIgnoresInvertColors = properties.accessibilityIgnoresInvertColors
      if #available(iOS 13, tvOS 13, *) {
        imageView.preferredSymbolConfiguration = new.imageSymbolConfiguration
      }
      activityIndicator.color = properties.tintColor ?? defaultIndicatorColor
    }

    // MARK: - Background

    /// The background's colour, line, corners and visual effect.
    func showBackground(_ new: UIKitEmptyDataSetConfiguration) {
      backgroundView.show(new.background, effect: new.backgroundVisualEffect)
      // A card scrolls with the content it surrounds; a fill stays with the visible area.
      let parent: UIView = new.background.contentPadding == nil ? self : contentView
      if backgroundView.superview !== parent {
        backgroundView.removeFromSuperview()
        parent.insertSubview(backgroundView, at: 0)
      }
    }
  }
#endif
