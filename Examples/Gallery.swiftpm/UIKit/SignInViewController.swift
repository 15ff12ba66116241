// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSet
import UIKit

/// Harbor, a cloud drive before signing in: a custom view (a form with two text fields) as the
/// empty state. The form is built once and returned every time, so what is typed survives
/// reloads; its fields take the keyboard, and the empty state stays above it. Signing in shows
/// the loading state for a second, then the files.
final class SignInViewController: SceneViewController, UITableViewDataSource {
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private var files: [String] = []
  private let email = UITextField()
  private let password = UITextField()

  /// Built once: a new view on each reload would replace the form and lose the keyboard.
  private lazy var form: UIView = {
    let title = UILabel()
    title.text = "Sign in to Harbor"
    title.font = .preferredFont(forTextStyle: .title2)
    title.adjustsFontForContentSizeCategory = true
    title.textAlignment = .center
    for (field, placeholder) in [(email, "E-mail"), (password, "Password")] {
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
      field.autocapitalizationType = .none
    }
    email.keyboardType = .emailAddress
    email.textContentType = .username
    password.isSecureTextEntry = true
    password.textContentType = .password
    let signIn = UIButton(
      configuration: .borderedProminent(),
      primaryAction: UIAction(title: "Sign In") { [weak self] _ in self?.signIn() })
    let form = UIStackView(arrangedSubviews: [title, email, password, signIn])
    form.axis = .vertical
    form.spacing = 12
    form.widthAnchor.constraint(equalToConstant: 280).isActive = true
    return form
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "file")
    tableView.keyboardDismissMode = .onDrag
    install(tableView)
    addButton("Sign Out") { [weak self] in self?.signOut() }

    var configuration = UIKitEmptyDataSetConfiguration()
    configuration.customView = form
    configuration.offset = EmptyDataSetOffset(vertical: -40)
    tableView.emptyDataSetConfiguration = configuration
    var loading = UIKitEmptyDataSetConfiguration.loading()
    loading.title = NSAttributedString(string: "Opening your drive…")
    tableView.setEmptyDataSetConfiguration(loading, for: .loading)
  }

  private func signIn() {
    guard !(email.text ?? "").isEmpty, !(password.text ?? "").isEmpty else {
      log("Type an e-mail address and a password first.")
      return
    }
    view.endEditing(true)
    tableView.emptyDataSetState = .loading
    log("Signing in…")
    Task { [weak self] in
      try? await Task.sleep(nanoseconds: 1_000_000_000)
      guard let self else { return }
      files = ["Invoices", "Holiday photos", "Thesis draft.pages", "Recipes.numbers"]
      tableView.reloadData()
      tableView.emptyDataSetState = .empty
      log("Signed in: \(files.count) files.")
    }
  }

  private func signOut() {
    files = []
    tableView.reloadData()
    log("Signed out: the form keeps what was typed.")
  }

  // MARK: - UITableViewDataSource

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    files.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "file", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = files[indexPath.row]
    content.image = UIImage(systemName: "doc")
    cell.contentConfiguration = content
    return cell
  }
}
