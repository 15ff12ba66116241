// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for package dependencies written in a manifest (`<!-- snippet: manifest-package -->`):
// entries of `Package(dependencies:)`. Compiled against the toolchain's PackageDescription.

import PackageDescription

let dependencies: [Package.Dependency] = [
  // snippet
]
