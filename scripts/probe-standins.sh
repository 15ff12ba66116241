#!/usr/bin/env bash
# EmptyDataSet: checks every declaration of AppleStandIns/ mechanically against a real iOS SDK.
# Run by scripts/typecheck-real-sdk.sh after its passes, with the compiler flags it wrote.
#
# Usage: scripts/probe-standins.sh [--write-docs] [FLAGS_FILE]
# FLAGS_FILE (default .build/real-sdk/sdk-flags, one flag a line) holds the flags that compile
# against the SDK; without it (no SDK was found), the script prints one line and exits 0.
# --write-docs rewrites the real-SDK column of docs/apple-symbols.md and its summary instead of
# checking them.
#
# How it works (scripts/probe-standins.py has the generator and the judge):
#   1. The stand-ins, as scripts/typecheck-apple-layers.sh builds them for iOS (it is run first
#      when they are missing or older than AppleStandIns/), and their symbol graphs
#      (scripts/list-standin-symbols.sh --check, so every declaration has a row to report to).
#   2. A generated probe file per stand-in module, one function per declaration, using it with
#      the stand-in's exact signature: a type as a metatype of its kind, superclass and
#      conformances; an instance property as a key path whose type says its value type and
#      settability; a static property read into a variable of its inferred type and passed
#      inout with the stand-in's type; a method, initializer or function as a reference with
#      its full name and function type, then with the type inferred without context and
#      compared invariantly (optional results, subclasses), then called with every argument,
#      with the defaulted ones left out, and with closures that capture a non-Sendable object
#      where the stand-in's closure parameter is not @Sendable; every case of an enum in one
#      exhaustive switch. Each function has the stand-in's isolation (nonisolated or
#      @MainActor) and @available, and the file is compiled at the iOS 13 floor in Swift 6
#      mode, so isolation and availability that differ are compile errors.
#   3. The probes compile against the stand-ins themselves (no error: otherwise the generator
#      is wrong), then against the real SDK. Each diagnostic is mapped back, by line, to the
#      declaration and the use it probes.
#   4. Each declaration is reported: confirmed; callable (a call with the stand-in's arguments
#      compiles, but the SDK's declaration has more, defaulted, parameters); explained (on the
#      list below); newer (absent from the SDK, and the stand-in says iOS 17 or later);
#      not probeable (why); or a mismatch, which fails the run. docs/apple-symbols.md's
#      real-SDK column must say the same (checked against the SDK version it names).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=$root/.build/real-sdk/probe

write_docs=
flags_file=$root/.build/real-sdk/sdk-flags
for arg in "$@"; do
  case $arg in
    --write-docs) write_docs=--write-docs ;;
    -*)
      echo "usage: $0 [--write-docs] [FLAGS_FILE]" >&2
      exit 2
      ;;
    *) flags_file=$arg ;;
  esac
done
if [ ! -f "$flags_file" ]; then
  echo "probe-standins: skipped: no real-SDK flags in ${flags_file#"$root"/} (run" \
    "scripts/typecheck-real-sdk.sh with an iOS SDK present)"
  exit 0
fi
mapfile -t sdk_flags <"$flags_file"
sdk=
for i in "${!sdk_flags[@]}"; do
  [ "${sdk_flags[$i]}" = -sdk ] && sdk=${sdk_flags[$((i + 1))]}
done
if [ ! -f "$sdk/SDKSettings.json" ]; then
  echo "probe-standins: skipped: the SDK in ${flags_file#"$root"/} is gone ($sdk)"
  exit 0
fi
sdk_version=$(grep -o '"Version" *: *"[0-9.]*"' "$sdk/SDKSettings.json" | head -1 |
  grep -o '[0-9][0-9.]*')
swiftc=(swiftc)
[ "$(uname -s)" = Darwin ] && swiftc=(xcrun swiftc)

# MARK: - Explained differences

