// The empty puzzle's solver.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/nullpuzzle/solver.h"

#include <stdexcept>

namespace pw::nullpuzzle {

Result solve(const Position& position, SolveControl& control) {
    if (const auto problem = position.validate())
        throw std::invalid_argument("nullpuzzle: " + *problem);
    Result result;
    if (control.checkpoint(0, "solving"))
        return result;
    result.status = SolveStatus::Exact;
    result.moves = position.count;
    result.stats.statesExplored = 1;
    return result;
}

} // namespace pw::nullpuzzle
