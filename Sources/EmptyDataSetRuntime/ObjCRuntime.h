// EmptyDataSet · EmptyDataSetRuntime
// Licensed under the MIT licence; see LICENSE.
//
// Which Objective-C runtime API the hook and its test classes compile against. Private: included
// by ReloadHookInternal.h and by the test classes' internal header, never by the public header.

#ifndef EMPTY_DATA_SET_OBJC_RUNTIME_H
#define EMPTY_DATA_SET_OBJC_RUNTIME_H

// Three cases, chosen at compile time:
//
// 1. <objc/runtime.h> is reachable (Apple platforms; Linux after `source scripts/objc-env.sh`):
//    the runtime's own header.
// 2. Objective-C on Linux without it: GCC keeps the GNU runtime's header in its private include
//    directory, which clang does not search, and a manifest flag to add it would be an unsafe
//    flag. Clang's default runtime on Linux is GCC's (`-fobjc-runtime=gcc`), whose functions are
//    plain C symbols in libobjc, so the few the hook and the tests call are declared below, with
//    GCC 12's signatures. scripts/test.sh compiles this block next to GCC's own header, so a
//    declaration that disagrees with it fails the tests (EDS_CHECK_GNU_DECLARATIONS).
// 3. Anything else (no Objective-C, another runtime): stubs that report
//    EDSHookInstallResultRuntimeUnavailable; the runtime tests fail with a message saying so.
//
// A new runtime function used by the hook or the tests must be added to the list below;
// otherwise a build without objc-env.sh fails with "call to undeclared function".

#if defined(__OBJC__) && __has_include(<objc/runtime.h>) && !defined(EDS_CHECK_GNU_DECLARATIONS)
#define EDS_HAS_OBJC_RUNTIME 1
#include <objc/runtime.h>
#if defined(__GNU_LIBOBJC__)
#define EDS_GNU_OBJC_RUNTIME 1
#else
#define EDS_GNU_OBJC_RUNTIME 0
#endif

#elif defined(__OBJC__) && defined(__linux__)
#define EDS_HAS_OBJC_RUNTIME 1
#define EDS_GNU_OBJC_RUNTIME 1

#include <stddef.h>

// `id`, `Class` and `SEL` are built into clang's Objective-C mode. In the consistency check,
// GCC's header comes first; repeating its typedefs is allowed only if they agree.
typedef unsigned char BOOL;
typedef id (*IMP)(id, SEL, ...);
typedef struct objc_method *Method;

#if !defined(__GNU_LIBOBJC__)
#define Nil ((Class)0)

/// The object's class: its first word (GCC's header defines this inline too).
static inline Class object_getClass(id object) {
    return object != (id)0 ? *(Class *)(__bridge void *)object : Nil;
}
#endif

// Selectors.
extern const char *sel_getName(SEL selector);
extern SEL sel_registerName(const char *name);
extern BOOL sel_isEqual(SEL first, SEL second);

// Classes.
extern Class objc_getClass(const char *name);
extern Class objc_lookUpClass(const char *name);
extern const char *class_getName(Class cls);
extern Class class_getSuperclass(Class cls);
extern Method class_getInstanceMethod(Class cls, SEL selector);
extern IMP class_getMethodImplementation(Class cls, SEL selector);
extern BOOL class_respondsToSelector(Class cls, SEL selector);
extern BOOL class_addMethod(Class cls, SEL selector, IMP implementation, const char *types);
extern Class objc_allocateClassPair(Class superclass, const char *name, size_t extraBytes);
extern void objc_registerClassPair(Class cls);

// Methods.
extern SEL method_getName(Method method);
extern IMP method_getImplementation(Method method);
extern const char *method_getTypeEncoding(Method method);
extern IMP method_setImplementation(Method method, IMP implementation);
extern void method_exchangeImplementations(Method first, Method second);

// Instances.
extern id class_createInstance(Class cls, size_t extraBytes);
extern id object_dispose(id object);

#else
#define EDS_HAS_OBJC_RUNTIME 0
#define EDS_GNU_OBJC_RUNTIME 0
#endif

#if EDS_HAS_OBJC_RUNTIME && defined(__clang__) && __has_warning("-Wcast-function-type-mismatch")
// Calling an IMP through a cast to its real signature is how the runtime is meant to be used.
// Apple's IMP is `void (*)(void)`, which clang accepts; GNU's is variadic and draws a warning.
#pragma clang diagnostic ignored "-Wcast-function-type-mismatch"
#endif

#endif
