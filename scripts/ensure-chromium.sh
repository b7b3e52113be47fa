#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium headless shell and the bench its whole browser (never a
# downloaded browser build, see STACK.md).
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium and chromium-headless-shell packages..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
  exit 0
fi
echo "Chromium is missing. Install Debian's packages as root:  apt-get install -y chromium chromium-headless-shell" >&2
echo "(the end-to-end tests expect /usr/bin/chromium-headless-shell, the bench /usr/bin/chromium)" >&2
exit 1
