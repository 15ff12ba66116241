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

void *malloc(size_t size) {
  count_allocation();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_allocation();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_allocation();
  return __libc_realloc(pointer, size);
}

void free(void *pointer) {
  if (counting && pointer != NULL) frees += 1;
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  count_allocation();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) return ENOMEM;
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
int64_t eds_heap_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return (int64_t)(info.uordblks + info.hblkhd);
}

#else

bool eds_allocation_counting_is_supported(void) { return false; }
void eds_allocation_counting_begin(void) {}
void eds_allocation_counting_end(void) {}
uint64_t eds_allocation_count(void) { return 0; }
uint64_t eds_free_count(void) { return 0; }
void eds_allocation_counting_reset(void) {}
int64_t eds_heap_bytes_in_use(void) { return -1; }

#endif
