// swift-tools-version:6.0
// EmptyDataSet · Tests/Fixtures/DownstreamApp
// An app that depends on EmptyDataSet by path, as an app depends on a release by URL. Built (and
// its core tool run) by scripts/check-downstream.sh; not part of the EmptyDataSet package.

import PackageDescription

let package = Package(
  name: "DownstreamApp",
  dependencies: [
    // An app would write `.package(url: "https://…/EmptyDataSet.git", from: "1.0.0")`.
    .package(name: "EmptyDataSet", path: "../../..")
  ],
  targets: [
    // A tool that uses only the core: the presets' titles in every language.
    .executableTarget(
      name: "EmptyStateReport",
      dependencies: [.product(name: "EmptyDataSetCore", package: "EmptyDataSet")]
    )
  ],
  swiftLanguageModes: [.v6]
)

#if os(Linux)
  // The complete GTK 4 app of the GTK catalogue's article "A Complete GTK Application"
  // (Sources/Notes/main.swift is shown there as it is): a list that loads, fails, retries and
  // searches, with its empty state.
  package.targets += [
    .executableTarget(
      name: "Notes",
      dependencies: [.product(name: "EmptyDataSetGTK", package: "EmptyDataSet")]
    )
  ]
#endif
