#!/usr/bin/env bash
# EmptyDataSet: lists every declaration in AppleStandIns/, one per line ("Module<TAB>kind<TAB>path",
# e.g. "UIKit	method	UIView.sizeThatFits(_:)"), from the symbol graphs of the built stand-in
# modules, so a reviewer can compare the list with docs/apple-symbols.md.
#
# Usage:
#   scripts/list-standin-symbols.sh                      # builds the stand-ins, prints the list
#   scripts/list-standin-symbols.sh --check              # also fails if a declaration has no row
#   scripts/list-standin-symbols.sh [--check] --modules DIR...   # uses modules already built
#   scripts/list-standin-symbols.sh --graphs OUT ...     # also keeps the symbol graphs in OUT
#                                                        # (scripts/probe-standins.sh reads them)
#
# A declaration "has a row" when docs/apple-symbols.md contains its path in backquotes
# (`UIView.sizeThatFits(_:)`), or a backquoted wildcard for one of its enclosing types
# (`CGFloat.*`). Overloads share a path, so one row covers all of them. Enum members the compiler
# synthesizes (`init(rawValue:)`, `rawValue`) are left out, and so are names starting with an
# underscore (symbol graphs omit them). Needs python3 (standard library only).
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
modules=()
keep_graphs=
while [ $# -gt 0 ]; do
  case "$1" in
    --check) check=true ;;
    --graphs)
      shift
      keep_graphs=$1
      ;;
    --modules)
      shift
      modules=("$@")
      break
      ;;
    *)
      echo "usage: $0 [--check] [--graphs OUT] [--modules DIR...]" >&2
      exit 2
      ;;
  esac
  shift
done

if ! command -v python3 >/dev/null 2>&1; then
  echo "list-standin-symbols: python3 is needed (scripts/install-dependencies.sh installs it)" >&2
  exit 1
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/list-standin-symbols.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Without --modules, build the stand-ins the way scripts/typecheck-apple-layers.sh does.
if [ ${#modules[@]} -eq 0 ]; then
  mkdir -p "$work/sdk" "$work/uikit"
  flags=(-swift-version 6 -package-name emptydataset -D SWIFT_PACKAGE
    -Xfrontend -enable-objc-interop -Xfrontend -disable-objc-attr-requires-foundation-module)
  cp -R AppleStandIns/CoreGraphics/include "$work/sdk/CoreGraphicsCTypes"
  cp -R AppleStandIns/UIKit/include "$work/uikit/UIKitCTypes"
  for name in ObjectiveC CoreGraphics Foundation QuartzCore Combine Accessibility SwiftUI UIKit; do
    into=$work/sdk
    if [ "$name" = UIKit ]; then into=$work/uikit; fi
    swiftc -emit-module -parse-as-library -module-name "$name" \
      -emit-module-path "$into/$name.swiftmodule" -I "$work/sdk" -I "$work/uikit" "${flags[@]}" \
      $(find "AppleStandIns/$name" -name '*.swift' | sort)
  done
  modules=("$work/sdk" "$work/uikit")
fi

includes=()
for dir in "${modules[@]}"; do includes+=(-I "$dir"); done
# The modules' target (and its standard library), when they were not built for this machine:
# scripts/typecheck-apple-layers.sh builds them for Apple targets and passes its flags here.
read -r -a target <<<"${SYMBOLGRAPH_FLAGS:--target $(uname -m)-unknown-linux-gnu}"
graphs=${keep_graphs:-$work/graphs}
rm -rf "$graphs"
mkdir -p "$graphs"
for name in ObjectiveC CoreGraphics Foundation QuartzCore Combine Accessibility SwiftUI UIKit; do
  swift-symbolgraph-extract -module-name "$name" "${includes[@]}" -output-dir "$graphs" \
    -minimum-access-level public "${target[@]}" >/dev/null
done

python3 - "$graphs" AppleStandIns/UIKit/include/UIKitCTypes.h "$check" \
  docs/apple-symbols.md AppleStandIns/CoreGraphics/include/CoreGraphicsCTypes.h <<'PYTHON'
import glob, json, os, re, sys

graphs, header, check, doc_path, geometry_header = sys.argv[1:6]
rows = set()
for path in glob.glob(os.path.join(graphs, "*.symbols.json")):
    # "UIKit@Foundation.symbols.json": UIKit's extensions of Foundation types belong to UIKit.
    module = os.path.basename(path).split(".symbols.json")[0].split("@")[0]
    symbols = json.load(open(path))["symbols"]
    kinds = {".".join(s["pathComponents"]): s["kind"]["identifier"] for s in symbols}
    for s in symbols:
        if "::SYNTHESIZED::" in s["identifier"]["precise"]:
            continue
        components = s["pathComponents"]
        parent = kinds.get(".".join(components[:-1]))
        if parent == "swift.enum" and components[-1] in ("init(rawValue:)", "rawValue"):
            continue
        kind = s["kind"]["identifier"].removeprefix("swift.")
        rows.add((module, kind, ".".join(components)))
# UIControl.State is declared in C, so it has no Swift symbol graph of its own.
for case in re.findall(r"^\s*UIControlState(\w+)", open(header).read(), re.M):
    rows.add(("UIKit", "enum.case", "UIControl.State." + case[0].lower() + case[1:]))
# The C structs (CGPoint, CGSize, CGRect; UIEdgeInsets) have no Swift symbol of their own either.
for path, module in ((geometry_header, "CoreGraphics"), (header, "UIKit")):
    for name in re.findall(r"^typedef struct \w+ (\w+);", open(path).read(), re.M):
        rows.add((module, "struct", name))

rows = sorted(rows)
if check != "true":
    for row in rows:
        print("\t".join(row))
    sys.exit(0)

doc = open(doc_path).read()
missing = []
for module, kind, path in rows:
    parts = path.split(".")
    # Prefixes may not split inside a member's argument labels ("animate(withDuration:...").
    prefixes = [".".join(parts[:i]) for i in range(1, len(parts)) if "(" not in ".".join(parts[:i])]
    if f"`{path}`" in doc or any(f"`{prefix}.*`" in doc for prefix in prefixes):
        continue
    missing.append(f"{module}\t{kind}\t{path}")
if missing:
    print("list-standin-symbols: no row in docs/apple-symbols.md for:")
    print("\n".join(missing))
    sys.exit(1)
print(f"list-standin-symbols: all {len(rows)} stand-in declarations have a row")
PYTHON