# Diagnostics of the probe that are not a mismatch to fix, as "PATHS|MESSAGE|WHY" lines: PATHS
# are space-separated glob patterns of declaration paths, MESSAGE a part of the diagnostic's
# text (* for any). "SDK age" entries name the 18.0 fact (recorded in docs/apple-symbols.md)
# that the stand-ins follow and the 16.4 SDK predates; "kept" entries are simplifications
# docs/apple-symbols.md records on purpose.
exceptions=$(
  cat <<'EOF'
UIAccessibilityTraits.header UIAccessibility.Notification.layoutChanged UIAccessibility.Notification.announcement|is not concurrency-safe because it involves shared mutable state|SDK age: 18.0 UIAccessibilityConstants.h declares them UIKIT_EXTERN const … NS_SWIFT_NONISOLATED (rows UIAccessibility.Notification, UIAccessibilityTraits; the SDK-age list of typecheck-real-sdk.sh); 16.4's are not const
Button.init(action:label:)|MainActor|SDK age: 18.0's action is @escaping @MainActor (row Button; SwiftUI.swiftinterface character 1144090, as typecheck-real-sdk.sh lists); 16.4's is a plain closure
Text Font Color Image|does not conform to the 'Sendable' protocol|SDK age: 18.0 SwiftUICore declares them Sendable (rows Text, Font, Color, Image); 16.4's are not
ShapeStyle|does not conform to the 'Sendable' protocol|SDK age: 18.0 SwiftUICore declares ShapeStyle: Sendable (row ShapeStyle); 16.4's does not
TintShapeStyle Layout|does not conform to the 'Sendable' protocol|SDK age: Apple's current pages declare them Sendable (rows TintShapeStyle, Layout: docs); 16.4's are not
ViewThatFits ScrollView TupleView AnyView ButtonStyleConfiguration.Label GeometryReader VStack Button ProgressView StateObject RoundedRectangle Label|does not conform to the 'Sendable' protocol|SDK age: from 18.0, View is @MainActor @preconcurrency (row View) and StateObject @MainActor (row StateObject), so these types are main-actor isolated and therefore Sendable; 16.4's are not isolated
Bundle|conformance of 'Bundle' to 'Sendable' is unavailable|SDK age, inferred: 16.4's NSBundle.h leaves NSBundle non-Sendable; the stand-in keeps swift-corelibs-foundation's @unchecked Sendable (row Bundle) because SwiftPM's generated `static let module: Bundle` compiles in Swift 6 mode only with a Sendable Bundle, as it does with Xcode 16 (the 18.0 NSBundle.h is not in the store)
Published.wrappedValue|is unavailable|kept: a plain wrappedValue (row Published); the SDK's is unavailable and reached through the enclosing class
withAnimation(_:completionCriteria:_:completion:)|extra argument|SDK age: iOS 17's overload (row AnimationCompletionCriteria; Apple's page for withAnimation(_:completionCriteria:_:completion:)); 16.4 has only withAnimation(_:_:), which the probe's call reaches and finds the new arguments extra
EmptyView.body AnyView.body TupleView.body Text.body Image.body Color.body Rectangle.body GeometryReader.body VStack.body Group.body ForEach.body Button.body ProgressView.body ScrollView.body ViewThatFits.body ModifiedContent.body ButtonStyleConfiguration.Label.body Optional.body RoundedRectangle.body Label.body|*|kept: the stand-ins' views declare a never-called `body: Never` to conform to View; SwiftUI's own views have no public body or another body type, and nothing here reads a SwiftUI view's body (docs/apple-symbols.md, conventions)
EOF
)

# MARK: - The stand-ins and their symbol graphs

layers=$root/.build/apple-layers/ios
stale=$(find AppleStandIns \( -name '*.swift' -o -name '*.h' -o -name '*.modulemap' \) \
  -newer "$layers/result" -print -quit 2>/dev/null || echo missing)
if [ ! -f "$layers/result" ] || [ -n "$stale" ]; then
  echo "probe-standins: building the iOS stand-ins first (scripts/typecheck-apple-layers.sh)"
  scripts/typecheck-apple-layers.sh >"$root/.build/real-sdk/probe-apple-layers.log" 2>&1 || {
    cat "$root/.build/real-sdk/probe-apple-layers.log"
    exit 1
  }
fi
read -r -a standin_flags <"$layers/flags"
rm -rf "$out"
mkdir -p "$out"
SYMBOLGRAPH_FLAGS="${standin_flags[*]}" scripts/list-standin-symbols.sh --check \
  --graphs "$out/graphs" --modules "$layers/modules" >/dev/null

# MARK: - Generate, compile twice, judge

python3 scripts/probe-standins.py generate "$out/graphs" AppleStandIns/UIKit/include/UIKitCTypes.h \
  AppleStandIns/CoreGraphics/include/CoreGraphicsCTypes.h "$out/probes" >/dev/null
probe_files=("$out"/probes/Probe*.swift)
# -typecheck stops before SIL, where nothing the probe checks is diagnosed; -wmo keeps one
# failing file from stopping the others.
"${swiftc[@]}" -typecheck -wmo -parse-as-library -swift-version 6 -module-name StandInProbe \
  "${standin_flags[@]}" -Xfrontend -disable-objc-attr-requires-foundation-module \
  "${probe_files[@]}" >"$out/standins.log" 2>&1 || true
"${swiftc[@]}" -typecheck -wmo -parse-as-library -swift-version 6 -module-name StandInProbe \
  "${sdk_flags[@]}" "${probe_files[@]}" >"$out/real.log" 2>&1 || true
printf '%s\n' "$exceptions" >"$out/exceptions.txt"
python3 scripts/probe-standins.py judge "$out/probes" "$out/standins.log" "$out/real.log" \
  "$out/exceptions.txt" docs/apple-symbols.md "$sdk_version" $write_docs
