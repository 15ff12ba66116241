#!/usr/bin/env bash
# EmptyDataSet: counts the public symbols an app sees when it imports each product, from symbol
# graphs (swift-symbolgraph-extract, public and open only, synthesized symbols included).
#
# EmptyDataSetCore and EmptyDataSetGTK are measured from the debug build (run `swift build`
# first). EmptyDataSet (UIKit) and EmptyDataSetSwiftUI compile to nothing on Linux, so they are
# read from the iOS modules scripts/typecheck-apple-layers.sh builds against the stand-ins
# (.build/apple-layers/ios). Each product re-exports the core, so its count is its own symbols
# (extensions of UIKit and SwiftUI types included) plus the core's.
#
# Usage: scripts/count-public-symbols.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/public-symbols.XXXXXX")
trap 'rm -rf "$work"' EXIT

modules=$(find .build -path '*debug/Modules' -type d | head -n 1)
[ -n "$modules" ] || { echo "count-public-symbols: run swift build first" >&2; exit 1; }

mkdir -p "$work/maps/CGtkShim"
cat >"$work/maps/CGtkShim/module.modulemap" <<MAP
module CGtkShim {
  umbrella header "$root/Sources/CGtkShim/include/CGtkShim.h"
  export *
}
MAP
gtk_flags=()
for flag in $(pkg-config --cflags-only-I gtk4 2>/dev/null); do gtk_flags+=(-Xcc "$flag"); done

extract() {
  local module=$1
  shift
  mkdir -p "$work/$module"
  swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
    -minimum-access-level public -output-dir "$work/$module" "$@" >/dev/null 2>&1 || return 1
}

count() {
  /usr/bin/env python3 - "$work/$1" <<'PY'
import json, pathlib, sys
folder = pathlib.Path(sys.argv[1])
main = list(folder.glob("*.symbols.json"))  # the module's own, and its extensions' graphs
print(sum(len(json.loads(p.read_text())["symbols"]) for p in main))
PY
}

extract EmptyDataSetCore -I "$modules"
core=$(count EmptyDataSetCore)
printf '%-22s %5s  (its own public symbols)\n' EmptyDataSetCore "$core"

if [ -e "$modules/EmptyDataSetGTK.swiftmodule" ] &&
  extract EmptyDataSetGTK -I "$modules" -I "$root/Sources/CGtk" -I "$work/maps" \
    "${gtk_flags[@]}"; then
  gtk=$(count EmptyDataSetGTK)
  printf '%-22s %5s  (%s own + %s re-exported core)\n' EmptyDataSetGTK $((gtk + core)) "$gtk" "$core"
fi

flags=.build/apple-layers/ios/flags
if [ -f "$flags" ]; then
  read -r -a ios <"$flags"
  for layer in EmptyDataSet EmptyDataSetSwiftUI; do
    if extract "$layer" "${ios[@]}"; then
      own=$(count "$layer")
      printf '%-22s %5s  (%s own + %s re-exported core)\n' "$layer" $((own + core)) "$own" "$core"
    fi
  done
else
  echo "count-public-symbols: run scripts/typecheck-apple-layers.sh for the UIKit and SwiftUI counts"
fi
