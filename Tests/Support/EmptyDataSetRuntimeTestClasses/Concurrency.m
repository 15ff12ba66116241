// EmptyDataSet · EmptyDataSetRuntimeTestClasses
// Licensed under the MIT licence; see LICENSE.
//
// Real threads, released together, for the hook's thread-safety tests.

#include "TestClassesInternal.h"

#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if EDS_HAS_OBJC_RUNTIME

#include <pthread.h>

#define EDST_MAX_THREADS 16

// MARK: - Start gate

/// Holds threads until all have arrived, then releases them together (pthread barriers are
/// missing on Apple platforms).
typedef struct EDSTStartGate {
    pthread_mutex_t lock;
    pthread_cond_t opened;
    int waiting;
    int expected;
} EDSTStartGate;

static void edst_gate_wait(EDSTStartGate *gate) {
    pthread_mutex_lock(&gate->lock);
    if (++gate->waiting == gate->expected) {
        pthread_cond_broadcast(&gate->opened);
    } else {
        while (gate->waiting < gate->expected) pthread_cond_wait(&gate->opened, &gate->lock);
    }
    pthread_mutex_unlock(&gate->lock);
}

/// Runs `body` on `count` threads with `jobs[i]` each, all released at once, and joins them.
static bool edst_run_threads(int count, void *(*body)(void *), void *jobs, size_t jobSize) {
    pthread_t threads[EDST_MAX_THREADS];
    for (int i = 0; i < count; i++) {
        if (pthread_create(&threads[i], NULL, body, (char *)jobs + (size_t)i * jobSize) != 0) {
            abort();  // the gate would never open; a fault of the test machine
        }
    }
    for (int i = 0; i < count; i++) pthread_join(threads[i], NULL);
    return true;
}

// MARK: - Installs

typedef struct EDSTInstallJob {
    EDSTStartGate *gate;
    const char *className;
    const char *selector;
    EDSHookSignature signature;
    EDSHookInstallResult result;
} EDSTInstallJob;

static void *edst_install_job(void *argument) {
    EDSTInstallJob *job = argument;
    edst_gate_wait(job->gate);
    job->result = eds_hook_install(job->className, job->selector, job->signature,
                                   edst_logging_callback, "concurrent", NULL);
    return NULL;
}

bool edst_install_concurrently(int threadCount, const char *className, const char *selector,
                               EDSHookSignature signature, EDSHookInstallResult *results) {
    if (threadCount < 1 || threadCount > EDST_MAX_THREADS) return false;
    EDSTStartGate gate = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, threadCount};
    EDSTInstallJob jobs[EDST_MAX_THREADS];
    for (int i = 0; i < threadCount; i++) {
        jobs[i] = (EDSTInstallJob){&gate, className, selector, signature,
                                   EDSHookInstallResultInvalidArgument};
    }
    edst_run_threads(threadCount, edst_install_job, jobs, sizeof *jobs);
    for (int i = 0; i < threadCount; i++) results[i] = jobs[i].result;
    return true;
}

// MARK: - Calls while another thread installs

typedef struct EDSTCallJob {
    EDSTStartGate *gate;
    atomic_int *callsMade;
    atomic_bool *installed;
    void *instance;  // null for the installing thread
    const char *className;
    int installAfter;  // the installing thread waits until this many calls were made in all
    int calls;         // out: calls this thread made
} EDSTCallJob;

static void *edst_call_job(void *argument) {
    EDSTCallJob *job = argument;
    edst_gate_wait(job->gate);
    if (job->instance == NULL) {
        while (atomic_load(job->callsMade) < job->installAfter) {
        }
        eds_hook_install(job->className, "reloadData", EDSHookSignatureNoArgument,
                         edst_logging_callback, "racing", NULL);
        atomic_store(job->installed, true);
        return NULL;
    }
    // Call until the install is over and 100 more calls were made (bounded, in case it never is).
    int callsAfterInstall = 0;
    while (callsAfterInstall < 100 && job->calls < 1000000) {
        bool installed = atomic_load(job->installed);
        edst_send(job->instance, "reloadData", EDSHookSignatureNoArgument, NULL, 0);
        job->calls++;
        atomic_fetch_add(job->callsMade, 1);
        if (installed) callsAfterInstall++;
    }
    return NULL;
}

