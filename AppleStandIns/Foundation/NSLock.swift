// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-in for type checking only: the lock the core uses, declared from Apple's documentation
// (`NSLock`, `NSLocking`). Never linked or run.

/// The basic locking protocol.
public protocol NSLocking {
  /// Waits until the lock can be taken, then takes it.
  func lock()

  /// Releases a lock taken by `lock()`.
  func unlock()
}

/// A mutual-exclusion lock.
open class NSLock: NSObject, NSLocking, @unchecked Sendable {
  /// A new, unlocked lock.
  public override init() { fatalError("stand-in") }

  /// Waits until the lock can be taken, then takes it.
  open func lock() { fatalError("stand-in") }

  /// Releases the lock.
  open func unlock() { fatalError("stand-in") }
}
