#!/usr/bin/env bash
# EmptyDataSet: checks the documentation. Run by scripts/test.sh after the tests.
#   1. The README's platform floors agree with Package.swift and the SwiftUI layer's @available.
#   2. Every Swift snippet of README.md, docs/*.md, Examples/*.md and the DocC articles compiles
#      (GTK and core snippets against the package's modules, UIKit and SwiftUI snippets against
#      the stand-ins built by scripts/typecheck-apple-layers.sh). The convention is in
#      scripts/check-snippets.swift and in the README's Development section.
#   3. Each product's DocC catalogue builds with the toolchain's `docc`, from symbol graphs of the
#      built modules, with no warnings. The archives go to .build/docs/.
#
# Usage: scripts/check-docs.sh [snippets|docc|platforms]   (no argument: all three; platforms
# also checks that VERSION, CHANGELOG.md, the README's install line and .spi.yml agree)
# The package is built with DOCS_BUILD_FLAGS (default: test.sh's `-Xswiftc -warnings-as-errors`,
# so that after scripts/test.sh's `swift test` nothing is rebuilt); the UIKit and SwiftUI modules
# by scripts/typecheck-apple-layers.sh (skipped when APPLE_LAYERS_FRESH=1, as test.sh sets).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
only=${1:-all}
work=$root/.build/check-docs
rm -rf "$work"
mkdir -p "$work"
read -r -a build_flags <<<"${DOCS_BUILD_FLAGS--Xswiftc -warnings-as-errors}"
failed=0

# MARK: - Modules

linux=false
[ "$(uname -s)" = Linux ] && linux=true

build_package() {
  echo "== check-docs: building the core$($linux && echo " and GTK") modules"
  swift build "${build_flags[@]}" --target EmptyDataSetTestSupport
  if $linux; then swift build "${build_flags[@]}" --target EmptyDataSetGTK; fi
  bin=$(swift build "${build_flags[@]}" --show-bin-path)
  host=(-target "$(uname -m)-unknown-linux-gnu" -I "$bin/Modules")
  gtk=("${host[@]}" -Xcc "-fmodule-map-file=$root/Sources/CGtk/module.modulemap"
    -Xcc "-fmodule-map-file=$bin/CGtkShim.build/module.modulemap")
  if $linux; then
    local include
    for include in $(pkg-config --cflags-only-I gtk4); do gtk+=(-Xcc "$include"); done
  fi
  # The UIKit and SwiftUI modules, unless scripts/test.sh has just built them. If the layers do
  # not compile, their snippets and catalogues are skipped (and this check fails).
  apple=true
  if [ "${APPLE_LAYERS_FRESH:-}" != 1 ] || [ ! -f .build/apple-layers/ios/flags ]; then
    scripts/typecheck-apple-layers.sh || apple=false
  fi
  [ -f .build/apple-layers/ios/modules/EmptyDataSetSwiftUI.swiftmodule ] || apple=false
  if ! $apple; then
    echo "check-docs: the Apple layers do not compile (above): their snippets and DocC are skipped"
    failed=1
  fi
  read -r -a ios_base <<<"$(cat .build/apple-layers/ios/flags)"
  ios=("${ios_base[@]}" -Xfrontend -disable-implicit-string-processing-module-import
    -Xfrontend -disable-objc-attr-requires-foundation-module)
}

# MARK: - 1. Platform floors

