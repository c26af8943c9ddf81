// Colored Jenga explanations: simple policies evaluated exactly against optimal play, every
// choice's extra cost for each die colour, and a per-block cost for a heat map.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/jenga/position.h"
#include "engine/jenga/rules.h"
#include "engine/jenga/solver.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace pw::jenga {

// How a simple player picks a move for the colour the die shows. Deterministic policies take,
// among the blocks they prefer, the first legal move in legalMoves order (bottom level first,
// then slot, then target slot).
enum class SimplePolicy {
    Optimal,     // minimal expected duration (the recursion with the min; for checks and tables)
    KillFirst,   // a move after which its level yields nothing more (middle of a full level,
                 // the last side of middle+side), else the first legal move
    Random,      // uniformly among all legal (block, target slot) choices
    MiddleFirst, // a middle block if any, else the first legal move
    SideFirst,   // a side block if any (keeps levels alive), else the first legal move
};
inline constexpr std::array<SimplePolicy, 5> kSimplePolicies{
    SimplePolicy::Optimal, SimplePolicy::KillFirst, SimplePolicy::Random, SimplePolicy::MiddleFirst,
    SimplePolicy::SideFirst};
std::string_view toString(SimplePolicy policy); // "optimal", "kill first", "random", ...

struct SimplePolicyValue {
    SimplePolicy policy = SimplePolicy::Optimal;
    SolveStatus status = SolveStatus::Cancelled;
    double expectedDuration = 0.0; // exact recursion (in double), meaningful when Exact
    std::uint64_t states = 0;      // distinct towers evaluated
};

// Policy evaluation: E(T) = (1 + sum over colours c with a move of P(c) * E_c) / sum P(c), P(c)
// the share of the die's faces showing c (rules.h; the contest's die by default), where
// E_c is the value after the policy's move (the average over legal choices for Random, the min
// for Optimal); E = 0 when no colour can move (docs/puzzles.md recurrence with the policy's choice
// in place of the min). Memoised over reduced towers (dead levels dropped, levels sorted, mirror
// images merged); deterministic policies choose on the reduced tower, so their ties are broken in
// its order. The contest sample (6 levels): about 2 s for Optimal and Random, 0.1 s for the others.
// Throws std::invalid_argument when tower.validate() fails. OverBudget when the memo would exceed
// control.memoryBudget(); checks the stop token every 4096 towers.
SimplePolicyValue evaluatePolicy(const Tower& tower, SimplePolicy policy, SolveControl& control,
                                 const Rules& rules = {});

// The simple players compared beside the optimum, in the order the page lists them.
inline constexpr std::array<SimplePolicy, 4> kComparedPolicies{
    SimplePolicy::KillFirst, SimplePolicy::MiddleFirst, SimplePolicy::SideFirst,
    SimplePolicy::Random};
// Each of kComparedPolicies evaluated from `tower`, in that order; it stops at the first one
// cancelled (fewer values, the last Cancelled).
std::vector<SimplePolicyValue> compareSimplePolicies(const Tower& tower, SolveControl& control,
                                                     const Rules& rules = {});

// One die colour's choices from a solved table (under its die, SolvedTable::rules): every legal
// move with the expected duration after it and its extra cost over the best choice (0 for the
// best). A colour the die never shows still lists its moves: what they would cost if it came up.
struct ChoiceRow {
    Move move;
    double expectedAfter = 0.0;
    double extraCost = 0.0;
};
struct ColourTable {
    Colour colour = Colour::Red;
    std::vector<ChoiceRow> rows; // legalMoves order; empty when the colour has no move
};
// nullopt when the tower is not in the table (not reached from the solved start).
std::optional<std::array<ColourTable, 3>> choiceTables(const SolvedTable& table,
                                                       const Tower& tower);

// The cost of taking each block: the best expected duration after taking it (over its target
// slots) minus the best choice of its colour; nullopt for a block that may not be taken.
// cost[level][slot]. nullopt overall when the tower is not in the table.
using BlockCosts = std::vector<std::array<std::optional<double>, 3>>;
std::optional<BlockCosts> blockCosts(const SolvedTable& table, const Tower& tower);

} // namespace pw::jenga
