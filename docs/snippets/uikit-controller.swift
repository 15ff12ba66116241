// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for UIKit snippets that extend the app's table view controller (`<!-- snippet: uikit-controller -->`).
// Only compiled: the bodies are never run.

import EmptyDataSet
import UIKit

/// The app's inbox.
final class InboxViewController: UITableViewController {
  func compose() {}
}

// snippet
