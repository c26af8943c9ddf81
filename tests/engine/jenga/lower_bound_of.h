// Test helper: the lower bound of lower_bound.h in one call (the aggregation made, then its
// bound), as the engine tests ask for it; the product always goes through the bracket
// (bracket.h), so this lives with the tests.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/jenga/bounds/lower_bound.h"
#include "engine/jenga/exact/endgame_table.h"
#include "engine/jenga/position.h"
#include "engine/jenga/rules.h"

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>

namespace pw::jenga {

// The lower bound of a valid tower (throws std::invalid_argument otherwise); status Cancelled
// when the control stops it.
inline LowerBound lowerBound(const Tower& tower, SolveControl& control,
                             std::shared_ptr<const EndgameTable> table = nullptr,
                             std::uint64_t maxAggregates = kDefaultMaxAggregates,
                             const Rules& rules = {}) {
    if (const auto problem = tower.validate())
        throw std::invalid_argument("jenga: no bound for an unplayable tower: " + *problem);
    const Stopwatch stopwatch;
    std::string why;
    const auto aggregation =
        aggregationFor(tower, control, &why, std::move(table), maxAggregates, rules);
    if (!aggregation && control.stopRequested())
        return LowerBound{}; // Cancelled
    LowerBound bound = lowerBound(tower, aggregation.get(), why, rules);
    bound.seconds = stopwatch.seconds();
    return bound;
}

} // namespace pw::jenga
