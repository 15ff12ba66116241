// EmptyDataSet · Tests/Fixtures/DownstreamApp
// Licensed under the MIT licence; see LICENSE.
//
// A command-line tool on the core alone: prints the empty-list preset's title in every language
// the core ships. Run by scripts/check-downstream.sh, which checks that the translations (the
// core's resources) are found from another package.

import EmptyDataSetCore
import Foundation

let languages = EmptyDataSetLocalization.availableLanguages
guard !languages.isEmpty else {
  print("EmptyStateReport: no languages found (the core's resources are missing)")
  exit(1)
}
for identifier in languages {
  let localization = EmptyDataSetLocalization.language(identifier)
  print("\(identifier): \(localization.string(.emptyTitle))")
}
