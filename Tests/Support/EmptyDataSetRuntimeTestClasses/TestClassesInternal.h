// EmptyDataSet · EmptyDataSetRuntimeTestClasses
// Licensed under the MIT licence; see LICENSE.
//
// Shared between the test-class files; not part of the public header.

#ifndef EMPTY_DATA_SET_RUNTIME_TEST_CLASSES_INTERNAL_H
#define EMPTY_DATA_SET_RUNTIME_TEST_CLASSES_INTERNAL_H

#include "EmptyDataSetRuntimeTestClasses.h"

// Same runtime API as the hook target (its private header, by relative path).
#include "../../../Sources/EmptyDataSetRuntime/ObjCRuntime.h"

#if EDS_HAS_OBJC_RUNTIME

/// The root of every test class: an isa and a log. Instances are made with class_createInstance.
__attribute__((objc_root_class))
@interface EDSTObject {
  @public
    Class isa;
    char *log;
    size_t logLength;
    size_t logCapacity;
    char *reentrySelector;
    int reentryBudget;
    void *reentryTarget;
    bool switchOffInOriginal;
    bool inCallback;
}
+ (void)initialize;
@end

/// On GCC's libobjc, swapping an implementation on a class that was never messaged writes into
/// the dispatch-table placeholder shared by all such classes (the hook guards against it, and so
/// do the third parties here, so that tests see only what they test). Installs the class's own
/// table. A no-op on Apple's runtime.
static inline void edst_install_dispatch_table(Class cls, SEL selector) {
#if EDS_GNU_OBJC_RUNTIME
    (void)class_respondsToSelector(cls, selector);
#else
    (void)cls, (void)selector;
#endif
}

/// Appends a formatted line to the instance's log.
void edst_logf(void *instance, const char *format, ...) __attribute__((format(printf, 2, 3)));

/// The recording base implementation for a shape.
IMP edst_base_imp(EDSHookSignature signature);

/// The type encoding of each shape, without offsets.
extern const char *const edstShapeEncodings[4];

#endif

#endif
