// EmptyDataSet · EmptyDataSetSwiftUI
// Licensed under the MIT licence; see LICENSE.

#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  extension View {
    /// Sets what the empty data sets in this view show for the states of `kind`, instead of the
    /// preset. Applies to every `emptyDataSet` modifier inside this view, so it can be set once
    /// for a whole app. No configuration by default: each state shows its preset (`.loading()`,
    /// `.failed(message:)`, `.offline()`, `.noResults(for:)`), fitted to the "no items" configuration's layout and
    /// behaviour. For `EmptyDataSetState.Kind.empty` it is used when the modifier is given no
    /// configuration.
    ///
    /// ```swift
    /// var loading = SwiftUIEmptyDataSetConfiguration.loading()
    /// loading.title = Text("Fetching your mail…")
    /// InboxView()
    ///   .emptyDataSetConfiguration(loading, for: .loading)
    /// ```
    public func emptyDataSetConfiguration(
      _ configuration: SwiftUIEmptyDataSetConfiguration?, for kind: EmptyDataSetState.Kind
    ) -> some View {
      transformEnvironment(\.emptyDataSetStateConfigurations) { $0[kind] = configuration }
    }

    /// Sets the show delay, minimum duration and cross-fade of the states of the empty data sets
    /// in this view. `EmptyDataSetTiming()` by default (0.3 s, 0.5 s, 0.2 s).
    ///
    /// ```swift
    /// SearchView().emptyDataSetTiming(EmptyDataSetTiming(showDelay: 0.5))
    /// ```
    public func emptyDataSetTiming(_ timing: EmptyDataSetTiming) -> some View {
      environment(\.emptyDataSetTiming, timing)
    }

    /// Sets the language of the presets' text in the empty data sets in this view.
    /// `.system` by default (the user's preferred languages).
    ///
    /// ```swift
    /// ContentView().emptyDataSetLocalization(.language("ar"))
    /// ```
    public func emptyDataSetLocalization(_ localization: EmptyDataSetLocalization) -> some View {
      environment(\.emptyDataSetLocalization, localization)
    }
  }

  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  extension EnvironmentValues {
    /// The per-state configurations set with `emptyDataSetConfiguration(_:for:)`.
    var emptyDataSetStateConfigurations: [EmptyDataSetState.Kind: SwiftUIEmptyDataSetConfiguration]
    {
      get { self[StateConfigurationsKey.self] }
      set { self[StateConfigurationsKey.self] = newValue }
    }

    /// The timing set with `emptyDataSetTiming(_:)`.
    var emptyDataSetTiming: EmptyDataSetTiming {
      get { self[TimingKey.self] }
      set { self[TimingKey.self] = newValue }
    }

    /// The language set with `emptyDataSetLocalization(_:)`.
    var emptyDataSetLocalization: EmptyDataSetLocalization {
      get { self[LocalizationKey.self] }
      set { self[LocalizationKey.self] = newValue }
    }
  }

  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  private struct StateConfigurationsKey: EnvironmentKey {
    static var defaultValue: [EmptyDataSetState.Kind: SwiftUIEmptyDataSetConfiguration] { [:] }
  }

  private struct TimingKey: EnvironmentKey {
    static var defaultValue: EmptyDataSetTiming { EmptyDataSetTiming() }
  }

  private struct LocalizationKey: EnvironmentKey {
    static var defaultValue: EmptyDataSetLocalization { .system }
  }
#endif
