# EmptyDataSet: optional. Builds the Objective-C reload hook on Linux against GCC's own
# objc/runtime.h instead of the declarations in Sources/EmptyDataSetRuntime/ObjCRuntime.h.
# Usage: source scripts/objc-env.sh   (from bash; safe under `set -euo pipefail`; no-op off Linux)
#
# Not needed: `swift build` and `swift test` work without it, and scripts/test.sh checks that
# ObjCRuntime.h agrees with GCC's header. GCC keeps that header in its private include directory,
# which Swift's clang does not search. Putting that whole directory on CPATH would also put GCC's
# own stddef.h, stdarg.h and intrinsics headers ahead of clang's, so this links only its `objc`
# folder into .build/gnu-objc-include and puts that on CPATH.

eds_objc_env() {
  [ "$(uname -s)" = "Linux" ] || return 0
  local gcc_include root include_dir
  if ! command -v gcc >/dev/null 2>&1; then
    echo "objc-env: gcc not found; install gobjc-12 and libobjc-12-dev" \
      "(scripts/install-dependencies.sh)" >&2
    return 1
  fi
  gcc_include="$(gcc -print-file-name=include)"
  if [ ! -f "$gcc_include/objc/runtime.h" ]; then
    echo "objc-env: $gcc_include/objc/runtime.h missing; install libobjc-12-dev" \
      "(scripts/install-dependencies.sh)" >&2
    return 1
  fi
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  include_dir="$root/.build/gnu-objc-include"
  if [ ! -d "$include_dir" ]; then
    # First use in this .build: objects of the hook's targets, if any, were compiled against
    # ObjCRuntime.h's declarations, and SwiftPM does not rebuild when only CPATH changes.
    rm -rf "$root"/.build/*/*/EmptyDataSetRuntime.build \
      "$root"/.build/*/*/EmptyDataSetRuntimeTestClasses.build
  fi
  mkdir -p "$include_dir"
  ln -sfn "$gcc_include/objc" "$include_dir/objc"
  case ":${CPATH:-}:" in
    *":$include_dir:"*) ;;
    *) export CPATH="$include_dir${CPATH:+:$CPATH}" ;;
  esac
}

eds_objc_env
unset -f eds_objc_env
