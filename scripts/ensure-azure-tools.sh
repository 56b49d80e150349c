#!/usr/bin/env bash
# The code-generation tests run the generated programs: Python with Debian's azure-data-tables
# (python3-azure), the Azure CLI (azure-cli), bash scripts that need curl and awk, and the C#
# module's key functions with Mono (mono-mcs: the mcs compiler and the mono runtime; .NET itself
# is not packaged in Debian). Mono installs in about 12 s.
# Install whatever is missing so `npm test` passes on a fresh machine.
set -euo pipefail
missing=()
/usr/bin/python3 -c 'import azure.data.tables' 2>/dev/null || missing+=(python3-azure)
command -v az >/dev/null 2>&1 || missing+=(azure-cli)
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v jq >/dev/null 2>&1 || missing+=(jq)
command -v awk >/dev/null 2>&1 || missing+=(mawk)
{ [ -x /usr/bin/mcs ] && [ -x /usr/bin/mono ]; } || missing+=(mono-mcs)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian packages for the code-generation tests: ${missing[*]} (needs root)..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
