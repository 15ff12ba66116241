// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for core snippets that set properties of a configuration of any platform
// (`<!-- snippet: core-configuration -->`): the body of a function given one. Only compiled.

import EmptyDataSetCore

@MainActor func run<Platform: EmptyDataSetPlatform>(
  configuration: inout EmptyDataSetConfiguration<Platform>
) {
  // snippet
}
