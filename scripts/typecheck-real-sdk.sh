#!/usr/bin/env bash
# EmptyDataSet: type-checks the core, the UIKit layer, the SwiftUI layer, the README/DocC
# snippets for UIKit and SwiftUI and the demo app in Examples/ against a real iOS SDK: Apple's own
# headers and interfaces, not the stand-ins of AppleStandIns/. Run by scripts/test.sh whenever an
# SDK is found.
#
# Usage: scripts/typecheck-real-sdk.sh [SDK]
# The SDK is, in order: the argument; $EDS_IOS_SDK; the newest iPhoneOS*.sdk in
# ~/.cache/emptydataset/ (CONTRIBUTING.md says how to put one there); on a Mac, Xcode's
# (`xcrun --sdk iphoneos --show-sdk-path`). With none, it prints one line and exits 0.
#
# Two passes, up to SIL diagnostics (type checking, availability, region-based isolation):
#   swift6  Swift 6 mode, as an app in Xcode builds the package.
#   swift5  Swift 5 mode with complete concurrency checking and every upcoming feature Swift 6
#           enables, so that an error the SDK's age causes does not stop the compiler before it
#           reaches the rest. Any error here fails.
# Every diagnostic of either pass must be on the SDK-age list below (each entry names the newer
# SDK's declaration that removes it); anything else fails the run. Then
# scripts/probe-standins.sh checks every declaration of AppleStandIns/ against the same SDK,
# with the flags written to .build/real-sdk/sdk-flags.
#
# Linux toolchains can read an SDK built for an older compiler once three things are arranged
# (made here, in .build/real-sdk/toolchain; on a Mac with Xcode none is needed):
#   1. A resource directory with only the toolchain's clang/ and shims/: the toolchain's own
#      lib/swift carries Linux's Dispatch, CoreFoundation, os and Block module maps, which
#      clash with the SDK's ("redefinition of module 'Dispatch'").
#   2. API notes for Dispatch and os in it (Xcode's toolchain ships them, neither the SDK nor a
#      Linux toolchain does): the Swift names of the C types the SDK's overlays refer to.
#   3. SwiftUI's interface patched in a copy found first through -I: Swift 5.8's interface
#      interpolates `\(Value.self)` into `os_log` in an @inlinable getter, which Swift 6
#      compilers reject ("string interpolation cannot be used in this context").
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=$root/.build/real-sdk

# MARK: - The SDK

find_sdk() {
  if [ -n "${1:-}" ]; then echo "$1"; return; fi
  if [ -n "${EDS_IOS_SDK:-}" ]; then echo "$EDS_IOS_SDK"; return; fi
  local cached
  cached=$(find "$HOME/.cache/emptydataset" -maxdepth 1 -name 'iPhoneOS*.sdk' 2>/dev/null |
    sort -V | tail -1)
  if [ -n "$cached" ]; then echo "$cached"; return; fi
  if command -v xcrun >/dev/null 2>&1; then xcrun --sdk iphoneos --show-sdk-path 2>/dev/null; fi
}
sdk=$(find_sdk "${1:-}")
if [ -z "$sdk" ]; then
  echo "typecheck-real-sdk: skipped: no iOS SDK found (pass one, set EDS_IOS_SDK, or put one in" \
    "~/.cache/emptydataset/; CONTRIBUTING.md, \"Apple's real SDK\", says how)"
  exit 0
fi
if [ ! -f "$sdk/SDKSettings.json" ]; then
  echo "typecheck-real-sdk: $sdk is not an SDK (it has no SDKSettings.json)" >&2
  exit 1
fi
sdk_version=$(grep -o '"Version" *: *"[0-9.]*"' "$sdk/SDKSettings.json" | head -1 |
  grep -o '[0-9][0-9.]*')
echo "typecheck-real-sdk: iOS $sdk_version SDK at $sdk"

# The device triple at the package's iOS floor; the SwiftUI layer raises its own with @available.
triple=arm64-apple-ios13.0
swiftc=(swiftc)
[ "$(uname -s)" = Darwin ] && swiftc=(xcrun swiftc)

# MARK: - Toolchain arrangements (Linux)

