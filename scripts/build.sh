#!/usr/bin/env bash
# Configures and builds a Release tree in build/ (executables in build/bin/); its arguments go to
# the configure step (scripts/test.sh passes -DPW_WERROR=ON).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release "$@"
cmake --build build --parallel "$(nproc)"
