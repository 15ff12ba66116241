#!/usr/bin/env bash
# EmptyDataSet: shows the gallery. With a display (DISPLAY or WAYLAND_DISPLAY) it opens the
# gallery window; without one it renders every scene to PNG, with a contact sheet and an
# index.html, into a folder it names. On a fresh Debian/Ubuntu machine it installs what it
# needs first (the Swift toolchain itself must already be installed).
# Usage: scripts/gallery.sh                    window, or snapshots when there is no display
#        scripts/gallery.sh --snapshot [DIR]   snapshots even with a display
#                                              (DIR defaults to ./gallery-snapshots)
set -euo pipefail
cd "$(dirname "$0")/.."

mode=window
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then mode=snapshot; fi
folder=gallery-snapshots
if [ "${1:-}" = "--snapshot" ]; then
  mode=snapshot
  folder="${2:-$folder}"
elif [ $# -gt 0 ]; then
  echo "usage: scripts/gallery.sh [--snapshot [DIR]]" >&2
  exit 2
fi

scripts/install-dependencies.sh
if ! command -v swift >/dev/null 2>&1; then
  echo "error: no Swift toolchain on PATH; install Swift 6 from https://www.swift.org/install" >&2
  exit 1
fi

# Debug, like scripts/test.sh: the build is shared with the tests, compiles much faster than
# release, and snapshot time is spent waiting for GTK frames and fades, not in Swift code.
# GALLERY_BUILD_FLAGS passes extra flags (scripts/test.sh passes its own, so nothing rebuilds).
read -r -a build_flags <<<"${GALLERY_BUILD_FLAGS:-}"
echo "== building the gallery"
swift build --product gallery "${build_flags[@]}"
gallery="$(swift build --show-bin-path "${build_flags[@]}")/gallery"

if [ "$mode" = window ]; then
  echo "== opening the gallery window (close it to finish)"
  exec "$gallery"
fi

echo "== rendering every scene into $folder/"
rm -rf "$folder"
GTK_A11Y=none "$gallery" --snapshot "$folder"
echo "Done: open $folder/index.html, or $folder/contact-sheet.png for all scenes at a glance."
