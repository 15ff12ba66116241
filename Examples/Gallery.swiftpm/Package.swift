// swift-tools-version: 6.0
// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.
//
// The gallery as an iPhone and iPad app: an App Playground, which Xcode and Swift Playgrounds
// open as they are (Examples/README.md says how). `AppleProductTypes` and `.iOSApplication`
// exist only in Xcode and Swift Playgrounds, so this manifest cannot be read on Linux; its Swift
// sources are type-checked by scripts/typecheck-apple-layers.sh and scripts/typecheck-real-sdk.sh.
//
// Xcode and Swift Playgrounds rewrite this file when you change the app's settings (team, icon,
// orientations) in their editors; the dependency and the target stay, these comments may not.

import AppleProductTypes
import PackageDescription

let package = Package(
  name: "Gallery",
  // The floor the type checks compile the sources for: iOS 16 (NavigationStack). The
  // SwiftUI product needs iOS 15, the UIKit product iOS 13.
  platforms: [.iOS("16.0")],
  products: [
    .iOSApplication(
      name: "Gallery",
      targets: ["AppModule"],
      bundleIdentifier: "org.emptydataset.gallery",
      teamIdentifier: "",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .palette),
      accentColor: .presetColor(.indigo),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ],
  dependencies: [
    // This repository, two folders up. The name makes `package: "EmptyDataSet"` below work
    // whatever the checkout's folder is called (a path dependency's identity is its folder's
    // name). An app of your own writes instead:
    //   .package(url: "https://github.com/emptydataset/EmptyDataSet", from: "1.0.0")
    .package(name: "EmptyDataSet", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [
        .product(name: "EmptyDataSet", package: "EmptyDataSet"),
        .product(name: "EmptyDataSetSwiftUI", package: "EmptyDataSet"),
      ],
      path: "."
    )
  ],
  swiftLanguageModes: [.v6]
)
