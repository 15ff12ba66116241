// EmptyDataSet · EmptyDataSetRuntimeTestClasses
// Licensed under the MIT licence; see LICENSE.
//
// Other libraries touching the same methods: an exchange-swizzler, a setImplementation
// swizzler, and the seed's own lookup-by-_cmd hook, each written the way such code usually is.

#include "TestClassesInternal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if EDS_HAS_OBJC_RUNTIME

#include <pthread.h>

// MARK: - Exchange-swizzling third party

/// `thirdParty_<name of _cmd>`: the selector an exchange-swizzler calls for "the original".
static SEL edst_prefixed(SEL cmd) {
    char name[160];
    snprintf(name, sizeof name, "thirdParty_%s", sel_getName(cmd));
    return sel_registerName(name);
}

static void edst_exchanged0(void *self, SEL cmd) {
    edst_logf(self, "thirdParty _cmd=%s", sel_getName(cmd));
    SEL original = edst_prefixed(cmd);
    IMP imp = class_getMethodImplementation(object_getClass((id)self), original);
    ((void (*)(void *, SEL))imp)(self, original);
}

static void edst_exchanged1(void *self, SEL cmd, void *a) {
    edst_logf(self, "thirdParty _cmd=%s", sel_getName(cmd));
    SEL original = edst_prefixed(cmd);
    IMP imp = class_getMethodImplementation(object_getClass((id)self), original);
    ((void (*)(void *, SEL, void *))imp)(self, original, a);
}

static void edst_exchanged2(void *self, SEL cmd, void *a, long b) {
    edst_logf(self, "thirdParty _cmd=%s", sel_getName(cmd));
    SEL original = edst_prefixed(cmd);
    IMP imp = class_getMethodImplementation(object_getClass((id)self), original);
    ((void (*)(void *, SEL, void *, long))imp)(self, original, a, b);
}

static void edst_exchanged3(void *self, SEL cmd, void *a, void *b) {
    edst_logf(self, "thirdParty _cmd=%s", sel_getName(cmd));
    SEL original = edst_prefixed(cmd);
    IMP imp = class_getMethodImplementation(object_getClass((id)self), original);
    ((void (*)(void *, SEL, void *, void *))imp)(self, original, a, b);
}

bool edst_exchange_swizzle(const char *className, const char *selector,
                           EDSHookSignature signature) {
    static const IMP imps[4] = {(IMP)edst_exchanged0, (IMP)edst_exchanged1,
                                (IMP)edst_exchanged2, (IMP)edst_exchanged3};
    Class cls = objc_getClass(className);
    SEL sel = sel_registerName(selector);
    Method original = cls != Nil ? class_getInstanceMethod(cls, sel) : NULL;
    if (original == NULL) return false;
    SEL swizzled = edst_prefixed(sel);
    if (!class_addMethod(cls, swizzled, imps[signature], edstShapeEncodings[signature])) {
        return false;
    }
    edst_install_dispatch_table(cls, sel);
    method_exchangeImplementations(original, class_getInstanceMethod(cls, swizzled));
    return true;
}

// MARK: - setImplementation third party

/// One swizzled method: the previous implementation kept in the swizzler's own storage.
#define EDST_SET_SLOTS 16
static IMP edstPrevious[4][EDST_SET_SLOTS];
static int edstSetCount[4];
static pthread_mutex_t edstSetLock = PTHREAD_MUTEX_INITIALIZER;

