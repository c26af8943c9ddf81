// Double Patience explanations that check the answer: the exact win probability as a reduced
// fraction (GMP rationals) and a seeded Monte Carlo estimate of random play.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/estimate.h"
#include "engine/common/solve_control.h"
#include "engine/patience/solver.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace pw::patience {

// The exact win probability as a reduced fraction (decimal strings) from GMP rationals.
struct ExactProbability {
    SolveStatus status = SolveStatus::Cancelled;
    std::string numerator = "0";
    std::string denominator = "1";
    double value = 0.0; // numerator / denominator to within one ulp (GMP truncates)
    SolveStats stats;
};

// Throws std::invalid_argument for an invalid deal, like solve(). Under `rules` as solve().
ExactProbability exactWinProbability(const Position& start, SolveControl& control,
                                     Play play = Play::Random, const Rules& rules = {});

// Monte Carlo check of the random-play value: `games` seeded random games from the position
// (samples: games played; mean: the share won, with its 95 % interval), the random choices made
// as the rules say (Choose::Ranks: a rank uniformly among those with a pair, then one of its
// pairs). A stop keeps the games played so far. Throws std::invalid_argument for an invalid deal.
inline constexpr std::string_view kRandomPlayName = "random pair choices";
inline constexpr std::string_view kRandomRankPlayName = "random rank, then pair, choices";
using SimulationEstimate = Estimate;
SimulationEstimate simulate(const Position& start, std::uint64_t games, std::uint64_t seed,
                            SolveControl& control, const Rules& rules = {});

} // namespace pw::patience
