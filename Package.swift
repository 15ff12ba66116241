// swift-tools-version:6.0
// EmptyDataSet: empty states for lists on UIKit, SwiftUI and GTK 4.
// Library targets live in Sources/; tools (gallery, checks, benchmarks) in Tools/ and test support
// in Tests/Support/. None of them is a product: a package that depends on this one sees only the
// libraries. docs/architecture.md describes the targets and what each owns.

import PackageDescription

/// Apple platforms where the UIKit layer and its Objective-C reload hook are built.
let applePlatforms: [Platform] = [.iOS, .tvOS, .macCatalyst, .visionOS]

let package = Package(
  name: "EmptyDataSet",
  // The floors of every product; each is where the core's `@MainActor` and `@TaskLocal` begin
  // (Swift 5.1 runtime). EmptyDataSetSwiftUI raises its own with `@available` (iOS 15, tvOS 15,
  // macOS 12, watchOS 8). scripts/typecheck-apple-layers.sh compiles for each of these floors,
  // and the README's Products table must list the same (checked by scripts/check-docs.sh).
  platforms: [
    .iOS(.v13), .tvOS(.v13), .macCatalyst(.v13), .macOS(.v10_15), .watchOS(.v6), .visionOS(.v1),
  ],
  products: [
    .library(name: "EmptyDataSet", targets: ["EmptyDataSet"]),
    .library(name: "EmptyDataSetSwiftUI", targets: ["EmptyDataSetSwiftUI"]),
    .library(name: "EmptyDataSetCore", targets: ["EmptyDataSetCore"]),
  ],
  targets: [
    // Every decision: configuration, display decision, state machine, layout. Plain Swift.
    // Its resources are the presets' translations, copied as is (no .lproj processing) so
    // they load the same way on Linux and Apple platforms; see docs/localization.md.
    .target(name: "EmptyDataSetCore", resources: [.copy("Resources/Localization")]),

    // Fake host and recording renderer, shared by tests and benchmarks.
    .target(
      name: "EmptyDataSetTestSupport", dependencies: ["EmptyDataSetCore"],
      path: "Tests/Support/EmptyDataSetTestSupport"),

    // The reload hook (Objective-C behind a C header). On Linux it runs on GCC's GNU runtime
    // for tests only, declared in its private ObjCRuntime.h when GCC's header is out of reach.
    .target(
      name: "EmptyDataSetRuntime",
      linkerSettings: [.linkedLibrary("objc", .when(platforms: [.linux]))]
    ),

    // Classes shaped like UITableView and UICollectionView, and third-party swizzlers, for the
    // hook's tests. Objective-C behind a C header; not part of any product.
    .target(
      name: "EmptyDataSetRuntimeTestClasses", dependencies: ["EmptyDataSetRuntime"],
      path: "Tests/Support/EmptyDataSetRuntimeTestClasses"),

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
    .target(name: "CAllocationCounter", path: "Tools/CAllocationCounter"),

    // Side-by-side figures for docs/performance.md: `swift run -c release benchmarks`.
    .executableTarget(
      name: "benchmarks",
      dependencies: ["EmptyDataSetCore", "EmptyDataSetTestSupport", "CAllocationCounter"],
      path: "Tools/benchmarks"
    ),

    .testTarget(
      name: "EmptyDataSetCoreTests",
      dependencies: ["EmptyDataSetCore", "EmptyDataSetTestSupport"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "EmptyDataSetRuntimeTests",
      dependencies: ["EmptyDataSetRuntime", "EmptyDataSetRuntimeTestClasses"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - GTK 4 backend (Linux only)

#if os(Linux)
  package.products += [.library(name: "EmptyDataSetGTK", targets: ["EmptyDataSetGTK"])]
  package.targets += [
    // GTK 4 headers through pkg-config.
    .systemLibrary(
      name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    // The C the library needs because Swift cannot call it: variadic functions, and the
    // main-actor bridge over libdispatch's SPI (hence `dispatch`, which Swift's concurrency
    // runtime loads anyway on Linux).
    .target(
      name: "CGtkShim", dependencies: ["CGtk"], linkerSettings: [.linkedLibrary("dispatch")]),
    // C for the tools only: theme and animation settings, X window ids, and an app's own
    // main-queue drain for the check that the library's bridge sits beside one. Not linked
    // into the library.
    .target(
      name: "CGtkToolShim", dependencies: ["CGtk"], path: "Tools/CGtkToolShim",
      linkerSettings: [.linkedLibrary("dispatch")]),
    // The GTK 4 backend: attach to a list view, grid view, column view or scrolled window.
    .target(name: "EmptyDataSetGTK", dependencies: ["EmptyDataSetCore", "CGtk", "CGtkShim"]),
    // What gtk-check, the gallery, the benchmarks and their test runners share: the main-loop
    // pump, offscreen rendering, RGBA pixels, a private Xvfb, finding executables. Not a product.
    .target(
      name: "GTKToolSupport", dependencies: ["EmptyDataSetGTK", "CGtk", "CGtkToolShim"],
      path: "Tools/GTKToolSupport"),
    // Headless checks with real input and real pixels, run by the tests under Xvfb.
    .executableTarget(
      name: "gtk-check",
      dependencies: [
        "EmptyDataSetGTK", "EmptyDataSetCore", "CGtk", "CGtkShim", "CGtkToolShim",
        "GTKToolSupport",
      ],
      path: "Tools/gtk-check"
    ),
    .testTarget(
      name: "EmptyDataSetGTKTests", dependencies: ["gtk-check", "GTKToolSupport"],
      exclude: ["Goldens"]),
    // The gallery: every scene in a window, or rendered to PNG with `--snapshot DIR`.
    .executableTarget(
      name: "gallery",
      dependencies: ["EmptyDataSetGTK", "EmptyDataSetCore", "CGtk", "GTKToolSupport"],
      path: "Tools/gallery"),
    // Runs the gallery in snapshot mode and compares three scenes with goldens.
    .testTarget(
      name: "GalleryTests", dependencies: ["gallery", "CGtk", "GTKToolSupport"],
      exclude: ["Goldens"]),
  ]
  // The benchmarks measure the GTK backend too, where it is built.
  for target in package.targets where target.name == "benchmarks" {
    target.dependencies += ["EmptyDataSetGTK", "CGtk", "CGtkToolShim", "GTKToolSupport"]
  }
#endif
