#!/usr/bin/env bash
# The programs the tests run for real, from Debian's packages: Chromium (its headless shell drives
# the end-to-end tests, the whole browser the bench's page loads), hledger (the journal export is
# checked by it), poppler-utils (PDFs are read back with pdftotext) and nginx-light (the cluster
# tests and `npm run cluster` put it in front of the API processes). Other missing packages
# named as arguments (CI's postgresql) come in the same one apt-get.
set -euo pipefail
missing=("$@")
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v hledger >/dev/null 2>&1 || missing+=(hledger)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx-light)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The tests need Debian's ${missing[*]}. Install as root:  apt-get install -y ${missing[*]}" >&2
exit 1
