// Colored Jenga beyond exact reach: the expected length estimated by playing seeded random games
// with a fixed simple policy. Any fixed policy lasts at least as long as the optimal one on
// average, so the policy's true value is an upper bound on the optimum; its simulated mean is
// only an estimate of that value (it may fall below the optimum), and the mean plus 1.96
// standard errors is the upper bound with 97.5% confidence. Never exact. Used by the tests only
// (test_jenga_engine), so it lives beside them, out of the engine.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/estimate.h"
#include "engine/common/solve_control.h"
#include "engine/jenga/position.h"
#include "engine/jenga/rules.h"

#include <cstdint>
#include <string_view>

namespace pw::jenga {

// The policy: on a roll of colour c, take a block of colour c that leaves its level unable to
// give any more blocks (the middle of a full level, or the side of a middle+side level) when
// there is one, else a side of a full level; ties go to the first level type in a fixed order
// (middle colour R, G, B; then side pair RR, RG, RB, GG, GB, BB). The block goes into the middle
// of the top level when that slot is free, else into a side.
inline constexpr std::string_view kSimulationPolicyName = "kill-first, middle-first";

// samples: games played; mean: the mean game length (minutes); method: kSimulationPolicyName.
using SimulationEstimate = Estimate;

// Precondition: tower.validate() is nullopt. Cancellation keeps the games played so far.
SimulationEstimate estimateBySimulation(const Tower& tower, std::uint64_t games, std::uint64_t seed,
                                        SolveControl& control, const Rules& rules = {});

} // namespace pw::jenga
