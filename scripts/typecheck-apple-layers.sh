#!/usr/bin/env bash
# EmptyDataSet: type-checks the core, the UIKit layer and the SwiftUI layer for every Apple
# platform the package declares, on Linux, where `canImport(UIKit)` and `canImport(SwiftUI)` are
# false and SwiftPM compiles both layers to nothing.
#
# Each platform is compiled for its real target triple at the floor Package.swift declares
# (`-target x86_64-apple-ios13.0-simulator`, ...), so `#if os(...)` and availability are decided by
# the compiler as on that platform. The two things a Linux toolchain lacks are made here:
#   1. The standard library for an Apple target: Swift, _Concurrency and SwiftOnoneSupport are
#      rebuilt from the toolchain's own textual interfaces (.swiftinterface, which keep Apple's
#      `@available` attributes) for each target, once per toolchain, cached in .build/apple-stdlib.
#   2. Apple's frameworks: the stand-ins in AppleStandIns/ (ObjectiveC, CoreGraphics, Foundation,
#      QuartzCore, UIKit, Combine, Accessibility, SwiftUI: Apple's API as the iOS SDK declares it,
#      without bodies; docs/apple-symbols.md records what each declaration was checked against).
# The layers' own sources are then compiled unmodified, in Swift 6 mode with Objective-C interop
# on, up to SIL: type checking, availability, and the mandatory SIL diagnostics (Swift 6
# region-based isolation, definite initialisation). Warnings are errors. Nothing is linked or run.
# See AppleStandIns/README.md for what this proves and what it does not.
#
# Last, the demo app in Examples/ (an App Playground) is compiled for iOS the same way, as an app
# target over the products, with its manifest (see check_examples below).
#
# The modules it builds stay in .build/apple-layers/<platform>/ (the stand-ins, the core and both
# layers), where scripts/check-docs.sh compiles the README's UIKit and SwiftUI snippets.
#
# Usage: scripts/typecheck-apple-layers.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

out=$root/.build/apple-layers
rm -rf "$out"
mkdir -p "$out"

# Flags shared by every step. -package-name matches between the core and the layers because
# the layers use the core's `package` declarations.
swift6=(-swift-version 6 -warnings-as-errors -D SWIFT_PACKAGE
  -Xfrontend -disable-implicit-string-processing-module-import)
objc=(-Xfrontend -disable-objc-attr-requires-foundation-module)

# Runs a compiler command; on failure prints its output with build paths made relative, and a
# line naming the step, then exits 1 (from the platform's subshell; see `check_platform`).
run() {
  local what=$1 log
  shift
  log=$(mktemp "$out/log.XXXXXX")
  if ! "$@" >"$log" 2>&1; then
    sed -e "s|$out/[a-z-]*/||g" -e "s|$root/||g" "$log"
    echo "typecheck-apple-layers: FAILED in $what"
    exit 1
  fi
  rm -f "$log"
}

swift_files() { find "$@" -name '*.swift' | sort; }

# MARK: - Platforms and floors