toolchain=$out/toolchain
arrange_toolchain() {
  local lib
  lib=$(dirname "$(command -v swiftc)")/../lib/swift
  rm -rf "$toolchain"
  mkdir -p "$toolchain/resource/apinotes" "$toolchain/overrides"
  ln -s "$lib/clang" "$toolchain/resource/clang"
  ln -s "$lib/shims" "$toolchain/resource/shims"
  write_dispatch_apinotes >"$toolchain/resource/apinotes/Dispatch.apinotes"
  write_os_apinotes >"$toolchain/resource/apinotes/os.apinotes"
  local swiftui=$sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule
  if grep -q 'Accessing Environment<\\(Value.self)>' "$swiftui/arm64-apple-ios.swiftinterface"; then
    mkdir -p "$toolchain/overrides/SwiftUI.swiftmodule"
    sed "s/Accessing Environment<\\\\(Value\\.self)>'s value/Accessing Environment's value/" \
      "$swiftui/arm64-apple-ios.swiftinterface" \
      >"$toolchain/overrides/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface"
  fi
}

# The Swift names the SDK's Dispatch overlay uses for libdispatch's C declarations: its object
# classes and source protocols, and three private types.
write_dispatch_apinotes() {
  local pair
  echo "Name: Dispatch"
  echo "Typedefs:"
  for pair in dispatch_source_type_t dispatch_autorelease_frequency_t dispatch_block_flags_t; do
    printf -- '- Name: %s\n  SwiftPrivate: true\n' "$pair"
  done
  echo "Classes:"
  for pair in object:DispatchObject queue:DispatchQueue io:DispatchIO group:DispatchGroup \
    semaphore:DispatchSemaphore source:DispatchSource data:__DispatchData; do
    printf -- '- Name: OS_dispatch_%s\n  SwiftName: %s\n' "${pair%%:*}" "${pair#*:}"
  done
  printf -- '- Name: OS_dispatch_queue_attr\n  SwiftPrivate: true\n'
  echo "Protocols:"
  for pair in source:DispatchSourceProtocol source_mach_send:DispatchSourceMachSend \
    source_mach_recv:DispatchSourceMachReceive source_memorypressure:DispatchSourceMemoryPressure \
    source_proc:DispatchSourceProcess source_read:DispatchSourceRead \
    source_signal:DispatchSourceSignal source_timer:DispatchSourceTimer \
    source_data_or:DispatchSourceUserDataOr source_data_add:DispatchSourceUserDataAdd \
    source_data_replace:DispatchSourceUserDataReplace source_vnode:DispatchSourceFileSystemObject \
    source_write:DispatchSourceWrite; do
    printf -- '- Name: OS_dispatch_%s\n  SwiftName: %s\n' "${pair%%:*}" "${pair#*:}"
  done
}

# The same for the os overlay: the log type, the log class, its `isEnabled(type:)`, and the two
# C entry points the overlay calls by their private Swift names.
write_os_apinotes() {
  cat <<'EOF'
Name: os
Typedefs:
- Name: os_log_type_t
  SwiftName: OSLogType
- Name: os_signpost_type_t
  SwiftName: OSSignpostType
Classes:
- Name: OS_os_log
  SwiftName: OSLog
Functions:
- Name: os_log_type_enabled
  SwiftName: 'OSLog.isEnabled(self:type:)'
- Name: _os_log_impl
  SwiftPrivate: true
- Name: _os_signpost_emit_with_name_impl
  SwiftPrivate: true
EOF
}

# MARK: - SDK-age supplements

