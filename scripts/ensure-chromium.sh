#!/usr/bin/env bash
# Playwright cannot download its own browser here; the e2e suite uses Debian's Chromium.
# Install it when it is missing so `npm test` passes on a fresh machine, and the CJK fonts the
# Chinese pages need (without them Chromium draws every Chinese character as an empty box).
set -euo pipefail
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
updated=""
install() {
  if [ -z "$updated" ]; then $SUDO apt-get update -qq; updated=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}
if [ ! -x /usr/bin/chromium ]; then
  echo "Chromium is missing: installing Debian's chromium package (needs root)..."
  install chromium
  /usr/bin/chromium --version
fi
# grep -q would stop reading early and fail the pipeline (pipefail) on fc-list's broken pipe.
if ! fc-list 2>/dev/null | grep -i 'Noto Sans CJK' >/dev/null; then
  echo "CJK fonts are missing: installing fonts-noto-cjk (needs root)..."
  install fonts-noto-cjk fontconfig
  fc-cache -f >/dev/null 2>&1 || true
fi
