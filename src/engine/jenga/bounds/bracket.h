// Colored Jenga beyond exact reach: the optimum bracketed between a proven lower bound
// (lower_bound.h) and a stated policy's simulated value (policy.h), each saying what it is.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/jenga/bounds/lower_bound.h"
#include "engine/jenga/estimate/policy.h"
#include "engine/jenga/exact/endgame_table.h"
#include "engine/jenga/position.h"

#include <cstdint>
#include <memory>
#include <string_view>

namespace pw::jenga {

// What a number about a tower is. Every output that prints one names its kind.
enum class ValueKind {
    ExactOptimum, // the exact minimum expected game length
    PolicyMean,   // a named policy's mean game length over seeded simulated games: an
                  // estimate of that policy's value, not of the optimum (its 95 % interval
                  // is about the policy)
    UpperBound,   // the optimum is at most this, with 97.5 % confidence (the policy's mean
                  // plus 1.96 standard errors: its 95 % interval's upper end)
    LowerBound,   // the optimum is at least this (proven, no sampling)
};
// A short English name of the kind ("exact optimum", "policy mean (simulated)", ...).
std::string_view toString(ValueKind kind);

struct Bracket {
    PolicyEstimate policy; // the games of the stated policy that played (policy.method)
    LowerBound lower;      // status Exact when there is a lower bound
    // The optimum is at most this, with 97.5 % confidence (ValueKind::UpperBound).
    double upper() const { return policy.high95(); }
    // (U - L) / U: how far apart the bounds are, as a share of U.
    double width() const;
    bool complete() const {
        return policy.status == SolveStatus::Exact && lower.status == SolveStatus::Exact;
    }
};

// The bracket of a valid tower (throws std::invalid_argument otherwise): the lower bound of
// lower_bound.h (its end-game table: `table`, built when null; its first moves searched up to
// searchPositions, searchedLowerBound) and `games` seeded games of the
// best policy that fits (PolicyChoice::Best with the bound's aggregation). A tower over
// kMaxEstimateLevels levels gets neither (policy.message and lower.why say why); a stop keeps
// what was done (statuses Cancelled). Both bounds are for the rules' die (`table`, when given,
// must be for it too).
Bracket bracketOptimum(const Tower& tower, std::uint64_t games, std::uint64_t seed,
                       SolveControl& control, std::shared_ptr<const EndgameTable> table = nullptr,
                       std::uint64_t searchPositions = kDefaultSearchPositions,
                       const Rules& rules = {});

} // namespace pw::jenga
