#!/usr/bin/env bash
# EmptyDataSet: prints what a screen reader gets from gallery scenes: each scene is opened in
# the gallery's window on a private Xvfb server and D-Bus session with the accessibility bus,
# and its empty state is read over AT-SPI (scripts/atspi-tree.py read), in reading order.
# Usage: scripts/screen-reader-view.sh SCENE [SCENE…]   (scene ids: gallery --list)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -eq 0 ]; then
  echo "usage: scripts/screen-reader-view.sh SCENE [SCENE…]" >&2
  exit 2
fi

if [ -z "${EMPTYDATASET_ATSPI_SESSION:-}" ]; then
  scripts/install-dependencies.sh
  swift build --product gallery 2>&1 | grep -v "prohibited flag" | grep -v "^\[" || true
  exec xvfb-run -a -s "-screen 0 1280x1024x24" scripts/atspi-session.sh "$0" "$@"
fi

gallery=$(swift build --product gallery --show-bin-path)/gallery
status=0
for scene in "$@"; do
  echo "== $scene"
  GDK_BACKEND=x11 "$gallery" --scenes "$scene" >/dev/null 2>&1 &
  pid=$!
  /usr/bin/python3 scripts/atspi-tree.py read --pid "$pid" --timeout 15 || status=1
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
done
exit $status
