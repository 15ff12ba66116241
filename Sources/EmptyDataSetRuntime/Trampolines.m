// EmptyDataSet · EmptyDataSetRuntime
// Licensed under the MIT licence; see LICENSE.
//
// The trampolines. Each one is bound to one slot, so it knows the implementation it replaced
// without looking at `_cmd`: whatever selector a call arrives with (a third party's, after an
// exchange-swizzle), it runs exactly that saved implementation, once, passing the selector the
// implementation was installed under. A thread-local list of the instances currently inside a
// hooked call makes only the outermost call on an instance run the callback, and the instance's
// count of open update blocks (kept with its switch) holds every callback until the outermost
// block closes.

#include "ReloadHookInternal.h"

#if EDS_HAS_OBJC_RUNTIME

EDSHookSlot edsHookSlots[EDS_SIGNATURE_COUNT][EDS_SLOTS_PER_SIGNATURE];

// MARK: - Outermost-call tracking

/// An enabled instance inside a hooked call on this thread. Lives on the trampoline's stack.
typedef struct EDSActiveCall {
    const void *instance;
    struct EDSActiveCall *next;
    /// True while the callback runs.
    bool inCallback;
    /// Set by a hooked call made on the instance from inside the callback.
    bool callbackAgain;
} EDSActiveCall;

static _Thread_local EDSActiveCall *edsActiveCalls = NULL;

/// The outermost hooked call on `instance` in progress on this thread, if any.
static EDSActiveCall *eds_active_call(const void *instance) {
    for (EDSActiveCall *call = edsActiveCalls; call != NULL; call = call->next) {
        if (call->instance == instance) return call;
    }
    return NULL;
}

/// Pops `call` if it was pushed. A cleanup, so that on Apple platforms (where Objective-C
/// files are compiled with unwind tables) an exception thrown by the original pops it too.
static void eds_pop(EDSActiveCall *call) {
    if (call->instance != NULL) edsActiveCalls = call->next;
}

/// Most callbacks one outermost call runs: the first plus those asked for from inside it.
#define EDS_MAX_CALLBACKS_PER_CALL 16

/// Runs the callback for an outermost call, while the call is still on the list: hooked calls
/// made from inside the callback run their originals and ask for one more callback, which runs
/// after this one returns, never inside it. The switches and the open update blocks are read
/// again before each: an original that detached the empty data set (or a global switch-off
/// meanwhile) means no callback, and so does an update block still open on the instance (its
/// outermost `endUpdates` calls back instead).
static void eds_call_back(const EDSHookSlot *slot, void *self, EDSActiveCall *call) {
    for (int pass = 0; pass < EDS_MAX_CALLBACKS_PER_CALL; pass++) {
        unsigned openBlocks = 0;
        if (!eds_hook_is_globally_enabled() || !eds_instance_state(self, 0, &openBlocks) ||
            openBlocks > 0) {
            return;
        }
        call->callbackAgain = false;
        call->inCallback = true;
        slot->callback(self, slot->selectorName, slot->context);
        call->inCallback = false;
        if (!call->callbackAgain) return;
    }
}

/// How a call through `slot` moves the instance's count of open update blocks: `beginUpdates`
/// opens one, `endUpdates` closes one, whether the call is outermost or nested (a block opened
/// inside a batch or a callback counts too). The count moves before the original runs, so an
/// exception thrown by `endUpdates` (UIKit's inconsistency exception) leaves no block open.
static int eds_block_change(const EDSHookSlot *slot) {
    switch (slot->role) {
    case EDSHookRoleOpensUpdateBlock:
        return 1;
    case EDSHookRoleClosesUpdateBlock:
        return -1;
    case EDSHookRoleCallsBackAfter:
    case EDSHookRoleCallsBackBefore:
        return 0;
    }
    return 0;
}

/// Pushes `call` when this is the outermost hooked call on an enabled instance, and runs the
/// callback now if the slot calls back before its original. A nested call pushes nothing; one
/// made from inside the callback asks the outermost call to call back once more when the
/// callback returns. Everything a disabled instance pays is here: one atomic load for the
/// global switch, a walk of the usually empty thread-local list, and the per-instance lookup
/// (one more atomic load while no instance is enabled), which also opens or closes a block.
static void eds_enter(const EDSHookSlot *slot, void *self, EDSActiveCall *call) {
    if (!eds_hook_is_globally_enabled()) return;
    int blockChange = eds_block_change(slot);
    unsigned openBlocks = 0;
    EDSActiveCall *outer = eds_active_call(self);
    if (outer != NULL) {
        if (outer->inCallback) outer->callbackAgain = true;
        if (blockChange != 0) (void)eds_instance_state(self, blockChange, &openBlocks);
        return;
    }
    if (!eds_instance_state(self, blockChange, &openBlocks)) return;
    call->instance = self;
    call->next = edsActiveCalls;
    edsActiveCalls = call;
    if (slot->role == EDSHookRoleCallsBackBefore) eds_call_back(slot, self, call);
}

