// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

import Foundation

// The package's only use of `Bundle.module`, the accessor SwiftPM generates for a target with
// resources. scripts/typecheck-apple-layers.sh compiles the core without SwiftPM and supplies a
// stand-in accessor; keep every other file free of `Bundle.module` so that stays true.

extension LocalizationStore {
  /// The folder of translation files in the package's resource bundle.
  ///
  /// Package.swift copies `Resources/Localization` as is (`.copy`): the same folder and the same
  /// files on Linux and Apple platforms, with no `.lproj` processing.
  static var bundledDirectory: URL? {
    Bundle.module.url(forResource: "Localization", withExtension: nil)
  }
}
