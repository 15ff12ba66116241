#!/usr/bin/env bash
# EmptyDataSet: runs the GTK leak workload (`gtk-check leaks`) under valgrind and reports the
# bytes valgrind calls "definitely lost" (the goal is 0).
# Usage: scripts/gtk-leaks.sh            (builds gtk-check first; needs valgrind and xvfb-run)
# Exit status: 0 when nothing is definitely lost, 1 otherwise.
# GTK, fontconfig, Mesa and the Swift runtime keep one-time caches until exit; valgrind lists
# them as "still reachable" or "possibly lost", which this script reports but does not count.
# scripts/gtk-leaks.supp holds suppressions for definite losses inside those libraries that
# are not caused by this project (each entry says why).
set -euo pipefail
cd "$(dirname "$0")/.."

command -v valgrind >/dev/null || { echo "error: valgrind is not installed" >&2; exit 2; }
# A separate build with DWARF 4: valgrind 3.19 (Debian 12) gives up on the DWARF 5 that Swift
# 6.3 emits by default ("Possibly corrupted debuginfo file").
scratch=.build/valgrind
swift build --product gtk-check --scratch-path "$scratch" -Xswiftc -dwarf-version=4 \
  -Xcc -gdwarf-4 2>&1 | grep -v "prohibited flag" || true

log=$(mktemp /tmp/gtk-leaks.XXXXXX.log)
display=(xvfb-run -a -s "-screen 0 1024x768x24")
[ -n "${DISPLAY:-}" ] && ! command -v xvfb-run >/dev/null && display=()

GSK_RENDERER=cairo GTK_A11Y=none GDK_BACKEND=x11 G_SLICE=always-malloc G_DEBUG=gc-friendly \
  "${display[@]}" valgrind --leak-check=full --show-leak-kinds=definite --num-callers=30 \
  --suppressions=scripts/gtk-leaks.supp --log-file="$log" \
  "$scratch/debug/gtk-check" leaks | grep -E "^(CHECK|DONE)"

# Only the gtk-check process counts (GLib may fork helpers whose exec fails; valgrind reports
# those children too).
pid=$(grep -m1 -E "^==[0-9]+== Command: .*gtk-check" "$log" | sed -E 's/^==([0-9]+)==.*/\1/')
grep -E "^==$pid== +(definitely lost|indirectly lost|possibly lost|still reachable|suppressed):" \
  "$log" | sed -E 's/^==[0-9]+== +//'
lost=$(grep -E "^==$pid== +definitely lost:" "$log" \
  | sed -E 's/.*definitely lost: ([0-9,]+) bytes.*/\1/' | tr -d ',' | tail -1)
lost=${lost:-0}
errors=$(grep -cE "^==$pid== (Invalid (read|write|free)|Conditional jump|Use of uninitialised)" \
  "$log" || true)
echo "definitely lost bytes: $lost; invalid accesses: $errors (full log: $log)"
[ "$lost" -eq 0 ] && [ "$errors" -eq 0 ]
