// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for core snippets that are statements (`<!-- snippet: core-statements -->`): the body of
// a function. Only compiled.

import EmptyDataSetCore

@MainActor func run() {
  // snippet
}
