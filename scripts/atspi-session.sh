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

# The session bus starts the accessibility bus launcher on demand (D-Bus activation, as on a
# desktop): asking it for the bus address starts it. Wait (at most 5 s) for the answer.
started=0
for _ in $(seq 1 50); do
  if dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
    org.a11y.Bus.GetAddress >/dev/null 2>&1; then
    started=1
    break
  fi
  sleep 0.1
done
if [ "$started" -ne 1 ]; then
  echo "atspi-session: the accessibility bus did not start (apt-get install at-spi2-core)" >&2
  exit 1
fi
unset GTK_A11Y  # GTK's AT-SPI backend, not "none"
"$@"
