// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: declarations of the UIKit API that the EmptyDataSet layers
// use, each checked against the iOS 18.0 SDK header named in docs/apple-symbols.md (17.5 or an
// older copy where the store has no 18.0 file). Built as a module named `UIKit` by
// scripts/typecheck-apple-layers.sh; never linked or run. The properties the UIKit layer
// observes with key-value observing are `@objc dynamic`, as Objective-C properties imported
// from the SDK are: Swift accepts a key path to them in `observe(_:options:changeHandler:)`.

/// A view that scrolls its content.
@MainActor
open class UIScrollView: UIView {
  /// How the safe area adjusts the content insets.
  @available(iOS 11.0, tvOS 11.0, *)
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Adjusts along scrollable axes, or always inside a navigation controller.
    case automatic
    /// Adjusts only along scrollable axes.
    case scrollableAxes
    /// Never adjusts.
    case never
    /// Always adjusts.
    case always
  }

  /// The content insets plus the safe area and bars.
  @available(iOS 11.0, tvOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets { fatalError() }
  /// How the safe area adjusts the content insets.
  @available(iOS 11.0, tvOS 11.0, *)
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
    get { fatalError() }
    set { fatalError() }
  }

  /// Whether scrolling is enabled.
  open var isScrollEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// Whether the view bounces vertically even when the content is shorter than the view.
  open var alwaysBounceVertical: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// Whether the view bounces horizontally even when the content is narrower than the view.
  open var alwaysBounceHorizontal: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// The point of the content shown at the view's origin.
  @objc dynamic open var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }

  /// Extra scroll area around the content, set by the app.
  @objc dynamic open var contentInset: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }

  /// Whether a tap on the status bar scrolls this view to the top. Unavailable on tvOS.
  @available(tvOS, unavailable)
  open var scrollsToTop: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// The size of the content.
  @objc dynamic open var contentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }

  /// Whether touches are delayed until the view knows whether the user is scrolling.
  open var delaysContentTouches: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// Whether the vertical scroll indicator is shown.
  open var showsVerticalScrollIndicator: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

/// Answers a table view's questions about its data.
@MainActor
@objc public protocol UITableViewDataSource: NSObjectProtocol {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// The number of sections; 1 when not implemented.
  @objc optional func numberOfSections(in tableView: UITableView) -> Int
}

/// A view that shows rows in sections.
@MainActor
open class UITableView: UIScrollView {
  /// The object that answers questions about the data. Held weakly.
  @objc dynamic open var dataSource: (any UITableViewDataSource)? {
    get { fatalError() }
    set { fatalError() }
  }

  /// Reloads every row and section from the data source.
  open func reloadData() { fatalError() }

  /// The view above the rows.
  @objc dynamic open var tableHeaderView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The view behind the rows.
  @available(iOS 3.2, tvOS 9.0, *)
  open var backgroundView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// Answers a collection view's questions about its data.
@MainActor
@objc public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// The number of sections; 1 when not implemented.
  @objc optional func numberOfSections(in collectionView: UICollectionView) -> Int
}

/// A view that shows items in sections with a layout.
@available(iOS 6.0, tvOS 9.0, *)
@MainActor
open class UICollectionView: UIScrollView {
  /// The direction a layout scrolls in (`UICollectionViewScrollDirection`).
  public enum ScrollDirection: Int, Sendable {
    /// Up and down.
    case vertical = 0
    /// Left and right.
    case horizontal = 1
  }

  /// The layout that places the items.
  open var collectionViewLayout: UICollectionViewLayout {
    get { fatalError() }
    set { fatalError() }
  }

  /// The object that answers questions about the data. Held weakly.
  @objc dynamic open var dataSource: (any UICollectionViewDataSource)? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The view behind the items.
  open var backgroundView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// The abstract base class of collection view layouts.
@available(iOS 6.0, tvOS 9.0, *)
@MainActor
open class UICollectionViewLayout: NSObject {}

/// A layout of items in lines, one after the other, scrolling in one direction.
@available(iOS 6.0, tvOS 9.0, *)
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The direction the layout scrolls in. Vertical by default.
  open var scrollDirection: UICollectionView.ScrollDirection {
    get { fatalError() }
    set { fatalError() }
  }
}
