// The empty puzzle's solver: the number of moves to zero, cancellable like every solver.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/nullpuzzle/position.h"

namespace pw::nullpuzzle {

struct Result {
    SolveStatus status = SolveStatus::Cancelled;
    std::int64_t moves = 0; // meaningful when Exact
    SolveStats stats;
};

// Throws std::invalid_argument when position.validate() fails.
Result solve(const Position& position, SolveControl& control);

} // namespace pw::nullpuzzle
