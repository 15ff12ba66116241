// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.
//
// Context for core snippets that build a `configuration` for a platform of one's own
// (`<!-- snippet: core-configuration -->`). Only compiled.

import EmptyDataSetCore

/// A platform whose text, images and colours are names.
enum MyPlatform: EmptyDataSetPlatform {
  typealias Text = String
  typealias Image = String
  typealias Color = String
  typealias ImageAnimation = String
  typealias View = String
}

let myImage = "tray"
let myTitle = "No Messages"
let retryTitle = "Retry"

func makeConfiguration() -> EmptyDataSetConfiguration<MyPlatform> {
  // snippet
  return configuration
}
