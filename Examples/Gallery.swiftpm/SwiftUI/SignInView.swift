// EmptyDataSet · Examples/Gallery.swiftpm
// Licensed under the MIT licence; see LICENSE.

import EmptyDataSetSwiftUI
import SwiftUI

/// Harbor on SwiftUI: `.emptyDataSet(isEmpty:state:content:)` with a view of the app's own for
/// each displayed state: a sign-in form when there are no files, a progress view while loading.
struct SignInView: View {
  @State private var email = ""
  @State private var password = ""
  @State private var files: [String] = []
  @State private var state: EmptyDataSetState = .empty

  var body: some View {
    List(files, id: \.self) { Label($0, systemImage: "doc") }
      .emptyDataSet(isEmpty: files.isEmpty, state: $state) { shown in
        if shown == .loading {
          ProgressView("Opening your drive…")
        } else {
          form
        }
      }
      .toolbar {
        Button("Sign Out") { files = [] }.disabled(files.isEmpty)
      }
  }

  @MainActor private var form: some View {
    VStack(spacing: 12) {
      Text("Sign in to Harbor").font(.title2)
      TextField("E-mail", text: $email)
        .textContentType(.username)
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
      SecureField("Password", text: $password)
        .textContentType(.password)
      Button("Sign In") { signIn() }
        .buttonStyle(.borderedProminent)
        .disabled(email.isEmpty || password.isEmpty)
    }
    .textFieldStyle(.roundedBorder)
    .frame(maxWidth: 280)
  }

  @MainActor private func signIn() {
    state = .loading
    Task {
      try? await Task.sleep(nanoseconds: 1_000_000_000)
      files = ["Invoices", "Holiday photos", "Thesis draft.pages", "Recipes.numbers"]
      state = .empty
    }
  }
}