bool edst_call_while_installing(int threadCount, const char *className, void *const *instances,
                                int installAfter, int *callCounts) {
    if (threadCount < 1 || threadCount + 1 > EDST_MAX_THREADS) return false;
    EDSTStartGate gate = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, threadCount + 1};
    atomic_int callsMade = 0;
    atomic_bool installed = false;
    EDSTCallJob jobs[EDST_MAX_THREADS];
    for (int i = 0; i < threadCount; i++) {
        jobs[i] = (EDSTCallJob){&gate, &callsMade, &installed, instances[i], className, 0, 0};
    }
    jobs[threadCount] = (EDSTCallJob){&gate, &callsMade, &installed, NULL, className,
                                      installAfter, 0};
    edst_run_threads(threadCount + 1, edst_call_job, jobs, sizeof *jobs);
    for (int i = 0; i < threadCount; i++) callCounts[i] = jobs[i].calls;
    return true;
}

// MARK: - Per-instance switch

typedef struct EDSTSwitchJob {
    EDSTStartGate *gate;
    uintptr_t firstAddress;
    int addresses;
    int rounds;
    int mismatches;
} EDSTSwitchJob;

static void *edst_switch_job(void *argument) {
    EDSTSwitchJob *job = argument;
    edst_gate_wait(job->gate);
    bool *model = calloc((size_t)job->addresses, sizeof(bool));
    if (model == NULL) abort();
    uint64_t state = job->firstAddress;
    for (int round = 0; round < job->rounds; round++) {
        state = state * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
        int index = (int)((state >> 33) % (uint64_t)job->addresses);
        bool enable = (state >> 13) % 3 != 0;
        const void *address = (const void *)(job->firstAddress + (uintptr_t)index * 16);
        eds_hook_set_instance_enabled(address, enable);
        model[index] = enable;
        if (eds_hook_is_instance_enabled(address) != enable) job->mismatches++;
    }
    for (int i = 0; i < job->addresses; i++) {
        const void *address = (const void *)(job->firstAddress + (uintptr_t)i * 16);
        if (eds_hook_is_instance_enabled(address) != model[i]) job->mismatches++;
        eds_hook_set_instance_enabled(address, false);
    }
    free(model);
    return NULL;
}

int edst_toggle_switches_concurrently(int threadCount, int addressesPerThread, int rounds) {
    if (threadCount < 1 || threadCount > EDST_MAX_THREADS) return -1;
    EDSTStartGate gate = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, threadCount};
    EDSTSwitchJob jobs[EDST_MAX_THREADS];
    for (int i = 0; i < threadCount; i++) {
        // Disjoint fake address ranges, one per thread; never dereferenced.
        uintptr_t first = (uintptr_t)0x200000000 + (uintptr_t)i * 0x1000000;
        jobs[i] = (EDSTSwitchJob){&gate, first, addressesPerThread, rounds, 0};
    }
    edst_run_threads(threadCount, edst_switch_job, jobs, sizeof *jobs);
    int mismatches = 0;
    for (int i = 0; i < threadCount; i++) mismatches += jobs[i].mismatches;
    return mismatches;
}

#else

bool edst_install_concurrently(int threadCount, const char *className, const char *selector,
                               EDSHookSignature signature, EDSHookInstallResult *results) {
    (void)threadCount, (void)className, (void)selector, (void)signature, (void)results;
    return false;
}

bool edst_call_while_installing(int threadCount, const char *className, void *const *instances,
                                int installAfter, int *callCounts) {
    (void)threadCount, (void)className, (void)instances, (void)installAfter, (void)callCounts;
    return false;
}

int edst_toggle_switches_concurrently(int threadCount, int addressesPerThread, int rounds) {
    (void)threadCount, (void)addressesPerThread, (void)rounds;
    return -1;
}

#endif
