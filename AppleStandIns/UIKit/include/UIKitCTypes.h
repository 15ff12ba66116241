// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-in for type checking only; values checked against UIControl.h (see
// docs/apple-symbols.md), written in our own words. UIControlState is an Objective-C option set
// (NS_OPTIONS) in UIKit, so Swift can use `UIControl.State` in `@objc` protocols; an option set
// declared in Swift could not be. The stand-in UIKit module re-exports this header as
// `UIControl.State`.

#ifndef UIKIT_C_TYPES_H
#define UIKIT_C_TYPES_H

#include "CoreGraphicsCTypes/CoreGraphicsCTypes.h"

// UIEdgeInsets is a C struct in UIGeometry.h, so an `@objc dynamic` property of its type
// (UIScrollView.contentInset, observed by the UIKit layer) can be declared.
struct UIEdgeInsets {
  CGFloat top;
  CGFloat left;
  CGFloat bottom;
  CGFloat right;
};
typedef struct UIEdgeInsets UIEdgeInsets;

// NSDirectionalEdgeInsets is a C struct in UIGeometry.h (iOS 11): insets named for the reading
// direction. Swift imports its memberwise `init(top:leading:bottom:trailing:)` from C.
struct NSDirectionalEdgeInsets {
  CGFloat top;
  CGFloat leading;
  CGFloat bottom;
  CGFloat trailing;
};
typedef struct NSDirectionalEdgeInsets NSDirectionalEdgeInsets;

typedef enum __attribute__((flag_enum, enum_extensibility(open))) UIControlState : unsigned long {
  // Swift marks a zero option unavailable ("use []") unless it is named explicitly; UIKit's
  // `.normal` is available, so it is named here.
  UIControlStateNormal __attribute__((swift_name("normal"))) = 0,
  UIControlStateHighlighted = 1 << 0,
  UIControlStateDisabled = 1 << 1,
  UIControlStateSelected = 1 << 2,
  UIControlStateFocused = 1 << 3,
  UIControlStateApplication = 0x00FF0000,
  UIControlStateReserved = 0xFF000000,
} UIControlState;

#endif
