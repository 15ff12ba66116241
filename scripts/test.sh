#!/usr/bin/env bash
# EmptyDataSet: runs every test. On a fresh Debian/Ubuntu machine it installs what it needs first.
# Usage: scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-dependencies.sh

# The reload hook's Objective-C sources need GCC's Objective-C headers on Linux.
if [ -f scripts/objc-env.sh ]; then
  # shellcheck source=/dev/null
  source scripts/objc-env.sh
fi

echo "== swift format lint"
swift format lint --strict --recursive Package.swift Sources Tests
scripts/typecheck-apple-layers.sh  # UIKit and SwiftUI layers vs AppleStandIns/

echo "== swift test (warnings are errors)"
swift test -Xswiftc -warnings-as-errors

echo "== gallery in snapshot mode (the README's gallery command, as CI runs it without a display)"
GALLERY_BUILD_FLAGS="-Xswiftc -warnings-as-errors" \
  scripts/gallery.sh --snapshot .build/gallery-snapshots
