// EmptyDataSet · CGtk
// Licensed under the MIT licence; see LICENSE.
// GTK 4 headers for Swift. Helpers live in CGtkShim, a C target, so that edits are rebuilt.
#include <gtk/gtk.h>
