#!/usr/bin/env bash
# Runs the test suite under sanitizers (a separate check, slower than scripts/test.sh):
#   address  every test but the timing label's with AddressSanitizer + UndefinedBehaviorSanitizer
#            (build-asan/)
#   thread   the engine's tests, its concurrency test included, under ThreadSanitizer
#            (build-tsan/; Debian's Qt is not instrumented, so the Qt GUI stays out of it)
# Usage: scripts/sanitize.sh [address|thread|all]   (default: all)
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-all}
scripts/install-deps.sh
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# Leaks inside system libraries (fontconfig, Qt's plugin loader) are not ours.
export LSAN_OPTIONS=suppressions=$PWD/tests/sanitizer/lsan.supp:print_suppressions=0
export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1:suppressions=$PWD/tests/sanitizer/tsan.supp

if [[ $mode == address || $mode == all ]]; then
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPW_SANITIZE=ON >/dev/null
  cmake --build build-asan --parallel "$(nproc)"
  # Every label: the timing label's functions run only there, and under a sanitizer they check
  # everything but their wall-clock bounds (tests/common/timing.h); CTest runs them one at a time.
  ctest --test-dir build-asan --output-on-failure --parallel "$(nproc)" --timeout 1200
fi
if [[ $mode == thread || $mode == all ]]; then
  cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPW_SANITIZE_THREAD=ON \
    -DPW_BUILD_APP=OFF >/dev/null
  cmake --build build-tsan --parallel "$(nproc)" --target test_engine_concurrency test_stones_engine \
    test_jenga_engine test_patience_engine test_hackenbush_engine test_dyadic test_workbench_document
  ctest --test-dir build-tsan --output-on-failure -R "engine|dyadic|document" --timeout 1200
fi
