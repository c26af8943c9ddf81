// The contract every puzzle folder of the engine fulfils, as a C++20 concept;
// src/engine/contract.cpp checks it once per puzzle with a static_assert, so a puzzle that drifts
// from it stops compiling. SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/checker.h"
#include "engine/common/solve_control.h"

#include <concepts>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pw {

// Moves of a one-player puzzle come from the position alone; a partisan two-player game
// (Hackenbush) names the side to move, the one moverOf() gives for a move.
template <typename Position, typename Move>
concept HasLegalMoves = requires(const Position& position, const Move& move) {
    { legalMoves(position) } -> std::same_as<std::vector<Move>>;
}
|| requires(const Position& position, const Move& move) {
    { legalMoves(position, moverOf(position, move)) } -> std::same_as<std::vector<Move>>;
};

// Found by argument-dependent lookup in the puzzle's own namespace (the two parsers, which take
// only text, are named by the caller: parseJudge and parseTextId of the puzzle's namespace):
// - a position that says what is wrong with it (validate(): nullopt when playable);
// - legalMoves, and apply, which throws std::invalid_argument on an illegal move;
// - the contest judge format: parseJudge (throwing pw::ParseError with a line) and formatJudge;
// - a one-line text id and its parser (the app's copy/paste, undo and .pwb documents);
// - solve(position, SolveControl&) -> Result, cancellable and within a memory budget;
// - its registry entry's functions (answer.h in every folder): the judge answer of a judge input
//   and of a text id, the text id check, and the recogniser;
// - its checker (checker.h in every folder): what the solution checker needs of the puzzle.
template <auto answerJudge, auto checkTextId, auto answerTextId, auto resembles, auto checker>
concept RegistryEntry = requires(std::string_view text, SolveControl& control) {
    { answerJudge(text, control) } -> std::same_as<std::string>;
    { checkTextId(text) } -> std::same_as<std::optional<std::string>>;
    { answerTextId(text, control) } -> std::same_as<std::string>;
    { resembles(text) } -> std::same_as<bool>;
    { checker() } -> std::same_as<const check::PuzzleChecker&>;
};

template <typename Position, typename Move, typename Result, auto parseJudge, auto parseTextId>
concept PuzzleEngine = std::copyable<Position> && std::equality_comparable<Move> &&
    HasLegalMoves<Position, Move> && requires(const Position& position, const Move& move,
                                              std::string_view text, SolveControl& control) {
    { position.validate() } -> std::same_as<std::optional<std::string>>;
    { apply(position, move) } -> std::same_as<Position>;
    { formatJudge(parseJudge(text)) } -> std::same_as<std::string>;
    { textId(position) } -> std::same_as<std::string>;
    { parseTextId(text) } -> std::same_as<Position>;
    { solve(position, control) } -> std::same_as<Result>;
};

} // namespace pw
