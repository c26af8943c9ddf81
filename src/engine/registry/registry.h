// The puzzle registry: every puzzle the workbench knows, with what the command-line tool, the
// .pwb document reader and the app need without knowing the puzzle: its name and title, its judge
// reader and writer, a recogniser of its texts, its limits and its checker. Adding a puzzle means
// one engine folder, one entry in registry.cpp and one page (docs/adding-a-puzzle.md).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/checker.h"
#include "engine/common/puzzle_concept.h"
#include "engine/common/solve_control.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace pw::registry {

struct Puzzle {
    std::string_view name;    // "jenga": the CLI command, the .pwb page key, the app's --puzzle
    std::string_view title;   // "Colored Jenga" (the app translates its own copy)
    std::string_view summary; // what the judge answer is, in one line
    std::string_view limits;  // the judge format's limits and the solver's reach, in one line

    // The judge reader, solver and writer: the whole judge input to the judge's answer. Throws
    // pw::ParseError for bad input and pw::CannotSolve when the solve cannot finish (over the
    // memory budget, cancelled): an unfinished value is never printed as an answer.
    std::string (*answerJudge)(std::string_view input, SolveControl& control);
    // The one-line text id (a page's position in a .pwb document): nullopt when it is valid, else
    // what is wrong (the ParseError's message, or the position's validate()).
    std::optional<std::string> (*checkTextId)(std::string_view id);
    // The judge answer for a valid text id (as answerJudge).
    std::string (*answerTextId)(std::string_view id, SolveControl& control);
    // Cheap recogniser: true when the text looks like this puzzle's judge input or text id (its
    // alphabet and first tokens; no full parse). Used to pick which parser's error to report for
    // a text no puzzle reads, and to try the likeliest puzzle first.
    bool (*resembles)(std::string_view text);
    // Its checker (checker.h of its folder): what `check` and the Check a Solution dialog run.
    const check::PuzzleChecker& (*checker)();
    // A page of a .pwb document under other rules than the contest's (its options' "rules", the
    // rules' text form as the command-line options take them): the text id checked under them,
    // and the answer under them. Null for a puzzle without rules (withRules() sets them).
    std::optional<std::string> (*checkTextIdWith)(std::string_view id,
                                                  std::string_view rules) = nullptr;
    std::string (*answerTextIdWith)(std::string_view id, std::string_view rules,
                                    SolveControl& control) = nullptr;
};

// The entry with its functions for pages under other rules.
constexpr Puzzle
withRules(Puzzle puzzle,
          std::optional<std::string> (*checkTextIdWith)(std::string_view, std::string_view),
          std::string (*answerTextIdWith)(std::string_view, std::string_view, SolveControl&)) {
    puzzle.checkTextIdWith = checkTextIdWith;
    puzzle.answerTextIdWith = answerTextIdWith;
    return puzzle;
}

// An entry of the registry from a puzzle folder's functions: the contract (puzzle_concept.h)
// says which, so a puzzle without one of them (its checker included) does not compile.
template <auto answerJudge, auto checkTextId, auto answerTextId, auto resembles, auto checker>
requires RegistryEntry<answerJudge, checkTextId, answerTextId, resembles, checker>
constexpr Puzzle entry(std::string_view name, std::string_view title, std::string_view summary,
                       std::string_view limits) {
    return Puzzle{name,        title,        summary,   limits, answerJudge,
                  checkTextId, answerTextId, resembles, checker};
}

// Every puzzle, in the order the app shows its pages and the CLI lists its commands.
std::span<const Puzzle> puzzles();
// The puzzle with this name; nullptr when there is none.
const Puzzle* find(std::string_view name);
// The names joined: "jenga, patience, hackenbush, stones" (with `separator`).
std::string names(std::string_view separator = ", ");

} // namespace pw::registry
