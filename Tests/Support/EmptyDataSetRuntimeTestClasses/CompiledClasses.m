// EmptyDataSet · EmptyDataSetRuntimeTestClasses
// Licensed under the MIT licence; see LICENSE.
//
// A table view and a subclass written as ordinary compiled Objective-C: messages go through the
// compiler's dispatch (objc_msg_lookup on the GNU runtime, objc_msgSend on Apple's) and the
// subclass's `[super reloadData]` through the compiler's super call, as UIKit subclasses do.

#include "TestClassesInternal.h"

#if EDS_HAS_OBJC_RUNTIME

@interface EDSTCompiledTableView : EDSTObject
- (void)reloadData;
- (void)insertRowsAtIndexPaths:(id)indexPaths withRowAnimation:(long)animation;
@end

@implementation EDSTCompiledTableView
- (void)reloadData {
    edst_logf(self, "EDSTCompiledTableView.reloadData _cmd=%s", sel_getName(_cmd));
}
- (void)insertRowsAtIndexPaths:(id)indexPaths withRowAnimation:(long)animation {
    edst_logf(self, "EDSTCompiledTableView.insertRows _cmd=%s a=%s b=%ld", sel_getName(_cmd),
              (const char *)indexPaths, animation);
}
@end

@interface EDSTCompiledTableViewSubclass : EDSTCompiledTableView
@end

@implementation EDSTCompiledTableViewSubclass
- (void)reloadData {
    edst_logf(self, "EDSTCompiledTableViewSubclass.reloadData _cmd=%s", sel_getName(_cmd));
    [super reloadData];
}
@end

/// Messaged only by the test that checks the hook leaves classes never messaged alone.
@interface EDSTCompiledCollectionView : EDSTObject
- (void)reloadData;
@end

@implementation EDSTCompiledCollectionView
- (void)reloadData {
    edst_logf(self, "EDSTCompiledCollectionView.reloadData _cmd=%s", sel_getName(_cmd));
}
@end

void edst_compiled_reload_data(void *instance) {
    [(__bridge EDSTCompiledTableView *)instance reloadData];
}

void edst_compiled_insert_rows(void *instance, const char *indexPaths, long animation) {
    [(__bridge EDSTCompiledTableView *)instance insertRowsAtIndexPaths:(__bridge id)(void *)indexPaths
                                                       withRowAnimation:animation];
}

#else

void edst_compiled_reload_data(void *instance) { (void)instance; }

void edst_compiled_insert_rows(void *instance, const char *indexPaths, long animation) {
    (void)instance, (void)indexPaths, (void)animation;
}

#endif
