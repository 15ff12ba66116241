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

    /// Whether VoiceOver's focus is in a text input (`UITextField`, which includes the search
    /// field `searchable` puts in a navigation bar, or `UITextView`): the check that does not
    /// depend on where `.emptyDataSet` is applied, since `isSearching` reaches only the content
    /// of the view `searchable` modifies. False without VoiceOver (there is then no focus to
    /// take), and on platforms without UIKit.
    static var isVoiceOverInTextInput: Bool {
      #if canImport(UIKit) && !os(watchOS)
        guard let element = UIAccessibility.focusedElement(using: .notificationVoiceOver) else {
          return false
        }
        var current = element as? UIView
        while let view = current {
          if view is UITextField || view is UITextView { return true }
          current = view.superview
        }
      #endif
      return false
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
