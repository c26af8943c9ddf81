// Stones explanations: your line beside the optimal line, a stone's distance map, and why a
// goal cannot be reached (component sizes and a small witness).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/stones/position.h"
#include "engine/stones/solver.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pw::stones {

// ---- Your line beside the optimal line ----

struct LineComparison {
    Position now;                                  // where the user's moves lead
    std::vector<std::optional<int>> distanceAfter; // after each user move (nullopt: goal lost)
    // Index of the first user move that did not bring the goal one move nearer; nullopt when
    // every move so far was optimal.
    std::optional<std::size_t> firstMistake;
    std::optional<int> remainingNow;    // moves left from `now` (nullopt: unreachable)
    std::vector<Move> continuation;     // an optimal line from `now`
    std::vector<Move> optimalFromStart; // the solved optimal line
    // movesSoFar + remainingNow - optimal from the start (the price of the detours so far).
    std::optional<int> extraMoves;
};

// Precondition: `solved` is an Exact solve. Throws std::invalid_argument when a user move is
// illegal where it is played (naming its 1-based index).
LineComparison compareLines(const Result& solved, const std::vector<Move>& userMoves);

// ---- Distance map of one stone ----

struct TargetDistance {
    int vertex = 0;               // where the stone may go (0-based)
    std::optional<int> remaining; // moves to the goal after it; nullopt: the goal is lost
};

// Every vertex the stone on `stoneVertex` may legally move to, ascending, with the moves that
// would remain. Throws std::invalid_argument when no stone stands on stoneVertex.
std::vector<TargetDistance> distanceMap(const DistanceTable& distances, const Position& position,
                                        int stoneVertex);

// ---- Why impossible ----

struct Impossibility {
    SolveStatus status = SolveStatus::Cancelled;
    std::uint64_t totalPositions = 0;     // C(n, 3) placements of three stones
    std::uint64_t reachableFromStart = 0; // the start's component, the start included
    std::uint64_t canReachGoal = 0;       // the goal's component, the goal included
    // The start's component when it has at most witnessLimit positions, in breadth-first order
    // from the start; otherwise the goal's component when that is small; otherwise empty.
    std::vector<Position> witness;
    bool witnessIsStartSide = true;
    std::string text; // "the stones can only shuttle between these two positions"
};

// Explores the start's component breadth first (moves are reversible, so "reachable from the
// start" and "can reach the start" are the same set). Precondition: `solved` is Exact and says
// impossible (moveCount is nullopt); throws std::invalid_argument otherwise. OverBudget when the
// component's set would exceed control.memoryBudget(); checks the stop token every 4096 positions.
Impossibility explainImpossible(const Result& solved, SolveControl& control,
                                std::size_t witnessLimit = 8);

// "{2, 3, 4}": a position's stones, 1-based, as the page shows them.
std::string stonesText(const Position& position);

} // namespace pw::stones
