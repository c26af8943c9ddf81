// Stones solver: breadth-first search from the goal over unordered stone triples, and the
// answer of one start searched from both ends.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/stones/position.h"
#include "engine/stones/rules.h"

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
    Rules rules() const; // the target its distances lead to

private:
    friend class SolverAccess;
    struct Impl;
    std::shared_ptr<const Impl> impl_;
};

struct Result {
    SolveStatus status = SolveStatus::Cancelled;
    Position start;
    Rules rules;                  // the target solved for (ascending)
    std::optional<int> moveCount; // nullopt: impossible (when status is Exact)
    std::vector<Move> path;       // one optimal move sequence from start
    DistanceTable distances;      // the goal component, for hints and for playing it yourself
    SolveStats stats;
};

// Searches the whole goal component (every position on the board gets its distance), so one
// solve answers any later position of the same colouring (the application's hints, distance maps
// and play). The goal is the rules' target (the contest's: 1, 2, 3). Throws std::invalid_argument
// when position.validate() or checkRules fails. OverBudget when the table would exceed
// control.memoryBudget().
Result solve(const Position& position, SolveControl& control, const Rules& rules = {});

// What solveAnswer finds beyond the number of moves and one optimal path.
enum class AnswerDetail {
    Path,       // the judge answer
    FirstMoves, // also the distance after every legal first move (the CLI's --json)
};

// One position's answer, without the table of the whole board.
struct Answer {
    SolveStatus status = SolveStatus::Cancelled;
    Position start;
    Rules rules;                  // the target solved for (ascending)
    std::optional<int> moveCount; // nullopt: impossible (when status is Exact)
    std::vector<Move> path;       // one optimal move sequence from start
    // AnswerDetail::FirstMoves: every legal first move (legalMoves order) and the distance after
    // it (nullopt: the goal is then out of reach).
    std::vector<DistanceTable::MoveOutcome> firstMoves;
    bool wholeBoard = false; // found by the dense search over every triple (see solveAnswer)
    SolveStats stats;        // statesExplored: the positions the search reached
};

// The start's answer, searched from both ends and stopped when the two searches meet, so that
// an answer found early needs only the positions near the start and the goal: a board already
// solved answers at once, and an impossible start whose stones can only shuttle between a few
// positions is known to be impossible after visiting those. Only when these searches grow past
// a share of what the dense search of solve() would take (in memory, and in time) does it fall
// back to that search, from the goal, stopped once the start is reached. Same answers as
// solve() (any optimal path is one of its optimal paths in length). Throws std::invalid_argument
// when position.validate() or checkRules fails; OverBudget when neither search fits
// control.memoryBudget(). The goal is the rules' target.
// sparseStates (for tests): the most positions the searches from both ends may hold before the
// dense search takes over (0: the dense search at once); by default from the board and budget.
Answer solveAnswer(const Position& position, SolveControl& control,
                   AnswerDetail detail = AnswerDetail::Path,
                   std::optional<std::uint64_t> sparseStates = std::nullopt,
                   const Rules& rules = {});
// The same with the rules before the details.
inline Answer solveAnswer(const Position& position, const Rules& rules, SolveControl& control,
                          AnswerDetail detail = AnswerDetail::Path) {
    return solveAnswer(position, control, detail, std::nullopt, rules);
}

} // namespace pw::stones
