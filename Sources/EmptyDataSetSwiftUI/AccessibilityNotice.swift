// EmptyDataSet · EmptyDataSetSwiftUI
// Licensed under the MIT licence; see LICENSE.

#if canImport(SwiftUI)
  #if canImport(Accessibility)
    import Accessibility
  #endif
  #if canImport(UIKit) && !os(watchOS)
    import UIKit
  #endif

  /// Posts what the core decided assistive technology should hear: the cross-platform
  /// `AccessibilityNotification` from iOS 17, macOS 14, tvOS 17 and watchOS 10; before that
  /// `UIAccessibility` on iOS and tvOS, and nothing on macOS 12–13 and watchOS 8–9 (they have no
  /// such call for a SwiftUI app).
  ///
  /// Moving focus is not done here: the modifier moves VoiceOver to the empty data set's first
  /// element with `@AccessibilityFocusState`, which works from the modifier's floor.
  @MainActor
  enum AccessibilityNotice {
    /// Says `text` without moving focus.
    static func announce(_ text: String) {
      #if canImport(Accessibility)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
          AccessibilityNotification.Announcement(text).post()
          return
        }
      #endif
      #if canImport(UIKit) && !os(watchOS)
        UIAccessibility.post(notification: .announcement, argument: text)
      #endif
    }

    /// Tells assistive technology that the layout changed, so that focus left on an element
    /// that went away moves back into the list.
    static func layoutChanged() {
      #if canImport(Accessibility)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
          AccessibilityNotification.LayoutChanged().post()
          return
        }
      #endif
      #if canImport(UIKit) && !os(watchOS)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
      #endif
    }
  }
#endif
