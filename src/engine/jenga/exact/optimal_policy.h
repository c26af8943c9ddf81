// Colored Jenga's one optimal policy: the move every output plays where several moves are equally
// good (the --json analysis and distribution, the --policy file, the page's badges and chart).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/jenga/exact/reduced_state.h"
#include "engine/jenga/solver.h"

#include <array>
#include <optional>

namespace pw::jenga {

// Moves are equally good when the expected remaining durations after them differ by at most this
// share of the best (their values are read from one table, so every output sees the same
// numbers; the share absorbs rounding between equal values reached by different sums).
inline constexpr double kTieTolerance = 1e-12;
bool isTie(double value, double best);

// The tie-break, in words (docs/puzzles.md): among equally good moves for the colour rolled, the
// policy plays the first in the engine's order of moves on the reduced state:
//  1. by the kind of level the block comes from: full levels by middle colour (red, green,
//     blue), within one by side colours (RR, RG, RB, GG, GB, BB); then levels of a middle and one
//     side, by the side's colour (red, green, blue);
//  2. from a full level, the middle before a side, and the side of the earlier colour first;
//  3. where the block goes: on a new level a side before the middle; beside one side block, the
//     middle before the other side.
// On a tower, several moves reach the same reduced position (mirror images, equal levels): the
// move played is the first of them in legalMoves order (lowest level, then left, middle, right,
// then the target slot left, middle, right).

// The Analysis of `tower` from `table` (every move with its value, as SolvedTable::analysis) with
// each colour's bestMove and bestExpectedAfter those of the policy above. nullopt when the table
// does not hold the tower. SolvedTable::analysis keeps the first best move in legalMoves order
// instead: outputs use this one.
std::optional<Analysis> optimalAnalysis(const SolvedTable& table, const Tower& tower);

namespace detail {

// The reduced position the policy moves to for each colour (nullopt: no move of that colour).
// Throws std::invalid_argument when the table lacks a successor (a state the solve did not reach).
std::array<std::optional<ReducedState>, 3> optimalSuccessors(const SolvedTable& table,
                                                             const ReducedState& state);

} // namespace detail

} // namespace pw::jenga
