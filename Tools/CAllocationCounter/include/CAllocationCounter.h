// EmptyDataSet · CAllocationCounter
// Licensed under the MIT licence; see LICENSE.

#ifndef EMPTYDATASET_CALLOCATIONCOUNTER_H
#define EMPTYDATASET_CALLOCATIONCOUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// True when this build counts heap allocations (Linux with glibc); false elsewhere, where the
/// counters stay at 0 and the benchmarks print "n/a".
bool eds_allocation_counting_is_supported(void);

/// Starts counting the allocations made by the calling thread (other threads are ignored).
void eds_allocation_counting_begin(void);

/// Stops counting on the calling thread.
void eds_allocation_counting_end(void);

/// Allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) counted so far
/// on the calling thread.
uint64_t eds_allocation_count(void);

/// Frees (of a non-NULL pointer) counted so far on the calling thread.
uint64_t eds_free_count(void);

/// Sets both counters of the calling thread back to 0.
void eds_allocation_counting_reset(void);

/// Starts tracking the heap's net change on every thread, from 0: each chunk allocated adds its
/// size as glibc lays it out (usable size plus its size word), each chunk freed takes it off.
/// Unlike glibc's own heap in use (`mallinfo2`), freed chunks glibc keeps cached for reuse
/// (tcache) do not count.
void eds_heap_tracking_begin(void);

/// Stops tracking; ``eds_heap_tracked_bytes`` keeps its value.
void eds_heap_tracking_end(void);

/// The heap's net change in bytes since ``eds_heap_tracking_begin`` (0 where this is not glibc).
int64_t eds_heap_tracked_bytes(void);

#endif