#define EDST_SET_IMPS(n)                                                                    \
    static void edst_set0_##n(void *self, SEL cmd) {                                      \
        edst_logf(self, "setImpl _cmd=%s", sel_getName(cmd));                               \
        ((void (*)(void *, SEL))edstPrevious[0][n])(self, cmd);                             \
    }                                                                                       \
    static void edst_set1_##n(void *self, SEL cmd, void *a) {                             \
        edst_logf(self, "setImpl _cmd=%s", sel_getName(cmd));                               \
        ((void (*)(void *, SEL, void *))edstPrevious[1][n])(self, cmd, a);                  \
    }                                                                                       \
    static void edst_set2_##n(void *self, SEL cmd, void *a, long b) {                     \
        edst_logf(self, "setImpl _cmd=%s", sel_getName(cmd));                               \
        ((void (*)(void *, SEL, void *, long))edstPrevious[2][n])(self, cmd, a, b);         \
    }                                                                                       \
    static void edst_set3_##n(void *self, SEL cmd, void *a, void *b) {                    \
        edst_logf(self, "setImpl _cmd=%s", sel_getName(cmd));                               \
        ((void (*)(void *, SEL, void *, void *))edstPrevious[3][n])(self, cmd, a, b);       \
    }
#define EDST_EACH_SET(X)                                                                    \
    X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13) X(14) X(15)
EDST_EACH_SET(EDST_SET_IMPS)
#define EDST_SET_ENTRY(n) \
    {(IMP)edst_set0_##n, (IMP)edst_set1_##n, (IMP)edst_set2_##n, (IMP)edst_set3_##n},
static const IMP edstSetImps[EDST_SET_SLOTS][4] = {EDST_EACH_SET(EDST_SET_ENTRY)};

bool edst_set_implementation_swizzle(const char *className, const char *selector,
                                     EDSHookSignature signature) {
    Class cls = objc_getClass(className);
    Method method = cls != Nil ? class_getInstanceMethod(cls, sel_registerName(selector)) : NULL;
    if (method == NULL) return false;
    pthread_mutex_lock(&edstSetLock);
    int index = edstSetCount[signature] < EDST_SET_SLOTS ? edstSetCount[signature]++ : -1;
    if (index >= 0) {
        edst_install_dispatch_table(cls, sel_registerName(selector));
        edstPrevious[signature][index] = method_getImplementation(method);
        method_setImplementation(method, edstSetImps[index][signature]);
    }
    pthread_mutex_unlock(&edstSetLock);
    return index >= 0;
}

// MARK: - The seed's design

/// The seed's table: "ClassName_selector" → original implementation.
typedef struct EDSTSeedEntry {
    char key[160];
    IMP original;
} EDSTSeedEntry;

static EDSTSeedEntry edstSeedTable[32];
static int edstSeedCount = 0;

/// The seed's single replacement function: rebuilds the key from the receiver's class chain and
/// `_cmd`, runs its reload, then the original; a miss drops the call.
static void edst_seed_original_implementation(void *self, SEL cmd) {
    edst_logf(self, "seed callback");
    for (Class cls = object_getClass((id)self); cls != Nil; cls = class_getSuperclass(cls)) {
        char key[160];
        snprintf(key, sizeof key, "%s_%s", class_getName(cls), sel_getName(cmd));
        for (int i = 0; i < edstSeedCount; i++) {
            if (strcmp(edstSeedTable[i].key, key) == 0) {
                ((void (*)(void *, SEL))edstSeedTable[i].original)(self, cmd);
                return;
            }
        }
    }
}

bool edst_seed_install(const char *className, const char *selector) {
    Class cls = objc_getClass(className);
    Method method = cls != Nil ? class_getInstanceMethod(cls, sel_registerName(selector)) : NULL;
    if (method == NULL || edstSeedCount == 32) return false;
    EDSTSeedEntry *entry = &edstSeedTable[edstSeedCount];
    snprintf(entry->key, sizeof entry->key, "%s_%s", className, selector);
    edst_install_dispatch_table(cls, sel_registerName(selector));
    entry->original = method_setImplementation(method, (IMP)edst_seed_original_implementation);
    edstSeedCount++;
    return true;
}

#else

bool edst_exchange_swizzle(const char *className, const char *selector,
                           EDSHookSignature signature) {
    return (void)className, (void)selector, (void)signature, false;
}

bool edst_set_implementation_swizzle(const char *className, const char *selector,
                                     EDSHookSignature signature) {
    return (void)className, (void)selector, (void)signature, false;
}

bool edst_seed_install(const char *className, const char *selector) {
    return (void)className, (void)selector, false;
}

#endif
