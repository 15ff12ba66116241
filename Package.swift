// swift-tools-version:6.0
// EmptyDataSet: empty states for lists on UIKit, SwiftUI and GTK 4.
// The layers and what each owns are described in ARCHITECTURE notes in the README.

import PackageDescription

/// Apple platforms where the UIKit layer and its Objective-C reload hook are built.
let applePlatforms: [Platform] = [.iOS, .tvOS, .macCatalyst, .visionOS]

let package = Package(
  name: "EmptyDataSet",
  platforms: [.iOS(.v13), .tvOS(.v13), .macCatalyst(.v13), .macOS(.v10_15)],
  products: [
    .library(name: "EmptyDataSet", targets: ["EmptyDataSet"]),
    .library(name: "EmptyDataSetSwiftUI", targets: ["EmptyDataSetSwiftUI"]),
    .library(name: "EmptyDataSetCore", targets: ["EmptyDataSetCore"]),
  ],
  targets: [
    // Every decision: configuration, display decision, state machine, layout. Plain Swift.
    .target(name: "EmptyDataSetCore"),

    // Fake host and recording renderer, shared by tests and benchmarks.
    .target(name: "EmptyDataSetTestSupport", dependencies: ["EmptyDataSetCore"]),

    // The reload hook (Objective-C behind a C header).
    .target(name: "EmptyDataSetRuntime"),

    // UIKit entry point. Every file is wrapped in `#if canImport(UIKit)`.
    .target(
      name: "EmptyDataSet",
      dependencies: [
        "EmptyDataSetCore",
        .target(name: "EmptyDataSetRuntime", condition: .when(platforms: applePlatforms)),
      ]
    ),

    // SwiftUI modifier. Every file is wrapped in `#if canImport(SwiftUI)`.
    .target(name: "EmptyDataSetSwiftUI", dependencies: ["EmptyDataSetCore"]),

    // Counts heap allocations for the benchmarks by interposing malloc (Linux with glibc).
    .target(name: "CAllocationCounter"),

    // Side-by-side figures for docs/performance.md: `swift run -c release benchmarks`.
    .executableTarget(
      name: "benchmarks",
      dependencies: ["EmptyDataSetCore", "EmptyDataSetTestSupport", "CAllocationCounter"]
    ),

    .testTarget(
      name: "EmptyDataSetCoreTests",
      dependencies: ["EmptyDataSetCore", "EmptyDataSetTestSupport"],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
