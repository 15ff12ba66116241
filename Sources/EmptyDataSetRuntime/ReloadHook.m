// EmptyDataSet · EmptyDataSetRuntime
// Licensed under the MIT licence; see LICENSE.
//
// Installing hooks: find the class that defines the method, check its signature, bind a free
// trampoline to it and swap the implementation, all under one lock.

#include "ReloadHookInternal.h"

#include <string.h>

const char *eds_hook_install_result_description(EDSHookInstallResult result) {
    switch (result) {
    case EDSHookInstallResultInstalled:
        return "installed: the method now runs through the reload hook";
    case EDSHookInstallResultAlreadyInstalled:
        return "already installed: the defining class and selector were hooked before";
    case EDSHookInstallResultRuntimeUnavailable:
        return "no Objective-C runtime in this build: the hook needs Apple's runtime, or GCC's "
               "libobjc on Linux";
    case EDSHookInstallResultClassNotFound:
        return "class not found: check the class name, or pass a non-null instance";
    case EDSHookInstallResultMethodNotFound:
        return "method not found: the class does not implement that selector";
    case EDSHookInstallResultSignatureMismatch:
        return "signature mismatch: the method's argument types differ from the requested kind";
    case EDSHookInstallResultNoFreeSlot:
        return "no free trampoline: every slot for this signature is in use";
    case EDSHookInstallResultInvalidArgument:
        return "invalid argument: a selector name, a callback, a known signature and a known "
               "role are required";
    }
    return "unknown result";
}

#if EDS_HAS_OBJC_RUNTIME

#include <ctype.h>
#include <pthread.h>

static pthread_mutex_t edsInstallLock = PTHREAD_MUTEX_INITIALIZER;

bool eds_hook_runtime_available(void) { return true; }

// MARK: - Signature check

/// Reads one type from an encoding into `out`: '@' for objects and blocks, 'n' for a
/// pointer-sized integer (NSInteger), '?' for anything else; skips qualifiers and offsets.
/// Returns the rest of the string, or NULL at its end.
static const char *eds_next_type(const char *p, char *out) {
    while (*p != '\0' && strchr("rnNoORVA+!", *p) != NULL) p++;
    if (*p == '\0') return NULL;
    char c = *p++;
    if (c == '@') {
        if (*p == '?') {
            p++;
        } else if (*p == '"') {
            const char *close = strchr(p + 1, '"');
            p = close != NULL ? close + 1 : p + strlen(p);
        }
        *out = '@';
    } else if (c == 'v' || c == ':') {
        *out = c;
    } else if (c == 'l' || c == 'L' || ((c == 'q' || c == 'Q') && sizeof(long) == 8)) {
        *out = 'n';  // the trampoline passes it as a long, which is what NSInteger is
    } else {
        // Pointers, structures and the rest: none of the hookable shapes has them.
        *out = '?';
        return p + strlen(p);
    }
    while (isdigit((unsigned char)*p) || *p == '-') p++;
    return p;
}

/// Whether `encoding` (with or without offsets) is the shape of `signature`.
static bool eds_signature_matches(const char *encoding, EDSHookSignature signature) {
    static const char *const expected[EDS_SIGNATURE_COUNT] = {"v@:", "v@:@", "v@:@n", "v@:@@"};
    if (encoding == NULL) return false;
    char shape[8];
    size_t length = 0;
    for (const char *p = encoding; p != NULL && *p != '\0';) {
        char type;
        p = eds_next_type(p, &type);
        if (p == NULL) break;
        if (length + 1 >= sizeof shape) return false;
        shape[length++] = type;
    }
    shape[length] = '\0';
    return strcmp(shape, expected[signature]) == 0;
}

// MARK: - Installing

/// The class whose own method list holds the method `cls` resolves for `selector`.
static Class eds_defining_class(Class cls, SEL selector, Method method) {
    Class defining = cls;
    for (Class parent = class_getSuperclass(defining); parent != Nil;
         parent = class_getSuperclass(defining)) {
        if (class_getInstanceMethod(parent, selector) != method) break;
        defining = parent;
    }
    return defining;
}

