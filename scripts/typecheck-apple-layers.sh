#!/usr/bin/env bash
# EmptyDataSet: type-checks the UIKit and SwiftUI layers on Linux, where `canImport(UIKit)` and
# `canImport(SwiftUI)` are false and SwiftPM compiles them to nothing.
#
# It builds the stand-in modules in AppleStandIns/ (ObjectiveC, CoreGraphics, Foundation,
# QuartzCore, UIKit, Combine, Accessibility, SwiftUI: Apple's API as the iOS SDK declares it,
# without bodies; docs/apple-symbols.md records what each declaration was checked against) into a
# temporary folder, then compiles the layers' own sources against them in Swift 6 mode with
# Objective-C interop on, up to SIL: type checking plus the mandatory SIL diagnostics (Swift 6
# region-based isolation, definite initialisation). Warnings are errors. Nothing is linked or run.
# See AppleStandIns/README.md for what this proves and what it does not.
#
# Usage: scripts/typecheck-apple-layers.sh [--keep]   (--keep leaves the temporary folder)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

keep=false
if [ "${1:-}" = "--keep" ]; then keep=true; fi

work=$(mktemp -d "${TMPDIR:-/tmp}/typecheck-apple-layers.XXXXXX")
if $keep; then
  echo "typecheck-apple-layers: keeping $work"
else
  trap 'rm -rf "$work"' EXIT
fi

# Stand-ins and the core go in sdk/; UIKit in uikit/, so that a pass can leave it out.
sdk=$work/sdk
uikit=$work/uikit
mkdir -p "$sdk" "$uikit"

# Flags shared by every step. -package-name matches between the core and the layers because
# the layers use the core's `package` declarations.
swift6=(-swift-version 6 -warnings-as-errors -package-name emptydataset -D SWIFT_PACKAGE)
objc=(-Xfrontend -enable-objc-interop -Xfrontend -disable-objc-attr-requires-foundation-module)

# Runs a compiler command; on failure prints its output with temporary paths made relative.
run() {
  local what=$1
  shift
  local log=$work/log.txt
  if ! "$@" >"$log" 2>&1; then
    sed -e "s|$work/src/[a-z-]*/||g" -e "s|$root/||g" "$log"
    if grep -q "cannot find intrinsic operations on UnsafeMutablePointer" "$log"; then
      echo "hint: Linux's standard library has no AutoreleasingUnsafeMutablePointer, so with"
      echo "      Objective-C interop on it cannot type-check an implicit pointer conversion"
      echo "      (&variable, String or mutable pointer passed as a C pointer). Write the"
      echo "      conversion explicitly, or add a rewrite in scripts/typecheck-apple-layers.sh."
    fi
    echo "typecheck-apple-layers: FAILED in $what"
    exit 1
  fi
}

module() {
  local name=$1 into=$2
  shift 2
  run "stand-in module $name" swiftc -emit-module -parse-as-library -module-name "$name" \
    -emit-module-path "$into/$name.swiftmodule" -I "$sdk" -I "$uikit" "${swift6[@]}" "${objc[@]}" \
    "$@"
}

swift_files() { find "$@" -name '*.swift' | sort; }

# 1. The stand-in SDK, kept in the repository's format.
run "swift format lint of AppleStandIns" swift format lint --strict --recursive AppleStandIns
# The C parts of the stand-ins (CGGeometry's structs, UIControlState) as clang modules.
cp -R AppleStandIns/CoreGraphics/include "$sdk/CoreGraphicsCTypes"
module ObjectiveC "$sdk" $(swift_files AppleStandIns/ObjectiveC)
module CoreGraphics "$sdk" $(swift_files AppleStandIns/CoreGraphics)
module Foundation "$sdk" $(swift_files AppleStandIns/Foundation)
module QuartzCore "$sdk" $(swift_files AppleStandIns/QuartzCore)
module Combine "$sdk" $(swift_files AppleStandIns/Combine)
module Accessibility "$sdk" $(swift_files AppleStandIns/Accessibility)
module SwiftUI "$sdk" $(swift_files AppleStandIns/SwiftUI)
cp -R AppleStandIns/UIKit/include "$uikit/UIKitCTypes"
module UIKit "$uikit" $(swift_files AppleStandIns/UIKit)
# Every stand-in declaration has a row in docs/apple-symbols.md (see that file).
run "docs/apple-symbols.md rows" scripts/list-standin-symbols.sh --check --modules "$sdk" "$uikit"

# 2. The real reload-hook header, as the clang module `EmptyDataSetRuntime`.
mkdir -p "$sdk/EmptyDataSetRuntime"
cat >"$sdk/EmptyDataSetRuntime/module.modulemap" <<EOF
module EmptyDataSetRuntime {
  header "$root/Sources/EmptyDataSetRuntime/include/EmptyDataSetRuntime.h"
  export *
}
EOF

