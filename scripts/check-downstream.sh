#!/usr/bin/env bash
# EmptyDataSet: builds Tests/Fixtures/DownstreamApp, a package that depends on this one by path as
# an app does, with a GTK 4 app (EmptyDataSetGTK, Linux) and a tool on EmptyDataSetCore alone;
# runs the tool, which must find the core's translations from another package. Run by
# scripts/test.sh. Fails on any warning but SwiftPM's pkg-config one (see the README, GTK section).
#
# Usage: scripts/check-downstream.sh   (its build goes to .build/downstream)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$PWD/.build/downstream
log=$scratch/build.log
mkdir -p "$scratch"

echo "== check-downstream: building Tests/Fixtures/DownstreamApp as an app would"
if ! swift build --package-path Tests/Fixtures/DownstreamApp --scratch-path "$scratch" \
  >"$log" 2>&1; then
  grep -v '^\[' "$log"
  echo "check-downstream: FAILED to build"
  exit 1
fi
unexpected=$(grep 'warning:' "$log" | grep -v 'warning: prohibited flag(s):' || true)
if [ -n "$unexpected" ]; then
  echo "$unexpected"
  echo "check-downstream: FAILED: the build warned (above)"
  exit 1
fi

report=$("$scratch/debug/EmptyStateReport")
if ! grep -qx 'en: .*' <<<"$report"; then
  echo "$report"
  echo "check-downstream: FAILED: EmptyStateReport printed no English title"
  exit 1
fi
built="EmptyStateReport ($(wc -l <<<"$report") languages)"
[ "$(uname -s)" = Linux ] && built+=" and InboxApp (GTK)"
echo "check-downstream: OK: built $built"
