// EmptyDataSet · scripts/check-snippets.swift
// Licensed under the MIT licence; see LICENSE.
//
// Compiles every ```swift block of the Markdown files it is given, as scripts/check-docs.sh
// runs it. The convention (also in CONTRIBUTING.md, "Snippets in the docs"):
//
// - A block with no marker is a whole file: it is compiled as it is, for the platform its imports
//   name (PackageDescription: manifest; EmptyDataSetGTK: gtk; EmptyDataSetSwiftUI or SwiftUI:
//   swiftui; EmptyDataSet or UIKit: uikit; otherwise core).
// - A block right under `<!-- snippet: NAME -->` is a fragment: it replaces the line
//   `// snippet` of docs/snippets/NAME.swift, which declares what the fragment needs (its
//   `import` lines move to the top of the file). NAME starts with its platform
//   (`gtk-statements`: gtk).
// - A block right under `<!-- snippet: file: PATH -->` must be the file at PATH (from the
//   current directory, the repository's root) line for line, so that an article can show a
//   program that is built for real elsewhere; it is also compiled as a whole file.
// - A block right under `<!-- snippet: skip: REASON -->` is not compiled; the reason is printed.
//
// Snippets are type-checked in Swift 6 mode. Errors fail, and so do warnings, except those about a
// value the snippet shows but does not use ("never used", "is unused", ...).
//
// Usage: check-snippets --contexts DIR --work DIR --platform NAME=ARGS_FILE...
//          [--unavailable NAME=REASON...] [--only NAME,NAME...] FILE.md...
// Each ARGS_FILE holds the compiler arguments of one platform, one per line; the snippets of an
// unavailable platform are listed with the reason instead of compiled. With --only, the snippets
// of other platforms are left out silently (another check compiles them). Diagnostics are
// printed at the Markdown file and line of the snippet. Exits 1 if any snippet fails.

import Foundation

// MARK: - Arguments

var contextsDirectory = ""
var workDirectory = ""
var platformArguments: [String: [String]] = [:]
/// Platforms that cannot be compiled in this run, and why (their snippets are listed, not failed).
var unavailablePlatforms: [String: String] = [:]
var markdownFiles: [String] = []
/// The platforms to compile, when only some are (nil: every platform).
var onlyPlatforms: Set<String>?

var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--contexts": contextsDirectory = arguments.popFirst() ?? ""
  case "--work": workDirectory = arguments.popFirst() ?? ""
  case "--only":
    onlyPlatforms = Set((arguments.popFirst() ?? "").split(separator: ",").map(String.init))
  case "--unavailable":
    let value = arguments.popFirst() ?? ""
    guard let equals = value.firstIndex(of: "=") else { fatalError("--unavailable NAME=REASON") }
    unavailablePlatforms[String(value[..<equals])] = String(value[value.index(after: equals)...])
  case "--platform":
    let value = arguments.popFirst() ?? ""
    guard let equals = value.firstIndex(of: "=") else { fatalError("--platform NAME=FILE") }
    let file = String(value[value.index(after: equals)...])
    let lines = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    platformArguments[String(value[..<equals])] = lines.split(separator: "\n").map(String.init)
  default: markdownFiles.append(argument)
  }
}

// MARK: - Extraction

/// One ```swift block.
struct Snippet {
  /// The Markdown file, as given.
  var file: String
  /// The line of the first line of code (1-based).
  var firstLine: Int
  /// The code, with the fence's indentation removed.
  var lines: [String]
  /// The marker's value: nil, "skip: reason" or a context name.
  var marker: String?

  var location: String { "\(file):\(firstLine - 1)" }
}

/// A problem with the Markdown itself (a dangling marker, an unknown context).
var problems: [String] = []
/// Snippets not compiled, with the reason.
var skipped: [String] = []

@MainActor func extractSnippets(from file: String) -> [Snippet] {
  guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
    problems.append("\(file): cannot be read")
    return []
  }
  let lines = text.components(separatedBy: "\n")
  var snippets: [Snippet] = []
  var index = 0
  var pendingMarker: (value: String, line: Int)?
  while index < lines.count {
    let line = lines[index]
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if let value = markerValue(trimmed) {
      if let pending = pendingMarker {
        problems.append("\(file):\(pending.line): snippet marker not followed by a ```swift block")
      }
      pendingMarker = (value, index + 1)
      index += 1
      continue
    }
    if trimmed.hasPrefix("```") {
      let indentation = line.prefix { $0 == " " }.count
      let info = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
      let firstLine = index + 2  // 1-based line after the fence
      var body: [String] = []
      index += 1
      while index < lines.count,
        !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```")
      {
        body.append(String(lines[index].dropFirst(min(indentation, leadingSpaces(lines[index])))))
        index += 1
      }
      if info == "swift" {
        snippets.append(
          Snippet(file: file, firstLine: firstLine, lines: body, marker: pendingMarker?.value))
      } else if let pending = pendingMarker {
        problems.append("\(file):\(pending.line): snippet marker above a ```\(info) block")
      }
      pendingMarker = nil
      index += 1
      continue
    }
    if let pending = pendingMarker, !trimmed.isEmpty {
      problems.append("\(file):\(pending.line): snippet marker not followed by a ```swift block")
      pendingMarker = nil
    }
    index += 1
  }
  if let pending = pendingMarker {
    problems.append("\(file):\(pending.line): snippet marker not followed by a ```swift block")
  }
  return snippets
}

