// EmptyDataSet · EmptyDataSetCore
// Licensed under the MIT licence; see LICENSE.

/// A value on the heap: a large value that is usually absent costs a pointer where it is kept.
final class Boxed<Value> {
  let value: Value
  init(_ value: Value) { self.value = value }
}
