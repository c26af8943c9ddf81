// Colored Jenga beyond exact reach: the optimum bracketed between a proven lower bound
// (lower_bound.h) and a stated policy's simulated value (policy.h), each saying what it is. One
// pipeline for every caller: the command line's `solve jenga --estimate` and `bench jenga
// --bracket`, and the app's estimate of a tower (tower_solve.h), which shows each step as it
// comes.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/jenga/bounds/lower_bound.h"
#include "engine/jenga/estimate/policy.h"
#include "engine/jenga/exact/endgame_table.h"
#include "engine/jenga/position.h"
#include "engine/jenga/rules.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
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

// What is bracketed, and how far each step may go.
struct BracketRequest {
    Tower tower{}; // valid (bracketOptimum throws std::invalid_argument otherwise)
    Rules rules{}; // the die of both bounds (and of `endgame`)
    std::uint64_t games = kDefaultPolicyGames; // the best policy's seeded games
    std::uint64_t seed = kEstimateSeed;
    // How many positions the lower bound's search of the first moves may expand
    // (searchedLowerBound; 0: none, the aggregation's bound alone), as `--search-positions`.
    std::uint64_t searchPositions = kDefaultSearchPositions;
    // The end-game table of the lower bound, when one was built before for the same die (else
    // std::invalid_argument); null: built here when an aggregation needs it.
    std::shared_ptr<const EndgameTable> endgame{};
    // The fitted preferences' games of this tower, seed and count, when already played (status
    // Exact): where the best policy is the preferences (no aggregation, over kMaxLookaheadLevels
    // levels) they answer, instead of the same games played again.
    std::optional<PolicyEstimate> preferences{};
};

// What the pipeline tells its caller as it goes, each when set, on the calling thread.
struct BracketSteps {
    // The end-game table it built (`endgame` was null) for the tower's aggregation.
    std::function<void(std::shared_ptr<const EndgameTable>)> tableBuilt;
    // The aggregation's bound (or, without one, the move count and why), before the policy plays.
    std::function<void(const LowerBound&)> aggregated;
    // The best policy's games, once played (not when `preferences` answered).
    std::function<void(const PolicyEstimate&)> played;
    // The bound raised by the search of the first moves, when an aggregation was searched.
    std::function<void(const LowerBound&)> searched;
};

// The bracket of a tower, in steps: its aggregation (lower_bound.h: the end-game table's values
// below its potential, aggregated above), whose bound comes first; then the games of the best
// policy that fits (PolicyChoice::Best, with that aggregation); then the first moves searched
// exactly over the aggregation (searchedLowerBound, up to searchPositions), the longest step,
// last. A tower over kMaxEstimateLevels levels gets neither (policy.message and lower.why say
// why); a stop keeps what was done (statuses Cancelled). lower.seconds: the aggregation and the
// search, without the games.
Bracket bracketOptimum(const BracketRequest& request, SolveControl& control,
                       const BracketSteps& steps = {});

} // namespace pw::jenga
