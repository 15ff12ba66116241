#!/usr/bin/env bash
# EmptyDataSet: installs the Debian/Ubuntu packages the build and tests need, when missing.
# Usage: scripts/install-dependencies.sh   (as root, or with sudo available)
set -euo pipefail

# libadwaita-1-0 is never linked: the benchmarks' peer and the AdwStatusPage comparison load it
# at run time (Tools/GTKToolSupport/Adwaita.swift), and skip what needs it when it is missing.
packages=(libgtk-4-dev xvfb xdotool imagemagick libobjc-12-dev gobjc-12 fonts-dejavu-core adwaita-icon-theme xauth valgrind python3
  at-spi2-core dbus python3-pyatspi libadwaita-1-0)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: missing packages (${missing[*]}) and no apt-get; install them by hand." >&2
  exit 1
fi
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
echo "Installing: ${missing[*]}"
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq \
  "${missing[@]}" >/dev/null
