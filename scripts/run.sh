#!/usr/bin/env bash
# Installs what is missing, builds, and starts Puzzle Workbench on its built-in examples.
# Arguments go to the application instead (e.g. --puzzle stones, --open FILE, --screenshot PNG;
# none at all continues the last session: build/bin/puzzle-workbench).
# Without a display it runs under a virtual X server (xvfb-run).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
(($#)) || set -- --examples
scripts/install-deps.sh
scripts/build.sh
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
  echo "No display found: running under xvfb-run." >&2
  exec xvfb-run -a -s "-screen 0 1280x900x24" build/bin/puzzle-workbench "$@"
fi
exec build/bin/puzzle-workbench "$@"
