// EmptyDataSet · EmptyDataSet
// Licensed under the MIT licence; see LICENSE.

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Where focus is, and carrying out what the core decided to tell VoiceOver
  /// (`AccessibilityAnnouncement`: move focus, announce without moving it, or give focus back).
  extension EmptyDataSetHost {
    /// Where VoiceOver's focus is: inside the empty data set, in a text input (a search field
    /// being typed in: `UITextField`, which includes a search bar's field, or `UITextView`), on
    /// the list, or elsewhere. With VoiceOver off there is no focused element; a shown keyboard
    /// (iOS) then means a text input is first responder.
    var focus: HostFocus {
      if let element = UIAccessibility.focusedElement(using: .notificationVoiceOver) {
        return focus(of: element)
      }
      #if os(iOS)
        if keyboardFrame != nil { return .inTextInput }
      #endif
      return .none
    }

    /// Classifies `element` by walking up from it. Elements that are not views (web content,
    /// custom accessibility elements) count as elsewhere.
    private func focus(of element: Any) -> HostFocus {
      var current = element as? UIView
      var isTextInput = false
      while let view = current {
        if view === emptyView { return .inEmptyDataSet }
        if view is UITextField || view is UITextView { isTextInput = true }
        if view === scrollView { return isTextInput ? .inTextInput : .inList }
        current = view.superview
      }
      return isTextInput ? .inTextInput : .elsewhere
    }

    func announce(_ announcement: AccessibilityAnnouncement) {
      switch announcement {
      case .focusEmptyDataSet:
        guard let element = emptyView?.firstAccessibilityElement else { return }
        UIAccessibility.post(notification: .layoutChanged, argument: element)
      case .announceContent:
        guard let text = emptyView?.announcementText else { return }
        UIAccessibility.post(notification: .announcement, argument: text)
      case .returnFocusToList:
        UIAccessibility.post(notification: .layoutChanged, argument: scrollView)
      }
    }
  }
#endif
