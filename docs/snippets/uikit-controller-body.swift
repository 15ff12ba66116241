// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for UIKit snippets that are members of the app's table view controller, which is its
// own source and delegate (`<!-- snippet: uikit-controller-body -->`). Only compiled.

import EmptyDataSet
import UIKit

final class InboxViewController: UITableViewController, EmptyDataSetSource, EmptyDataSetDelegate {
  func compose() {}

  // snippet
}
