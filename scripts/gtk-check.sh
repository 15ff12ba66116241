#!/usr/bin/env bash
# EmptyDataSet: runs the GTK backend's checks by hand, the way the tests run them.
# Usage: scripts/gtk-check.sh
#          [async|attach|behaviour|input|pixels|properties|leaks|states|keyboard|a11y|contrast|all]
#          [--record]
#   --record   re-records the golden images in Tests/EmptyDataSetGTKTests/Goldens (look at
#              them before committing).
# Uses a private Xvfb server (xvfb-run) so the real pointer is never moved; without xvfb-run it
# uses $DISPLAY. The a11y group (and all) runs on a private D-Bus session with the accessibility
# bus (scripts/atspi-session.sh) and reads the tree with scripts/atspi-tree.py.
set -euo pipefail
cd "$(dirname "$0")/.."

group=${1:-all}
record=0
[ "${2:-}" = "--record" ] || [ "${1:-}" = "--record" ] && record=1
[ "$group" = "--record" ] && group=pixels

swift build --product gtk-check 2>&1 | grep -v "prohibited flag" || true
display=()
command -v xvfb-run >/dev/null && display=(xvfb-run -a -s "-screen 0 1024x768x24")
session=()
a11y=none
if [ "$group" = a11y ] || [ "$group" = all ]; then
  session=(scripts/atspi-session.sh)
  a11y=atspi
fi
EMPTYDATASET_RECORD_GOLDENS=$record GSK_RENDERER=cairo GTK_A11Y=$a11y GDK_BACKEND=x11 \
  "${display[@]}" "${session[@]}" .build/debug/gtk-check "$group" \
  --goldens Tests/EmptyDataSetGTKTests/Goldens --atspi-tool scripts/atspi-tree.py
