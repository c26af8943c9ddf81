// Stones' entry in the puzzle registry (registry/registry.h): its name and title, the judge
// answer, text id checks and its recogniser. Every puzzle folder has this file.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/stones/rules.h"

#include <optional>
#include <string>
#include <string_view>

namespace pw::stones {

inline constexpr std::string_view kName = "stones";
inline constexpr std::string_view kTitle = "Stones";

// The judge input to its answer: -1, or the number of moves and one "FROM TO" line per move of
// a shortest solution. Throws ParseError, or CannotSolve when the search does not finish.
std::string answerJudge(std::string_view input, SolveControl& control);
// The same under other rules (a target other than 1, 2, 3); throws ParseError (line 0) when the
// target is not on the board.
std::string answerJudgeWith(std::string_view input, const Rules& rules, SolveControl& control);
std::optional<std::string> checkTextId(std::string_view id);
std::string answerTextId(std::string_view id, SolveControl& control);
// A .pwb page under its rules, given as their text form (rulesText, as the options take them):
// the text id checked under them (nullopt when valid, else what is wrong, the rules' own
// problem included), and its judge answer under them.
std::optional<std::string> checkTextIdWith(std::string_view id, std::string_view rules);
std::string answerTextIdWith(std::string_view id, std::string_view rules, SolveControl& control);
// Judge input (n, three vertices, a colour matrix with '*' on its diagonal) or a text id
// ("4:2,3,4:abaabb").
bool resembles(std::string_view text);

} // namespace pw::stones
