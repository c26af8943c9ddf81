// Colored Jenga: the distribution of the game length when the player follows the optimal policy.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/jenga/solver.h"

#include <cstdint>
#include <vector>

namespace pw::jenga {

struct DurationDistribution {
    SolveStatus status = SolveStatus::Cancelled;
    // probability[t] = P(the game lasts exactly t minutes), t = 0, 1, ... up to the first t after
    // which less than `tailLimit` of the probability remains.
    std::vector<double> probability;
    double tailProbability = 0.0; // P(duration > probability.size() - 1)
    // The mean is exact: the tail's part is added from the solved values of the states the
    // remaining probability sits in. The standard deviation treats the tail as ending at
    // (last t + its expected remaining duration), which is off by far less than 1e-6.
    double mean = 0.0;
    double standardDeviation = 0.0;
    std::uint64_t policyStates = 0; // reduced states reachable under the optimal policy
};

// The game length of `tower` under the optimal policy of `result`, with the tie-break of
// optimal_policy.h (the policy the --policy file and the page's badges show). `tower` must have a
// value in result (for instance result.start of an Exact result); otherwise throws
// std::invalid_argument.
DurationDistribution durationDistribution(const Result& result, const Tower& tower,
                                          SolveControl& control, double tailLimit = 1e-9);

} // namespace pw::jenga