static EDSHookSlot *eds_find_slot(Class cls, SEL selector, int *signatureOut) {
    for (int signature = 0; signature < EDS_SIGNATURE_COUNT; signature++) {
        for (int index = 0; index < EDS_SLOTS_PER_SIGNATURE; index++) {
            EDSHookSlot *slot = &edsHookSlots[signature][index];
            if (!slot->used) break;  // slots fill in order and are never freed
            if (slot->hookedClass == cls && sel_isEqual(slot->selector, selector)) {
                if (signatureOut != NULL) *signatureOut = signature;
                return slot;
            }
        }
    }
    return NULL;
}

/// The install itself; runs under `edsInstallLock`.
static EDSHookInstallResult eds_install_locked(Class cls, const char *selectorName,
                                               EDSHookSignature signature, EDSHookRole role,
                                               EDSHookCallback callback, void *context,
                                               const char **hookedClassName) {
    SEL selector = sel_registerName(selectorName);
    Method method = class_getInstanceMethod(cls, selector);
    if (method == NULL) return EDSHookInstallResultMethodNotFound;
    Class defining = eds_defining_class(cls, selector, method);
    if (hookedClassName != NULL) *hookedClassName = class_getName(defining);

    int existingSignature = 0;
    if (eds_find_slot(defining, selector, &existingSignature) != NULL) {
        return existingSignature == (int)signature ? EDSHookInstallResultAlreadyInstalled
                                                   : EDSHookInstallResultSignatureMismatch;
    }
    if (!eds_signature_matches(method_getTypeEncoding(method), signature)) {
        return EDSHookInstallResultSignatureMismatch;
    }
    int index = 0;
    while (index < EDS_SLOTS_PER_SIGNATURE && edsHookSlots[signature][index].used) index++;
    if (index == EDS_SLOTS_PER_SIGNATURE) return EDSHookInstallResultNoFreeSlot;

    EDSHookSlot *slot = &edsHookSlots[signature][index];
    slot->hookedClass = defining;
    slot->selector = method_getName(method);
    slot->selectorName = sel_getName(slot->selector);
    slot->callback = callback;
    slot->context = context;
    slot->role = role;
#if EDS_GNU_OBJC_RUNTIME
    // GCC's libobjc writes a new implementation into the class's dispatch table even when that
    // table is still the placeholder shared by every class not yet messaged, which would send
    // all of them to this trampoline. Asking whether the class responds installs its own table.
    (void)class_respondsToSelector(defining, selector);
#endif
    IMP original = method_getImplementation(method);
    atomic_store_explicit(&slot->original, original, memory_order_release);
    IMP replaced = method_setImplementation(method, eds_trampoline(signature, index));
    if (replaced != original && replaced != NULL) {
        // Someone outside our lock swapped the method in between: keep what we really replaced.
        atomic_store_explicit(&slot->original, replaced, memory_order_release);
    }
    slot->used = true;
    return EDSHookInstallResultInstalled;
}

static EDSHookInstallResult eds_install(Class cls, const char *selectorName,
                                        EDSHookSignature signature, EDSHookRole role,
                                        EDSHookCallback callback, void *context,
                                        const char **hookedClassName) {
    if (hookedClassName != NULL) *hookedClassName = NULL;
    if (selectorName == NULL || selectorName[0] == '\0' || callback == NULL ||
        (unsigned)signature >= EDS_SIGNATURE_COUNT ||
        (unsigned)role > (unsigned)EDSHookRoleClosesUpdateBlock) {
        return EDSHookInstallResultInvalidArgument;
    }
    if (cls == Nil) return EDSHookInstallResultClassNotFound;
    pthread_mutex_lock(&edsInstallLock);
    EDSHookInstallResult result = eds_install_locked(cls, selectorName, signature, role, callback,
                                                     context, hookedClassName);
    pthread_mutex_unlock(&edsInstallLock);
    return result;
}

static Class eds_class_named(const char *className) {
    return (className != NULL && className[0] != '\0') ? objc_getClass(className) : Nil;
}

