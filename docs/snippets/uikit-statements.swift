// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for UIKit snippets that are statements in a method of the app's table view controller
// (`<!-- snippet: uikit-statements -->`), which loads items and can be searched. Only compiled.

import EmptyDataSet
import UIKit

/// One row's data.
struct Item {}

final class InboxViewController: UITableViewController {
  var items: [Item] = []
  var searchText = ""

  func askForPhotoAccess() {}
  func load() {}
  func reloadInbox() {}

  func snippet() {
    // snippet
  }
}
