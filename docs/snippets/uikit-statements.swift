// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for UIKit snippets that are statements in a method of the app's table view controller
// (`<!-- snippet: uikit-statements -->`). Only compiled.

import EmptyDataSet
import UIKit

final class InboxViewController: UITableViewController {
  func askForPhotoAccess() {}

  func snippet() {
    // snippet
  }
}
