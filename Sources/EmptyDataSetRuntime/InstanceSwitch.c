// EmptyDataSet · EmptyDataSetRuntime
// Licensed under the MIT licence; see LICENSE.
//
// The global and per-instance switches. The per-instance switch is a set of addresses (open
// addressing, linear probing, backward-shift deletion) behind a read-write lock, with an atomic
// count in front so that, while no instance is enabled, a hooked call pays one atomic load.
// Each member also carries the count of its open update blocks, so the lookup a hooked call
// already makes answers "is a block open?" (and opens or closes one: an atomic change under the
// read lock, since it moves no member), and switching an instance off forgets its blocks.
// Plain C: it needs nothing from the Objective-C runtime.

#include "ReloadHookInternal.h"

#include <limits.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

static atomic_bool edsGloballyEnabled = true;
static atomic_size_t edsEnabledCount = 0;

static pthread_rwlock_t edsSetLock = PTHREAD_RWLOCK_INITIALIZER;
static uintptr_t *edsSetSlots = NULL;  // 0 marks an empty slot
static atomic_uint *edsSetDepths = NULL;  // open update blocks of the member in the same slot
static size_t edsSetCapacity = 0;      // a power of two, or 0 before the first insert

static size_t eds_set_home(uintptr_t key, size_t capacity) {
    uint64_t hash = (uint64_t)key * UINT64_C(0x9E3779B97F4A7C15);
    return (size_t)(hash >> 32) & (capacity - 1);
}

/// Index of `key`, or of the empty slot where it would go. Needs capacity > 0 and the lock.
static size_t eds_set_probe(uintptr_t key) {
    size_t index = eds_set_home(key, edsSetCapacity);
    while (edsSetSlots[index] != 0 && edsSetSlots[index] != key) {
        index = (index + 1) & (edsSetCapacity - 1);
    }
    return index;
}

/// Doubles the table (or creates it). Returns false when memory is exhausted. Needs the lock.
static bool eds_set_grow(void) {
    size_t newCapacity = edsSetCapacity == 0 ? 16 : edsSetCapacity * 2;
    uintptr_t *newSlots = calloc(newCapacity, sizeof(uintptr_t));
    atomic_uint *newDepths = calloc(newCapacity, sizeof(atomic_uint));
    if (newSlots == NULL || newDepths == NULL) {
        free(newSlots);
        free(newDepths);
        return false;
    }
    uintptr_t *oldSlots = edsSetSlots;
    atomic_uint *oldDepths = edsSetDepths;
    size_t oldCapacity = edsSetCapacity;
    edsSetSlots = newSlots;
    edsSetDepths = newDepths;
    edsSetCapacity = newCapacity;
    for (size_t i = 0; i < oldCapacity; i++) {
        if (oldSlots[i] == 0) continue;
        size_t index = eds_set_probe(oldSlots[i]);
        edsSetSlots[index] = oldSlots[i];
        unsigned depth = atomic_load_explicit(&oldDepths[i], memory_order_relaxed);
        atomic_init(&edsSetDepths[index], depth);
    }
    free(oldSlots);
    free(oldDepths);
    return true;
}

/// Removes the key at `index`, moving later members of its run back so probing stays correct.
static void eds_set_remove_at(size_t index) {
    size_t mask = edsSetCapacity - 1;
    size_t hole = index;
    size_t next = (index + 1) & mask;
    while (edsSetSlots[next] != 0) {
        size_t home = eds_set_home(edsSetSlots[next], edsSetCapacity);
        // Move the entry into the hole unless its home lies cyclically in (hole, next].
        bool homeBetween = hole <= next ? (home > hole && home <= next)
                                        : (home > hole || home <= next);
        if (!homeBetween) {
            edsSetSlots[hole] = edsSetSlots[next];
            atomic_store_explicit(&edsSetDepths[hole],
                                  atomic_load_explicit(&edsSetDepths[next], memory_order_relaxed),
                                  memory_order_relaxed);
            hole = next;
        }
        next = (next + 1) & mask;
    }
    edsSetSlots[hole] = 0;
    atomic_store_explicit(&edsSetDepths[hole], 0, memory_order_relaxed);
}

void eds_hook_set_instance_enabled(const void *instance, bool enabled) {
    uintptr_t key = (uintptr_t)instance;
    if (key == 0) return;
    pthread_rwlock_wrlock(&edsSetLock);
    if (enabled) {
        bool present = edsSetCapacity != 0 && edsSetSlots[eds_set_probe(key)] == key;
        size_t count = atomic_load(&edsEnabledCount);
        // Keep the load factor at or below one half.
        bool roomy = (count + 1) * 2 <= edsSetCapacity;
        if (!present && (roomy || eds_set_grow())) {
            size_t index = eds_set_probe(key);
            edsSetSlots[index] = key;
            atomic_store_explicit(&edsSetDepths[index], 0, memory_order_relaxed);
            atomic_fetch_add(&edsEnabledCount, 1);
        }
    } else if (edsSetCapacity != 0) {
        size_t index = eds_set_probe(key);
        if (edsSetSlots[index] == key) {
            eds_set_remove_at(index);
            atomic_fetch_sub(&edsEnabledCount, 1);
        }
    }
    pthread_rwlock_unlock(&edsSetLock);
}

/// Opens (+1) or closes (-1) one block on a counter: never below 0, never past UINT_MAX (an
/// `endUpdates` without an open block leaves 0). Returns the new count.
static unsigned eds_move_open_blocks(atomic_uint *counter, int blockChange) {
    unsigned depth = atomic_load_explicit(counter, memory_order_relaxed);
    for (;;) {
        unsigned next = depth;
        if (blockChange > 0 && depth < UINT_MAX) next = depth + 1;
        if (blockChange < 0 && depth > 0) next = depth - 1;
        if (next == depth) return depth;
        if (atomic_compare_exchange_weak_explicit(counter, &depth, next, memory_order_relaxed,
                                                  memory_order_relaxed)) {
            return next;
        }
    }
}

bool eds_instance_state(const void *instance, int blockChange, unsigned *openBlocks) {
    uintptr_t key = (uintptr_t)instance;
    *openBlocks = 0;
    if (key == 0 || atomic_load_explicit(&edsEnabledCount, memory_order_acquire) == 0) {
        return false;
    }
    // The read lock keeps every member in its slot; the count is changed atomically in place.
    pthread_rwlock_rdlock(&edsSetLock);
    bool found = false;
    if (edsSetCapacity != 0) {
        size_t index = eds_set_probe(key);
        found = edsSetSlots[index] == key;
        if (found) *openBlocks = eds_move_open_blocks(&edsSetDepths[index], blockChange);
    }
    pthread_rwlock_unlock(&edsSetLock);
    return found;
}

bool eds_hook_is_instance_enabled(const void *instance) {
    unsigned openBlocks;
    return eds_instance_state(instance, 0, &openBlocks);
}

unsigned eds_hook_open_update_blocks(const void *instance) {
    unsigned openBlocks;
    (void)eds_instance_state(instance, 0, &openBlocks);
    return openBlocks;
}

size_t eds_hook_enabled_instance_count(void) { return atomic_load(&edsEnabledCount); }

void eds_hook_set_globally_enabled(bool enabled) { atomic_store(&edsGloballyEnabled, enabled); }

bool eds_hook_is_globally_enabled(void) {
    return atomic_load_explicit(&edsGloballyEnabled, memory_order_relaxed);
}
