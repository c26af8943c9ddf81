#!/usr/bin/env bash
# Installs what is missing, checks the formatting, builds with warnings as errors, and runs every
# test (Qt Test through CTest, offscreen).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/check-format.sh
scripts/build.sh -DPW_WERROR=ON
ctest --test-dir build --output-on-failure --parallel "$(nproc)" --timeout 600
