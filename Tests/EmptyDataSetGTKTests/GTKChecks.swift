// EmptyDataSet · EmptyDataSetGTKTests
// Licensed under the MIT licence; see LICENSE.

import Testing
