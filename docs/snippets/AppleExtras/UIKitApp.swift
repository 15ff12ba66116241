// EmptyDataSet · docs/snippets
// Licensed under the MIT licence; see LICENSE.

// UIKit API that the demo app (Examples/Gallery.swiftpm) uses and the layers do not: view
// controllers' views, stack views, tables and collections with cells, text fields, a search
// bar, button configurations. Declared over the stand-ins like UIKit.swift, for the stand-in
// type check of the demo in scripts/typecheck-apple-layers.sh (CI has no SDK). Read from the
// iOS 16.4 SDK's headers, which the demo needs nothing newer than: scripts/typecheck-real-sdk.sh
// compiles it against that SDK. Isolation follows the stand-ins (UIKit classes `@MainActor`).
// Simplified where nothing here can tell: the text-input traits are members of UITextField
// rather than a protocol, UIContentConfiguration has no requirements, and the selectors' enums
// list only the cases the demo names (plus the others of small enums).

import Foundation
import UIKit

// MARK: - Foundation's IndexPath and IndexSet, with UIKit's row, item and section

/// A path to a row or item: its section and its position in it.
public struct IndexPath: Hashable, Sendable {
  /// The path to `row` in `section` (tables).
  public init(row: Int, section: Int) { fatalError() }

  /// The path to `item` in `section` (collection views).
  public init(item: Int, section: Int) { fatalError() }

  /// The row, in a table.
  public var row: Int { fatalError() }

  /// The item, in a collection view.
  public var item: Int { fatalError() }

  /// The section.
  public var section: Int { fatalError() }
}

/// A set of positions, such as the rows a swipe deleted.
public struct IndexSet: Hashable, Sendable {}

// MARK: - Layout

/// A rectangle that takes part in Auto Layout without being a view.
@MainActor
open class UILayoutGuide: NSObject {
  /// Its leading edge.
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  /// Its trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  /// Its top edge.
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  /// Its bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
}

/// A width or height in Auto Layout.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint that sets this dimension to `c` points.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

extension NSLayoutAnchor {
  /// A constraint that keeps this anchor `c` points from `anchor`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    fatalError()
  }
}

extension NSLayoutConstraint {
  /// Whether the constraint takes part in layout.
  public var isActive: Bool {
    get { fatalError() }
    set {}
  }

  /// A direction of layout.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }
}

/// How a view's contents are laid out for right-to-left languages.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Follows the interface's direction.
  case unspecified = 0
  /// Playback controls: never mirrored.
  case playback = 1
  /// Directional controls: never mirrored.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}

extension UIView {
  /// How the view is laid out for right-to-left languages; its effective direction follows.
  public var semanticContentAttribute: UISemanticContentAttribute {
    get { fatalError() }
    set {}
  }

  /// The view's bounds less its safe-area insets, for Auto Layout.
  public var safeAreaLayoutGuide: UILayoutGuide { fatalError() }

  /// The view's bounds less its layout margins, for Auto Layout.
  public var layoutMarginsGuide: UILayoutGuide { fatalError() }

  /// The view's width.
  public var widthAnchor: NSLayoutDimension { fatalError() }

  /// Resizes the view to the size that fits its content.
  public func sizeToFit() { fatalError() }

  /// How strongly the view resists growing beyond its content along `axis`.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    fatalError()
  }
}

extension UIResponder {
  /// Gives up first-responder status (hides the keyboard); true if it did.
  @discardableResult
  public func resignFirstResponder() -> Bool { fatalError() }
}

/// A row or column of views, laid out with Auto Layout.
@MainActor
open class UIStackView: UIView {
  /// How the arranged views share the stack's length.
  public enum Distribution: Int, Sendable {
    /// The views keep their sizes; one stretches.
    case fill = 0
    /// Every view the same length.
    case fillEqually = 1
    /// Lengths in proportion to the views' sizes.
    case fillProportionally = 2
    /// The same space between the views.
    case equalSpacing = 3
    /// The same distance between the views' centres.
    case equalCentering = 4
  }

