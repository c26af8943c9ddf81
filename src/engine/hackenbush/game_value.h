// Hackenbush towers with green cubes (rules.h): a tower's value is then a short game, not always
// a number. Each tower's canonical form in CGSuite's notation, the position's outcome class, every
// winning move, the comparison of two positions and a tower's derivation, cube by cube.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/hackenbush/game.h"
#include "engine/hackenbush/position.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace pw::hackenbush {

// The four outcome classes of a short game G: White (Left) wins whoever starts (G > 0), Black
// (Right) wins whoever starts (G < 0), the player to move wins (G || 0), or the other (G = 0).
enum class OutcomeClass { WhiteWins, BlackWins, FirstPlayerWins, SecondPlayerWins };
std::string_view toString(OutcomeClass outcome); // "White wins", ..., "first player wins"
OutcomeClass outcomeClassOf(GameOrder againstZero);
// Whether `toMove` (White or Black), about to move, wins with best play.
bool moverWins(OutcomeClass outcome, Colour toMove);

// A position's value as a game, for any cubes (white, black, green); for towers without green
// cubes every value is the number solver.h gives (the same text as Dyadic::toFractionString).
struct GameAnalysis {
    SolveStatus status = SolveStatus::Cancelled;
    Position position;
    std::string value;                    // the whole position's canonical form
    std::vector<std::string> towerValues; // each tower's canonical form
    OutcomeClass outcome = OutcomeClass::SecondPlayerWins;
    // Every winning move of each player when that player is to move, in (tower, height) order:
    // White's to a position G' >= 0 (White then wins as the second player), Black's to G' <= 0.
    // A green cube may be a winning move of both. Empty when that player loses whatever it does.
    std::vector<Move> winningMovesWhite;
    std::vector<Move> winningMovesBlack;
    // The position's canonical form after each winning move (same order; empty texts with
    // GameDetail::Values).
    std::vector<std::string> valuesAfterWhite;
    std::vector<std::string> valuesAfterBlack;
    // The subgames named G1, G2, ... in the texts above when a canonical form is too long to
    // write out (GameWriter, game.h): "G1 = {1,G2|1,1*}"; empty when every text is whole.
    std::vector<std::string> definitions;
    SolveStats stats; // statesExplored: the games the store held

    const std::vector<Move>& winningMoves(Colour toMove) const;
    bool isWinningMove(Move move, Colour player) const;
};

// What analyseGame finds beyond the values, the outcome and the winning moves: each winning
// move's value after it is a sum of the other towers and a part of this one, which for towers
// with many green cubes can take far longer than the rest (about a second a move for three
// towers of 50 cubes, a third of them green).
enum class GameDetail { Values, ValuesAfter };

// The values, outcome class and winning moves. A tower of 50 cubes with green ones takes
// milliseconds; sums of several such towers can have canonical forms of tens of thousands of
// subgames (three towers of 50 cubes, a third green: 20,000 to 60,000 and seconds, up to about 15
// for their sum and as much again for the values after the winning moves). The store's
// size is held to the memory budget (OverBudget beyond it) and `control` is checked between
// cubes and between moves (Cancelled). Precondition: position.validate(Rules{true}) is nullopt.
GameAnalysis analyseGame(const Position& position, SolveControl& control,
                         GameDetail detail = GameDetail::ValuesAfter);

// How C1 compares with C2 as games: greater, less, equal, or confused (incomparable). The
// contest's question, "is C1 at least as favourable for White as C2?", is Yes exactly when C1 >= C2
// (greater or equal).
struct GameComparison {
    SolveStatus status = SolveStatus::Cancelled;
    GameOrder order = GameOrder::Equal;
    std::string first;                    // C1's canonical form
    std::string second;                   // C2's
    std::vector<std::string> definitions; // as GameAnalysis::definitions
    bool firstAtLeastSecond() const {
        return order == GameOrder::Greater || order == GameOrder::Equal;
    }
};
GameComparison compareGames(const Position& first, const Position& second, SolveControl& control);
std::string_view toString(GameOrder order); // "greater", "less", "equal", "confused"

// A tower's value cube by cube: the tower cut above cube k is { the values left by White's
// removals | those left by Black's } (a removal of cube i leaves the first i cubes), simplified
// to its canonical form.
struct GameStep {
    std::size_t cubes = 0; // the height of the cut tower (1 = the bottom cube alone)
    Colour top = Colour::White;
    std::vector<std::string> left;  // the values White can leave, bottom cube first
    std::vector<std::string> right; // Black's
    std::string value;              // the canonical form
    // "W G: { 1, 0 | 0 } = ^*"... as one line: "cube 2 (G): {1, 0 | 0} = ^*".
    std::string text() const;
};
struct GameDerivation {
    std::vector<GameStep> steps; // bottom up, at most maxSteps
    bool stepsTruncated = false;
    std::string value;                    // the whole tower's canonical form
    std::vector<std::string> definitions; // as GameAnalysis::definitions
};
GameDerivation deriveGameTower(const Tower& tower, std::size_t maxSteps = 64);

} // namespace pw::hackenbush
