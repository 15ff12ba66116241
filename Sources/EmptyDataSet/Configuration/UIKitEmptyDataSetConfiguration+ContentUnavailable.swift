// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension EmptyDataSetConfiguration where Platform == UIKitPlatform {
    /// A configuration that shows Apple's `contentUnavailable` configuration (iOS 17) with our
    /// detection of emptiness, timing rules, callbacks and accessibility.
    ///
    /// Every property Apple's configuration has that ours can show is carried over: image and
    /// its properties, both texts (the attributed one when set, else the plain one, with the
    /// text properties' font and colour wherever the text has none), both buttons as their
    /// `UIButton.Configuration` with action, menu, role and enabled state, alignment, margins,
    /// the axes that keep the list's layout margins, the four paddings and the background
    /// (colour, line, corner radius, insets, visual effect). The buttons take their natural
    /// width, as Apple's do. What cannot be carried over (a custom background view, a
    /// background image, colour transformers, …) is reported once as a warning and left out;
    /// "Apple's Configuration and Ours" in the documentation lists each property.
    ///
    /// Apple's loading configuration draws its spinner from private state: pass
    /// `showsActivityIndicator: true` for ours.
    ///
    /// ```swift
    /// var search = UIContentUnavailableConfiguration.search()
    /// search.secondaryText = "No results for “\(query)”."
    /// tableView.setEmptyDataSetConfiguration(.init(contentUnavailable: search), for: .noResults)
    /// tableView.emptyDataSetConfiguration = .init(contentUnavailable: .empty())
    /// ```
    @available(iOS 17, tvOS 17, *)
    public init(
      contentUnavailable apple: UIContentUnavailableConfiguration,
      showsActivityIndicator: Bool = false
    ) {
      self.init()
      var report = EmptyDataSetMappingReport(source: "UIContentUnavailableConfiguration")
      self.showsActivityIndicator = showsActivityIndicator
      image = apple.image
      imageProperties = Self.imageProperties(apple.imageProperties)
      imageSymbolConfiguration = apple.imageProperties.preferredSymbolConfiguration
      title = Self.text(apple.attributedText, apple.text, apple.textProperties)
      titleProperties = Self.textProperties(
        apple.textProperties, named: "textProperties", into: &report)
      message = Self.text(
        apple.secondaryAttributedText, apple.secondaryText, apple.secondaryTextProperties)
      messageProperties = Self.textProperties(
        apple.secondaryTextProperties, named: "secondaryTextProperties", into: &report)
      button = Self.button(apple.button, apple.buttonProperties)
      secondaryButton = Self.button(apple.secondaryButton, apple.secondaryButtonProperties)
      buttonWidth = .natural
      alignment = apple.alignment == .natural ? .natural : .center
      let margins = apple.directionalLayoutMargins
      self.margins = EmptyDataSetMargins(
        top: Double(margins.top), leading: Double(margins.leading),
        bottom: Double(margins.bottom), trailing: Double(margins.trailing))
      var axes: EmptyDataSetAxes = []
      if apple.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
        axes.insert(.horizontal)
      }
      if apple.axesPreservingSuperviewLayoutMargins.contains(.vertical) { axes.insert(.vertical) }
      axesPreservingListMargins = axes
      spacing = EmptyDataSetSpacing(
        imageToText: Double(apple.imageToTextPadding),
        titleToMessage: Double(apple.textToSecondaryTextPadding),
        textToButton: Double(apple.textToButtonPadding),
        buttonToSecondaryButton: Double(apple.buttonToSecondaryButtonPadding))
      applyBackground(apple.background, into: &report)
      report.report()
    }

    // MARK: - Parts

    @available(iOS 17, tvOS 17, *)
    private static func imageProperties(
      _ apple: UIContentUnavailableConfiguration.ImageProperties
    ) -> EmptyDataSetImageProperties<UIKitPlatform> {
      let size = apple.maximumSize
      let limited = size.width > 0 || size.height > 0
      return EmptyDataSetImageProperties(
        tintColor: apple.tintColor, cornerRadius: Double(apple.cornerRadius),
        maximumSize: limited
          ? EmptyDataSetLayout.Size(width: Double(size.width), height: Double(size.height)) : nil,
        accessibilityIgnoresInvertColors: apple.accessibilityIgnoresInvertColors)
    }

    /// The attributed text, else the plain one, with the properties' font and colour wherever
    /// it has none (Apple's attributed text wins over the text properties too).
    @available(iOS 17, tvOS 17, *)
    private static func text(
      _ attributed: NSAttributedString?, _ plain: String?,
      _ properties: UIContentUnavailableConfiguration.TextProperties
    ) -> NSAttributedString? {
      guard let text = attributed ?? plain.map({ NSAttributedString(string: $0) }) else {
        return nil
      }
      let result = NSMutableAttributedString(attributedString: text)
      let whole = NSRange(location: 0, length: text.length)
      let defaults: [(NSAttributedString.Key, Any)] = [
        (.font, properties.font), (.foregroundColor, properties.color),
      ]
      for (key, value) in defaults {
        text.enumerateAttribute(key, in: whole) { existing, range, _ in
          if existing == nil { result.addAttribute(key, value: value, range: range) }
        }
      }
      return result
    }

    @available(iOS 17, tvOS 17, *)
    private static func textProperties(
      _ apple: UIContentUnavailableConfiguration.TextProperties, named name: String,
      into report: inout EmptyDataSetMappingReport
    ) -> EmptyDataSetTextProperties {
      report.drop(
        name + ".allowsDefaultTighteningForTruncation",
        because: "the text is not tightened before it is truncated",
        if: apple.allowsDefaultTighteningForTruncation)
      return EmptyDataSetTextProperties(
        numberOfLines: apple.numberOfLines, lineBreak: lineBreak(apple.lineBreakMode),
        adjustsFontSizeToFitWidth: apple.adjustsFontSizeToFitWidth,
        minimumScaleFactor: Double(apple.minimumScaleFactor))
    }

    /// Our line break for UIKit's; the paragraph-only modes have no line break of their own.
    private static func lineBreak(_ mode: NSLineBreakMode)
      -> EmptyDataSetTextProperties.LineBreak
    {
      switch mode {
      case .byWordWrapping: .wordWrap
      case .byCharWrapping: .characterWrap
      case .byClipping: .clip
      case .byTruncatingHead: .truncateHead
      case .byTruncatingMiddle: .truncateMiddle
      case .byTruncatingTail: .truncateTail
      @unknown default: .wordWrap
      }
    }

    @available(iOS 17, tvOS 17, *)
    private static func button(
      _ configuration: UIButton.Configuration,
      _ properties: UIContentUnavailableConfiguration.ButtonProperties
    ) -> EmptyDataSetButton<UIKitPlatform> {
      var button = EmptyDataSetButton<UIKitPlatform>()
      button.configuration = configuration
      button.primaryAction = properties.primaryAction
      button.menu = properties.menu
      button.role = properties.role
      button.isDisabled = !properties.isEnabled
      return button
    }

    @available(iOS 17, tvOS 17, *)
    private mutating func applyBackground(
      _ apple: UIBackgroundConfiguration, into report: inout EmptyDataSetMappingReport
    ) {
      let insets = apple.backgroundInsets
      background = EmptyDataSetBackground(
        color: apple.backgroundColor,
        strokeColor: apple.strokeWidth > 0 ? apple.strokeColor : nil,
        strokeWidth: Double(apple.strokeWidth), cornerRadius: Double(apple.cornerRadius),
        insets: EmptyDataSetMargins(
          top: Double(insets.top), leading: Double(insets.leading),
          bottom: Double(insets.bottom), trailing: Double(insets.trailing)))
      backgroundVisualEffect = apple.visualEffect
      report.drop(
        "background.customView", because: "a view cannot be shown by two configurations",
        if: apple.customView != nil)
      report.drop(
        "background.image", because: "no background image; use a custom view",
        if: apple.image != nil)
      report.drop(
        "background.backgroundColor", because: "nil means the tint colour there; drawn clear here",
        if: apple.backgroundColor == nil)
      report.drop(
        "background.strokeColor", because: "nil means the tint colour there; no line here",
        if: apple.strokeWidth > 0 && apple.strokeColor == nil)
      report.drop(
        "background.backgroundColorTransformer", because: "colours are drawn as given",
        if: apple.backgroundColorTransformer != nil)
      report.drop(
        "background.strokeColorTransformer", because: "colours are drawn as given",
        if: apple.strokeColorTransformer != nil)
      report.drop(
        "background.strokeOutset", because: "the line is drawn inside the background",
        if: apple.strokeOutset != 0)
      report.drop(
        "background.edgesAddingLayoutMarginsToBackgroundInsets",
        because: "the insets are measured from the visible area",
        if: !apple.edgesAddingLayoutMarginsToBackgroundInsets.isEmpty)
    }
  }
#endif
