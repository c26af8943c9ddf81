#!/usr/bin/env bash
# Installs what is missing, builds, and starts Puzzle Workbench on its built-in example.
# Extra arguments go to the application (e.g. --puzzle stones, --open FILE, --screenshot PNG).
# Without a display it runs under a virtual X server (xvfb-run).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
  echo "No display found: running under xvfb-run." >&2
  exec xvfb-run -a -s "-screen 0 1280x900x24" build/bin/puzzle-workbench "$@"
fi
exec build/bin/puzzle-workbench "$@"
