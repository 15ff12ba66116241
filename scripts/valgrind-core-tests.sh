#!/usr/bin/env bash
# EmptyDataSet: valgrind memcheck over the core tests (Swift Testing, debug build).
# Prints the leak summary; fails on any memory error or any byte definitely lost.
# Usage: scripts/valgrind-core-tests.sh [test filter]   (default filter: EmptyDataSetCoreTests)
#
# How, and why each step:
# - The tests are built in their own scratch path (.build/valgrind) with DWARF 4 debug info:
#   valgrind 3.19 (Debian 12) cannot read the DWARF 5 that Swift 6.3 emits and crashes.
# - `swift test` runs Swift Testing by launching the test bundle with
#   `--testing-library swift-testing`; this script launches the same bundle under valgrind.
# - scripts/valgrind-main-queue.c is preloaded: the runner's async entry point would end the
#   main thread in dispatch_main(), which valgrind 3.19 does not survive (see that file).
# - scripts/valgrind-swift.supp suppresses known false positives inside the Swift runtime.
# - Only "definitely lost" counts as a leak: the Swift runtime keeps metadata caches for the
#   life of the process ("still reachable", "possibly lost" through interior pointers).
set -euo pipefail
cd "$(dirname "$0")/.."

filter="${1:-EmptyDataSetCoreTests}"
scratch=.build/valgrind
bundle="$scratch/debug/EmptyDataSetPackageTests.xctest"
preload="$scratch/libvalgrind-main-queue.so"
log="$scratch/valgrind-core-tests.log"
mkdir -p "$scratch"
out="$scratch/valgrind-core-tests.out"

echo "== swift build --build-tests (DWARF 4, in $scratch)"
if ! swift build --build-tests --scratch-path "$scratch" -Xswiftc -dwarf-version=4 \
  -Xcc -gdwarf-4 >"$scratch.build.log" 2>&1; then
  grep -E "error" "$scratch.build.log" >&2 || true
  echo "FAIL: the tests did not build (log: $scratch.build.log)" >&2
  exit 1
fi
cc -shared -fPIC -O1 -o "$preload" scripts/valgrind-main-queue.c

echo "== valgrind memcheck: $bundle --testing-library swift-testing --filter $filter"
status=0
LD_PRELOAD="$PWD/$preload" valgrind --tool=memcheck --leak-check=full \
  --show-leak-kinds=definite --errors-for-leak-kinds=definite --error-exitcode=99 \
  --suppressions=scripts/valgrind-swift.supp --num-callers=40 --log-file="$log" \
  "$bundle" --testing-library swift-testing --filter "$filter" >"$out" 2>&1 || status=$?

grep -E "Test run with" "$out" | sed 's/\x1b\[[0-9;]*m//g' || true
sed -n '/HEAP SUMMARY/,$p' "$log" | sed 's/^==[0-9]*== //'
echo "full log: $log"
if [ "$status" -eq 99 ]; then
  echo "FAIL: valgrind found memory errors or definitely lost blocks (see the log)"
  exit 1
elif [ "$status" -ne 0 ]; then
  echo "FAIL: the tests failed under valgrind (exit $status; output in $out)"
  exit "$status"
fi
echo "OK: 0 bytes definitely lost, no memory errors"