/// After the original of an outermost call: the callback, unless the slot already called back
/// before its original.
static void eds_finish(const EDSHookSlot *slot, void *self, EDSActiveCall *call) {
    if (call->instance == NULL || slot->role == EDSHookRoleCallsBackBefore) return;
    eds_call_back(slot, self, call);
}

static inline IMP eds_original(EDSHookSlot *slot) {
    return atomic_load_explicit(&slot->original, memory_order_acquire);
}

// MARK: - One trampoline per signature and slot

#define EDS_CALL_SCOPE(slot, self)                                                          \
    EDSActiveCall call __attribute__((cleanup(eds_pop))) = {NULL, NULL, false, false};    \
    eds_enter(slot, self, &call)

#define EDS_DEFINE_TRAMPOLINES(n)                                                           \
    static void eds_t0_##n(void *self, SEL cmd) {                                         \
        (void)cmd;                                                                          \
        EDSHookSlot *slot = &edsHookSlots[0][n];                                            \
        EDS_CALL_SCOPE(slot, self);                                                         \
        ((void (*)(void *, SEL))eds_original(slot))(self, slot->selector);                  \
        eds_finish(slot, self, &call);                                                      \
    }                                                                                       \
    static void eds_t1_##n(void *self, SEL cmd, void *a) {                                \
        (void)cmd;                                                                          \
        EDSHookSlot *slot = &edsHookSlots[1][n];                                            \
        EDS_CALL_SCOPE(slot, self);                                                         \
        ((void (*)(void *, SEL, void *))eds_original(slot))(self, slot->selector, a);       \
        eds_finish(slot, self, &call);                                                      \
    }                                                                                       \
    static void eds_t2_##n(void *self, SEL cmd, void *a, long b) {                        \
        (void)cmd;                                                                          \
        EDSHookSlot *slot = &edsHookSlots[2][n];                                            \
        EDS_CALL_SCOPE(slot, self);                                                         \
        ((void (*)(void *, SEL, void *, long))eds_original(slot))(self, slot->selector, a, b); \
        eds_finish(slot, self, &call);                                                      \
    }                                                                                       \
    static void eds_t3_##n(void *self, SEL cmd, void *a, void *b) {                       \
        (void)cmd;                                                                          \
        EDSHookSlot *slot = &edsHookSlots[3][n];                                            \
        EDS_CALL_SCOPE(slot, self);                                                         \
        ((void (*)(void *, SEL, void *, void *))eds_original(slot))(self, slot->selector, a, b); \
        eds_finish(slot, self, &call);                                                      \
    }

#define EDS_EACH_SLOT(X)                                                                    \
    X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13) X(14) X(15)   \
    X(16) X(17) X(18) X(19) X(20) X(21) X(22) X(23) X(24) X(25) X(26) X(27) X(28) X(29)     \
    X(30) X(31) X(32) X(33) X(34) X(35) X(36) X(37) X(38) X(39) X(40) X(41) X(42) X(43)     \
    X(44) X(45) X(46) X(47) X(48) X(49) X(50) X(51) X(52) X(53) X(54) X(55) X(56) X(57)     \
    X(58) X(59) X(60) X(61) X(62) X(63)

EDS_EACH_SLOT(EDS_DEFINE_TRAMPOLINES)

#define EDS_ENTRY_0(n) (IMP)eds_t0_##n,
#define EDS_ENTRY_1(n) (IMP)eds_t1_##n,
#define EDS_ENTRY_2(n) (IMP)eds_t2_##n,
#define EDS_ENTRY_3(n) (IMP)eds_t3_##n,

static const IMP edsTrampolines[EDS_SIGNATURE_COUNT][EDS_SLOTS_PER_SIGNATURE] = {
    {EDS_EACH_SLOT(EDS_ENTRY_0)},
    {EDS_EACH_SLOT(EDS_ENTRY_1)},
    {EDS_EACH_SLOT(EDS_ENTRY_2)},
    {EDS_EACH_SLOT(EDS_ENTRY_3)},
};

_Static_assert(sizeof(edsTrampolines[0]) / sizeof(IMP) == EDS_SLOTS_PER_SIGNATURE,
               "one trampoline per slot");

IMP eds_trampoline(EDSHookSignature signature, int slot) {
    return edsTrampolines[signature][slot];
}

#endif