@MainActor func leadingSpaces(_ line: String) -> Int { line.prefix { $0 == " " }.count }

/// The value of `<!-- snippet: VALUE -->`, or nil.
@MainActor func markerValue(_ line: String) -> String? {
  guard line.hasPrefix("<!--"), line.hasSuffix("-->") else { return nil }
  let inner = line.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
  guard inner.hasPrefix("snippet:") else { return nil }
  return inner.dropFirst("snippet:".count).trimmingCharacters(in: .whitespaces)
}

/// How `snippet` differs from the file at `path` (its first differing line), or nil when it is
/// that file, line for line.
@MainActor func difference(of snippet: Snippet, fromFile path: String) -> String? {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    return "no such file"
  }
  var fileLines = text.components(separatedBy: "\n")
  if fileLines.last == "" { fileLines.removeLast() }
  for (index, (shown, actual)) in zip(snippet.lines, fileLines).enumerated() where shown != actual {
    return "line \(index + 1) of the file is \"\(actual)\", the block has \"\(shown)\""
  }
  if snippet.lines.count != fileLines.count {
    return "the file has \(fileLines.count) lines, the block \(snippet.lines.count)"
  }
  return nil
}

// MARK: - Generating the files

/// A snippet ready to compile: the file, its platform, and where its lines came from.
struct Job {
  var snippet: Snippet
  var platform: String
  var context: String?
  var path: String
  /// The generated file's line of the snippet's first line (1-based).
  var offset: Int
  var lineCount: Int
}

@MainActor func platform(ofStandalone snippet: Snippet) -> String {
  let imports = Set(
    snippet.lines.compactMap { line -> String? in
      let words = line.split(separator: " ")
      return words.first == "import" && words.count > 1 ? String(words[1]) : nil
    })
  if imports.contains("PackageDescription") { return "manifest" }
  if imports.contains("EmptyDataSetGTK") { return "gtk" }
  if imports.contains("EmptyDataSetSwiftUI") || imports.contains("SwiftUI") { return "swiftui" }
  if imports.contains("EmptyDataSet") || imports.contains("UIKit") { return "uikit" }
  return "core"
}

@MainActor func makeJob(_ snippet: Snippet, number: Int) -> Job? {
  let path = "\(workDirectory)/snippet\(number).swift"
  var text: [String]
  var offset = 1
  var platformName: String
  if let context = snippet.marker {
    let contextPath = "\(contextsDirectory)/\(context).swift"
    guard let contextText = try? String(contentsOfFile: contextPath, encoding: .utf8) else {
      problems.append("\(snippet.location): no context \(contextPath)")
      return nil
    }
    let contextLines = contextText.components(separatedBy: "\n")
    guard
      let marker = contextLines.firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "// snippet"
      })
    else {
      problems.append("\(contextPath): no line `// snippet` to replace")
      return nil
    }
    // A fragment's imports go to the top of the file (blank lines keep the line numbers).
    let imports = snippet.lines.filter { $0.hasPrefix("import ") }
    let body = snippet.lines.map { $0.hasPrefix("import ") ? "" : $0 }
    text = imports + Array(contextLines[..<marker]) + body + Array(contextLines[(marker + 1)...])
    offset = imports.count + marker + 1
    platformName = String(context.prefix { $0 != "-" })
  } else {
    text = snippet.lines
    platformName = platform(ofStandalone: snippet)
  }
  if let onlyPlatforms, !onlyPlatforms.contains(platformName) { return nil }
  if let reason = unavailablePlatforms[platformName] {
    skipped.append("\(snippet.location): \(reason)")
    return nil
  }
  guard platformArguments[platformName] != nil else {
    problems.append("\(snippet.location): unknown platform \(platformName)")
    return nil
  }
  do {
    try text.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
  } catch {
    problems.append("\(path): \(error)")
    return nil
  }
  return Job(
    snippet: snippet, platform: platformName, context: snippet.marker, path: path,
    offset: offset, lineCount: snippet.lines.count)
}

