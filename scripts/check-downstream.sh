#!/usr/bin/env bash
# EmptyDataSet: builds Tests/Fixtures/DownstreamApp, a package that depends on this one by path as
# an app does, with a GTK 4 app (EmptyDataSetGTK, Linux) and a tool on EmptyDataSetCore alone;
# runs the tool, which must find the core's translations from another package; the GTK app (the
# program of the GTK catalogue's "A Complete GTK Application") calls GTK with
# `import EmptyDataSetGTK` alone, and runs for 3 s under Xvfb. Then checks that a dependent is
# offered the library products only: no executable product in the manifest, and a package asking
# for the tools (gallery, gtk-check) is refused. Run by scripts/test.sh. Fails on any warning but
# SwiftPM's pkg-config one (see "A Complete GTK Application").
#
# Usage: scripts/check-downstream.sh   (its build goes to .build/downstream)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$PWD/.build/downstream
log=$scratch/build.log
mkdir -p "$scratch"
# SwiftPM does not always notice files added to a path dependency: start afresh when the
# package's file list changed since the last build here.
files=$(git ls-files Package.swift Sources | cksum)
if [ "$(cat "$scratch/files" 2>/dev/null)" != "$files" ]; then
  rm -rf "$scratch"
  mkdir -p "$scratch"
  echo "$files" >"$scratch/files"
fi

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

# The tools are not products: the manifest declares none, and a dependent cannot ask for one.
if swift package dump-package | grep -q '"executable"'; then
  echo "check-downstream: FAILED: Package.swift declares an executable product"
  exit 1
fi
root=$PWD
for tool in gallery gtk-check; do
  probe=$scratch/probe-$tool
  mkdir -p "$probe/Sources/Probe"
  echo 'print("unreachable")' >"$probe/Sources/Probe/main.swift"
  cat >"$probe/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "Probe", dependencies: [.package(name: "EmptyDataSet", path: "$root")],
  targets: [
    .executableTarget(
      name: "Probe", dependencies: [.product(name: "$tool", package: "EmptyDataSet")])
  ])
EOF
  if swift build --package-path "$probe" --scratch-path "$probe/.build" >"$probe/log" 2>&1 ||
    ! grep -q "product '$tool' required by package .* not found" "$probe/log"; then
    cat "$probe/log"
    echo "check-downstream: FAILED: a dependent was offered the tool '$tool'"
    exit 1
  fi
done
# The complete GTK app of the GTK catalogue's article runs: under Xvfb, in a D-Bus session of its
# own (GtkApplication registers on one), it must still run after 3 s, its loading and offline
# states shown meanwhile, with nothing on standard error (no GTK warning or critical).
if [ "$(uname -s)" = Linux ]; then
  built+=" and Notes (GTK)"
  if command -v xvfb-run >/dev/null && command -v dbus-run-session >/dev/null; then
    cat >"$scratch/notes-run.sh" <<'RUN'
"$1" 2>"$2" &
pid=$!
sleep 3
kill -0 "$pid" || { wait "$pid"; echo "Notes exited with status $?" >>"$2"; exit 1; }
kill "$pid"
RUN
    if ! GSK_RENDERER=cairo GDK_BACKEND=x11 dbus-run-session -- xvfb-run -a \
      bash "$scratch/notes-run.sh" "$scratch/debug/Notes" "$scratch/notes.err" \
      >"$scratch/notes-session.log" 2>&1 || [ -s "$scratch/notes.err" ]; then
      cat "$scratch/notes.err" "$scratch/notes-session.log"
      echo "check-downstream: FAILED: the Notes app did not run cleanly for 3 s (above)"
      exit 1
    fi
    built+=", run for 3 s under Xvfb"
  else
    echo "check-downstream: not run: Notes (no xvfb-run or dbus-run-session)"
  fi
fi
echo "check-downstream: OK: built $built; gallery and gtk-check are not offered to dependents"
