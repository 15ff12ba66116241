// EmptyDataSet · gallery
// Licensed under the MIT licence; see LICENSE.

import CGtk
import EmptyDataSetCore
import EmptyDataSetGTK

// Custom views: any GtkWidget in place of the standard elements.

extension SceneCatalog {
  static let customViews: [Scene] = [
    Scene(
      id: "sign-in", app: "Harbor", situation: "A cloud drive before signing in",
      features: ["custom view: a sign-in form that takes input", "custom view offset"]
    ) { context in
      let form = SignInForm(context)
      context.retained.append(form)
      var configuration = GTKEmptyDataSetConfiguration()
      configuration.customView = GTKWidget(form.widget)
      configuration.offset = EmptyDataSetOffset(vertical: -20)
      context.emptyDataSet.configuration = configuration
    },
    Scene(
      id: "sync", app: "Ferry", situation: "A file sync on its first run",
      features: ["custom view: spinner with a label and progress", "timer-driven progress"]
    ) { context in
      let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
      let spinner = gtk_spinner_new()!
      gtk_widget_set_size_request(spinner, 40, 40)
      gtk_spinner_start(cast(spinner))
      let label = gtk_label_new("Syncing 3 of 12 folders…")!
      gtk_widget_add_css_class(label, "title-3")
      let progress = gtk_progress_bar_new()!
      gtk_progress_bar_set_fraction(cast(progress), 0.25)
      gtk_widget_set_size_request(progress, 220, -1)
      let detail = gtk_label_new("Photos · 1.2 GB left · about 4 minutes")!
      gtk_widget_add_css_class(detail, "dim-label")
      for child in [spinner, label, progress, detail] { gtk_box_append(cast(box), child) }
      GTKWidget.setAccessibilityLabel("Syncing", of: spinner)
      GTKWidget.setAccessibilityLabel("Folders synced", of: progress)
      var configuration = GTKEmptyDataSetConfiguration()
      configuration.customView = GTKWidget(box)
      context.emptyDataSet.configuration = configuration
      context.onFirstShow {
        var folder = 3
        _ = addTimeout(intervalMilliseconds: 900) {
          folder += 1
          gtk_label_set_text(cast(label), "Syncing \(folder) of 12 folders…")
          gtk_progress_bar_set_fraction(cast(progress), Double(folder) / 12)
          guard folder >= 12 else { return true }
          context.setRows([
            "Photos|12,408 files · synced", "Documents|1,133 files · synced",
            "Music|4,210 files · synced",
          ])
          return false
        }
      }
    },
  ]
}
