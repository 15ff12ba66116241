// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// What is drawn behind the content (``EmptyDataSetConfiguration/background``): a colour, a
  /// line and rounded corners, over an optional visual effect. Hidden when there is nothing to
  /// draw, so the default look is the list's own background.
  @MainActor
  final class EmptyDataSetBackgroundView: UIView {
    private var effectView: UIVisualEffectView?
    private var strokeColor: UIColor?

    init() {
      super.init(frame: .zero)
      isUserInteractionEnabled = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Shows `background`, with `effect` under its colour.
    func show(_ background: EmptyDataSetBackground<UIKitPlatform>, effect: UIVisualEffect?) {
      isHidden = !background.isVisible && effect == nil
      if let effect {
        let view = effectView ?? UIVisualEffectView(effect: effect)
        view.effect = effect
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== self { insertSubview(view, at: 0) }
        effectView = view
        backgroundColor = nil
        view.contentView.backgroundColor = background.color
      } else {
        effectView?.removeFromSuperview()
        effectView = nil
        backgroundColor = background.color
      }
      strokeColor = background.strokeColor
      layer.borderWidth = background.strokeColor == nil ? 0 : CGFloat(background.strokeWidth)
      layer.borderColor = strokeColor?.cgColor
      layer.cornerRadius = CGFloat(background.cornerRadius)
      if #available(iOS 13, tvOS 13, *) { layer.cornerCurve = .continuous }
      clipsToBounds = background.cornerRadius > 0
    }

    /// The line's colour is a Core Graphics colour, resolved for the current appearance; UIKit
    /// lays views out again when the appearance changes (dark mode, increased contrast), and
    /// this resolves it again.
    override func layoutSubviews() {
      super.layoutSubviews()
      layer.borderColor = strokeColor?.cgColor
    }
  }
#endif