check_platforms() {
  echo "== check-docs: README platform floors vs Package.swift and the SwiftUI layer"
  local floors expected row swiftui
  # Package.swift's floors, written as the README writes them.
  floors=$(swift package dump-package | awk '
    /"platformName"/ { gsub(/[",]/, "", $3); name = $3 }
    /"version"/ && name != "" { gsub(/[",]/, "", $3); print name, $3; name = "" }')
  expected=$(awk '
    { sub(/\.0$/, "", $2) }
    $1 == "ios" { ios = "iOS " $2 "+" }       $1 == "tvos" { tvos = "tvOS " $2 "+" }
    $1 == "maccatalyst" { cat = "Mac Catalyst " $2 "+" }
    $1 == "macos" { macos = "macOS " $2 "+" } $1 == "watchos" { watchos = "watchOS " $2 "+" }
    $1 == "visionos" { visionos = "visionOS " $2 "+" }
    END { print ios ", " tvos ", " cat ", " macos ", " watchos ", " visionos ", Linux" }' \
    <<<"$floors")
  row=$(grep -m 1 '^| `EmptyDataSetCore` |' README.md | awk -F' \\| ' '{ print $2 }')
  if [ "$row" != "$expected" ]; then
    echo "check-docs: README.md, Products table, EmptyDataSetCore: \"$row\""
    echo "check-docs:   Package.swift's platforms say: \"$expected\""
    failed=1
  fi
  # (The first such row is the Products table's; later tables may name the products too.)
  # The SwiftUI layer's floors: its most frequent @available (the one on every public type).
  swiftui=$(grep -rhoE '@available\(iOS [^)]*\)' Sources/EmptyDataSetSwiftUI | sort | uniq -c |
    sort -rn | head -1 | sed -e 's/^ *[0-9]* //' -e 's/@available(//' -e 's/, \*)//' |
    tr ',' '\n' | sed 's/^ //' | awk '
      $1 == "iOS" { ios = $2 } $1 == "tvOS" { tvos = $2 } $1 == "macOS" { macos = $2 }
      $1 == "watchOS" { watchos = $2 }
      END { print "iOS " ios "+, tvOS " tvos "+, macOS " macos "+, watchOS " watchos "+, visionOS 1+" }')
  row=$(grep -m 1 '^| `EmptyDataSetSwiftUI` |' README.md | awk -F' \\| ' '{ print $2 }')
  if [ "$row" != "$swiftui" ]; then
    echo "check-docs: README.md, Products table, EmptyDataSetSwiftUI: \"$row\""
    echo "check-docs:   the SwiftUI layer's @available says: \"$swiftui\""
    failed=1
  fi
  [ $failed = 0 ] && echo "check-docs: platform floors agree"
  return 0
}

# MARK: - Release: one version, and the index's documentation targets

# VERSION holds the version; the changelog's newest release, the README's install line and the
# Swift Package Index's documentation targets must agree with it and with Package.swift.
check_release() {
  echo "== check-docs: VERSION vs CHANGELOG.md, README.md and .spi.yml"
  local version newest installs targets target
  version=$(tr -d '[:space:]' <VERSION)
  newest=$(grep -m 1 -oE '^## \[[0-9][0-9.]*\]' CHANGELOG.md | tr -d '#[] ')
  if [ "$newest" != "$version" ]; then
    echo "check-docs: CHANGELOG.md's newest release is \"$newest\"; VERSION says \"$version\""
    failed=1
  fi
  installs=$(grep -oE 'from: "[0-9][0-9.]*"' README.md | sort -u)
  if [ "$installs" != "from: \"$version\"" ]; then
    echo "check-docs: README.md installs $installs; VERSION says \"$version\""
    failed=1
  fi
  targets=$(swift package dump-package | awk -F'"' '/"name" :/ { print $4 }')
  for target in $(sed -n -E 's/.*documentation_targets: \[(.*)\].*/\1/p' .spi.yml | tr -d ','); do
    if ! grep -qx "$target" <<<"$targets"; then
      echo "check-docs: .spi.yml documents \"$target\", which Package.swift does not declare"
      failed=1
    fi
  done
  return 0
}

# MARK: - 2. Snippets

check_snippets() {
  echo "== check-docs: Swift snippets of the README, docs/ and the DocC articles"
  swiftc -swift-version 6 scripts/check-snippets.swift -o "$work/check-snippets" >/dev/null
  # The Apple API only the snippets use (view controllers, fonts, animations), over the stand-ins.
  local extras=$work/apple-extras
  mkdir -p "$extras"
  if $apple; then
    swiftc -emit-module -parse-as-library -module-name SnippetAppleExtras \
      -emit-module-path "$extras/SnippetAppleExtras.swiftmodule" -swift-version 6 "${ios[@]}" \
      $(find docs/snippets/AppleExtras -name '*.swift' | sort)
  fi
  local swiftui=("${ios[@]}")
  # The SwiftUI product's floor is iOS 15 (its @available).
  swiftui=("${swiftui[@]/%ios13.0-simulator/ios15.0-simulator}")
  printf '%s\n' "${host[@]}" >"$work/core.args"
  printf '%s\n' "${gtk[@]}" >"$work/gtk.args"
  printf '%s\n' "${ios[@]}" -I "$extras" -Xfrontend -import-module -Xfrontend SnippetAppleExtras \
    >"$work/uikit.args"
  printf '%s\n' "${swiftui[@]}" -I "$extras" -Xfrontend -import-module \
    -Xfrontend SnippetAppleExtras >"$work/swiftui.args"
  printf '%s\n' -I "$(dirname "$(command -v swiftc)")/../lib/swift/pm/ManifestAPI" \
    -package-description-version 6.0 >"$work/manifest.args"
  local platforms=(--platform "core=$work/core.args" --platform "manifest=$work/manifest.args")
  if $apple; then
    platforms+=(--platform "uikit=$work/uikit.args" --platform "swiftui=$work/swiftui.args")
  else
    platforms+=(--unavailable "uikit=the UIKit layer does not compile"
      --unavailable "swiftui=the SwiftUI layer does not compile")
  fi
  if $linux; then
    platforms+=(--platform "gtk=$work/gtk.args")
  else
    platforms+=(--unavailable "gtk=GTK is built on Linux only")
  fi
  "$work/check-snippets" --contexts docs/snippets --work "$work/snippets" "${platforms[@]}" \
    README.md docs/*.md Examples/*.md $(find Sources -path '*.docc/*' -name '*.md' | sort) ||
    failed=1
}

# MARK: - 3. DocC

# Builds one catalogue from the symbol graphs in $1; prints the warnings and fails on any.
docc_convert() {
  local module=$1 graphs=$2 log=$work/docc-$1.log
  if docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
    --output-path "$root/.build/docs/$module.doccarchive" --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.emptydataset.$module" --warnings-as-errors \
    >"$log" 2>&1; then
    echo "check-docs: DocC $module OK (.build/docs/$module.doccarchive)"
  else
    # DocC gives paths relative to the catalogue: `../File.swift`, `Article.md`.
    sed -e "s|^\( *\)--> \.\./|\1--> Sources/$module/|" \
      -e "/--> Sources\//!s|^\( *\)--> |\1--> Sources/$module/$module.docc/|" "$log"
    echo "check-docs: DocC $module has warnings (above); DocC's own syntax is at" \
      "https://www.swift.org/documentation/docc/"
    failed=1
  fi
}

# Extracts a module's public symbol graph with the given compiler arguments.
symbol_graph() {
  local module=$1
  shift
  mkdir -p "$work/graphs/$module"
  swift symbolgraph-extract -module-name "$module" -output-dir "$work/graphs/$module" \
    -minimum-access-level public "$@"
}

check_docc() {
  echo "== check-docs: DocC catalogues"
  mkdir -p .build/docs
  symbol_graph EmptyDataSetCore "${host[@]}"
  docc_convert EmptyDataSetCore "$work/graphs/EmptyDataSetCore"
  if $linux; then
    symbol_graph EmptyDataSetGTK "${gtk[@]}"
    docc_convert EmptyDataSetGTK "$work/graphs/EmptyDataSetGTK"
  fi
  if $apple; then
    symbol_graph EmptyDataSet "${ios_base[@]}"
    docc_convert EmptyDataSet "$work/graphs/EmptyDataSet"
    symbol_graph EmptyDataSetSwiftUI "${ios_base[@]}"
    docc_convert EmptyDataSetSwiftUI "$work/graphs/EmptyDataSetSwiftUI"
  fi
}

# MARK: - Run

# Each step on its own line: `set -e` does not apply to the left of `&&`.
case $only in
  platforms)
    check_platforms
    check_release
    ;;
  snippets)
    build_package
    check_snippets
    ;;
  docc)
    build_package
    check_docc
    ;;
  all)
    check_platforms
    check_release
    build_package
    check_snippets
    check_docc
    ;;
  *) echo "usage: scripts/check-docs.sh [snippets|docc|platforms]" >&2 && exit 2 ;;
esac
if [ $failed != 0 ]; then
  echo "check-docs: FAILED"
  exit 1
fi
echo "check-docs: OK"
