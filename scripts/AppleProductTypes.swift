// EmptyDataSet · scripts
// Licensed under the MIT licence; see LICENSE.

// Stand-in for type checking only: the part of Xcode's and Swift Playgrounds' AppleProductTypes
// module that Examples/Gallery.swiftpm/Package.swift uses, so that scripts/typecheck-apple-layers.sh
// can compile that manifest against the toolchain's real PackageDescription on Linux (where the
// module does not exist). What it checks is the package part: Package's arguments, the path
// dependency, the products named, the target. The app product below is modelled on the manifests
// Xcode 16 and Swift Playgrounds write for App Playgrounds (their argument labels, in their
// order, and the icon, colour, device and orientation values the demo uses); no copy of the
// module's current interface was found to check it against. Never linked or run.

import PackageDescription

extension Product {
  /// An iOS app made of `targets`, as Xcode and Swift Playgrounds build and install it.
  public static func iOSApplication(
    name: String,
    targets: [String],
    bundleIdentifier: String? = nil,
    teamIdentifier: String? = nil,
    displayVersion: String? = nil,
    bundleVersion: String? = nil,
    appIcon: IOSAppInfo.AppIcon? = nil,
    accentColor: IOSAppInfo.AccentColor? = nil,
    supportedDeviceFamilies: [IOSAppInfo.DeviceFamily],
    supportedInterfaceOrientations: [IOSAppInfo.InterfaceOrientation]
  ) -> Product {
    fatalError()
  }
}

/// The settings of an app product.
public enum IOSAppInfo {
  /// The app's icon.
  public enum AppIcon {
    /// A symbol on a coloured background, chosen in Xcode's or Swift Playgrounds' editor.
    case placeholder(icon: PlaceholderIcon)
    /// An icon in the app's asset catalogue.
    case asset(String)
  }

  /// The symbols a placeholder icon can show (those seen in generated manifests).
  public enum PlaceholderIcon {
    case bandage, camera, clock, cloud, palette, plane
  }

  /// The app's accent colour.
  public enum AccentColor {
    /// One of the editors' colours.
    case presetColor(PresetColor)
    /// A colour in the app's asset catalogue.
    case asset(String)
  }

  /// The editors' colours (those seen in generated manifests).
  public enum PresetColor {
    case blue, cyan, indigo, pink, purple, red, teal
  }

  /// A kind of device the app runs on.
  public enum DeviceFamily {
    case pad, phone
  }

  /// A condition on an orientation.
  public struct DeviceFamilyCondition {
    /// True on the given device families.
    public static func when(deviceFamilies: [DeviceFamily]) -> DeviceFamilyCondition {
      fatalError()
    }
  }

  /// An orientation the app supports, on every device or on some.
  public enum InterfaceOrientation {
    case portrait(_ condition: DeviceFamilyCondition? = nil)
    case portraitUpsideDown(_ condition: DeviceFamilyCondition? = nil)
    case landscapeLeft(_ condition: DeviceFamilyCondition? = nil)
    case landscapeRight(_ condition: DeviceFamilyCondition? = nil)

    /// Every device, upright.
    public static var portrait: InterfaceOrientation { .portrait(nil) }
    /// Every device, upside down.
    public static var portraitUpsideDown: InterfaceOrientation { .portraitUpsideDown(nil) }
    /// Every device, turned left.
    public static var landscapeLeft: InterfaceOrientation { .landscapeLeft(nil) }
    /// Every device, turned right.
    public static var landscapeRight: InterfaceOrientation { .landscapeRight(nil) }
  }
}
