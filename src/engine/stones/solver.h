// Stones solver: breadth-first search from the goal over unordered stone triples.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/stones/position.h"

#include <optional>
#include <string>
#include <vector>

namespace pw::stones {

// Distances to the goal of every position in the goal's component, for one colouring.
// Moves are reversible (the rule is symmetric), so this is exactly the set of positions from
// which the goal can be reached. Stored compactly; queries walk down to the goal when needed.
class DistanceTable {
public:
    DistanceTable() = default;
    // nullopt when the goal cannot be reached from `position` (which must be on this board).
    std::optional<int> distanceToGoal(const Position& position) const;
    // For a position with a known distance: every legal move and the distance after it.
    struct MoveOutcome {
        Move move;
        std::optional<int> distanceAfter;
    };
    std::vector<MoveOutcome> outcomes(const Position& position) const;
    // One optimal path from `position` to the goal (empty if already there or unreachable).
    std::vector<Move> optimalPath(const Position& position) const;
    std::uint64_t reachedStates() const;
    bool empty() const;

private:
    friend class SolverAccess;
    struct Impl;
    std::shared_ptr<const Impl> impl_;
};

struct Result {
    SolveStatus status = SolveStatus::Cancelled;
    Position start;
    std::optional<int> moveCount; // nullopt: impossible (when status is Exact)
    std::vector<Move> path;       // one optimal move sequence from start
    DistanceTable distances;      // the goal component, for hints and for playing it yourself
    SolveStats stats;
};

// Searches the whole goal component (every position on the board gets its distance), so one
// solve answers any later position of the same colouring. Throws std::invalid_argument when
// position.validate() fails. OverBudget when the table would exceed control.memoryBudget().
Result solve(const Position& position, SolveControl& control);

} // namespace pw::stones
