#!/usr/bin/env bash
# EmptyDataSet: runs the GTK backend's checks by hand, the way the tests run them.
# Usage: scripts/gtk-check.sh [attach|behaviour|input|pixels|leaks|states|all] [--record]
#   --record   re-records the golden images in Tests/EmptyDataSetGTKTests/Goldens (look at
#              them before committing).
# Uses a private Xvfb server (xvfb-run) so the real pointer is never moved; without xvfb-run it
# uses $DISPLAY.
set -euo pipefail
cd "$(dirname "$0")/.."

group=${1:-all}
record=0
[ "${2:-}" = "--record" ] || [ "${1:-}" = "--record" ] && record=1
[ "$group" = "--record" ] && group=pixels

swift build --product gtk-check 2>&1 | grep -v "prohibited flag" || true
display=()
command -v xvfb-run >/dev/null && display=(xvfb-run -a -s "-screen 0 1024x768x24")
EMPTYDATASET_RECORD_GOLDENS=$record GSK_RENDERER=cairo GTK_A11Y=none GDK_BACKEND=x11 \
  "${display[@]}" .build/debug/gtk-check "$group" --goldens Tests/EmptyDataSetGTKTests/Goldens