// MARK: - Compiling

/// Starts the compiler on a job; its output goes to `path.log`.
@MainActor func start(_ job: Job) -> Process {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments =
    ["swiftc", "-typecheck", "-diagnostic-style", "llvm", "-swift-version", "6"]
    + platformArguments[job.platform]! + [job.path]
  _ = FileManager.default.createFile(atPath: job.path + ".log", contents: nil)
  let log = FileHandle(forWritingAtPath: job.path + ".log")
  process.standardOutput = log
  process.standardError = log
  do {
    try process.run()
  } catch {
    problems.append("cannot run swiftc: \(error)")
  }
  return process
}

/// The compiler's output with the generated file's lines turned into Markdown lines.
@MainActor func mappedLog(of job: Job) -> String {
  let log = (try? String(contentsOfFile: job.path + ".log", encoding: .utf8)) ?? ""
  var result: [String] = []
  for line in log.components(separatedBy: "\n") where !line.isEmpty {
    guard line.hasPrefix(job.path + ":") else {
      result.append("  " + line)
      continue
    }
    let rest = line.dropFirst(job.path.count + 1)
    let number = Int(rest.prefix { $0.isNumber }) ?? 0
    let tail = rest.drop { $0.isNumber }
    let relative = number - job.offset
    if relative >= 0 && relative < job.lineCount {
      result.append("\(job.snippet.file):\(job.snippet.firstLine + relative)\(tail)")
    } else {
      let origin = job.context.map { "docs/snippets/\($0).swift (context)" } ?? "snippet"
      result.append("\(origin) line \(number)\(tail)")
    }
  }
  return result.joined(separator: "\n")
}

// MARK: - Run

try? FileManager.default.createDirectory(
  atPath: workDirectory, withIntermediateDirectories: true)
let snippets = markdownFiles.flatMap(extractSnippets(from:))
var jobs: [Job] = []
for (number, snippet) in snippets.enumerated() {
  if let marker = snippet.marker, marker.hasPrefix("skip") {
    let reason = marker.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: ": "))
    if reason.isEmpty {
      problems.append("\(snippet.location): `snippet: skip` needs a reason (`skip: why`)")
    }
    skipped.append("\(snippet.location): \(reason)")
    continue
  }
  if let marker = snippet.marker, marker.hasPrefix("file:") {
    let path = marker.dropFirst("file:".count).trimmingCharacters(in: .whitespaces)
    if let difference = difference(of: snippet, fromFile: path) {
      problems.append("\(snippet.location): this block is not \(path): \(difference)")
    }
    var whole = snippet
    whole.marker = nil
    if let job = makeJob(whole, number: number) { jobs.append(job) }
    continue
  }
  if let job = makeJob(snippet, number: number) { jobs.append(job) }
}

let parallelJobs = max(1, min(2, ProcessInfo.processInfo.activeProcessorCount))
var running: [(Job, Process)] = []
var failures: [Job] = []
@MainActor func finishOldest() {
  let (job, process) = running.removeFirst()
  process.waitUntilExit()
  if process.terminationStatus != 0 || hasForbiddenWarning(job) { failures.append(job) }
}

/// Warnings fail a snippet too, except those about values a snippet shows but does not use
/// (`let offline = …`, `copy.direction  // .leftToRight`): a fragment is not a program.
let toleratedWarnings = ["never used", "never mutated", "never read", "is unused"]

@MainActor func hasForbiddenWarning(_ job: Job) -> Bool {
  let log = (try? String(contentsOfFile: job.path + ".log", encoding: .utf8)) ?? ""
  return log.components(separatedBy: "\n").contains { line in
    line.contains(": warning: ") && !toleratedWarnings.contains { line.contains($0) }
  }
}
for job in jobs {
  running.append((job, start(job)))
  if running.count >= parallelJobs { finishOldest() }
}
while !running.isEmpty { finishOldest() }

for job in failures.sorted(by: { $0.snippet.location < $1.snippet.location }) {
  let context = job.context.map { "context \($0)" } ?? "whole file"
  print(
    "check-snippets: \(job.snippet.location): this \(job.platform) snippet (\(context)) does not compile:"
  )
  print(mappedLog(of: job))
}
for problem in problems { print("check-snippets: \(problem)") }
for skip in skipped { print("check-snippets: not compiled: \(skip)") }
print(
  "check-snippets: \(jobs.count - failures.count) of \(jobs.count) snippets compile"
    + (skipped.isEmpty ? "" : ", \(skipped.count) not compiled (listed above)"))
exit(failures.isEmpty && problems.isEmpty ? 0 : 1)
