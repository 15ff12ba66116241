// EmptyDataSet · EmptyDataSetRuntime
// Licensed under the MIT licence; see LICENSE.
//
// Finds DZNEmptyDataSet linked into the same process. Its UIScrollView category defines the
// selectors ours keeps for migration (emptyDataSetSource, emptyDataSetDelegate,
// isEmptyDataSetVisible, reloadEmptyDataSet), so only one of the two categories answers them,
// and which one depends on load order.

#include "ReloadHookInternal.h"

const char *eds_dzn_empty_data_set_conflict(EDSDZNEmptyDataSetTraces traces) {
#define EDS_DZN_CONSEQUENCES                                                                    \
    ": DZNEmptyDataSet is linked into this app. Its UIScrollView category defines the same "     \
    "selectors as EmptyDataSet's (emptyDataSetSource, emptyDataSetDelegate, "                    \
    "isEmptyDataSetVisible, reloadEmptyDataSet) and whichever category loaded last answers "     \
    "them for every scroll view, so lists set up for the other library show no empty state, or " \
    "two. Remove DZNEmptyDataSet from the target (and from any dependency that still links it)."
    static const char *const bothFound =
        "Found the class DZNEmptyDataSetView and -[UIScrollView dzn_reloadEmptyDataSet]"
        EDS_DZN_CONSEQUENCES;
    static const char *const viewClassFound =
        "Found the class DZNEmptyDataSetView" EDS_DZN_CONSEQUENCES;
    static const char *const categoryFound =
        "Found -[UIScrollView dzn_reloadEmptyDataSet]" EDS_DZN_CONSEQUENCES;
#undef EDS_DZN_CONSEQUENCES
    if (traces.viewClass && traces.category) return bothFound;
    if (traces.viewClass) return viewClassFound;
    if (traces.category) return categoryFound;
    return NULL;
}

#if EDS_HAS_OBJC_RUNTIME

EDSDZNEmptyDataSetTraces eds_find_dzn_empty_data_set(const char *scrollViewClassName) {
    EDSDZNEmptyDataSetTraces traces = {false, false};
    // objc_lookUpClass, not objc_getClass: no class-loading handler runs for a missing name.
    traces.viewClass = objc_lookUpClass("DZNEmptyDataSetView") != Nil;
    Class scrollView = (scrollViewClassName != NULL && scrollViewClassName[0] != '\0')
                           ? objc_lookUpClass(scrollViewClassName)
                           : Nil;
    if (scrollView != Nil) {
        SEL privateReload = sel_registerName("dzn_reloadEmptyDataSet");
        traces.category = class_getInstanceMethod(scrollView, privateReload) != NULL;
    }
    return traces;
}

#else

EDSDZNEmptyDataSetTraces eds_find_dzn_empty_data_set(const char *scrollViewClassName) {
    (void)scrollViewClassName;
    EDSDZNEmptyDataSetTraces nothing = {false, false};
    return nothing;
}

#endif