  /// A stack of `views`.
  public convenience init(arrangedSubviews views: [UIView]) { fatalError() }

  /// Horizontal or vertical. Horizontal by default.
  open var axis: NSLayoutConstraint.Axis {
    get { fatalError() }
    set {}
  }

  /// How the arranged views share the length.
  open var distribution: UIStackView.Distribution {
    get { fatalError() }
    set {}
  }

  /// The gap between arranged views, in points.
  open var spacing: CGFloat {
    get { fatalError() }
    set {}
  }

  /// Adds `view` at the end.
  open func addArrangedSubview(_ view: UIView) { fatalError() }
}

// MARK: - Text

extension UILabel {
  /// The text, without attributes.
  public var text: String? {
    get { fatalError() }
    set {}
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The font.
  public var font: UIFont! {
    get { fatalError() }
    set {}
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The colour of the text.
  public var textColor: UIColor! {
    get { fatalError() }
    set {}
  }
}

extension UIFont {
  /// A weight of a font, such as regular or bold.
  public struct Weight: Hashable, RawRepresentable, Sendable {
    /// The weight, from -1 (thinnest) to 1 (heaviest).
    public let rawValue: CGFloat

    /// A weight from its value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The regular weight.
    public static var regular: Weight { fatalError() }
  }

  /// The font for `style` at the user's text size.
  public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    fatalError()
  }

  /// The system font with digits of equal width.
  public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight)
    -> UIFont
  {
    fatalError()
  }
}

extension UIColor {
  /// The background of a grouped list.
  @available(iOS 13.0, *)
  @available(tvOS, unavailable)
  public class var systemGroupedBackground: UIColor { fatalError() }

  /// The background of a cell in a grouped list.
  @available(iOS 13.0, *)
  @available(tvOS, unavailable)
  public class var secondarySystemGroupedBackground: UIColor { fatalError() }

  /// The system's brown.
  @available(iOS 13.0, *)
  public class var systemBrown: UIColor { fatalError() }

  /// The system's green.
  public class var systemGreen: UIColor { fatalError() }

  /// The system's indigo.
  @available(iOS 13.0, *)
  public class var systemIndigo: UIColor { fatalError() }

  /// The system's orange.
  public class var systemOrange: UIColor { fatalError() }

  /// The system's pink.
  public class var systemPink: UIColor { fatalError() }

  /// The system's teal.
  public class var systemTeal: UIColor { fatalError() }

  /// The system's yellow.
  public class var systemYellow: UIColor { fatalError() }
}

/// What kind of text a field expects, for autofill.
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
  /// The type's name.
  public let rawValue: String

  /// A content type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A user name or account e-mail address.
  @available(iOS 11.0, *)
  public static var username: UITextContentType { fatalError() }

  /// A password.
  @available(iOS 11.0, *)
  public static var password: UITextContentType { fatalError() }
}

