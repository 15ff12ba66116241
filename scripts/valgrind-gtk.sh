#!/usr/bin/env bash
# EmptyDataSet: valgrind memcheck over the GTK check executable; the goal is 0 bytes definitely
# lost. The GTK backend owns the workload and its suppressions (`gtk-check leaks`,
# scripts/gtk-leaks.supp); this script runs it through scripts/gtk-leaks.sh, so that there is
# one way to do it, and keeps the name that docs/reliability.md uses next to
# scripts/valgrind-core-tests.sh.
# Usage: scripts/valgrind-gtk.sh
set -euo pipefail
cd "$(dirname "$0")/.."
exec scripts/gtk-leaks.sh "$@"
