// EmptyDataSet · EmptyDataSetRuntime
// Licensed under the MIT licence; see LICENSE.
//
// Shared between the files of the hook; not part of the public header.

#ifndef EMPTY_DATA_SET_RELOAD_HOOK_INTERNAL_H
#define EMPTY_DATA_SET_RELOAD_HOOK_INTERNAL_H

#include "EmptyDataSetRuntime.h"

#include <stdatomic.h>

// The runtime API: GCC's or Apple's header, or our declarations of the GNU runtime's functions
// when GCC's header is not on the search path (see ObjCRuntime.h). EDS_HAS_OBJC_RUNTIME is 0
// only without Objective-C or on an unknown runtime, where the hook builds to stubs.
#include "ObjCRuntime.h"

// MARK: - Per-instance state (InstanceSwitch.c)

/// Whether `instance` is switched on, and in `openBlocks` how many update blocks are open on it
/// (0 when it is off), after opening one (`blockChange` +1), closing one (-1) or neither (0).
/// An instance that is off is left alone; closing without an open block leaves 0. One
/// read-locked probe; one atomic load while no instance is on.
bool eds_instance_state(const void *instance, int blockChange, unsigned *openBlocks);

// MARK: - Trampolines (Trampolines.m)

/// Trampolines per signature; each serves one (class, selector) for the life of the process.
#define EDS_SLOTS_PER_SIGNATURE 64
#define EDS_SIGNATURE_COUNT 4

#if EDS_HAS_OBJC_RUNTIME

/// One hooked (class, selector). Written once under the install lock, before the trampoline is
/// published with method_setImplementation; `original` is atomic because a racing third party
/// can make the install correct it once.
typedef struct EDSHookSlot {
    _Atomic(IMP) original;
    __unsafe_unretained Class hookedClass;
    SEL selector;
    const char *selectorName;
    EDSHookCallback callback;
    void *context;
    EDSHookRole role;
    bool used;
} EDSHookSlot;

/// The slot table, indexed by signature then slot number.
extern EDSHookSlot edsHookSlots[EDS_SIGNATURE_COUNT][EDS_SLOTS_PER_SIGNATURE];

/// The trampoline for a signature and slot.
IMP eds_trampoline(EDSHookSignature signature, int slot);

#endif

#endif