static Class eds_class_of(const void *instance) {
    return instance != NULL ? object_getClass((__bridge id)instance) : Nil;
}

EDSHookInstallResult eds_hook_install(const char *className, const char *selectorName,
                                      EDSHookSignature signature, EDSHookCallback callback,
                                      void *context, const char **hookedClassName) {
    return eds_install(eds_class_named(className), selectorName, signature,
                       EDSHookRoleCallsBackAfter, callback, context, hookedClassName);
}

EDSHookInstallResult eds_hook_install_for_class_of(const void *instance, const char *selectorName,
                                                   EDSHookSignature signature,
                                                   EDSHookCallback callback, void *context,
                                                   const char **hookedClassName) {
    return eds_install(eds_class_of(instance), selectorName, signature,
                       EDSHookRoleCallsBackAfter, callback, context, hookedClassName);
}

EDSHookInstallResult eds_hook_install_with_role(const char *className, const char *selectorName,
                                                EDSHookSignature signature, EDSHookRole role,
                                                EDSHookCallback callback, void *context,
                                                const char **hookedClassName) {
    return eds_install(eds_class_named(className), selectorName, signature, role, callback,
                       context, hookedClassName);
}

EDSHookInstallResult eds_hook_install_for_class_of_with_role(
    const void *instance, const char *selectorName, EDSHookSignature signature, EDSHookRole role,
    EDSHookCallback callback, void *context, const char **hookedClassName) {
    return eds_install(eds_class_of(instance), selectorName, signature, role, callback, context,
                       hookedClassName);
}

bool eds_hook_is_installed(const char *className, const char *selectorName) {
    if (className == NULL || selectorName == NULL) return false;
    Class cls = objc_getClass(className);
    if (cls == Nil) return false;
    SEL selector = sel_registerName(selectorName);
    Method method = class_getInstanceMethod(cls, selector);
    if (method == NULL) return false;
    pthread_mutex_lock(&edsInstallLock);
    Class defining = eds_defining_class(cls, selector, method);
    bool installed = eds_find_slot(defining, selector, NULL) != NULL;
    pthread_mutex_unlock(&edsInstallLock);
    return installed;
}

#else

// MARK: - Build without an Objective-C runtime

bool eds_hook_runtime_available(void) { return false; }

EDSHookInstallResult eds_hook_install(const char *className, const char *selectorName,
                                      EDSHookSignature signature, EDSHookCallback callback,
                                      void *context, const char **hookedClassName) {
    (void)className, (void)selectorName, (void)signature, (void)callback, (void)context;
    if (hookedClassName != NULL) *hookedClassName = NULL;
    return EDSHookInstallResultRuntimeUnavailable;
}

EDSHookInstallResult eds_hook_install_for_class_of(const void *instance, const char *selectorName,
                                                   EDSHookSignature signature,
                                                   EDSHookCallback callback, void *context,
                                                   const char **hookedClassName) {
    (void)instance, (void)selectorName, (void)signature, (void)callback, (void)context;
    if (hookedClassName != NULL) *hookedClassName = NULL;
    return EDSHookInstallResultRuntimeUnavailable;
}

EDSHookInstallResult eds_hook_install_with_role(const char *className, const char *selectorName,
                                                EDSHookSignature signature, EDSHookRole role,
                                                EDSHookCallback callback, void *context,
                                                const char **hookedClassName) {
    (void)role;
    return eds_hook_install(className, selectorName, signature, callback, context,
                            hookedClassName);
}

EDSHookInstallResult eds_hook_install_for_class_of_with_role(
    const void *instance, const char *selectorName, EDSHookSignature signature, EDSHookRole role,
    EDSHookCallback callback, void *context, const char **hookedClassName) {
    (void)role;
    return eds_hook_install_for_class_of(instance, selectorName, signature, callback, context,
                                         hookedClassName);
}

bool eds_hook_is_installed(const char *className, const char *selectorName) {
    (void)className, (void)selectorName;
    return false;
}

#endif
