// EmptyDataSet · EmptyDataSetRuntimeTestClasses
// Licensed under the MIT licence; see LICENSE.
//
// Fake table and collection views, made at run time under names each test chooses, on a small
// compiled root class. Implementations are C functions, so the same code runs on Apple's
// runtime and on GCC's GNU runtime.

#include "TestClassesInternal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if EDS_HAS_OBJC_RUNTIME

#include <pthread.h>

@implementation EDSTObject
// A root class must answer +initialize itself: Apple's runtime sends it on first use, and
// without NSObject nothing else would.
+ (void)initialize {
}
@end

bool edst_available(void) { return true; }

// MARK: - Log

static EDSTObject *edst_object(const void *instance) { return (EDSTObject *)instance; }

void edst_logf(void *instance, const char *format, ...) {
    EDSTObject *object = edst_object(instance);
    char line[256];
    va_list arguments;
    va_start(arguments, format);
    int length = vsnprintf(line, sizeof line, format, arguments);
    va_end(arguments);
    if (length < 0) return;
    if ((size_t)length >= sizeof line) length = (int)sizeof line - 1;
    size_t needed = object->logLength + (size_t)length + 2;
    if (needed > object->logCapacity) {
        size_t capacity = needed * 2;
        char *grown = realloc(object->log, capacity);
        if (grown == NULL) return;
        object->log = grown;
        object->logCapacity = capacity;
    }
    if (object->logLength > 0) object->log[object->logLength++] = '\n';
    memcpy(object->log + object->logLength, line, (size_t)length);
    object->logLength += (size_t)length;
    object->log[object->logLength] = '\0';
}

const char *edst_log(const void *instance) {
    EDSTObject *object = edst_object(instance);
    return object->log != NULL ? object->log : "";
}

void edst_clear_log(void *instance) {
    EDSTObject *object = edst_object(instance);
    object->logLength = 0;
    if (object->log != NULL) object->log[0] = '\0';
}

// MARK: - Base implementations

static void edst_base0(void *self, SEL cmd) {
    edst_logf(self, "base _cmd=%s", sel_getName(cmd));
    if (edst_object(self)->switchOffInOriginal) eds_hook_set_instance_enabled(self, false);
}

static void edst_base1(void *self, SEL cmd, const char *a) {
    edst_logf(self, "base _cmd=%s a=%s", sel_getName(cmd), a ? a : "nil");
}

static void edst_base2(void *self, SEL cmd, const char *a, long b) {
    edst_logf(self, "base _cmd=%s a=%s b=%ld", sel_getName(cmd), a ? a : "nil", b);
}

/// performBatchUpdates:completion: — sends each selector listed in `updates`, then logs the
/// completion (UIKit would call it after the animations).
static void edst_base3(void *self, SEL cmd, const char *updates, const char *completion) {
    edst_logf(self, "base _cmd=%s", sel_getName(cmd));
    if (updates != NULL) {
        char buffer[256];
        snprintf(buffer, sizeof buffer, "%s", updates);
        char *rest = buffer;
        for (char *name = strsep(&rest, ";"); name != NULL; name = strsep(&rest, ";")) {
            if (*name == '\0') continue;
            size_t colons = 0;
            for (const char *p = name; *p; p++) colons += *p == ':';
            EDSHookSignature shape = colons == 0   ? EDSHookSignatureNoArgument
                                     : colons == 1 ? EDSHookSignatureObject
                                                   : EDSHookSignatureObjectInteger;
            edst_send(self, name, shape, "paths", 100);
        }
    }
    edst_logf(self, "completion %s", completion ? completion : "nil");
}

const char *const edstShapeEncodings[4] = {"v@:", "v@:@", "v@:@q", "v@:@@"};

IMP edst_base_imp(EDSHookSignature signature) {
    static const IMP imps[4] = {(IMP)edst_base0, (IMP)edst_base1, (IMP)edst_base2,
                                (IMP)edst_base3};
    return imps[signature];
}

bool edst_add_method(const char *className, const char *selector, EDSHookSignature signature,
                     const char *typeEncoding) {
    Class cls = objc_getClass(className);
    if (cls == Nil) return false;
    const char *types = typeEncoding != NULL ? typeEncoding : edstShapeEncodings[signature];
    return class_addMethod(cls, sel_registerName(selector), edst_base_imp(signature), types);
}

// MARK: - Classes

bool edst_define_plain_class(const char *name, const char *superclassName) {
    Class superclass = objc_getClass(superclassName != NULL ? superclassName : "EDSTObject");
    if (superclass == Nil) return false;
    Class cls = objc_allocateClassPair(superclass, name, 0);
    if (cls == Nil) return false;
    objc_registerClassPair(cls);
    return true;
}

