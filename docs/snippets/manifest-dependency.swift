// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for a dependency written in a package manifest (`<!-- snippet: manifest-dependency -->`).
// Compiled against the toolchain's PackageDescription.

import PackageDescription

let dependencies: [Target.Dependency] = [
  // snippet
]
