#!/usr/bin/env bash
# EmptyDataSet: runs a command on a private D-Bus session with the accessibility bus (AT-SPI)
# started, as a desktop would have it, so that GTK exposes its accessibility tree and
# scripts/atspi-tree.py can read it. Needs no desktop: works headless and in CI.
# Usage: scripts/atspi-session.sh COMMAND [ARGUMENTS…]   (under Xvfb when GTK must draw)
set -euo pipefail

if [ -z "${EMPTYDATASET_ATSPI_SESSION:-}" ]; then
  export EMPTYDATASET_ATSPI_SESSION=1
  # A fresh session bus, whatever the caller has: the checks never touch a desktop's.
  exec dbus-run-session -- "$0" "$@"
fi

# Start the accessibility bus launcher ourselves, its output (and that of the registry it
# starts) silenced, and wait (at most 5 s) until it owns its name. NameHasOwner does not start
# services, so D-Bus does not race us with a launcher of its own.
launcher=""
for candidate in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher; do
  if [ -x "$candidate" ]; then launcher=$candidate; break; fi
done
if [ -z "$launcher" ]; then
  echo "atspi-session: at-spi-bus-launcher not found (apt-get install at-spi2-core)" >&2
  exit 1
fi
"$launcher" --launch-immediately >/dev/null 2>&1 &
launcher_pid=$!
trap 'kill "$launcher_pid" 2>/dev/null || true; wait "$launcher_pid" 2>/dev/null || true' EXIT
started=0
for _ in $(seq 1 50); do
  if dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.NameHasOwner string:org.a11y.Bus 2>/dev/null | grep -q "boolean true"; then
    started=1
    break
  fi
  sleep 0.1
done
if [ "$started" -ne 1 ]; then
  echo "atspi-session: the accessibility bus did not start" >&2
  exit 1
fi
unset GTK_A11Y  # GTK's AT-SPI backend, not "none"
"$@"
