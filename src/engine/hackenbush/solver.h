// Hackenbush values and analysis: exact tower values, outcome, every winning move, comparison.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/dyadic.h"
#include "engine/common/solve_control.h"
#include "engine/hackenbush/position.h"

#include <string_view>
#include <vector>

namespace pw::hackenbush {

// Value > 0: White wins whoever starts; < 0: Black wins; = 0: the player to move loses.
enum class Outcome { WhiteWins, BlackWins, SecondPlayerWins };
Outcome outcomeOf(const Dyadic& value);
std::string_view toString(Outcome outcome); // "White wins", "Black wins", "second player wins"
// Whether `toMove`, about to move, wins with best play.
bool moverWins(Outcome outcome, Colour toMove);

// A tower's exact value (docs/puzzles.md 3): its colours bottom to top are the sign expansion of
// the value (W = '+'). O(height). Everything in this file is for white and black cubes only
// (std::invalid_argument for a green cube): game_value.h values towers with green cubes.
Dyadic towerValue(const Tower& tower);
// The sum of the towers' values. O(cubes + towers * value size).
Dyadic positionValue(const Position& position);

struct Result {
    SolveStatus status = SolveStatus::Cancelled;
    Position position;
    Dyadic value;                    // of the whole position
    std::vector<Dyadic> towerValues; // one per tower
    Outcome outcome = Outcome::SecondPlayerWins;
    // Every winning move of each player when that player is to move, in (tower, height) order.
    // A winning move leads to a value that is >= 0 for White (<= 0 for Black): the mover then
    // wins as the second player. Empty when that player loses whatever they do.
    std::vector<Move> winningMovesWhite;
    std::vector<Move> winningMovesBlack;
    SolveStats stats; // statesExplored = cubes examined

    const std::vector<Move>& winningMoves(Colour toMove) const;
    // Whether removing this cube wins for its owner (binary search). False for moves off the board.
    bool isWinningMove(Move move) const;
    // The position's value after the move, computed on demand in O(tower height + value size):
    // storing it for every move of a 100,000-cube tower would take O(n^2) memory.
    Dyadic valueAfter(Move move) const;
};

// Values, outcome and every winning move of both players, in O(cubes + towers * value size)
// big-number work: a removal at height h replaces the tower's value v by its prefix value v_h,
// and the prefixes are compared with the fixed target v - total through sign expansions (one
// scan a tower) instead of one big-number comparison a cube (which would be O(n^2)).
// Checks `control` between towers and every 65,536 cubes; on a stop the result is Cancelled
// with only what was finished filled in. Precondition: position.validate() is nullopt (no green
// cube: std::invalid_argument).
Result solve(const Position& position, SolveControl& control);
Result solve(const Position& position); // without cancellation

// The contest question: is C1 at least as favourable for White as C2, i.e. value(C1) >= value(C2)?
struct Comparison {
    bool firstAtLeastSecond = false; // the judge answer: Yes / No
    Dyadic firstValue;
    Dyadic secondValue;
};
Comparison compare(const Position& first, const Position& second);

} // namespace pw::hackenbush
