// EmptyDataSet · EmptyDataSetRuntimeTestClasses
// Licensed under the MIT licence; see LICENSE.
//
// Test doubles for the reload hook: classes shaped like UITableView and UICollectionView (made
// fresh per test, so install order can be chosen), their subclasses, third parties that swizzle
// the same methods, and the seed's lookup-by-_cmd design. Every implementation appends a line
// to its instance's log, with the `_cmd` it received, so tests read what ran and in which order.

#ifndef EMPTY_DATA_SET_RUNTIME_TEST_CLASSES_H
#define EMPTY_DATA_SET_RUNTIME_TEST_CLASSES_H

#include "EmptyDataSetRuntime.h"

#include <stdbool.h>

#pragma clang assume_nonnull begin

/// Whether the test classes were compiled against an Objective-C runtime.
bool edst_available(void);

/// Defines a class named `name` shaped like UITableView: `reloadData`, `beginUpdates`,
/// `endUpdates`, `performBatchUpdates:completion:` and the six row and section mutations taking
/// an animation.
/// Returns false if the name is taken or there is no runtime.
bool edst_define_table_view_class(const char *name);

/// Defines a class shaped like UICollectionView: `reloadData`, `performBatchUpdates:completion:`
/// and the six item and section mutations taking one object.
bool edst_define_collection_view_class(const char *name);

/// Defines a class shaped like UIScrollView (no reloadData), or a subclass of `superclassName`.
bool edst_define_plain_class(const char *name, const char *_Nullable superclassName);

/// Adds a recording implementation of `selector` with the given shape to an existing class.
/// `typeEncoding` overrides the encoding (to test signature checks); null uses the shape's.
bool edst_add_method(const char *className, const char *selector, EDSHookSignature signature,
                     const char *_Nullable typeEncoding);

/// Defines `name`, a subclass of `superclassName` that overrides the no-argument `selector`,
/// logging "<name>.override _cmd=..." and then, if `callsSuper`, calling the superclass's
/// implementation as compiled `[super selector]` would.
bool edst_define_subclass(const char *name, const char *superclassName, const char *selector,
                          bool callsSuper);

/// Sends `reloadData` with a compiled message expression. The compiled classes are
/// "EDSTCompiledTableView" (`reloadData`, `insertRowsAtIndexPaths:withRowAnimation:`) and
/// "EDSTCompiledTableViewSubclass", whose `reloadData` logs and calls `[super reloadData]`, and
/// "EDSTCompiledCollectionView" (`reloadData`), kept for one test and never messaged before it.
void edst_compiled_reload_data(void *instance);

/// Sends `insertRowsAtIndexPaths:withRowAnimation:` with a compiled message expression.
void edst_compiled_insert_rows(void *instance, const char *indexPaths, long animation);

/// A new instance of `className` with an empty log, or null.
void *_Nullable edst_new(const char *className);

/// Switches the instance off in the hook and frees it.
void edst_free(void *instance);

/// The instance's log, one line per event, newline-separated. Valid until the next event.
const char *edst_log(const void *instance);

/// Clears the instance's log.
void edst_clear_log(void *instance);

/// Sends `selector` to the instance through the runtime's method lookup, with arguments for
/// its shape: `object` for object arguments (a C string, logged) and `integer` for NSInteger.
/// For `performBatchUpdates:completion:` the first object lists the selectors, separated by
/// ';', that the base implementation sends to the instance as its "updates". Returns false when
/// the instance does not respond.
bool edst_send(void *instance, const char *selector, EDSHookSignature signature,
               const char *_Nullable object, long integer);

/// A hook callback that logs "callback <selector> ctx=<context as C string>" and, while the
/// instance's re-entry budget lasts, sends its re-entry selector from inside the callback. Logs
/// "NESTED callback" first if it is entered while already running for the same instance.
void edst_logging_callback(void *instance, const char *selectorName, void *_Nullable context);

/// Makes `edst_logging_callback` send `selector` (no argument) from inside the instance's
/// callback, to `target` (null: the instance itself), at most `budget` times in total.
void edst_set_reentry(void *instance, const char *selector, int budget, void *_Nullable target);

/// Makes the no-argument base implementation switch the instance off in the hook, as an app
/// that detaches its empty data set while reloading would.
void edst_switch_off_in_original(void *instance, bool enabled);

/// A third party exchange-swizzles `selector` on `className` the classic way: adds
/// `thirdParty_<selector>` whose implementation logs "thirdParty _cmd=..." and sends
/// `thirdParty_<selector>` to self, then method_exchangeImplementations.
bool edst_exchange_swizzle(const char *className, const char *selector,
                           EDSHookSignature signature);

/// A third party swizzles with method_setImplementation, keeping the previous implementation in
/// its own storage; its implementation logs "setImpl _cmd=..." and calls the previous one with
/// the same `_cmd` and arguments.
bool edst_set_implementation_swizzle(const char *className, const char *selector,
                                     EDSHookSignature signature);

/// The seed's design, reproduced: one function serves every hooked no-argument selector, looks
/// the original up in a table keyed by class name and `_cmd`, logs "seed callback" and calls
/// the original with `_cmd`, or drops the call when the lookup misses.
bool edst_seed_install(const char *className, const char *selector);

/// Installs the hook on (`className`, `selector`) from `threadCount` threads released at once
/// (at most 16), with `edst_logging_callback`. Writes each thread's result into `results`.
bool edst_install_concurrently(int threadCount, const char *className, const char *selector,
                               EDSHookSignature signature, EDSHookInstallResult *results);

/// Sends `reloadData` to `instances[i]` from each of `threadCount` threads (at most 15) while
/// one more thread installs the hook on `className` with `edst_logging_callback`, once
/// `installAfter` calls were made in all. Each thread keeps calling until the install is over
/// and it made 100 more calls; `callCounts[i]` receives how many calls thread `i` made.
bool edst_call_while_installing(int threadCount, const char *className,
                                void *const _Nonnull *_Nonnull instances, int installAfter,
                                int *callCounts);

/// Toggles the per-instance switch of fake addresses from `threadCount` threads at once (each
/// thread its own addresses, in a random pattern), checking every answer against a model, then
/// switches them all off. Returns the number of mismatches, or -1 for bad arguments.
int edst_toggle_switches_concurrently(int threadCount, int addressesPerThread, int rounds);

#pragma clang assume_nonnull end

#endif
