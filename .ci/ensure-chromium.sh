#!/usr/bin/env bash
# The end-to-end suite drives the system Chromium; npm cannot install it, the machine's package manager can.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Chromium is missing: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  exit 0
fi
if command -v apt-get >/dev/null 2>&1 && command -v sudo >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package with sudo..."
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  exit 0
fi
cat >&2 <<MSG
The end-to-end tests need Chromium at $CHROMIUM and it is not there.
Install it with your package manager (Debian/Ubuntu: sudo apt-get install chromium),
or point CHROMIUM_PATH at an existing Chromium or Chrome binary, then run npm test again.
MSG
exit 1
