#!/usr/bin/env bash
# EmptyDataSet: fails if a public or package type of ours has the name of a type in SwiftUI,
# UIKit, Foundation, CoreGraphics or QuartzCore. Our products re-export the core, so such a name
# is "ambiguous for type lookup" in an app's file that imports both (SwiftUI's ContentTransition
# and LayoutDirection were). Run by scripts/typecheck-apple-layers.sh against the stand-ins and
# by scripts/typecheck-real-sdk.sh against Apple's real SDK.
#
# Usage: scripts/check-name-collisions.sh LABEL OUR_MODULES_DIR COMPILER_FLAG...
# The flags find Apple's modules (the stand-ins, or `-sdk …`) and the target; OUR_MODULES_DIR
# holds EmptyDataSetCore, EmptyDataSet and EmptyDataSetSwiftUI built with them.
# With EDS_COLLISION_PROBE=1 it first checks itself: a module that declares `ContentTransition`
# and `Text` must be reported. With EDS_APPLE_NAMES=FILE, Apple's type names are read from FILE
# if it exists, and written to it otherwise (reading a real SDK's symbols takes minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
label=$1 ours=$2
shift 2
flags=("$@")
work=$(mktemp -d "${TMPDIR:-/tmp}/name-collisions.XXXXXX")
trap 'rm -rf "$work"' EXIT

apple=(SwiftUI SwiftUICore UIKit Foundation CoreGraphics QuartzCore)
mine=(EmptyDataSetCore EmptyDataSet EmptyDataSetSwiftUI)

# Symbol graphs; a module that does not exist here (SwiftUICore before iOS 18) is left out.
extract() {
  local module=$1 level=$2
  shift 2
  mkdir -p "$work/$module"
  swift-symbolgraph-extract -module-name "$module" -minimum-access-level "$level" \
    -output-dir "$work/$module" "${flags[@]}" "$@" >/dev/null 2>&1 || rm -rf "${work:?}/$module"
}
names_cache=${EDS_APPLE_NAMES:-}
if [ -n "$names_cache" ] && [ -s "$names_cache" ]; then
  cp "$names_cache" "$work/apple-names"
else
  for module in "${apple[@]}"; do extract "$module" public; done
fi
for module in "${mine[@]}"; do
  extract "$module" package -I "$ours"
  if [ ! -d "$work/$module" ]; then
    echo "check-name-collisions: $label: cannot read $module's symbols from $ours" >&2
    exit 1
  fi
done

# Prints "OURS<TAB>name" for each of our top-level type names that an Apple module declares.
compare() {
  /usr/bin/env python3 - "$work" "$*" <<'PYTHON'
import json, pathlib, sys

work, mine = pathlib.Path(sys.argv[1]), sys.argv[2].split()
kinds = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias",
         "swift.actor"}

def top_level_types(module):
    # Only the module's own graph: "UIKit@Foundation.symbols.json" holds UIKit's extensions of
    # Foundation's types, not UIKit's own.
    graph = work / module / f"{module}.symbols.json"
    if not graph.exists():
        return {}
    symbols = json.loads(graph.read_text())["symbols"]
    return {s["pathComponents"][0]: module for s in symbols
            if s["kind"]["identifier"] in kinds and len(s["pathComponents"]) == 1}

apple = {}
names = work / "apple-names"
if names.exists():
    apple = dict(line.split("\t") for line in names.read_text().splitlines())
else:
    for module in ["SwiftUI", "SwiftUICore", "UIKit", "Foundation", "CoreGraphics", "QuartzCore"]:
        for name, owner in top_level_types(module).items():
            apple.setdefault(name, owner)
    names.write_text("".join(f"{name}\t{owner}\n" for name, owner in sorted(apple.items())))
if not apple:
    sys.exit("check-name-collisions: no Apple module could be read")
for module in mine:
    for name in sorted(top_level_types(module)):
        if name in apple:
            print(f"{module}\t{name}\t{apple[name]}")
PYTHON
}

if [ "${EDS_COLLISION_PROBE:-}" = 1 ]; then
  printf 'public struct ContentTransition {}\npackage enum Text {}\npublic struct Fine {}\n' \
    >"$work/probe.swift"
  swiftc -emit-module -parse-as-library -module-name CollisionProbe -package-name emptydataset \
    -emit-module-path "$work/probe/CollisionProbe.swiftmodule" "${flags[@]}" "$work/probe.swift" \
    2>&1 | grep -v 'remark: unable to perform implicit import' || true
  extract CollisionProbe package -I "$work/probe"
  found=$(compare CollisionProbe | cut -f2 | tr '\n' ' ')
  if [ "$found" != "ContentTransition Text " ]; then
    echo "check-name-collisions: the self-check found \"$found\" in a module declaring" \
      "ContentTransition, Text and Fine"
    exit 1
  fi
fi

collisions=$(compare "${mine[@]}")
if [ -n "$names_cache" ] && [ ! -s "$names_cache" ]; then cp "$work/apple-names" "$names_cache"; fi
if [ -n "$collisions" ]; then
  while IFS=$'\t' read -r module name owner; do
    echo "check-name-collisions: $label: $module declares \`$name\`, as $owner does; prefix it" \
      "with EmptyDataSet or nest it in one of our types"
  done <<<"$collisions"
  exit 1
fi
echo "check-name-collisions: $label: no type of ${mine[*]} shares a name with SwiftUI, UIKit," \
  "Foundation, CoreGraphics or QuartzCore"
