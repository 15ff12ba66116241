// EmptyDataSet · EmptyDataSetRuntime
// Licensed under the MIT licence; see LICENSE.
//
// The reload hook: runs a callback around a view's own data-mutation methods (reloadData,
// performBatchUpdates:completion:, beginUpdates/endUpdates blocks, inserts, deletes, section
// reloads), once per change, never inside an open update block. Also finds DZNEmptyDataSet
// linked into the same process. Plain C so Swift imports it on every platform; objects travel as
// untyped pointers. How it works, its cost and how to turn it off: docs/reload-hook.md.

#ifndef EMPTY_DATA_SET_RUNTIME_H
#define EMPTY_DATA_SET_RUNTIME_H

#include <stdbool.h>
#include <stddef.h>

#if !__has_feature(nullability)
#define _Nonnull
#define _Nullable
#endif

#ifdef __cplusplus
extern "C" {
#endif

#pragma clang assume_nonnull begin

/// The argument shape of a hooked method. The hook checks it against the method's type encoding
/// before installing, because calling the original through the wrong shape is undefined behaviour.
typedef enum __attribute__((enum_extensibility(closed))) EDSHookSignature {
    /// `- (void)m` : `reloadData`, `endUpdates`.
    EDSHookSignatureNoArgument = 0,
    /// `- (void)m:(id)a` : `insertItemsAtIndexPaths:`, `insertSections:` on collection views.
    EDSHookSignatureObject = 1,
    /// `- (void)m:(id)a n:(NSInteger)b` : `insertRowsAtIndexPaths:withRowAnimation:` and the other
    /// table-view row and section mutations.
    EDSHookSignatureObjectInteger = 2,
    /// `- (void)m:(id)a n:(id)b` : `performBatchUpdates:completion:` (blocks are objects).
    EDSHookSignatureTwoObjects = 3,
} EDSHookSignature;

/// When a hooked method calls back, and what it does to the instance's update block.
///
/// An update block runs from `beginUpdates` to its matching `endUpdates` on one instance; blocks
/// nest. While a block is open on an instance, no hooked call on it calls back: the call that
/// closes the outermost block calls back once, after it returns.
typedef enum __attribute__((enum_extensibility(closed))) EDSHookRole {
    /// Calls back after the original returns: `performBatchUpdates:completion:` (its data source
    /// changes inside the block), row, item and section mutations. The role of
    /// `eds_hook_install`.
    EDSHookRoleCallsBackAfter = 0,
    /// Calls back before the original runs: `reloadData`, whose data source already holds the
    /// new counts, so what the callback decides is current during the data-source calls the
    /// reload makes (DZNEmptyDataSet's order).
    EDSHookRoleCallsBackBefore = 1,
    /// Opens an update block on the instance (`beginUpdates`); never calls back itself.
    EDSHookRoleOpensUpdateBlock = 2,
    /// Closes an update block (`endUpdates`). Closing the outermost block calls back once after
    /// the original returns; closing an inner block does not. Without an open block it calls
    /// back like `EDSHookRoleCallsBackAfter`.
    EDSHookRoleClosesUpdateBlock = 3,
} EDSHookRole;

/// What an install request did. Everything except `Installed` and `AlreadyInstalled` left the
/// class untouched; `eds_hook_install_result_description` gives a sentence for diagnostics.
typedef enum __attribute__((enum_extensibility(closed))) EDSHookInstallResult {
    /// The method now runs through the hook.
    EDSHookInstallResultInstalled = 0,
    /// The defining class and selector were hooked before; nothing changed (the first callback
    /// and context stay).
    EDSHookInstallResultAlreadyInstalled = 1,
    /// This build has no Objective-C runtime: neither Apple's nor, on Linux, GCC's GNU runtime
    /// (see ObjCRuntime.h).
    EDSHookInstallResultRuntimeUnavailable = 2,
    /// No class has that name (or the instance pointer was null).
    EDSHookInstallResultClassNotFound = 3,
    /// Neither the class nor its superclasses implement the selector.
    EDSHookInstallResultMethodNotFound = 4,
    /// The method's type encoding does not match the requested signature.
    EDSHookInstallResultSignatureMismatch = 5,
    /// Every trampoline for that signature is in use (64 per signature).
    EDSHookInstallResultNoFreeSlot = 6,
    /// A required argument was null or empty.
    EDSHookInstallResultInvalidArgument = 7,
} EDSHookInstallResult;

/// Called once per outermost hooked call on an enabled instance, after the original method
/// returned (before it runs for `EDSHookRoleCallsBackBefore`), and never while an update block
/// is open on the instance. `instance` is the receiver, `selectorName` the hooked selector of
/// that outermost call (for example "performBatchUpdates:completion:"), `context` the pointer
/// given at install. Runs on the thread that made the call. A hooked call the callback makes on
/// the same instance runs its original, then the callback runs once more after the current one
/// returns (never inside it; at most 16 callbacks per outermost call).
typedef void (*EDSHookCallback)(void *instance, const char *selectorName,
                                void *_Nullable context);

/// Whether the hook was compiled against an Objective-C runtime. Always true on Apple platforms
/// and on Linux (GCC's GNU runtime, with or without its header on the search path); false
/// elsewhere. Default: build-time.
bool eds_hook_runtime_available(void);

/// Hooks `selectorName` on the class named `className`, or rather on the class that defines the
/// method `className` resolves for it (a subclass that only inherits `reloadData` leads to the
/// base class). Idempotent per (defining class, selector) and safe from any thread. Hooking one
/// class never prevents hooking another. A method whose type encoding does not match
/// `signature` is refused. If `hookedClassName` is not null it receives the name of the defining
/// class (null when none was found). Nothing is ever unhooked: use the switches.
EDSHookInstallResult eds_hook_install(const char *className, const char *selectorName,
                                      EDSHookSignature signature, EDSHookCallback callback,
                                      void *_Nullable context,
                                      const char *_Nullable *_Nullable hookedClassName);

/// Same as `eds_hook_install`, for the class of `instance` (its dynamic class, so a subclass
/// that overrides the method without calling super gets its own hook).
EDSHookInstallResult eds_hook_install_for_class_of(
    const void *instance, const char *selectorName, EDSHookSignature signature,
    EDSHookCallback callback, void *_Nullable context,
    const char *_Nullable *_Nullable hookedClassName);

/// Same as `eds_hook_install`, with the callback's timing and the update-block bracket chosen
/// by `role` (`eds_hook_install` uses `EDSHookRoleCallsBackAfter`). Installing again keeps the
/// first role, like the first callback and context.
EDSHookInstallResult eds_hook_install_with_role(const char *className, const char *selectorName,
                                                EDSHookSignature signature, EDSHookRole role,
                                                EDSHookCallback callback, void *_Nullable context,
                                                const char *_Nullable *_Nullable hookedClassName);

/// Same as `eds_hook_install_for_class_of`, with `role` as in `eds_hook_install_with_role`.
EDSHookInstallResult eds_hook_install_for_class_of_with_role(
    const void *instance, const char *selectorName, EDSHookSignature signature, EDSHookRole role,
    EDSHookCallback callback, void *_Nullable context,
    const char *_Nullable *_Nullable hookedClassName);

/// Whether a hook is installed on the class that defines `selectorName` for `className`.
bool eds_hook_is_installed(const char *className, const char *selectorName);

/// A sentence describing `result`, for diagnostics. Static storage; never null.
const char *eds_hook_install_result_description(EDSHookInstallResult result);

/// Global switch. When off, every hooked method calls its original and nothing else. Default: on.
void eds_hook_set_globally_enabled(bool enabled);

/// The global switch's current value. Default: true.
bool eds_hook_is_globally_enabled(void);

/// Per-instance switch: only enabled instances run the callback. Default: off for every instance.
/// The instance is identified by its address, so switch it off before it is deallocated (on Apple
/// platforms: from the dealloc of an object associated with it), or a later object at the same
/// address would inherit the flag.
void eds_hook_set_instance_enabled(const void *instance, bool enabled);

/// Whether `instance` is switched on. Default: false.
bool eds_hook_is_instance_enabled(const void *instance);

/// How many instances are switched on. Zero means hooked calls skip the per-instance lookup.
size_t eds_hook_enabled_instance_count(void);

/// How many update blocks are open on `instance`: `beginUpdates` calls not yet closed by an
/// `endUpdates`, counted only while the instance is switched on (switching it off forgets them;
/// an `endUpdates` without an open block leaves 0). Default: 0.
unsigned eds_hook_open_update_blocks(const void *instance);

// MARK: - DZNEmptyDataSet in the same process

/// What of DZNEmptyDataSet a process has loaded.
typedef struct EDSDZNEmptyDataSetTraces {
    /// DZN's private view class, `DZNEmptyDataSetView`, is registered.
    bool viewClass;
    /// The scroll view class answers DZN's private `dzn_reloadEmptyDataSet`: DZN's category,
    /// whose public selectors are the same as ours, is attached to it.
    bool category;
} EDSDZNEmptyDataSetTraces;

/// Looks for DZNEmptyDataSet: its view class, and its category on the class named
/// `scrollViewClassName` (UIKit: "UIScrollView"). Two runtime look-ups; no message is sent to
/// the class. All false without an Objective-C runtime or for an unknown class name.
EDSDZNEmptyDataSetTraces eds_find_dzn_empty_data_set(const char *scrollViewClassName);

/// A sentence for diagnostics saying what was found, what breaks and what to do (remove
/// DZNEmptyDataSet from the target), or null when `traces` found nothing. Static storage.
const char *_Nullable eds_dzn_empty_data_set_conflict(EDSDZNEmptyDataSetTraces traces);

#pragma clang assume_nonnull end

#ifdef __cplusplus
}
#endif

#endif