static bool edst_define_with(const char *name, const char *const *selectors,
                             const EDSHookSignature *signatures, size_t count) {
    if (!edst_define_plain_class(name, NULL)) return false;
    for (size_t i = 0; i < count; i++) {
        if (!edst_add_method(name, selectors[i], signatures[i], NULL)) return false;
    }
    return true;
}

bool edst_define_table_view_class(const char *name) {
    static const char *const selectors[] = {
        "reloadData", "beginUpdates", "endUpdates", "performBatchUpdates:completion:",
        "insertRowsAtIndexPaths:withRowAnimation:", "deleteRowsAtIndexPaths:withRowAnimation:",
        "reloadRowsAtIndexPaths:withRowAnimation:", "insertSections:withRowAnimation:",
        "deleteSections:withRowAnimation:", "reloadSections:withRowAnimation:"};
    static const EDSHookSignature signatures[] = {
        EDSHookSignatureNoArgument,    EDSHookSignatureNoArgument,
        EDSHookSignatureNoArgument,    EDSHookSignatureTwoObjects,
        EDSHookSignatureObjectInteger, EDSHookSignatureObjectInteger,
        EDSHookSignatureObjectInteger, EDSHookSignatureObjectInteger,
        EDSHookSignatureObjectInteger, EDSHookSignatureObjectInteger};
    return edst_define_with(name, selectors, signatures, sizeof selectors / sizeof *selectors);
}

bool edst_define_collection_view_class(const char *name) {
    static const char *const selectors[] = {
        "reloadData", "performBatchUpdates:completion:", "insertItemsAtIndexPaths:",
        "deleteItemsAtIndexPaths:", "reloadItemsAtIndexPaths:", "insertSections:",
        "deleteSections:", "reloadSections:"};
    static const EDSHookSignature signatures[] = {
        EDSHookSignatureNoArgument, EDSHookSignatureTwoObjects, EDSHookSignatureObject,
        EDSHookSignatureObject,     EDSHookSignatureObject,     EDSHookSignatureObject,
        EDSHookSignatureObject,     EDSHookSignatureObject};
    return edst_define_with(name, selectors, signatures, sizeof selectors / sizeof *selectors);
}

// MARK: - Subclass overrides

/// What a subclass override is bound to; one trampoline-like function per binding, so the
/// override knows its own superclass the way compiled `[super m]` does.
typedef struct EDSTOverride {
    const char *className;
    Class superclass;
    SEL selector;
    bool callsSuper;
} EDSTOverride;

#define EDST_OVERRIDE_COUNT 32
static EDSTOverride edstOverrides[EDST_OVERRIDE_COUNT];
static int edstOverrideCount = 0;
static pthread_mutex_t edstOverrideLock = PTHREAD_MUTEX_INITIALIZER;

static void edst_run_override(int index, void *self, SEL cmd) {
    const EDSTOverride *override = &edstOverrides[index];
    edst_logf(self, "%s.override _cmd=%s", override->className, sel_getName(cmd));
    if (!override->callsSuper) return;
    IMP inherited = class_getMethodImplementation(override->superclass, override->selector);
    ((void (*)(void *, SEL))inherited)(self, override->selector);
}

#define EDST_OVERRIDE(n) \
    static void edst_override_##n(void *self, SEL cmd) { edst_run_override(n, self, cmd); }
#define EDST_EACH_OVERRIDE(X)                                                               \
    X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13) X(14) X(15)   \
    X(16) X(17) X(18) X(19) X(20) X(21) X(22) X(23) X(24) X(25) X(26) X(27) X(28) X(29)     \
    X(30) X(31)
EDST_EACH_OVERRIDE(EDST_OVERRIDE)
#define EDST_OVERRIDE_ENTRY(n) (IMP)edst_override_##n,
static const IMP edstOverrideImps[EDST_OVERRIDE_COUNT] = {EDST_EACH_OVERRIDE(EDST_OVERRIDE_ENTRY)};

bool edst_define_subclass(const char *name, const char *superclassName, const char *selector,
                          bool callsSuper) {
    if (!edst_define_plain_class(name, superclassName)) return false;
    pthread_mutex_lock(&edstOverrideLock);
    int index = edstOverrideCount < EDST_OVERRIDE_COUNT ? edstOverrideCount++ : -1;
    pthread_mutex_unlock(&edstOverrideLock);
    if (index < 0) return false;
    Class cls = objc_getClass(name);
    edstOverrides[index] = (EDSTOverride){class_getName(cls), class_getSuperclass(cls),
                                          sel_registerName(selector), callsSuper};
    return class_addMethod(cls, sel_registerName(selector), edstOverrideImps[index],
                           edstShapeEncodings[EDSHookSignatureNoArgument]);
}

