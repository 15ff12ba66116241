// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.

// Apple API that only the documentation's snippets use (an app's view controllers, fonts,
// colours, animations), declared over the stand-ins of AppleStandIns/ in the module
// SnippetAppleExtras, which scripts/check-docs.sh imports into every UIKit and SwiftUI snippet.
// Written from Apple's documentation, like the stand-ins; never linked or run. When a layer starts
// using one of these, move it to AppleStandIns/ (and record it in docs/apple-symbols.md).

import Foundation
import UIKit

/// An object that manages a view hierarchy.
@MainActor
open class UIViewController: UIResponder {
  /// The view the controller manages.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get { fatalError() }
    set {}
  }

  /// Called after the controller's view is loaded into memory.
  open func viewDidLoad() { fatalError() }
}

/// A view controller that manages a table view.
@MainActor
open class UITableViewController: UIViewController {
  /// The table view the controller manages.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tableView: UITableView! {
    get { fatalError() }
    set {}
  }
}

extension UITableView {
  /// The view below the last row.
  public var tableFooterView: UIView? {
    get { fatalError() }
    set {}
  }
}

extension UIView {
  /// Makes the view, or a subview that is first responder, resign; true if it did.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool { fatalError() }
}

extension UIImage {
  /// The image with this name in the app's asset catalogue, or nil.
  public convenience init?(named name: String) { fatalError() }
}

extension UIColor {
  /// A dark grey (white 1/3).
  public class var darkGray: UIColor { fatalError() }

  /// A light grey (white 2/3).
  public class var lightGray: UIColor { fatalError() }

  /// The colour of the main background of an interface (iOS 13; not tvOS).
  @available(iOS 13.0, *)
  @available(tvOS, unavailable)
  public class var systemBackground: UIColor { fatalError() }
}

extension UIFont {
  /// The system font at `fontSize` points.
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }

  /// The bold system font at `fontSize` points.
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
}

extension NSAttributedString {
  /// A string with `attrs` applied to all of it.
  public convenience init(string str: String, attributes attrs: [NSAttributedString.Key: Any]?) {
    fatalError()
  }
}
