// EmptyDataSet · EmptyDataSetRuntimeTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetRuntime
import EmptyDataSetRuntimeTestClasses
import Testing

/// The reload hook on a real Objective-C runtime (GCC's GNU runtime on Linux).
///
/// Serialized because the global switch and the enabled-instance count are process-wide; every
/// other test makes its own classes, so install order is always the one the test chooses.
@Suite("Reload hook", .serialized)
struct ReloadHookTests {
  @Test("the hook and the test classes are compiled against an Objective-C runtime")
  func runtimeIsCompiledIn() {
    #expect(
      eds_hook_runtime_available(),
      """
      EmptyDataSetRuntime was built without an Objective-C runtime, so the hook is a stub: it \
      needs Apple's runtime, or Linux with GCC's libobjc (run scripts/test.sh, which installs it).
      """)
    #expect(edst_available(), "the test classes were built without an Objective-C runtime")
  }
}

/// Stops a test when the hook is a stub, so a missing runtime fails every test loudly.
func requireRuntime() throws {
  try #require(eds_hook_runtime_available() && edst_available(), "built without a runtime")
}