// MARK: - Instances and messages

void *edst_new(const char *className) {
    Class cls = objc_getClass(className);
    if (cls == Nil) return NULL;
    EDSTObject *object = (EDSTObject *)class_createInstance(cls, 0);
    if (object == NULL) return NULL;
    object->log = NULL;
    object->logLength = object->logCapacity = 0;
    object->reentrySelector = NULL;
    object->reentryBudget = 0;
    object->reentryTarget = NULL;
    object->switchOffInOriginal = false;
    object->inCallback = false;
    return object;
}

void edst_free(void *instance) {
    eds_hook_set_instance_enabled(instance, false);
    free(edst_object(instance)->log);
    free(edst_object(instance)->reentrySelector);
    object_dispose((id)instance);
}

bool edst_send(void *instance, const char *selector, EDSHookSignature signature,
               const char *object, long integer) {
    SEL sel = sel_registerName(selector);
    Class cls = object_getClass((id)instance);
    if (!class_respondsToSelector(cls, sel)) return false;
    IMP imp = class_getMethodImplementation(cls, sel);
    switch (signature) {
    case EDSHookSignatureNoArgument:
        ((void (*)(void *, SEL))imp)(instance, sel);
        break;
    case EDSHookSignatureObject:
        ((void (*)(void *, SEL, const char *))imp)(instance, sel, object);
        break;
    case EDSHookSignatureObjectInteger:
        ((void (*)(void *, SEL, const char *, long))imp)(instance, sel, object, integer);
        break;
    case EDSHookSignatureTwoObjects:
        ((void (*)(void *, SEL, const char *, const char *))imp)(instance, sel, object, "done");
        break;
    }
    return true;
}

// MARK: - Callback

void edst_logging_callback(void *instance, const char *selectorName, void *context) {
    EDSTObject *object = edst_object(instance);
    if (object->inCallback) edst_logf(instance, "NESTED callback");
    object->inCallback = true;
    edst_logf(instance, "callback %s ctx=%s", selectorName, context ? (const char *)context : "nil");
    if (object->reentrySelector != NULL && object->reentryBudget > 0) {
        object->reentryBudget--;
        void *target = object->reentryTarget != NULL ? object->reentryTarget : instance;
        edst_send(target, object->reentrySelector, EDSHookSignatureNoArgument, NULL, 0);
    }
    object->inCallback = false;
}

void edst_set_reentry(void *instance, const char *selector, int budget, void *target) {
    free(edst_object(instance)->reentrySelector);
    edst_object(instance)->reentrySelector = strdup(selector);
    edst_object(instance)->reentryBudget = budget;
    edst_object(instance)->reentryTarget = target;
}

void edst_switch_off_in_original(void *instance, bool enabled) {
    edst_object(instance)->switchOffInOriginal = enabled;
}

#else

// MARK: - Build without an Objective-C runtime (every test then fails on edst_available)

bool edst_available(void) { return false; }
bool edst_define_table_view_class(const char *name) { return (void)name, false; }
bool edst_define_collection_view_class(const char *name) { return (void)name, false; }
bool edst_define_plain_class(const char *name, const char *superclassName) {
    return (void)name, (void)superclassName, false;
}
bool edst_add_method(const char *className, const char *selector, EDSHookSignature signature,
                     const char *typeEncoding) {
    return (void)className, (void)selector, (void)signature, (void)typeEncoding, false;
}
bool edst_define_subclass(const char *name, const char *superclassName, const char *selector,
                          bool callsSuper) {
    return (void)name, (void)superclassName, (void)selector, (void)callsSuper, false;
}
void *edst_new(const char *className) { return (void)className, NULL; }
void edst_free(void *instance) { (void)instance; }
const char *edst_log(const void *instance) { return (void)instance, ""; }
void edst_clear_log(void *instance) { (void)instance; }
bool edst_send(void *instance, const char *selector, EDSHookSignature signature,
               const char *object, long integer) {
    return (void)instance, (void)selector, (void)signature, (void)object, (void)integer, false;
}
void edst_logging_callback(void *instance, const char *selectorName, void *context) {
    (void)instance, (void)selectorName, (void)context;
}
void edst_set_reentry(void *instance, const char *selector, int budget, void *target) {
    (void)instance, (void)selector, (void)budget, (void)target;
}
void edst_switch_off_in_original(void *instance, bool enabled) { (void)instance, (void)enabled; }

#endif
