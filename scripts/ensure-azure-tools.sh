#!/usr/bin/env bash
# The code-generation tests run the generated programs: Python with Debian's azure-data-tables
# (python3-azure), the Azure CLI (azure-cli), and bash scripts that need curl and awk.
# Install whatever is missing so `npm test` passes on a fresh machine.
set -euo pipefail
missing=()
/usr/bin/python3 -c 'import azure.data.tables' 2>/dev/null || missing+=(python3-azure)
command -v az >/dev/null 2>&1 || missing+=(azure-cli)
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v jq >/dev/null 2>&1 || missing+=(jq)
command -v awk >/dev/null 2>&1 || missing+=(mawk)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian packages for the code-generation tests: ${missing[*]} (needs root)..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
