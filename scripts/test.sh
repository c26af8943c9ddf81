#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test (Qt Test through CTest, offscreen).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
ctest --test-dir build --output-on-failure --parallel "$(nproc)" --timeout 600
