#!/usr/bin/env bash
# Installs what is missing, checks the formatting, builds with warnings as errors, and runs every
# test (Qt Test through CTest, offscreen): the `fast` and `slow` labels side by side, then the
# `timing` label alone.
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/check-format.sh
scripts/build.sh -DPW_WERROR=ON
# Every test but the wall-clock bounds, side by side (each test's own time limit and PROCESSORS
# in tests/CMakeLists.txt), two more at a time than there are cores: the widget tests spend much
# of their time waiting on their event loops (on 2 cores, 251 s with -j4 against 272 s with -j3
# and 356 s with -j2); then
# the `timing` label alone, one test at a time, so that no other job on this machine can make a
# bound fail.
ctest --test-dir build --output-on-failure --parallel "$(($(nproc) + 2))" --label-exclude timing
# (The main run's files written to disk first: the kernel's writeback of them would otherwise be
# another job beside the first timing tests.)
sync
ctest --test-dir build --output-on-failure --parallel 1 --label-regex timing