# API the package uses that an older SDK lacks, declared (without bodies that matter: nothing
# runs) in a module every compile imports, so that its absence does not hide the rest. Only what
# the SDK really lacks is supplied; each says where the newer declaration is.
supplements=$out/supplements
make_supplements() {
  local file=$supplements/EmptyDataSetSDKSupplements.swift concurrency accessibility uikit swiftui
  rm -rf "$supplements"
  mkdir -p "$supplements"
  concurrency=$sdk/usr/lib/swift/_Concurrency.swiftmodule/arm64-apple-ios.swiftinterface
  accessibility=$sdk/System/Library/Frameworks/Accessibility.framework/Modules
  accessibility+=/Accessibility.swiftmodule/arm64-apple-ios.swiftinterface
  # The UIKit overlay: under usr/lib/swift in the 16.4 SDK, in the framework from iOS 17.
  uikit=$sdk/usr/lib/swift/UIKit.swiftmodule/arm64-apple-ios.swiftinterface
  [ -f "$uikit" ] ||
    uikit=$sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface
  swiftui=$sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule
  swiftui+=/arm64-apple-ios.swiftinterface
  printf 'import Foundation\nimport SwiftUI\nimport UIKit\n' >"$file"
  if ! grep -q 'static func assumeIsolated' "$concurrency"; then
    # Swift 5.9's standard library (Xcode 15): @_alwaysEmitIntoClient, so from iOS 13; the
    # signature as in the 18.0 SDK's _Concurrency interface.
    supplied+=("MainActor.assumeIsolated(_:file:line:) (Swift 5.9 standard library)")
    cat >>"$file" <<'EOF'
extension MainActor {
  public static func assumeIsolated<T: Sendable>(
    _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
  ) rethrows -> T { fatalError() }
}
EOF
  fi
  if ! grep -q 'enum AccessibilityNotification' "$accessibility"; then
    # iOS 17's Accessibility framework: the stand-in, checked against the 18.0 interface
    # (docs/apple-symbols.md).
    supplied+=("AccessibilityNotification (iOS 17 Accessibility framework)")
    grep -v '^import ' AppleStandIns/Accessibility/*.swift >>"$file"
  fi
  if ! grep -q 'public struct UIContentUnavailableConfiguration' "$uikit"; then
    # iOS 17's UIKit overlay: the stand-in, checked against the 17.5 interface's
    # `public struct UIContentUnavailableConfiguration : UIKit.UIContentConfiguration,
    # Swift.Hashable` and the 17.5 headers (docs/apple-symbols.md). The package's use is
    # `@available(iOS 17, tvOS 17, *)`, as the SDK's declaration.
    supplied+=("UIContentUnavailableConfiguration (iOS 17 UIKit)")
    grep -v '^import ' AppleStandIns/UIKit/ContentUnavailable.swift >>"$file"
  fi
  if ! cat "$swiftui" "${swiftui//SwiftUI/SwiftUICore}" 2>/dev/null |
    grep -q 'public struct ContentUnavailableView<'; then
    # iOS 17's SwiftUI: the stand-in, checked against Apple's page for
    # `ContentUnavailableView` and `init(label:description:actions:)` (iOS 17, macOS 14, tvOS
    # 17, watchOS 10; docs/apple-symbols.md). The layer's use is `@available(iOS 17, …)`.
    supplied+=("ContentUnavailableView (iOS 17 SwiftUI)")
    grep -v '^import ' AppleStandIns/SwiftUI/ContentUnavailableView.swift >>"$file"
  fi
  local ui=$sdk/System/Library/Frameworks
  if ! cat "$ui"/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface \
    "$ui"/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface \
    2>/dev/null | grep -q 'struct AnimationCompletionCriteria'; then
    # iOS 17's SwiftUI: `withAnimation(_:completionCriteria:_:completion:)` and
    # `AnimationCompletionCriteria` (16.4 has neither), the stand-ins as checked against Apple's
    # pages (docs/apple-symbols.md; the 17.5 and 18.0 interfaces are too large to page through).
    supplied+=("withAnimation(_:completionCriteria:_:completion:) (iOS 17 SwiftUI)")
    echo "import SwiftUI" >>"$file"
    grep -v '^import ' AppleStandIns/SwiftUI/AnimationCompletion.swift >>"$file"
  fi
  "${swiftc[@]}" -emit-module -parse-as-library -module-name EmptyDataSetSDKSupplements \
    -emit-module-path "$supplements/EmptyDataSetSDKSupplements.swiftmodule" -swift-version 6 \
    "${sdk_flags[@]}" "$file"
}

sdk_flags=(-target "$triple" -sdk "$sdk")
if [ "$(uname -s)" != Darwin ]; then
  arrange_toolchain
  sdk_flags+=(-resource-dir "$toolchain/resource" -I "$toolchain/overrides")
fi
# The SDK's modules, built from its interfaces once (about a minute) and kept between runs.
sdk_flags+=(-module-cache-path "$out/module-cache/$(echo "$sdk" | cksum | cut -d' ' -f1)")
supplied=()
make_supplements
sdk_flags+=(-I "$supplements")
implicit=(-Xfrontend -import-module -Xfrontend EmptyDataSetSDKSupplements)
for item in "${supplied[@]}"; do echo "typecheck-real-sdk: supplied (SDK age): $item"; done

# MARK: - SDK-age diagnostics

# Diagnostics a newer SDK removes, as "PASS|FILE|MESSAGE|WHY" lines: PASS is swift6, swift5 or
# * (both); FILE is relative to the package and MESSAGE is the diagnostic's text without its
# location (both compared exactly). WHY names the newer SDK's declaration that removes it, in
# iPhoneOS18.0.sdk as read in the public copy xybp888/iOS-SDKs (UIKit headers under
# UIKit.framework/Headers/, interfaces as <Module>.swiftmodule/arm64-apple-ios.swiftinterface).
sdk_age=$(
  cat <<'EOF'
swift6|Sources/EmptyDataSet/ScrollView/EmptyDataSetHost+Accessibility.swift|reference to static property 'announcement' is not concurrency-safe because it involves shared mutable state|UIKit.framework/Headers/UIAccessibilityConstants.h: UIKIT_EXTERN const UIAccessibilityNotifications UIAccessibilityAnnouncementNotification … NS_SWIFT_NONISOLATED (16.4: not const)
swift6|Sources/EmptyDataSet/ScrollView/EmptyDataSetHost+Accessibility.swift|reference to static property 'layoutChanged' is not concurrency-safe because it involves shared mutable state|UIAccessibilityConstants.h: UIKIT_EXTERN const UIAccessibilityNotifications UIAccessibilityLayoutChangedNotification … NS_SWIFT_NONISOLATED (16.4: not const)
swift6|Sources/EmptyDataSet/View/EmptyDataSetView.swift|reference to static property 'header' is not concurrency-safe because it involves shared mutable state|UIAccessibilityConstants.h: UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitHeader … NS_SWIFT_NONISOLATED (16.4: not const)
swift6|Sources/EmptyDataSetSwiftUI/AccessibilityNotice.swift|reference to static property 'announcement' is not concurrency-safe because it involves shared mutable state|UIAccessibilityConstants.h, as above
swift6|Sources/EmptyDataSetSwiftUI/AccessibilityNotice.swift|reference to static property 'layoutChanged' is not concurrency-safe because it involves shared mutable state|UIAccessibilityConstants.h, as above
swift6|Sources/EmptyDataSetSwiftUI/EmptyDataSetElement.swift|converting function value of type '@MainActor () -> Void' to '() -> Void' loses global actor 'MainActor'|SwiftUI.swiftinterface (character 1144090): Button's @preconcurrency nonisolated init(action: @escaping @_Concurrency.MainActor () -> Swift.Void, label:) (16.4: the action is not isolated)
swift6|Sources/EmptyDataSetSwiftUI/EmptyDataSetModifier.swift|main actor-isolated default value in a nonisolated context|SwiftUICore.swiftinterface (character 676647): @preconcurrency @_Concurrency.MainActor public protocol ViewModifier (16.4: only body(content:) is MainActor(unsafe)), so the @StateObject default is evaluated on the main actor
EOF
)

# MARK: - Passes

failed=0

# Prints the diagnostics of a compiler log as "FILE|SEVERITY|MESSAGE" (paths made relative).
diagnostics() {
  sed -n -E "s|^$root/([^:]+):[0-9]+:[0-9]+: (error\|warning): (.*)$|\1\|\2\|\3|p" "$1" |
    sed -E 's/ \[#[A-Za-z]+\]$//' | sort -u
}

# Checks one compiler log of `pass` against the list; prints what is new and what is listed.
judge() {
  local pass=$1 what=$2 log=$3 file severity message listed=0 new=0
  while IFS='|' read -r file severity message; do
    [ -n "$file" ] || continue
    if awk -F'|' -v p="$pass" -v f="$file" -v m="$message" \
      '($1 == p || $1 == "*") && $2 == f && $3 == m { found = 1 } END { exit !found }' \
      <<<"$sdk_age"; then
      listed=$((listed + 1))
    elif [ "$pass" = swift5 ] && [ "$severity" = warning ] &&
      awk -F'|' -v f="$file" -v m="$message" \
        '($1 == "swift6" || $1 == "*") && $2 == f && index(m, $3) == 1 { found = 1 }
         END { exit !found }' <<<"$sdk_age"; then
      # Swift 5 mode reports a listed Swift 6 error as a warning ("…; this is an error in the
      # Swift 6 language mode").
      listed=$((listed + 1))
    else
      echo "typecheck-real-sdk: $pass, $what: new $severity: $file: $message"
      new=$((new + 1))
    fi
  done < <(diagnostics "$log")
  # Errors in the SDK's own files (a module that does not build) or without a location.
  if grep -E '^[^ ]*: error: |^error: ' "$log" | grep -vq "^$root/"; then
    echo "typecheck-real-sdk: $pass, $what: errors outside the package:"
    grep -E '^[^ ]*: error: |^error: ' "$log" | grep -v "^$root/" | sort -u | head -20
    new=$((new + 1))
  fi
  if [ $new != 0 ]; then failed=1; fi
  echo "typecheck-real-sdk: $pass, $what: $new new, $listed SDK-age"
}

compile() {
  local pass=$1 dir=$2 target=$3 log
  shift 3
  log=$dir/$target.log
  # The SIL goes to a file: with -emit-module, a failed compile deletes its outputs, and run as
  # root that would delete /dev/null.
  "${swiftc[@]}" -emit-sil -wmo -o "$dir/$target.sil" -parse-as-library -module-name "$target" \
    -emit-module -emit-module-path "$dir/modules/$target.swiftmodule" \
    -package-name emptydataset -D SWIFT_PACKAGE "${sdk_flags[@]}" "${implicit[@]}" -I "$dir/modules" \
    "${mode[@]}" "$@" >"$log" 2>&1 || true
  rm -f "$dir/$target.sil"
  judge "$pass" "$target" "$log"
  # A module the Swift 6 pass could not emit (an SDK-age error stops it) is taken from the Swift 5
  # pass, so that the targets after it are still checked in Swift 6 mode.
  if [ ! -f "$dir/modules/$target.swiftmodule" ] && [ -f "$out/swift5/modules/$target.swiftmodule" ]
  then
    cp "$out/swift5/modules/$target.swiftmodule" "$dir/modules/"
  fi
}

run_pass() {
  local pass=$1 dir=$out/$1
  rm -rf "$dir"
  mkdir -p "$dir/modules/EmptyDataSetRuntime"
  case $pass in
    swift6) mode=(-swift-version 6) ;;
    swift5)
      mode=(-swift-version 5 -strict-concurrency=complete)
      local feature
      for feature in $(swift6_features); do mode+=(-enable-upcoming-feature "$feature"); done
      ;;
  esac
  # SwiftPM's generated `Bundle.module` for the core's translations; here, the main bundle
  # (nothing runs). `nonisolated(unsafe)`: a static non-Sendable Bundle is an error in Swift 6.
  printf 'import Foundation\n%s\n' \
    'extension Foundation.Bundle { nonisolated(unsafe) static let module = Bundle.main }' \
    >"$dir/resource_bundle_accessor.swift"
  printf 'module EmptyDataSetRuntime {\n  header "%s"\n  export *\n}\n' \
    "$root/Sources/EmptyDataSetRuntime/include/EmptyDataSetRuntime.h" \
    >"$dir/modules/EmptyDataSetRuntime/module.modulemap"
  compile "$pass" "$dir" EmptyDataSetCore $(swift_files Sources/EmptyDataSetCore) \
    "$dir/resource_bundle_accessor.swift"
  compile "$pass" "$dir" EmptyDataSet $(swift_files Sources/EmptyDataSet)
  compile "$pass" "$dir" EmptyDataSetSwiftUI $(swift_files Sources/EmptyDataSetSwiftUI)
}

swift_files() { find "$root/$1" -name '*.swift' | sort; }

# The upcoming features Swift 6 mode turns on, as this compiler lists them.
swift6_features() {
  "${swiftc[@]}" -print-supported-features 2>/dev/null |
    sed -n -E 's/.*"name": "([A-Za-z]+)".*"enabled_in": "6".*/\1/p'
}

