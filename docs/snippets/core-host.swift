// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for core snippets written inside a host (here the tests' FakeHost), given a
// configuration and events (`<!-- snippet: core-host -->`). Only compiled.

import EmptyDataSetCore
import EmptyDataSetTestSupport

extension FakeHost {
  func run(configuration: EmptyDataSetConfiguration<Platform>, events: EmptyDataSetEvents) {
    // snippet
  }
}
