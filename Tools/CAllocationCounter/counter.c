// EmptyDataSet · CAllocationCounter
// Licensed under the MIT licence; see LICENSE.
//
// Counts heap allocations by interposing the C allocator. An executable that links this file
// defines malloc & co. itself; the dynamic linker resolves every library's calls (the Swift
// runtime's swift_slowAlloc included) to these definitions, which count and forward to glibc's
// own entry points (__libc_malloc etc.). Counting is per thread and off by default, so the cost
// outside a measured region is one thread-local load.

#include "CAllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static __thread bool counting = false;
static __thread uint64_t allocations = 0;
static __thread uint64_t frees = 0;

static inline void count_allocation(void) {
  if (counting) allocations += 1;
}

// The heap's net change while tracking is on, on every thread: each chunk as glibc lays it out
// (its usable size plus the size word before it), added when allocated and taken off when
// freed. Unlike glibc's mallinfo2, it does not count freed chunks glibc keeps cached for reuse
// (tcache).
static atomic_bool tracking = false;
static _Atomic int64_t tracked_bytes = 0;

static inline int64_t chunk_bytes(void *pointer) {
  return (int64_t)(malloc_usable_size(pointer) + sizeof(size_t));
}

static inline void track_allocated(void *pointer) {
  if (pointer != NULL && atomic_load_explicit(&tracking, memory_order_relaxed))
    atomic_fetch_add_explicit(&tracked_bytes, chunk_bytes(pointer), memory_order_relaxed);
}

static inline void track_freed(void *pointer) {
  if (pointer != NULL && atomic_load_explicit(&tracking, memory_order_relaxed))
    atomic_fetch_sub_explicit(&tracked_bytes, chunk_bytes(pointer), memory_order_relaxed);
}

void *malloc(size_t size) {
  count_allocation();
  void *result = __libc_malloc(size);
  track_allocated(result);
  return result;
}

void *calloc(size_t count, size_t size) {
  count_allocation();
  void *result = __libc_calloc(count, size);
  track_allocated(result);
  return result;
}

void *realloc(void *pointer, size_t size) {
  count_allocation();
  // realloc(p, 0) may free p and return NULL: p is taken off first either way.
  track_freed(pointer);
  void *result = __libc_realloc(pointer, size);
  if (result == NULL && size != 0) {
    track_allocated(pointer);  // failed: p is still there
  }
  track_allocated(result);
  return result;
}

void free(void *pointer) {
  if (counting && pointer != NULL) frees += 1;
  track_freed(pointer);
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  count_allocation();
  void *result = __libc_memalign(alignment, size);
  track_allocated(result);
  return result;
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_allocation();
  void *result = __libc_memalign(alignment, size);
  track_allocated(result);
  return result;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  count_allocation();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) return ENOMEM;
  track_allocated(pointer);
  *result = pointer;
  return 0;
}

bool eds_allocation_counting_is_supported(void) { return true; }
void eds_allocation_counting_begin(void) { counting = true; }
void eds_allocation_counting_end(void) { counting = false; }
uint64_t eds_allocation_count(void) { return allocations; }
uint64_t eds_free_count(void) { return frees; }
void eds_allocation_counting_reset(void) {
  allocations = 0;
  frees = 0;
}
void eds_heap_tracking_begin(void) {
  atomic_store(&tracked_bytes, 0);
  atomic_store(&tracking, true);
}
void eds_heap_tracking_end(void) { atomic_store(&tracking, false); }
int64_t eds_heap_tracked_bytes(void) { return atomic_load(&tracked_bytes); }

#else

bool eds_allocation_counting_is_supported(void) { return false; }
void eds_allocation_counting_begin(void) {}
void eds_allocation_counting_end(void) {}
uint64_t eds_allocation_count(void) { return 0; }
uint64_t eds_free_count(void) { return 0; }
void eds_allocation_counting_reset(void) {}
void eds_heap_tracking_begin(void) {}
void eds_heap_tracking_end(void) {}
int64_t eds_heap_tracked_bytes(void) { return 0; }

#endif
