// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The view that shows an empty data set inside a scroll view.
  ///
  /// It only carries out: the host gives it a configuration and the core's layout, and it sets
  /// views and frames. It covers the visible area; its content scrolls when taller than that.
  @MainActor
  final class EmptyDataSetView: UIView, UIGestureRecognizerDelegate {
    /// Receives taps; the host forwards them to the controller.
    weak var host: EmptyDataSetHost?

    let contentView = UIScrollView()
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    let button = UIButton(type: .custom)
    let customContainer = UIView()
    private(set) var customView: UIView?
    /// A frame-sized custom view's own size, read before it is placed.
    private var customViewFrameSize = CGSize.zero
    /// The constraints pinning an Auto Layout custom view to its container.
    private var customViewPins: [NSLayoutConstraint] = []
    private var configuration = UIKitEmptyDataSetConfiguration()
    private let tapRecognizer = UITapGestureRecognizer()
    private var lastSize = CGSize.zero
    /// Set when the text size or the tint changed; the text is restyled at the next layout pass.
    private var needsRestyle = false
    /// Called when UIKit resized the view (the scroll view's bounds changed) or moved it to
    /// another window; the host then asks the core for a new layout.
    var onSizeChange: (() -> Void)?

    static let imageAnimationKey = "EmptyDataSet.imageAnimation"

    init(host: EmptyDataSetHost) {
      self.host = host
      super.init(frame: .zero)
      clipsToBounds = true
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
      contentView.contentInsetAdjustmentBehavior = .never
      contentView.delaysContentTouches = false
      contentView.showsVerticalScrollIndicator = false
      contentView.shouldGroupAccessibilityChildren = true
      addSubview(contentView)
      imageView.contentMode = .scaleAspectFit
      for label in [titleLabel, detailLabel] {
        label.numberOfLines = 0
        label.textAlignment = .center
        label.adjustsFontForContentSizeCategory = true
      }
      titleLabel.accessibilityTraits.insert(.header)
      button.titleLabel?.numberOfLines = 0
      button.titleLabel?.lineBreakMode = .byWordWrapping
      button.titleLabel?.textAlignment = .center
      // A tap on iOS is touch-up-inside; a press of the select button on tvOS is the primary
      // action. Both events are documented on UIControl.Event since iOS 9 / tvOS 9.
      #if os(tvOS)
        button.addTarget(self, action: #selector(buttonTapped), for: .primaryActionTriggered)
      #else
        button.addTarget(self, action: #selector(buttonTapped), for: .touchUpInside)
      #endif
      for view in [imageView, titleLabel, detailLabel, button, customContainer] {
        view.isHidden = true
        contentView.addSubview(view)
      }
      tapRecognizer.addTarget(self, action: #selector(viewTapped))
      tapRecognizer.delegate = self
      #if os(tvOS)
        // On tvOS a tap recognizer also takes the remote's select presses, which would reach it
        // before the focused button and swallow the button's primary action.
        tapRecognizer.allowedPressTypes = []
      #endif
      addGestureRecognizer(tapRecognizer)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    // MARK: - Content

    /// Shows `new` in place of what is shown now, touching only what differs.
    func show(_ new: UIKitEmptyDataSetConfiguration) {
      let old = configuration
      configuration = new
      backgroundColor = new.backgroundColor
      if old.customView !== new.customView { replaceCustomView(with: new.customView) }
      imageView.image =
        new.imageTintColor == nil ? new.image : new.image?.withRenderingMode(.alwaysTemplate)
      imageView.tintColor = new.imageTintColor
      imageView.isAccessibilityElement = new.image?.accessibilityLabel != nil
      imageView.accessibilityLabel = new.image?.accessibilityLabel
      restyleText()
      for state in ControlState.allCases {
        let uiState = Self.uiState(state)
        button.setImage(new.button.images[state], for: uiState)
        button.setBackgroundImage(new.button.backgroundImages[state], for: uiState)
      }
      button.isEnabled = !new.button.isDisabled
      button.accessibilityLabel =
        new.button.showsImage ? new.button.images.normal?.accessibilityLabel : nil
      if new.button.images != old.button.images, new.button.showsImage,
        button.accessibilityLabel == nil
      {
        EmptyDataSetDiagnostics.report(
          .warning,
          "The empty data set's button shows only an image and has no VoiceOver label; set the "
            + "image's accessibilityLabel.")
      }
      if old.imageAnimation !== new.imageAnimation,
        imageView.layer.animation(forKey: Self.imageAnimationKey) != nil
      {
        setImageAnimation(new.imageAnimation)
      }
      let prefix = new.accessibilityIdentifierPrefix
      accessibilityIdentifier = prefix
      imageView.accessibilityIdentifier = prefix + ".image"
      titleLabel.accessibilityIdentifier = prefix + ".title"
      detailLabel.accessibilityIdentifier = prefix + ".description"
      button.accessibilityIdentifier = prefix + ".button"
      customContainer.accessibilityIdentifier = prefix + ".customView"
    }

    /// Sets the texts again with the current Dynamic Type size filled into missing attributes.
    func restyleText() {
      let new = configuration
      titleLabel.attributedText = new.title.map { styled($0, .title2, .secondaryLabel) }
      detailLabel.attributedText = new.description.map { styled($0, .body, .secondaryLabel) }
      for state in ControlState.allCases {
        let title = new.button.showsImage ? nil : new.button.titles[state]
        button.setAttributedTitle(
          title.map { styled($0, .headline, button.tintColor ?? .secondaryLabel) },
          for: Self.uiState(state))
      }
    }

    /// Restyles the text at the next layout pass. The text-size notification can arrive before
    /// the view's trait collection carries the new size; by layout time it does.
    func setNeedsRestyle() {
      needsRestyle = true
      setNeedsLayout()
    }

    /// Attaches `animation` to the image (replacing any), or removes it when `nil`.
    func setImageAnimation(_ animation: CAAnimation?) {
      imageView.layer.removeAnimation(forKey: Self.imageAnimationKey)
      if let animation { imageView.layer.add(animation, forKey: Self.imageAnimationKey) }
    }

    private func replaceCustomView(with view: UIView?) {
      customView?.removeFromSuperview()  // Also drops its pins.
      customView = view
      customViewPins = []
      guard let view else { return }
      customViewFrameSize = view.frame.size
      customContainer.addSubview(view)
      if view.translatesAutoresizingMaskIntoConstraints {
        view.frame = customContainer.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      } else {
        customViewPins = [
          view.leadingAnchor.constraint(equalTo: customContainer.leadingAnchor),
          view.trailingAnchor.constraint(equalTo: customContainer.trailingAnchor),
          view.topAnchor.constraint(equalTo: customContainer.topAnchor),
          view.bottomAnchor.constraint(equalTo: customContainer.bottomAnchor),
        ]
        NSLayoutConstraint.activate(customViewPins)
      }
    }

    /// A copy of `text` with a font, colour and centred paragraph wherever it has none.
    private func styled(
      _ text: NSAttributedString, _ style: UIFont.TextStyle, _ color: UIColor
    ) -> NSAttributedString {
      let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
      let paragraph = NSMutableParagraphStyle()
      paragraph.alignment = .center
      paragraph.lineBreakMode = .byWordWrapping
      let defaults: [(NSAttributedString.Key, Any)] = [
        (.font, font), (.foregroundColor, color), (.paragraphStyle, paragraph),
      ]
      let result = NSMutableAttributedString(attributedString: text)
      let whole = NSRange(location: 0, length: text.length)
      for (key, value) in defaults {
        text.enumerateAttribute(key, in: whole) { existing, range, _ in
          if existing == nil { result.addAttribute(key, value: value, range: range) }
        }
      }
      return result
    }

    /// The UIKit control state for a core control state.
    static func uiState(_ state: ControlState) -> UIControl.State {
      switch state {
      case .normal: .normal
      case .highlighted: .highlighted
      case .disabled: .disabled
      case .selected: .selected
      }
    }

    // MARK: - Measuring and layout

    /// The natural size of `element` when at most `width` wide.
    func measure(_ element: LayoutElement, availableWidth width: Double) -> LayoutSize {
      let fitting = CGSize(width: CGFloat(width), height: .greatestFiniteMagnitude)
      let size: CGSize
      switch element {
      case .image: size = imageView.image?.size ?? .zero
      case .title: size = titleLabel.sizeThatFits(fitting)
      case .description: size = detailLabel.sizeThatFits(fitting)
      case .button: size = buttonSize(fitting: fitting)
      case .customView: size = customView.map { naturalSize(of: $0, width: width) } ?? .zero
      }
      return LayoutSize(width: Double(size.width), height: Double(size.height))
    }

    /// The button's size. `UIButton.sizeThatFits(_:)` measures its title on one line, so a
    /// title that wraps within `fitting.width` is measured as text and the taller wins.
    private func buttonSize(fitting: CGSize) -> CGSize {
      let natural = button.sizeThatFits(fitting)
      guard !configuration.button.showsImage, let title = button.currentAttributedTitle else {
        return natural
      }
      let text = title.boundingRect(
        with: fitting, options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
      return CGSize(
        width: min(natural.width, fitting.width),
        height: max(natural.height, text.height.rounded(.up)))
    }

    /// A custom view's size, whichever way it is sized: intrinsic size, constraints, or the
    /// frame it came with. Zero makes the core fill the visible area with it.
    private func naturalSize(of view: UIView, width: Double) -> CGSize {
      let intrinsic = view.intrinsicContentSize
      if intrinsic.width > 0, intrinsic.height > 0 { return intrinsic }
      if view.translatesAutoresizingMaskIntoConstraints && view.constraints.isEmpty {
        return customViewFrameSize
      }
      // Measured on its own: the pins to its container would make it report the container's
      // current size (zero before the first layout) instead of its content's.
      NSLayoutConstraint.deactivate(customViewPins)
      defer { NSLayoutConstraint.activate(customViewPins) }
      let compressed = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
      guard compressed.width > CGFloat(width) else { return compressed }
      return view.systemLayoutSizeFitting(
        CGSize(width: CGFloat(width), height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }

    /// Applies the core's layout; `origin` is where the layout's container starts in the
    /// scroll view's content coordinates.
    func apply(_ layout: EmptyDataSetLayout, origin: CGPoint) {
      frame = Self.rect(layout.viewFrame).offsetBy(dx: origin.x, dy: origin.y)
      contentView.frame = bounds
      contentView.contentSize = CGSize(
        width: CGFloat(layout.contentSize.width), height: CGFloat(layout.contentSize.height))
      contentView.isScrollEnabled = layout.isScrollable
      let views: [(LayoutElement, UIView)] = [
        (.image, imageView), (.title, titleLabel), (.description, detailLabel), (.button, button),
        (.customView, customContainer),
      ]
      var elements: [UIView] = []
      for (element, view) in views {
        view.isHidden = layout.frame(of: element) == nil
        guard let frame = layout.frame(of: element) else { continue }
        view.frame = Self.rect(frame)
        elements.append(view)
      }
      contentView.accessibilityElements = elements
    }

    private static func rect(_ rect: LayoutRect) -> CGRect {
      CGRect(
        x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width),
        height: CGFloat(rect.height))
    }

    /// The first element VoiceOver should read.
    var firstAccessibilityElement: Any? {
      contentView.accessibilityElements?.first { ($0 as? UIView)?.isAccessibilityElement == true }
        ?? contentView
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let restyles = needsRestyle
      if restyles {
        needsRestyle = false
        restyleText()
      }
      guard restyles || bounds.size != lastSize else { return }
      lastSize = bounds.size
      onSizeChange?()
      lastSize = bounds.size
    }

    /// Button titles take the tint colour, which changes when an alert dims the window.
    override func tintColorDidChange() {
      super.tintColorDidChange()
      setNeedsRestyle()
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      onSizeChange?()
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window != nil else { return }
      restyleText()
      onSizeChange?()
    }

    // MARK: - Touches

    @objc private func viewTapped() { host?.controller.handleViewTap() }
    @objc private func buttonTapped() { host?.controller.handleButtonTap() }

    /// The view tap does not take touches meant for the button or for interactive custom
    /// content (controls, views with their own gestures), so those stay fully usable.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      var view = touch.view
      while let current = view, current !== self, current !== contentView {
        if current is UIControl || !(current.gestureRecognizers ?? []).isEmpty { return false }
        view = current.superview
      }
      return true
    }
  }
#endif
