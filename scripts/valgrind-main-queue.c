// EmptyDataSet · valgrind helper
// Licensed under the MIT licence; see LICENSE.
//
// Preloaded (LD_PRELOAD) by scripts/valgrind-*.sh only. A Swift program with an async entry
// point (the Swift Testing runner is one) parks its main thread in dispatch_main(), which ends
// the main thread with pthread_exit and lets a worker drain the main queue. Valgrind 3.19
// crashes on that ("the 'impossible' happened", SIGSEGV when the next thread is cloned). This
// dispatch_main keeps the main thread alive instead and drains the main queue on it, through
// the same libdispatch hooks CoreFoundation's run loop uses. The process still ends when the
// program calls exit().

#include <poll.h>
#include <stdint.h>
#include <unistd.h>

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

void dispatch_main(void) {
  int handle = _dispatch_get_main_queue_handle_4CF();
  for (;;) {
    struct pollfd ready = {handle, POLLIN, 0};
    if (poll(&ready, 1, -1) <= 0) continue;
    uint64_t count;
    if (read(handle, &count, sizeof count) < 0) continue;
    _dispatch_main_queue_callback_4CF(NULL);
  }
}
