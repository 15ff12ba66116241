// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

// Placeholder until the checks land.
print("gtk-check: no checks yet")
