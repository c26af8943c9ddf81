// Test helper: wall-clock bounds are checked only in the `timing` label's run, where CTest runs a
// test alone (`ctest -L timing -j1`, after every other test) with PW_TIMING=1; elsewhere a second
// job on the machine could fail them, so they are not asserted (a hang still meets the test's
// CTest time limit). A test function with such a bound is listed in its test's TIMING arguments
// (tests/CMakeLists.txt, pw_add_test), which registers NAME_timing running just those functions
// and NAME running the others.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/sanitizers.h"

#include <QtGlobal>
#include <QtTest>

// In the timing run of a release build: under a sanitizer a time measures the sanitizer, so there
// the timing label's functions check everything but their bounds.
inline bool wallClockBoundsChecked() {
    return !kSanitizedBuild && qEnvironmentVariableIntValue("PW_TIMING") == 1;
}

// How long a test waits for what must come (an answer, a job's result, a child process): a guard
// against a hang only, never a claim of speed, so long enough for any load beside the test (a
// sanitizer build, a second job on two cores). The test's CTest time limit is the outer guard.
inline constexpr int kHangGuardMs = 300'000;

// Asserts `elapsed < bound` (both in the same unit) in the timing run only.
#define PW_VERIFY_FASTER(elapsed, bound)                                                           \
    do {                                                                                           \
        if (wallClockBoundsChecked()) {                                                            \
            const auto pwElapsed = (elapsed);                                                      \
            QVERIFY2(pwElapsed < (bound),                                                          \
                     qPrintable(QStringLiteral("%1 is not under %2 (" #elapsed ")")                \
                                    .arg(pwElapsed)                                                \
                                    .arg(bound)));                                                 \
        }                                                                                          \
    } while (false)
