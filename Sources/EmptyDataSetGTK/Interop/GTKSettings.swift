// EmptyDataSet · EmptyDataSetGTK
// Licensed under the MIT licence; see LICENSE.

import CGtkShim

/// The user's GTK settings the backend reads.
enum GTKSettings {
  /// `GtkSettings:gtk-enable-animations`: false when the user asked for less motion.
  @MainActor static var animationsEnabled: Bool { cgtk_animations_enabled() != 0 }
}
