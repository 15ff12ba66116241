// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-in for type checking only: the part of Apple's Darwin module (the C library) that the
// core uses when it is compiled for an Apple platform. Never linked or run.

/// Writes `count` bytes from `buffer` to the file descriptor `fd`; returns the number written,
/// or -1 on error. (C `write(2)`, `ssize_t write(int, const void *, size_t)` as Swift imports it.)
public func write(_ fd: Int32, _ buffer: UnsafeRawPointer!, _ count: Int) -> Int {
  fatalError("stand-in")
}
