// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The view that shows an empty data set inside a scroll view.
  ///
  /// It only carries out: the host gives it a configuration and the core's layout, and it sets
  /// views and frames. It covers the visible area; its content scrolls when taller than that.
  /// Built at the first show and kept between shows (see ``prepareForNextShow()``).
  @MainActor
  final class EmptyDataSetView: UIView, UIGestureRecognizerDelegate {
    /// Receives taps and layout hints; the host forwards them to the attachment.
    weak var host: EmptyDataSetHost?

    let contentView = UIScrollView()
    let imageView = UIImageView()
    let activityIndicator = UIActivityIndicatorView(style: .large)
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    let button = EmptyDataSetView.makeButton()
    let secondaryButton = EmptyDataSetView.makeButton()
    /// Draws ``EmptyDataSetConfiguration/background`` at the core's background frame.
    let backgroundView = EmptyDataSetBackgroundView()
    /// What the view installed for the configuration's UIKit-only button options.
    var installedButtonOptions = InstalledButtonOptions()
    /// The spinner's own colour, restored when the image's tint is removed.
    var defaultIndicatorColor: UIColor?
    let customContainer = UIView()
    private(set) var customView: UIView?
    /// A frame-sized custom view's own size, read before it is placed.
    private var customViewFrameSize = CGSize.zero
    /// The last frame-sized custom view this view placed, and the size it left it at: a view
    /// shown again with exactly that size still has the size the app gave it before.
    private weak var placedCustomView: UIView?
    private var placedCustomViewSize: CGSize?
    /// The constraints pinning an Auto Layout custom view to its container.
    private var customViewPins: [NSLayoutConstraint] = []
    private(set) var configuration = UIKitEmptyDataSetConfiguration()
    private let tapRecognizer = UITapGestureRecognizer()
    private var lastSize = CGSize.zero
    /// Set when the text size or the tint changed; the text is restyled at the next layout pass.
    private var needsRestyle = false
    /// Set when the text size changed; after restyling, the attachment measures again.
    private var needsRemeasure = false

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
      #if os(iOS)
        // Only one scroll view on screen may scroll to the top on a status-bar tap; this one
        // must never be the second.
        contentView.scrollsToTop = false
      #endif
      addSubview(contentView)
      imageView.contentMode = .scaleAspectFit
      activityIndicator.hidesWhenStopped = false
      for label in [titleLabel, detailLabel] {
        label.numberOfLines = 0
        label.textAlignment = .center
        label.adjustsFontForContentSizeCategory = true
      }
      titleLabel.accessibilityTraits.insert(.header)
      prepare(button, action: #selector(buttonTapped))
      prepare(secondaryButton, action: #selector(secondaryButtonTapped))
      defaultIndicatorColor = activityIndicator.color
      backgroundView.isHidden = true
      insertSubview(backgroundView, at: 0)
      for view in [
        imageView, activityIndicator, titleLabel, detailLabel, button, secondaryButton,
        customContainer,
      ] {
        view.isHidden = true
        contentView.addSubview(view)
      }
      tapRecognizer.addTarget(self, action: #selector(viewTapped))
      tapRecognizer.delegate = self
      // Touches under the tap still reach the views they started in, uncancelled.
      tapRecognizer.cancelsTouchesInView = false
      #if os(tvOS)
        // On tvOS a tap recognizer also takes the remote's select presses, which would reach it
        // before the focused button and swallow the button's primary action.
        tapRecognizer.allowedPressTypes = []
      #endif
      addGestureRecognizer(tapRecognizer)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// The button. On tvOS a system button: it takes focus with the system's focus effect (on an
    /// empty screen it is often the only focusable item). On iOS a custom button, drawn only
    /// with the configured titles and images.
    private static func makeButton() -> UIButton {
      #if os(tvOS)
        UIButton(type: .system)
      #else
        UIButton(type: .custom)
      #endif
    }

    // MARK: - Content

    /// Shows `new` in place of what is shown now, touching only what differs. A custom view or
    /// an image animation identical to the one shown (the same instance) is kept as it is.
    func show(_ new: UIKitEmptyDataSetConfiguration) {
      let old = configuration
      configuration = new
      showBackground(new)
      if old.customView !== new.customView { replaceCustomView(with: new.customView) }
      imageView.image =
        new.imageProperties.tintColor == nil
        ? new.image : new.image?.withRenderingMode(.alwaysTemplate)
      imageView.tintColor = new.imageProperties.tintColor
      showImageProperties(new)
      if new.showsActivityIndicator && new.customView == nil {
        activityIndicator.startAnimating()
      } else {
        activityIndicator.stopAnimating()
      }
      // Before the titles: a button drawn by a UIButton.Configuration takes no titles of ours.
      showContent(of: new.button, on: button)
      showContent(of: new.secondaryButton, on: secondaryButton)
      // Styled now with the traits of the list it was just added to; nothing is pending.
      restyleText()
      needsRestyle = false
      needsRemeasure = false
      if old.imageAnimation !== new.imageAnimation,
        imageView.layer.animation(forKey: Self.imageAnimationKey) != nil
      {
        setImageAnimation(new.imageAnimation)
      }
      updateAccessibility(from: old)
    }

    /// Lets go of what the configuration gave (the custom view, the animation, the spinner),
    /// so that the kept view holds nothing of the app's while hidden.
    func prepareForNextShow() {
      setImageAnimation(nil)
      activityIndicator.stopAnimating()
      replaceCustomView(with: nil)
      configuration = UIKitEmptyDataSetConfiguration()
      // The buttons let go of the app's action, menu and configuration too.
      showContent(of: configuration.button, on: button)
      showContent(of: configuration.secondaryButton, on: secondaryButton)
    }

    /// Sets the texts again with the current Dynamic Type size filled into missing attributes.
    func restyleText() {
      let new = configuration
      titleLabel.attributedText = new.title.map { styled($0, .title2, .secondaryLabel) }
      detailLabel.attributedText = new.message.map { styled($0, .body, .secondaryLabel) }
      apply(new.titleProperties, to: titleLabel)
      apply(new.messageProperties, to: detailLabel)
      let buttons: [(EmptyDataSetButton<UIKitPlatform>, UIButton, UIFont.TextStyle)] = [
        (new.button, button, .headline), (new.secondaryButton, secondaryButton, .subheadline),
      ]
      for (model, view, style) in buttons {
        for state in EmptyDataSetControlState.allCases {
          let title = model.showsImage || hasConfiguration(view) ? nil : model.titles[state]
          view.setAttributedTitle(
            title.map { styled($0, style, buttonTitleColor) }, for: Self.uiState(state))
        }
      }
    }

    /// The colour of button titles without one: the tint on iOS (`tintColor` is never `nil`: a
    /// view without its own inherits its superview's, up to the window's). On tvOS none is
    /// added, so the system button draws its own colours for each state (dark on the light
    /// focused platter).
    private var buttonTitleColor: UIColor? {
      #if os(tvOS)
        nil
      #else
        button.tintColor
      #endif
    }

    /// Restyles the text at the next layout pass, then asks for a new layout when the text size
    /// changed. The text-size notification can arrive before the view's trait collection carries
    /// the new size; by layout time it does.
    func setNeedsRestyle(remeasures: Bool = true) {
      needsRestyle = true
      needsRemeasure = needsRemeasure || remeasures
      setNeedsLayout()
    }

    /// Runs or stops the configured image animation.
    func setImageAnimationRunning(_ running: Bool) {
      setImageAnimation(running ? configuration.imageAnimation : nil)
    }

    /// Attaches `animation` to the image (replacing any), or removes it when `nil`.
    private func setImageAnimation(_ animation: CAAnimation?) {
      imageView.layer.removeAnimation(forKey: Self.imageAnimationKey)
      if let animation { imageView.layer.add(animation, forKey: Self.imageAnimationKey) }
    }

    private func replaceCustomView(with view: UIView?) {
      // Only a view still in this container is removed: one another list has taken since
      // (a custom view shared by two lists) belongs to that list now.
      if let customView, customView.superview === customContainer {
        customView.removeFromSuperview()  // Also drops its pins.
      }
      customView = view
      customViewPins = []
      guard let view else { return }
      adopt(view)
    }

    /// Puts `view` in the container, sized by its frame or pinned by constraints.
    private func adopt(_ view: UIView) {
      // The frame a previous show stretched to its container is not the app's size: a view
      // shown again after a rotation would otherwise be measured at the old container's size.
      // A frame the app changed since (any other size) is its new size.
      if view !== placedCustomView || view.frame.size != placedCustomViewSize {
        customViewFrameSize = view.frame.size
      }
      placedCustomView = nil
      placedCustomViewSize = nil
      customViewPins = []
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

    /// True while the custom view is still in this view's container. A view shared by two
    /// lists moves to the one that showed it last; its pins here went with it.
    private var ownsCustomView: Bool { customView?.superview === customContainer }

    /// A copy of `text` with a font, colour and centred paragraph wherever it has none.
    private func styled(
      _ text: NSAttributedString, _ style: UIFont.TextStyle, _ color: UIColor?
    ) -> NSAttributedString {
      let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
      let paragraph = NSMutableParagraphStyle()
      paragraph.alignment = configuration.alignment == .natural ? .natural : .center
      paragraph.lineBreakMode = .byWordWrapping
      var defaults: [(NSAttributedString.Key, Any)] = [(.font, font), (.paragraphStyle, paragraph)]
      if let color { defaults.append((.foregroundColor, color)) }
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
    static func uiState(_ state: EmptyDataSetControlState) -> UIControl.State {
      switch state {
      case .normal: .normal
      case .highlighted: .highlighted
      case .disabled: .disabled
      case .selected: .selected
      }
    }

    // MARK: - Measuring and layout

    /// The natural size of `element` when at most `width` wide.
    func measure(_ element: EmptyDataSetLayout.Element, availableWidth width: Double)
      -> EmptyDataSetLayout.Size
    {
      let fitting = CGSize(width: CGFloat(width), height: .greatestFiniteMagnitude)
      let size: CGSize
      switch element {
      case .image:
        // The image view's own size, not `image.size`: a symbol sized by a text style (the
        // presets') is resolved with the view's traits, at the current Dynamic Type size.
        var intrinsic = CGSize.zero
        if configuration.showsActivityIndicator {
          intrinsic = activityIndicator.intrinsicContentSize
        } else if imageView.image != nil {
          intrinsic = imageView.intrinsicContentSize
        }
        size = CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
      case .title: size = titleLabel.sizeThatFits(fitting)
      case .message: size = detailLabel.sizeThatFits(fitting)
      case .button: size = buttonSize(button, configuration.button, fitting: fitting)
      case .secondaryButton:
        size = buttonSize(secondaryButton, configuration.secondaryButton, fitting: fitting)
      case .customView: size = customView.map { naturalSize(of: $0, width: width) } ?? .zero
      }
      return EmptyDataSetLayout.Size(width: Double(size.width), height: Double(size.height))
    }

    /// The button's size. `UIButton.sizeThatFits(_:)` measures its title on one line, so a
    /// title that wraps within `fitting.width` is measured as text and the taller wins.
    private func buttonSize(
      _ button: UIButton, _ model: EmptyDataSetButton<UIKitPlatform>, fitting: CGSize
    ) -> CGSize {
      let natural = button.sizeThatFits(fitting)
      guard !model.showsImage, let title = button.currentAttributedTitle else {
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
      // current size (zero before the first layout) instead of its content's. Pins are lifted
      // and put back only while the view is still here: reactivating pins to a view another
      // list has taken would join two unrelated hierarchies (UIKit raises "no common ancestor").
      let owns = ownsCustomView
      if owns { NSLayoutConstraint.deactivate(customViewPins) }
      defer { if owns, ownsCustomView { NSLayoutConstraint.activate(customViewPins) } }
      let compressed = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
      guard compressed.width > CGFloat(width) else { return compressed }
      return view.systemLayoutSizeFitting(
        CGSize(width: CGFloat(width), height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }

    /// Applies the core's layout; its view frame is in the scroll view's content coordinates.
    func apply(_ layout: EmptyDataSetLayout) {
      frame = Self.rect(layout.viewFrame)
      contentView.frame = bounds
      contentView.contentSize = CGSize(
        width: CGFloat(layout.contentSize.width), height: CGFloat(layout.contentSize.height))
      contentView.isScrollEnabled = layout.isScrollable
      backgroundView.frame = Self.rect(layout.backgroundFrame)
      let imageSlot: UIView = configuration.showsActivityIndicator ? activityIndicator : imageView
      let unusedImageSlot: UIView = imageSlot === imageView ? activityIndicator : imageView
      unusedImageSlot.isHidden = true
      let views: [(EmptyDataSetLayout.Element, UIView)] = [
        (.image, imageSlot), (.title, titleLabel), (.message, detailLabel), (.button, button),
        (.secondaryButton, secondaryButton), (.customView, customContainer),
      ]
      for (element, view) in views {
        view.isHidden = layout.frame(of: element) == nil
        guard let frame = layout.frame(of: element) else { continue }
        view.frame = Self.rect(frame)
      }
      if let customView, ownsCustomView, customView.translatesAutoresizingMaskIntoConstraints {
        placedCustomView = customView
        placedCustomViewSize = customView.frame.size
      }
      updateAccessibilityElements()
    }

    static func rect(_ rect: EmptyDataSetLayout.Rect) -> CGRect {
      CGRect(
        x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width),
        height: CGFloat(rect.height))
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      if needsRestyle {
        needsRestyle = false
        restyleText()
      }
      if needsRemeasure {
        needsRemeasure = false
        lastSize = bounds.size
        host?.attachment.contentSizeDidChange()
        return
      }
      guard bounds.size != lastSize else { return }
      lastSize = bounds.size
      host?.attachment.containerDidChange()
    }

    /// Button titles take the tint colour, which changes when an alert dims the window.
    override func tintColorDidChange() {
      super.tintColorDidChange()
      setNeedsRestyle(remeasures: false)
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      host?.attachment.containerDidChange()
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window != nil else { return }
      // A custom view shared with another list is taken back by the list that comes on screen.
      if let customView, !ownsCustomView { adopt(customView) }
      setNeedsRestyle()
    }

    // MARK: - Touches

    @objc private func viewTapped() { host?.attachment.handleViewTap() }
    @objc private func buttonTapped() { host?.attachment.handleButtonTap() }
    @objc private func secondaryButtonTapped() { host?.attachment.handleSecondaryButtonTap() }

    /// The view tap never takes a touch meant for the button or for anything inside a custom
    /// view: the custom view is the app's, and its own controls, gestures and `touchesEnded`
    /// handling work as anywhere else. Taps elsewhere on the empty data set reach `didTapView`.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      var view = touch.view
      while let current = view, current !== self {
        if current === customContainer || current is UIControl { return false }
        view = current.superview
      }
      return true
    }
  }
#endif
