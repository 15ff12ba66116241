// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtk

/// Text for a title, a description or a button: plain, Pango markup, or attributed.
///
/// Invalid markup is shown as plain text (the markup source, tags and all) with a warning
/// through `EmptyDataSetDiagnostics`; it never hides the label.
///
/// ```swift
/// let title: GTKText = .markup("<span weight='bold'>No Mail</span>")
/// let description: GTKText = .plain("New messages appear here.")
/// ```
public enum GTKText: Equatable {
  /// Text shown as is; `<` and `&` are not interpreted.
  case plain(String)
  /// Pango markup, e.g. `"<b>Bold</b> and <i>italic</i>"`.
  case markup(String)
  /// Plain text styled by a Pango attribute list.
  case attributed(String, GTKAttributeList)

  /// The text without markup: the plain string, or the markup's text content (the markup source
  /// itself when it does not parse).
  public var string: String {
    switch self {
    case .plain(let text), .attributed(let text, _): return text
    case .markup(let markup): return GTKText.parseMarkup(markup) ?? markup
    }
  }

  /// The text content of `markup`, or `nil` when it is not valid Pango markup.
  static func parseMarkup(_ markup: String) -> String? { Pango.parseMarkup(markup) }
}

/// A `PangoAttrList`, retained while in use and compared with `pango_attr_list_equal`.
///
/// ```swift
/// let attributes = pango_attr_list_new()!
/// pango_attr_list_insert(attributes, pango_attr_weight_new(PANGO_WEIGHT_BOLD))
/// let title: GTKText = .attributed("No Mail", GTKAttributeList(attributes))
/// pango_attr_list_unref(attributes)
/// ```
public final class GTKAttributeList: Equatable {
  /// The list (retained by this object).
  public let pointer: OpaquePointer

  /// Wraps `list`, taking a reference of its own (the caller keeps its reference).
  public init(_ list: OpaquePointer) {
    pointer = pango_attr_list_ref(list)
  }

  deinit { pango_attr_list_unref(pointer) }

  /// True when both lists hold equal attributes.
  public static func == (lhs: GTKAttributeList, rhs: GTKAttributeList) -> Bool {
    lhs === rhs || pango_attr_list_equal(lhs.pointer, rhs.pointer) != 0
  }
}
