// EmptyDataSet · EmptyDataSetRuntimeTests
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetRuntime
import EmptyDataSetRuntimeTestClasses
import Foundation

/// One fake view instance and its log: what each implementation saw, in order.
final class HookProbe {
  /// The Objective-C instance.
  let instance: UnsafeMutableRawPointer

  /// A new instance of `className`, switched on in the hook unless `enabled` is false.
  init?(_ className: String, enabled: Bool = true) {
    guard let instance = edst_new(className) else { return nil }
    self.instance = instance
    eds_hook_set_instance_enabled(instance, enabled)
  }

  deinit { edst_free(instance) }

  /// The log, one entry per line.
  var log: [String] {
    String(cString: edst_log(instance)).split(separator: "\n").map(String.init)
  }

  /// Clears the log.
  func clearLog() { edst_clear_log(instance) }

  /// Sends `selector` through the runtime; returns false if the instance does not respond.
  @discardableResult
  func send(_ selector: String, _ signature: EDSHookSignature, object: String = "paths")
    -> Bool
  {
    edst_send(instance, selector, signature, object, 7)
  }

  /// Switches the instance on or off in the hook.
  func setEnabled(_ enabled: Bool) { eds_hook_set_instance_enabled(instance, enabled) }
}

/// Fresh names and the expected log lines.
enum Hook {
  /// The context every test installs with; the logging callback prints it.
  static var context: UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(mutating: ("ours" as StaticString).utf8Start)
  }

  /// A class name no other test uses.
  static func uniqueName(_ prefix: String) -> String {
    prefix + "_" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
  }

  /// Installs the logging callback on (`className`, `selector`).
  @discardableResult
  static func install(
    _ className: String, _ selector: String, _ signature: EDSHookSignature
  ) -> EDSHookInstallResult {
    eds_hook_install(className, selector, signature, edst_logging_callback, context, nil)
  }

  /// The lines the recording base implementation logs when it receives `cmd`, for a call sent
  /// by `HookProbe.send` with its default arguments.
  static func baseLines(cmd: String, _ signature: EDSHookSignature) -> [String] {
    switch signature {
    case .noArgument: ["base _cmd=\(cmd)"]
    case .object: ["base _cmd=\(cmd) a=paths"]
    case .objectInteger: ["base _cmd=\(cmd) a=paths b=7"]
    case .twoObjects: ["base _cmd=\(cmd)", "completion done"]
    }
  }

  /// The line the logging callback writes for an outermost call to `selector`.
  static func callbackLine(_ selector: String) -> String { "callback \(selector) ctx=ours" }
}
