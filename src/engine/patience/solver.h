// Double Patience solver: exact win probabilities (random, best and worst play) for every
// position reachable from a start, exact fractions with GMP, and a Monte Carlo check.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/estimate.h"
#include "engine/common/solve_control.h"
#include "engine/patience/position.h"
#include "engine/patience/rules.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pw::patience {

// How the player picks among the available pile pairs.
enum class Play {
    Random, // at random as the rules' Choose says (the contest's: uniformly among all available
            // pairs of piles, the puzzle's question)
    Best,   // the pair that maximises the (best-play) probability of winning
    Worst,  // the pair that minimises it
};

// Probability of winning from one position under each kind of play.
struct WinValues {
    double random = 0.0;
    double best = 0.0;
    double worst = 0.0;
    double of(Play play) const {
        return play == Play::Random ? random : play == Play::Best ? best : worst;
    }
};

// A legal move and the values of the position it leads to. `after.random` is the chance to win
// when this pair is removed and random play follows; `after.best` when best play follows.
struct MoveValue {
    Move move;
    WinValues after;
};

// Everything a view needs about one position: its values and every legal move's values.
struct Analysis {
    WinValues values;
    std::vector<MoveValue> moves; // the order of legalMoves()
};

// The values of every position reachable from a solve's start (shared, immutable, cheap to copy):
// after moves from the start, look the new position up instead of solving again.
class SolvedTable {
public:
    SolvedTable() = default;
    // nullopt when the position is not reachable from the start (another deal, cards that were
    // never removed together) or the solve did not finish.
    std::optional<WinValues> values(const Position& position) const;
    std::optional<Analysis> analysis(const Position& position) const;
    std::uint64_t size() const;
    bool empty() const { return size() == 0; }
    Rules rules() const; // the rules solved under (the contest's for an empty table)

    struct Impl; // defined in solver.cpp; filled by solve()

private:
    friend struct SolvedTableAccess;
    std::shared_ptr<const Impl> impl_;
};

struct Result {
    SolveStatus status = SolveStatus::Cancelled;
    Position start;
    Rules rules;                  // the rules solved under
    WinValues values;             // of the start (meaningful when status is Exact)
    std::vector<MoveValue> moves; // the start's legal moves with their values
    SolvedTable table;            // every reachable position (empty unless Exact)
    SolveStats stats;             // statesExplored = reachable positions

    std::optional<Analysis> analysis(const Position& position) const {
        return table.analysis(position);
    }
};

// Exact (in double precision) values of the start and of every position reachable from it.
// Memory: 32 bytes a reachable position (SolveControl's budget; OverBudget beyond it).
// Throws std::invalid_argument when start.validate() reports a problem (check it first). Under
// `rules` (rules.h): which tops pair, and how the random player chooses (best and worst play
// depend on the pairing only).
Result solve(const Position& start, SolveControl& control, const Rules& rules = {});

} // namespace pw::patience
