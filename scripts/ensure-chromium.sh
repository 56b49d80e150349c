#!/usr/bin/env bash
# Playwright cannot download its own browser here; the e2e suite uses Debian's Chromium.
# Install it when it is missing so `npm test` passes on a fresh machine.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium is missing: installing Debian's chromium package (needs root)..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
