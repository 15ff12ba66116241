// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

// Runs the GTK backend's checks in a real GTK process: `gtk-check <group> [--goldens DIR]`.
// Groups: async, attach, behaviour, input, pixels, properties, leaks, states, keyboard, a11y,
// contrast, all.
// Prints one `CHECK` line per check. The a11y group reads the accessibility tree over AT-SPI
// (`--atspi-tool PATH`, run under scripts/atspi-session.sh).
// Exit status: 0 all passed, 1 a check failed, 2 bad arguments, 77 no display.

import CGtk
import CGtkToolShim
import EmptyDataSetCore
import Foundation

let arguments = CommandLine.arguments
let group = arguments.count > 1 ? arguments[1] : "all"
if let index = arguments.firstIndex(of: "--goldens"), index + 1 < arguments.count {
  MainActor.assumeIsolated { Render.goldensDirectory = arguments[index + 1] }
}

if let index = arguments.firstIndex(of: "--atspi-tool"), index + 1 < arguments.count {
  MainActor.assumeIsolated { ATSPIReader.tool = arguments[index + 1] }
}

let recorder = ReportRecorder()
let status: Int32 = MainActor.assumeIsolated {
  cgtk_check_count_toolkit_warnings()
  guard gtk_init_check() != 0 else {
    print("gtk-check: no display (set DISPLAY or run under xvfb-run)")
    return 77
  }
  // No main-queue bridge is installed here: the library's own (installed by the first attach)
  // is what the checks meet, as an app does. `async` runs first, before anything is attached.
  let groups: [String: @MainActor (ReportRecorder) -> Void] = [
    "async": AsyncChecks.run,
    "attach": AttachChecks.run,
    "behaviour": BehaviourChecks.run,
    "input": InputChecks.run,
    "pixels": PixelChecks.run,
    "properties": PropertyChecks.run,
    "leaks": LeakChecks.run,
    "states": StateChecks.run,
    "keyboard": KeyboardChecks.run,
    "a11y": AccessibilityChecks.run,
    "contrast": ContrastChecks.run,
  ]
  let selected =
    group == "all" ? ["async"] + groups.keys.sorted().filter { $0 != "async" } : [group]
  for name in selected {
    guard let run = groups[name] else {
      print("gtk-check: unknown group \(name); use one of \(groups.keys.sorted()) or all")
      return 2
    }
    let warningsBefore = cgtk_check_toolkit_warnings()
    EmptyDataSetDiagnostics.scopedHandler.withValue({ recorder.record($0) }) {
      run(recorder)
    }
    // A Gtk-WARNING or Gtk-CRITICAL in an app's console is a bug report waiting to happen.
    let warnings = cgtk_check_toolkit_warnings() - warningsBefore
    CheckLog.check(
      "\(name)-no-toolkit-warnings", warnings == 0,
      "\(warnings) GLib warnings or criticals while the group ran (printed above)")
  }
  print("DONE failures=\(CheckLog.failures)")
  return CheckLog.failures == 0 ? 0 : 1
}
fflush(nil)
exit(status)