# MARK: - Snippets

# The README's and DocC's UIKit and SwiftUI snippets, against the Swift 6 pass's modules.
check_snippets() {
  local dir=$out/snippets modules=$out/swift6/modules
  mkdir -p "$dir"
  if [ ! -f "$modules/EmptyDataSetSwiftUI.swiftmodule" ] ||
    [ ! -f "$modules/EmptyDataSet.swiftmodule" ]; then
    echo "typecheck-real-sdk: snippets: skipped, the layers did not compile"
    failed=1
    return
  fi
  "${swiftc[@]}" -swift-version 6 scripts/check-snippets.swift -o "$dir/check-snippets" \
    >/dev/null
  printf '%s\n' "${sdk_flags[@]}" "${implicit[@]}" -I "$modules" >"$dir/uikit.args"
  printf '%s\n' "${sdk_flags[@]/#$triple/arm64-apple-ios15.0}" "${implicit[@]}" -I "$modules" \
    >"$dir/swiftui.args"
  if ! "$dir/check-snippets" --contexts docs/snippets --work "$dir/work" \
    --platform "uikit=$dir/uikit.args" --platform "swiftui=$dir/swiftui.args" \
    --only uikit,swiftui \
    README.md docs/*.md Examples/*.md $(find Sources -path '*.docc/*' -name '*.md' | sort); then
    failed=1
  fi
}

# MARK: - The demo app

# Each App Playground in Examples/, as the app target it is: its Swift sources as the module
# AppModule at the iOS floor its manifest declares, in Swift 6 mode, importing the products the
# Swift 6 pass built. Judged like the layers: a diagnostic not on the SDK-age list fails. (The
# manifest itself needs Xcode's AppleProductTypes; scripts/typecheck-apple-layers.sh checks it
# against a stand-in.)
check_examples() {
  local dir=$out/examples modules=$out/swift6/modules app name floor log
  mkdir -p "$dir"
  if [ ! -f "$modules/EmptyDataSetSwiftUI.swiftmodule" ] ||
    [ ! -f "$modules/EmptyDataSet.swiftmodule" ]; then
    echo "typecheck-real-sdk: examples: skipped, the layers did not compile"
    failed=1
    return
  fi
  for app in "$root"/Examples/*.swiftpm; do
    name=$(basename "$app" .swiftpm)
    floor=$(sed -n -E 's/^ *platforms: \[\.iOS\("([0-9.]+)"\)\],.*$/\1/p' "$app/Package.swift" |
      head -1)
    if [ -z "$floor" ]; then
      echo "typecheck-real-sdk: ${app#"$root"/}/Package.swift declares no iOS floor"
      failed=1
      continue
    fi
    log=$dir/$name.log
    "${swiftc[@]}" -emit-sil -wmo -o "$dir/$name.sil" -parse-as-library -module-name AppModule \
      -package-name "$name" -D SWIFT_PACKAGE -swift-version 6 \
      "${sdk_flags[@]/#$triple/arm64-apple-ios$floor}" "${implicit[@]}" -I "$modules" \
      $(find "$app" -name '*.swift' ! -path "$app/Package.swift" | sort) >"$log" 2>&1 || true
    rm -f "$dir/$name.sil"
    judge swift6 "${app#"$root"/} (iOS $floor)" "$log"
  done
}

run_pass swift5
run_pass swift6
check_snippets
check_examples
EDS_APPLE_NAMES=$out/apple-type-names-$(echo "$sdk" | cksum | cut -d' ' -f1).txt \
  EDS_COLLISION_PROBE=1 scripts/check-name-collisions.sh "iOS $sdk_version SDK" \
  "$out/swift6/modules" "${sdk_flags[@]}" || failed=1

# Every stand-in declaration against the same SDK, with the same flags.
printf '%s\n' "${sdk_flags[@]}" >"$out/sdk-flags"
scripts/probe-standins.sh "$out/sdk-flags" || failed=1

if [ $failed != 0 ]; then
  echo "typecheck-real-sdk: FAILED against the iOS $sdk_version SDK (logs in" \
    "${out#"$root"/}/swift5, swift6 and examples)"
  exit 1
fi
echo "typecheck-real-sdk: OK against the iOS $sdk_version SDK: core, UIKit, SwiftUI, their" \
  "snippets and the demo app in Examples/; every remaining diagnostic is SDK age (listed in" \
  "this script); every stand-in declaration probed (scripts/probe-standins.sh)"
