// Shrinking a failing input: smaller inputs (the puzzle kit's steps) are tried in turn, and one
// that still fails the same way replaces it, until no step keeps the failure or the budget of
// runs is spent.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/checker.h"

#include <chrono>
#include <functional>
#include <stop_token>
#include <string>

namespace pw::check {

struct ShrinkResult {
    std::string input;      // the smallest failing input found
    int runs = 0;           // inputs tried
    int steps = 0;          // of which kept
    bool complete = false;  // no step of the kit keeps the failure: minimal for its steps
    bool outOfTime = false; // stopped at the deadline
};

// `failsSameWay(candidate)` runs the program on the candidate and says whether it fails as the
// original did; it is called at most `budget` times, and not after `deadline`. `onStep` hears of
// every run.
ShrinkResult shrink(const PuzzleChecker& kit, std::string input,
                    const std::function<bool(const std::string&)>& failsSameWay, int budget,
                    std::chrono::steady_clock::time_point deadline, std::stop_token stop,
                    const std::function<void(const ShrinkResult&)>& onStep = {});

} // namespace pw::check
