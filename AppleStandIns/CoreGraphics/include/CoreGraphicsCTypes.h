// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-in for type checking only; the layout of CGGeometry.h's structs (see
// docs/apple-symbols.md), written in our own words. In the SDK, CGPoint, CGSize and CGRect are C
// structs whose fields are CGFloat; imported from C, they are representable in Objective-C, so
// an `@objc dynamic` property of these types (UIScrollView.contentSize, which the UIKit layer
// observes with key-value observing) can be declared. A struct declared in Swift could not be.
// Swift's importer maps the C typedef CGFloat to the CGFloat struct of the CoreGraphics
// stand-in, as it does on Apple platforms. The stand-in CoreGraphics module re-exports this one.

#ifndef CORE_GRAPHICS_C_TYPES_H
#define CORE_GRAPHICS_C_TYPES_H

typedef double CGFloat;

struct CGPoint {
  CGFloat x;
  CGFloat y;
};
typedef struct CGPoint CGPoint;

struct CGSize {
  CGFloat width;
  CGFloat height;
};
typedef struct CGSize CGSize;

struct CGRect {
  CGPoint origin;
  CGSize size;
};
typedef struct CGRect CGRect;

#endif