/// The keyboard a text field shows.
public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default` = 0
  /// Letters, digits and punctuation.
  case asciiCapable = 1
  /// Digits and punctuation.
  case numbersAndPunctuation = 2
  /// For web addresses.
  case URL = 3
  /// A number pad.
  case numberPad = 4
  /// A phone pad.
  case phonePad = 5
  /// A phone pad with letters.
  case namePhonePad = 6
  /// For e-mail addresses.
  case emailAddress = 7
  /// Digits and a decimal point.
  case decimalPad = 8
  /// For Twitter handles.
  case twitter = 9
  /// For web searches.
  case webSearch = 10
  /// ASCII digits.
  case asciiCapableNumberPad = 11
}

/// When the keyboard capitalizes.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// Never.
  case none = 0
  /// Each word.
  case words = 1
  /// Each sentence.
  case sentences = 2
  /// Every letter.
  case allCharacters = 3
}

extension UITextField {
  /// The border a text field draws.
  public enum BorderStyle: Int, Sendable {
    /// None.
    case none = 0
    /// A thin line.
    case line = 1
    /// A bezel.
    case bezel = 2
    /// A rounded rectangle.
    case roundedRect = 3
  }

  /// The text.
  public var text: String? {
    get { fatalError() }
    set {}
  }

  /// The grey text shown while the field is empty.
  public var placeholder: String? {
    get { fatalError() }
    set {}
  }

  /// The border.
  public var borderStyle: UITextField.BorderStyle {
    get { fatalError() }
    set {}
  }

  /// When the keyboard capitalizes (UITextInputTraits).
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { fatalError() }
    set {}
  }

  /// The keyboard (UITextInputTraits).
  public var keyboardType: UIKeyboardType {
    get { fatalError() }
    set {}
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// What the field expects, for autofill (UITextInputTraits).
  public var textContentType: UITextContentType! {
    get { fatalError() }
    set {}
  }

  /// Whether the text is hidden as it is typed (UITextInputTraits).
  public var isSecureTextEntry: Bool {
    get { fatalError() }
    set {}
  }
}

// MARK: - Buttons and actions

extension UIAction {
  /// An action with a title that runs `handler`.
  public convenience init(title: String = "", handler: @escaping (UIAction) -> Void) {
    fatalError()
  }
}

// `UIButton.Configuration` itself (and `plain()`) is a stand-in: the layer uses it.
@available(iOS 15.0, tvOS 15.0, *)
extension UIButton.Configuration {
  /// The sizes a button comes in.
  public enum Size: Int, Sendable {
    /// The default size.
    case medium = 0
    /// Smaller.
    case small = 1
    /// Smallest.
    case mini = 2
    /// Larger.
    case large = 3
  }

  /// A tinted, translucent background.
  public static func bordered() -> UIButton.Configuration { fatalError() }

  /// A solid background in the tint colour.
  public static func borderedProminent() -> UIButton.Configuration { fatalError() }

  /// The size. Medium by default.
  public var buttonSize: UIButton.Configuration.Size {
    get { fatalError() }
    set {}
  }
}

extension UIButton {
  /// A button with `configuration` that runs `primaryAction` (with its title) when tapped.
  @available(iOS 15.0, tvOS 15.0, *)
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction?) {
    fatalError()
  }
}

// MARK: - Tables and collections

extension UIScrollView {
  /// When dragging the content hides the keyboard.
  public enum KeyboardDismissMode: Int, Sendable {
    /// Never.
    case none = 0
    /// As soon as a drag begins.
    case onDrag = 1
    /// As the drag moves into the keyboard.
    case interactive = 2
    /// On drag, with the input accessory view (iOS 16).
    @available(iOS 16.0, *)
    case onDragWithAccessory = 3
    /// Interactively, with the input accessory view (iOS 16).
    @available(iOS 16.0, *)
    case interactiveWithAccessory = 4
  }

  /// When dragging hides the keyboard. Never by default.
  @available(tvOS, unavailable)
  public var keyboardDismissMode: UIScrollView.KeyboardDismissMode {
    get { fatalError() }
    set {}
  }
}

/// The content of a cell, described as a value.
@MainActor
public protocol UIContentConfiguration {}

/// A list cell's standard content: an image, a text and a secondary text.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// The text. `nil` by default.
  public var text: String? {
    get { fatalError() }
    set {}
  }

  /// The image before the text. `nil` by default.
  public var image: UIImage? {
    get { fatalError() }
    set {}
  }
}

/// A row of a table.
@MainActor
open class UITableViewCell: UIView {
  /// What editing does to a row.
  public enum EditingStyle: Int, Sendable {
    /// Nothing.
    case none = 0
    /// Deletes it.
    case delete = 1
    /// Inserts one.
    case insert = 2
  }

  /// The standard content for the cell's style, to fill in and set as `contentConfiguration`.
  @available(iOS 14.0, tvOS 14.0, *)
  open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }

  /// What the cell shows. `nil` by default.
  @available(iOS 14.0, tvOS 14.0, *)
  open var contentConfiguration: (any UIContentConfiguration)? {
    get { fatalError() }
    set {}
  }
}

extension UITableView {
  /// A table's look: plain, grouped, or grouped in inset, rounded sections.
  public enum Style: Int, Sendable {
    /// Rows from edge to edge.
    case plain = 0
    /// Sections with gaps.
    case grouped = 1
    /// Sections as rounded, inset cards (iOS 13).
    @available(iOS 13.0, *)
    case insetGrouped = 2
  }

  /// How inserted and deleted rows move.
  public enum RowAnimation: Int, Sendable {
    /// Fade.
    case fade = 0
    /// From the right.
    case right = 1
    /// From the left.
    case left = 2
    /// From the top.
    case top = 3
    /// From the bottom.
    case bottom = 4
    /// None.
    case none = 5
    /// From the middle.
    case middle = 6
    /// The table chooses.
    case automatic = 100
  }

  /// A table with `style`.
  public convenience init(frame: CGRect, style: UITableView.Style) { fatalError() }

  /// Makes new cells of `cellClass` for `identifier`.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    fatalError()
  }

  /// A cell for `identifier` at `indexPath`, reused or new.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    fatalError()
  }

  /// Inserts rows, animated.
  public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    fatalError()
  }

  /// Deletes rows, animated.
  public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    fatalError()
  }
}

/// A view a collection view shows and reuses.
@MainActor
open class UICollectionReusableView: UIView {}

/// An item of a collection view.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view to add the cell's content to.
  open var contentView: UIView { fatalError() }
}

extension UICollectionView {
  /// A collection view laid out by `layout`.
  public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    fatalError()
  }

  /// Makes new cells of `cellClass` for `identifier`.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    fatalError()
  }

  /// A cell for `identifier` at `indexPath`, reused or new.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    fatalError()
  }

  /// Reloads every item.
  public func reloadData() { fatalError() }

  /// Inserts items, animated.
  public func insertItems(at indexPaths: [IndexPath]) { fatalError() }

  /// Deletes items, animated.
  public func deleteItems(at indexPaths: [IndexPath]) { fatalError() }
}

extension UICollectionViewFlowLayout {
  /// The size of every item.
  public var itemSize: CGSize {
    get { fatalError() }
    set {}
  }

  /// The least gap between items in a line.
  public var minimumInteritemSpacing: CGFloat {
    get { fatalError() }
    set {}
  }

  /// The least gap between lines.
  public var minimumLineSpacing: CGFloat {
    get { fatalError() }
    set {}
  }
}

// MARK: - Search bar

/// What a search bar tells about its text.
@MainActor
@objc public protocol UISearchBarDelegate: NSObjectProtocol {
  /// The text changed.
  @objc optional func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)

  /// The keyboard's Search key was tapped.
  @objc optional func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
}

/// A search field with its own bar.
@available(tvOS, unavailable)
@MainActor
open class UISearchBar: UIView {
  /// Whom it tells about its text. Held weakly.
  open var delegate: (any UISearchBarDelegate)? {
    get { fatalError() }
    set {}
  }

  /// The text.
  open var text: String? {
    get { fatalError() }
    set {}
  }

  /// The grey text shown while the field is empty.
  open var placeholder: String? {
    get { fatalError() }
    set {}
  }
}

// MARK: - Foundation's string helpers

extension StringProtocol {
  /// Whether `other` occurs in the string, ignoring case, as the user's locale compares.
  public func localizedCaseInsensitiveContains<T: StringProtocol>(_ other: T) -> Bool {
    fatalError()
  }
}

extension String {
  /// A string from a `printf`-style format, such as `"%5.2f s"`.
  public init(format: String, _ arguments: any CVarArg...) { fatalError() }
}
