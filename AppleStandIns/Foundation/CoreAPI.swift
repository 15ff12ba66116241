// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: the Foundation API the core uses (files and resources, JSON,
// the environment, strings), so that the core compiles for Apple targets too. Checked against
// swift-corelibs-foundation and swift-foundation in the Linux toolchain (docs/apple-symbols.md,
// "corelibs"). Never linked or run.

/// A location of a resource, such as a file.
public struct URL: Hashable, Sendable {
  /// The path, percent-decoded.
  public var path: String { fatalError() }

  /// The URL with `pathComponent` appended.
  public func appendingPathComponent(_ pathComponent: String) -> URL { fatalError() }
}

/// A byte buffer in memory.
public struct Data: Hashable, Sendable {
  /// Options for reading data from a URL.
  public struct ReadingOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Options from their raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  /// The bytes of `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element == UInt8 { fatalError() }

  /// The contents of the file at `url`.
  public init(contentsOf url: URL, options: Data.ReadingOptions = []) throws { fatalError() }
}

/// A set of Unicode characters. Sendable from iOS 16, as in the SDK.
public struct CharacterSet: Hashable {
  /// Spaces, tabs and newlines.
  public static var whitespacesAndNewlines: CharacterSet { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension CharacterSet: Sendable {}

extension StringProtocol {
  /// The string without the characters of `set` at either end.
  public func trimmingCharacters(in set: CharacterSet) -> String { fatalError() }

  /// The parts of the string between occurrences of `separator`.
  public func components<T: StringProtocol>(separatedBy separator: T) -> [String] {
    fatalError()
  }

  /// The string with every occurrence of `target` replaced by `replacement`. (The SDK's
  /// `options` and `range` parameters, both defaulted, are not modelled.)
  public func replacingOccurrences<Target: StringProtocol, Replacement: StringProtocol>(
    of target: Target, with replacement: Replacement
  ) -> String {
    fatalError()
  }
}

/// A bundle of code and resources.
open class Bundle: NSObject, @unchecked Sendable {
  /// The bundle of the running app.
  open class var main: Bundle { fatalError() }

  /// The URL of the resource `name` with extension `ext`, or nil.
  open func url(forResource name: String?, withExtension ext: String?) -> URL? { fatalError() }
}

/// Access to the file system. Not Sendable (the SDK's header is audited for sendability and
/// does not mark `NSFileManager` `NS_SWIFT_SENDABLE`).
open class FileManager: NSObject {
  /// The shared file manager.
  open class var `default`: FileManager { fatalError() }

  /// The names of the items in the directory at `path`.
  open func contentsOfDirectory(atPath path: String) throws -> [String] { fatalError() }
}

/// A wrapper around a file descriptor.
open class FileHandle: NSObject, @unchecked Sendable {
  /// The standard error stream.
  open class var standardError: FileHandle { fatalError() }

  /// Writes `data` synchronously.
  open func write(_ data: Data) { fatalError() }
}

/// Converts between JSON and Foundation values.
open class JSONSerialization: NSObject {
  /// Options for reading JSON.
  public struct ReadingOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Options from their raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  /// The Foundation value (dictionary, array, string, number or null) that `data` encodes.
  open class func jsonObject(with data: Data, options opt: JSONSerialization.ReadingOptions = [])
    throws -> Any
  {
    fatalError()
  }
}

extension ProcessInfo {
  /// The process's environment variables.
  public var environment: [String: String] { fatalError() }
}

/// Conventions of a language and region.
public struct Locale: Hashable, Sendable {
  /// The user's languages, most preferred first (BCP 47 identifiers).
  public static var preferredLanguages: [String] { fatalError() }
}
