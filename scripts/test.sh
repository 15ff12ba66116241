#!/usr/bin/env bash
# EmptyDataSet: runs every test. On a fresh Debian/Ubuntu machine it installs what it needs first.
# Usage: scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-dependencies.sh

# No environment to set up: `swift build` and `swift test` work as on a fresh clone. On Linux the
# reload hook compiles against its own declarations of GCC's Objective-C runtime; they must agree
# with GCC's header (a disagreeing typedef or prototype is a compile error).
if [ "$(uname -s)" = "Linux" ]; then
  echo "== Objective-C runtime declarations vs GCC's objc/runtime.h"
  clang -fsyntax-only -Werror -x objective-c -idirafter "$(gcc -print-file-name=include)" \
    -include objc/runtime.h -DEDS_CHECK_GNU_DECLARATIONS Sources/EmptyDataSetRuntime/ObjCRuntime.h
fi

echo "== swift format lint"
swift format lint --strict --recursive Package.swift Sources Tools Tests docs/snippets Examples \
  scripts/check-snippets.swift scripts/AppleProductTypes.swift
echo "== Apple layers: the core, UIKit and SwiftUI for every Apple platform vs AppleStandIns/"
scripts/typecheck-apple-layers.sh
# Against Apple's real iOS SDK when one is found (CONTRIBUTING.md says how to provide one);
# otherwise it prints one line saying it was skipped.
echo "== Apple layers: the core, UIKit, SwiftUI and their snippets vs a real iOS SDK"
scripts/typecheck-real-sdk.sh

echo "== swift test (warnings are errors)"
swift test -Xswiftc -warnings-as-errors

# Docs: README floors, every Swift snippet, DocC with no warnings. Reuses the build above (same
# flags) and the Apple-layer modules typecheck-apple-layers.sh just built.
DOCS_BUILD_FLAGS="-Xswiftc -warnings-as-errors" APPLE_LAYERS_FRESH=1 scripts/check-docs.sh

# A package that depends on this one by path, as an app does.
scripts/check-downstream.sh

echo "== gallery in snapshot mode (the README's gallery command, as CI runs it without a display)"
GALLERY_BUILD_FLAGS="-Xswiftc -warnings-as-errors" \
  scripts/gallery.sh --snapshot .build/gallery-snapshots
