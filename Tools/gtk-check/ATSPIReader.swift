// EmptyDataSet · gtk-check
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetGTK
import Foundation

/// One accessible as a screen reader gets it over AT-SPI.
struct ATSPINode: Decodable {
  var role: String
  var name: String
  var description: String
  var states: [String]
  var actions: [String]
  var children: [ATSPINode]

  /// This node and every node below it, depth first (reading order).
  var all: [ATSPINode] { [self] + children.flatMap(\.all) }

  /// The first node (depth first) for which `matches` holds.
  func first(where matches: (ATSPINode) -> Bool) -> ATSPINode? {
    all.first(where: matches)
  }

  /// True when the state is set (`focused`, `busy`, `focusable`, `sensitive`).
  func has(_ state: String) -> Bool { states.contains(state) }

  /// One line per node, for failure messages.
  var outline: String {
    func lines(_ node: ATSPINode, _ depth: Int) -> [String] {
      let states = node.states.filter { $0 == "focused" || $0 == "busy" }
      let line =
        String(repeating: "  ", count: depth) + "\(node.role) \"\(node.name)\""
        + (node.description.isEmpty ? "" : " desc \"\(node.description)\"")
        + (states.isEmpty ? "" : " \(states)")
      return [line] + node.children.flatMap { lines($0, depth + 1) }
    }
    return lines(self, 0).joined(separator: "\n")
  }
}

/// One event the recorder saw.
struct ATSPIEvent: Decodable {
  var type: String
  var role: String
  var name: String
  var value: String
}

/// Reads this process's accessibility tree over AT-SPI with `scripts/atspi-tree.py` (Debian's
/// `/usr/bin/python3` and `python3-pyatspi`), as a screen reader does: through the
/// accessibility bus, from another process. GTK answers on its main loop, so the loop runs
/// while the reader does.
@MainActor
enum ATSPIReader {
  /// The path of `atspi-tree.py` (`--atspi-tool`).
  static var tool = "scripts/atspi-tree.py"

  /// Why the reader cannot run here, or `nil` when it can.
  static var unavailableReason: String? {
    let environment = ProcessInfo.processInfo.environment
    if environment["DBUS_SESSION_BUS_ADDRESS"] == nil {
      return "no D-Bus session: run under scripts/atspi-session.sh"
    }
    if !FileManager.default.fileExists(atPath: "/usr/bin/python3") {
      return "no /usr/bin/python3"
    }
    if !FileManager.default.fileExists(atPath: tool) {
      return "no AT-SPI reader at \(tool) (pass --atspi-tool)"
    }
    return nil
  }

  /// The tree of this application, or `nil` with a note when it could not be read.
  static func tree() -> ATSPINode? {
    let output = temporaryPath("dump")
    defer { try? FileManager.default.removeItem(atPath: output) }
    guard run(["dump", "--pid", "\(getpid())"], stdout: output, timeout: 20) else { return nil }
    guard let data = FileManager.default.contents(atPath: output),
      let tree = try? JSONDecoder().decode(ATSPINode.self, from: data)
    else {
      CheckLog.note("AT-SPI dump did not parse")
      return nil
    }
    return tree
  }

  /// Runs `action` on the first accessible with `role` and `name`, as a screen reader's
  /// "activate" does; true when the reader found it and did it.
  static func doAction(role: String, name: String) -> Bool {
    run(["action", "--pid", "\(getpid())", "--role", role, "--title", name], timeout: 20)
  }

  /// Records focus, name and description events while `body` runs (and `settle` seconds
  /// after), and returns them.
  static func events(settle: Double = 0.5, during body: () -> Void) -> [ATSPIEvent] {
    let output = temporaryPath("events")
    _ = FileManager.default.createFile(atPath: output, contents: nil)
    let ready = output + ".ready"
    defer { try? FileManager.default.removeItem(atPath: ready) }
    let process = start(["events", "--pid", "\(getpid())", "--out", output], stdout: nil)
    guard let process else { return [] }
    let started = Harness.pump(
      until: { FileManager.default.fileExists(atPath: ready) || !process.isRunning }, timeout: 20)
    if !started || !process.isRunning { CheckLog.note("AT-SPI event recorder did not start") }
    Harness.pump(seconds: 0.3)
    body()
    Harness.pump(seconds: settle)
    let data = FileManager.default.contents(atPath: output) ?? Data()
    try? FileManager.default.removeItem(atPath: output)  // tells the recorder to stop
    Harness.pump(until: { !process.isRunning }, timeout: 5)
    if process.isRunning { process.terminate() }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap {
      try? JSONDecoder().decode(ATSPIEvent.self, from: Data($0.utf8))
    }
  }

  // MARK: - Running the reader

  private static func temporaryPath(_ kind: String) -> String {
    NSTemporaryDirectory()
      + "gtk-check-atspi-\(kind)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
  }

  private static func start(_ arguments: [String], stdout path: String?) -> Process? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [tool] + arguments
    if let path {
      _ = FileManager.default.createFile(atPath: path, contents: nil)
      process.standardOutput = FileHandle(forWritingAtPath: path)
    }
    do {
      try process.run()
    } catch {
      CheckLog.note("could not start \(tool): \(error)")
      return nil
    }
    return process
  }

  /// Runs the reader to its end, with GTK's loop running; true when it exited with 0.
  private static func run(_ arguments: [String], stdout path: String? = nil, timeout: Double)
    -> Bool
  {
    guard let process = start(arguments, stdout: path) else { return false }
    Harness.pump(until: { !process.isRunning }, timeout: timeout)
    if process.isRunning {
      process.terminate()
      CheckLog.note("\(arguments.first ?? "") timed out")
      return false
    }
    if process.terminationStatus != 0 {
      CheckLog.note("atspi-tree.py \(arguments.first ?? "") exited \(process.terminationStatus)")
    }
    return process.terminationStatus == 0
  }
}