# 3. The core, unmodified. Built without Objective-C interop: it uses none, and Linux's standard
# library cannot type-check its pointer conversion (`write`) with interop on (see `run`).
# SwiftPM generates `Bundle.module` for a target with resources (the presets' translations);
# swiftc alone does not, so a stand-in with the same declaration is added. Its one use is in
# Sources/EmptyDataSetCore/Localization/LocalizationStore+Bundle.swift.
mkdir -p "$work/core-stand-ins"
cat >"$work/core-stand-ins/resource_bundle_accessor.swift" <<'EOF'
import Foundation

extension Foundation.Bundle {
  static let module: Bundle = Bundle.main
}
EOF
run "EmptyDataSetCore" swiftc -emit-module -parse-as-library -module-name EmptyDataSetCore \
  -emit-module-path "$sdk/EmptyDataSetCore.swiftmodule" "${swift6[@]}" \
  $(swift_files Sources/EmptyDataSetCore "$work/core-stand-ins")

# 4. The layers. Each pass copies a target's sources to src/<pass>/, applies the rewrites listed
# for it (one substitution each), and compiles them to SIL, discarding the result.
rewrite() {
  local file=$1 expression=$2 required=$3
  local before
  before=$(cksum <"$file")
  perl -pi -e "$expression" "$file"
  if [ "$required" = required ] && [ "$before" = "$(cksum <"$file")" ]; then
    echo "typecheck-apple-layers: a rewrite no longer matches ${file#"$work"/src/*/}: $expression"
    echo "typecheck-apple-layers: update it in scripts/typecheck-apple-layers.sh"
    exit 1
  fi
}

compile_pass() {
  local pass=$1 target=$2
  shift 2
  run "$pass" swiftc -emit-sil -wmo -o /dev/null -parse-as-library -module-name "$target" \
    "${swift6[@]}" "${objc[@]}" "$@" $(swift_files "$work/src/$pass/Sources/$target")
}

copy_sources() {
  local pass=$1 target=$2
  mkdir -p "$work/src/$pass/Sources"
  cp -R "Sources/$target" "$work/src/$pass/Sources/"
}

# Rewrites of the UIKit layer. Linux's standard library cannot type-check implicit pointer
# conversions with Objective-C interop on (see `run`), so each one is made explicit, keeping
# the call, its other arguments and its types checked:
#   ReloadHook: the scroll view's opaque pointer, UnsafeMutableRawPointer -> const void *.
#   ReloadHook: the instance pointer and the selector name (String -> const char *).
#   UIScrollView+EmptyDataSet: `&hostKey`, the associated-object key (inout -> pointer).
uikit_rewrites() {
  local dir=$work/src/$1/Sources/EmptyDataSet/ScrollView
  rewrite "$dir/ReloadHook.swift" \
    's/\(Unmanaged\.passUnretained\(scrollView\)\.toOpaque\(\), enabled\)/(UnsafeRawPointer(Unmanaged.passUnretained(scrollView).toOpaque()), enabled)/' \
    required
  rewrite "$dir/ReloadHook.swift" \
    's/^(\s*)instance, selector, signature,/$1UnsafeRawPointer(instance), selector.withCString { \$0 }, signature,/' \
    required
  rewrite "$dir/UIScrollView+EmptyDataSet.swift" \
    's/&hostKey\b/UnsafeRawPointer(withUnsafeMutablePointer(to: &hostKey) { \$0 })/g' required
}

# `os(...)` cannot be set from the command line, so each platform pass turns its own condition on
# (one substitution): the iOS pass checks the keyboard code, the tvOS pass the remote's presses.
platform_rewrite() {
  local pass=$1 platform=$2
  local file
  while IFS= read -r file; do
    rewrite "$file" "s/#if os\\($platform\\)/#if true/" optional
  done < <(swift_files "$work/src/$pass/Sources")
}

results=()

copy_sources uikit-ios EmptyDataSet
uikit_rewrites uikit-ios
platform_rewrite uikit-ios iOS
compile_pass uikit-ios EmptyDataSet -I "$sdk" -I "$uikit"
results+=("UIKit (iOS) OK")

copy_sources uikit-tvos EmptyDataSet
uikit_rewrites uikit-tvos
platform_rewrite uikit-tvos tvOS
compile_pass uikit-tvos EmptyDataSet -I "$sdk" -I "$uikit"
results+=("UIKit (tvOS) OK")

# SwiftUI with UIKit present (iOS, tvOS) and without it (macOS, watchOS): no rewrites.
copy_sources swiftui-uikit EmptyDataSetSwiftUI
compile_pass swiftui-uikit EmptyDataSetSwiftUI -I "$sdk" -I "$uikit"
results+=("SwiftUI (with UIKit) OK")

copy_sources swiftui-alone EmptyDataSetSwiftUI
compile_pass swiftui-alone EmptyDataSetSwiftUI -I "$sdk"
results+=("SwiftUI (without UIKit) OK")

summary=$(printf '%s, ' "${results[@]}")
echo "typecheck-apple-layers: ${summary%, }"