# The floors declared in Package.swift, as "name version" lines (ios 13.0, tvos 13.0, ...).
floors=$(swift package dump-package | awk '
  /"platformName"/ { gsub(/[",]/, "", $3); name = $3 }
  /"version"/ && name != "" { gsub(/[",]/, "", $3); print name, $3; name = "" }')
floor() {
  local version
  version=$(awk -v name="$1" '$1 == name { print $2 }' <<<"$floors")
  if [ -z "$version" ]; then
    echo "typecheck-apple-layers: Package.swift declares no $1 floor" >&2
    exit 1
  fi
  echo "$version"
}

case "$(uname -m)" in
  x86_64) arch=x86_64 linux_triple=x86_64-unknown-linux-gnu ;;
  aarch64 | arm64) arch=arm64 linux_triple=aarch64-unknown-linux-gnu ;;
  *) echo "typecheck-apple-layers: unsupported machine $(uname -m)" >&2 && exit 1 ;;
esac

# platform, SwiftPM name, target triple with FLOOR for the floor, standard library, whether
# UIKit exists there, whether the UIKit layer is compiled there (not on watchOS, where UIKit has
# no views: the layer's files are wrapped in `!os(watchOS)`; not on macOS, which has no UIKit).
platforms=(
  "iOS ios $arch-apple-iosFLOOR-simulator ios uikit layer"
  "MacCatalyst maccatalyst $arch-apple-iosFLOOR-macabi ios uikit layer"
  "tvOS tvos $arch-apple-tvosFLOOR-simulator tvos uikit layer"
  "visionOS visionos $arch-apple-xrosFLOOR-simulator xros uikit layer"
  "watchOS watchos $arch-apple-watchosFLOOR-simulator watchos uikit -"
  "macOS macos $arch-apple-macosxFLOOR macos - -"
)

# Each standard library is built for a deployment target below every floor (a module cannot be
# imported by code compiled for an earlier system); Mac Catalyst uses iOS's.
stdlibs=(
  "ios $arch-apple-ios12.0-simulator"
  "tvos $arch-apple-tvos12.0-simulator"
  "xros $arch-apple-xros1.0-simulator"
  "watchos $arch-apple-watchos5.0-simulator"
  "macos $arch-apple-macosx10.14"
)

# MARK: - 1. The standard library for Apple targets

toolchain_lib=$(dirname "$(command -v swiftc)")/../lib/swift/linux
# A new toolchain, or a new recipe below ("r1"), starts a new cache.
stdlib_cache=$root/.build/apple-stdlib/$(swiftc --version 2>&1 | head -1 | cksum | cut -d' ' -f1)-r1

# Rewrites a Linux interface for `triple`: the target; -Onone (no optimisation of the inlinable
# bodies, which only a linked program needs); Objective-C interop on, as on Apple platforms; no
# @backDeployed (it needs bodies the interface does not have). With interop on, the compiler
# needs AutoreleasingUnsafeMutablePointer for implicit pointer conversions (`&x` passed to a C
# pointer), which only Apple's standard library declares, so a minimal one is appended to Swift.
stdlib_interface() {
  local module=$1 triple=$2
  sed -e "3s/-target $linux_triple/-target $triple/" -e '3s/ -O / -Onone /' \
    -e '3s/ -disable-objc-interop//g' -e 's/^\(\s*\)@backDeployed(before: [^)]*)/\1/' \
    "$toolchain_lib/$module.swiftmodule/$linux_triple.swiftinterface"
  if [ "$module" = Swift ]; then
    cat <<'EOF'
@frozen public struct AutoreleasingUnsafeMutablePointer<Pointee> : Swift._Pointer {
  public let _rawValue: Builtin.RawPointer
  @_transparent public init(_ _rawValue: Builtin.RawPointer) { self._rawValue = _rawValue }
}
EOF
  fi
}

# Builds Swift, SwiftOnoneSupport and _Concurrency for one standard library (about 25 s of CPU).
# The rewritten interfaces stay next to the modules: a module built from an interface is checked
# against it when imported.
build_stdlib() {
  local name=$1 triple=$2 dir=$stdlib_cache/$1 module skip
  mkdir -p "$dir"
  for module in Swift SwiftOnoneSupport _Concurrency; do
    [ -f "$dir/$module.swiftmodule" ] && [ -f "$dir/$module.swiftinterface" ] && continue
    case $module in
      Swift) skip=(-parse-stdlib -experimental-skip-all-function-bodies) ;;
      _Concurrency) skip=(-experimental-skip-all-function-bodies) ;;
      *) skip=() ;;
    esac
    stdlib_interface "$module" "$triple" >"$dir/$module.swiftinterface"
    run "the $name standard library ($module)" swiftc -frontend -compile-module-from-interface \
      "$dir/$module.swiftinterface" -module-name "$module" -o "$dir/$module.swiftmodule" \
      -target "$triple" -I "$dir" -disable-availability-checking "${skip[@]}"
  done
}

# MARK: - 2-4. One platform: stand-ins, core, layers

# SwiftPM generates `Bundle.module` for a target with resources (the core's translations);
# swiftc alone does not, so this declaration stands in for it. Its one use is in
# Sources/EmptyDataSetCore/Localization/LocalizationStore+Bundle.swift.
mkdir -p "$out/generated"
cat >"$out/generated/resource_bundle_accessor.swift" <<'EOF'
import Foundation

extension Foundation.Bundle {
  static let module: Bundle = Bundle.main
}
EOF

# Compiles a target's sources (and the files of $GENERATED, if set) to SIL, the check, and emits
# its module (for the next steps and scripts/check-docs.sh).
compile_layer() {
  local pass=$1 dir=$2 target=$3
  shift 3
  # The SIL goes to a file, never to /dev/null: with -emit-module, a failed compile deletes its
  # output files, and run as root that deletes /dev/null itself.
  run "$pass" swiftc -emit-sil -wmo -o "$dir/$target.sil" -parse-as-library \
    -module-name "$target" -emit-module -emit-module-path "$dir/modules/$target.swiftmodule" \
    -package-name emptydataset "${swift6[@]}" "$@" $(swift_files "Sources/$target") \
    ${GENERATED:-}
  rm -f "$dir/$target.sil"
}

check_platform() {
  local label=$1 spm=$2 triple=$3 stdlib=$4 uikit=$5 layer=$6
  local version dir modules standins
  version=$(floor "$spm")
  # Mac Catalyst began with iOS 13.1; SwiftPM's `.v13` means the first one.
  [ "$spm" = maccatalyst ] && [ "$version" = 13.0 ] && version=13.1
  triple=${triple/FLOOR/$version}
  dir=$out/$spm
  modules=$dir/modules
  standins=(ObjectiveC CoreGraphics Foundation QuartzCore Combine Accessibility SwiftUI)
  [ "$uikit" = uikit ] && standins+=(UIKit)
  mkdir -p "$modules"
  local target=(-target "$triple" -I "$stdlib_cache/$stdlib" -I "$modules")
  if [ "$spm" = visionos ]; then
    # visionOS takes iOS availability (`@available(iOS 15, *)`) through the SDK's version map in
    # SDKSettings.json: iOS versions up to 17 mean visionOS 1.0, iOS 18 means visionOS 2. (Each
    # major version needs its own key; a version before the first key maps to the first.)
    mkdir -p "$dir/sdk"
    cat >"$dir/sdk/SDKSettings.json" <<'EOF'
{"Version": "26.0", "CanonicalName": "xrsimulator26.0", "MaximumDeploymentTarget": "26.0.99",
 "VersionMap": {"iOS_xrOS": {"13.0": "1.0", "14.0": "1.0", "15.0": "1.0", "16.0": "1.0",
   "17.0": "1.0", "18.0": "2.0", "26.0": "26.0"}}}
EOF
    target+=(-sdk "$dir/sdk" -I "$toolchain_lib/../shims")
  fi
  echo "${target[*]}" >"$dir/flags"

  # 2. The stand-ins (their C parts, CGGeometry's structs and UIControlState, as clang modules),
  # and the real reload-hook header as the clang module EmptyDataSetRuntime.
  cp -R AppleStandIns/CoreGraphics/include "$modules/CoreGraphicsCTypes"
  cp -R AppleStandIns/UIKit/include "$modules/UIKitCTypes"
  mkdir -p "$modules/EmptyDataSetRuntime"
  printf 'module EmptyDataSetRuntime {\n  header "%s"\n  export *\n}\n' \
    "$root/Sources/EmptyDataSetRuntime/include/EmptyDataSetRuntime.h" \
    >"$modules/EmptyDataSetRuntime/module.modulemap"
  local standin
  for standin in "${standins[@]}"; do
    run "$label: stand-in module $standin" swiftc -emit-module -parse-as-library \
      -module-name "$standin" -emit-module-path "$modules/$standin.swiftmodule" \
      "${target[@]}" "${swift6[@]}" "${objc[@]}" $(swift_files "AppleStandIns/$standin")
  done

  # Every stand-in declaration has a row in docs/apple-symbols.md (checked once, on iOS, where
  # every stand-in is built).
  if [ "$spm" = ios ]; then
    SYMBOLGRAPH_FLAGS="${target[*]}" run "docs/apple-symbols.md rows" \
      scripts/list-standin-symbols.sh --check --modules "$modules"
  fi

  # 3. The core, unmodified, against the stand-in Foundation.
  GENERATED=$out/generated/resource_bundle_accessor.swift \
    compile_layer "$label: EmptyDataSetCore" "$dir" EmptyDataSetCore "${target[@]}"
  local results="core"

  # 4. The layers.
  if [ "$layer" = layer ]; then
    compile_layer "$label: UIKit layer" "$dir" EmptyDataSet "${target[@]}" "${objc[@]}"
    results+=", UIKit"
  elif [ "$uikit" = uikit ]; then
    # watchOS has UIKit but no views: every file of the UIKit layer must compile to nothing.
    run "$label: UIKit layer" swiftc -emit-sil -wmo -o "$dir/EmptyDataSet.sil" -parse-as-library \
      -module-name EmptyDataSet -package-name emptydataset "${swift6[@]}" "${target[@]}" \
      "${objc[@]}" $(swift_files Sources/EmptyDataSet)
    if grep -v '^sil_stage ' "$dir/EmptyDataSet.sil" | grep -q '^sil'; then
      echo "typecheck-apple-layers: the UIKit layer declares something on $label; wrap the file" \
        "in \`#if canImport(UIKit) && !os(watchOS)\`"
      exit 1
    fi
    results+=", UIKit compiled out"
  fi
  compile_layer "$label: SwiftUI layer" "$dir" EmptyDataSetSwiftUI "${target[@]}" "${objc[@]}"
  results+=", SwiftUI"
  # No type of ours shares a name with the stand-ins' (scripts/typecheck-real-sdk.sh checks the
  # real SDK's names when one is present).
  if [ "$spm" = ios ]; then
    EDS_COLLISION_PROBE=1 run "$label: type names vs the stand-ins" \
      scripts/check-name-collisions.sh "$label stand-ins" "$modules" "${target[@]}"
    results+=", names"
  fi
  echo "$label $version ($results) OK" >"$dir/result"
}

# MARK: - Run

jobs=$(nproc 2>/dev/null || echo 2)
[ "$jobs" -gt 2 ] && jobs=2 # each compiler takes about 1 GB

# Runs `$1 <fields of a line>` for each line of the array named $2, `jobs` at a time, each in
# its own subshell; fails if any failed.
parallel() {
  local command=$1 line pids=() failed=0
  local -n lines=$2
  for line in "${lines[@]}"; do
    # shellcheck disable=SC2086
    ("$command" $line) &
    pids+=($!)
    if [ "${#pids[@]}" -ge "$jobs" ]; then
      wait "${pids[0]}" || failed=1
      pids=("${pids[@]:1}")
    fi
  done
  for line in "${pids[@]}"; do wait "$line" || failed=1; done
  return $failed
}

if [ ! -f "$stdlib_cache/complete" ]; then
  echo "typecheck-apple-layers: building the standard library for Apple targets (once per" \
    "toolchain, into ${stdlib_cache#"$root"/})"
  parallel build_stdlib stdlibs
  touch "$stdlib_cache/complete"
fi

run "swift format lint of AppleStandIns" swift format lint --strict --recursive AppleStandIns
parallel check_platform platforms

for spec in "${platforms[@]}"; do
  read -r _ spm _ <<<"$spec"
  echo "typecheck-apple-layers: $(cat "$out/$spm/result")"
done

# MARK: - 5. The demo app (Examples/*.swiftpm)

# The iOS floor an App Playground's manifest declares (`platforms: [.iOS("16.0")]`).
example_floor() {
  sed -n -E 's/^ *platforms: \[\.iOS\("([0-9.]+)"\)\],.*$/\1/p' "$1/Package.swift" | head -1
}

# Each App Playground in Examples/: its Swift sources compiled as the app target they are
# (module AppModule, at the iOS floor of its manifest, Swift 6, warnings as errors) against the
# iOS stand-ins, the core and both layers built above, and the Apple API only apps use
# (docs/snippets/AppleExtras/, the module scripts/check-docs.sh gives the snippets); and its
# manifest against the toolchain's PackageDescription, with scripts/AppleProductTypes.swift
# standing in for the module only Xcode and Swift Playgrounds have.
check_examples() {
  local dir=$out/examples ios=$out/ios app floor manifest_api ios_flags
  mkdir -p "$dir"
  read -r -a ios_flags <"$ios/flags"
  run "examples: docs/snippets/AppleExtras" swiftc -emit-module -parse-as-library \
    -module-name SnippetAppleExtras -emit-module-path "$dir/SnippetAppleExtras.swiftmodule" \
    "${swift6[@]}" "${objc[@]}" "${ios_flags[@]}" $(swift_files docs/snippets/AppleExtras)
  manifest_api=$(dirname "$(command -v swiftc)")/../lib/swift/pm/ManifestAPI
  run "examples: scripts/AppleProductTypes.swift" swiftc -emit-module -parse-as-library \
    -module-name AppleProductTypes -emit-module-path "$dir/AppleProductTypes.swiftmodule" \
    -swift-version 6 -I "$manifest_api" -package-description-version 6.0 \
    scripts/AppleProductTypes.swift
  for app in Examples/*.swiftpm; do
    floor=$(example_floor "$app")
    if [ -z "$floor" ]; then
      echo "typecheck-apple-layers: $app/Package.swift declares no \`platforms: [.iOS(\"…\")]\`"
      exit 1
    fi
    run "$app/Package.swift" swiftc -typecheck -swift-version 6 -I "$manifest_api" -I "$dir" \
      -package-description-version 6.0 "$app/Package.swift"
    run "$app (iOS $floor)" swiftc -emit-sil -wmo -o "$dir/app.sil" -parse-as-library \
      -module-name AppModule -package-name "$(basename "$app" .swiftpm)" "${swift6[@]}" \
      "${objc[@]}" -target "$arch-apple-ios$floor-simulator" "${ios_flags[@]:2}" -I "$dir" \
      -Xfrontend -import-module -Xfrontend SnippetAppleExtras \
      $(find "$app" -name '*.swift' ! -path "$app/Package.swift" | sort)
    rm -f "$dir/app.sil"
    echo "typecheck-apple-layers: $app: manifest and sources (iOS $floor, Swift 6) OK"
  done
}
check_examples
echo "typecheck-apple-layers: not checked here: Apple's real SDK (scripts/typecheck-real-sdk.sh" \
  "checks iOS against one when present); availability of Apple API the stand-ins declare" \
  "without @available; linking and running."
