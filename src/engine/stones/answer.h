// Stones' entry in the puzzle registry (registry/registry.h): its name and title, the judge
// answer, text id checks and its recogniser. Every puzzle folder has this file.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/position_answers.h"
#include "engine/common/solve_control.h"
#include "engine/stones/judge.h"
#include "engine/stones/position.h"
#include "engine/stones/rules.h"

#include <optional>
#include <string>
#include <string_view>

namespace pw::stones {

inline constexpr std::string_view kName = "stones";
inline constexpr std::string_view kTitle = "Stones";

namespace detail {
// The start's judge answer under rules: -1, or the number of moves and one "FROM TO" line per
// move of a shortest solution (searched from both ends, not the whole board's table). Throws
// ParseError (line 0) when a target is not on the board, or CannotSolve when the search does not
// finish.
std::string answerOf(const Position& position, SolveControl& control, const Rules& rules);
} // namespace detail

// The judge input to its answer, the same under other rules (a target other than 1, 2, 3), a
// text id's check and answer, and a .pwb page's answer under its rules given as their text form
// (rulesText, as the options take them).
using Answers = OnePositionAnswers<&parseJudge, &parseTextId, &detail::answerOf>;
inline constexpr auto& answerJudge = Answers::judge;
inline constexpr auto& answerJudgeWith = Answers::judgeWith<Rules>;
inline constexpr auto& checkTextId = Answers::checkTextId;
inline constexpr auto& answerTextId = Answers::textId;
inline constexpr auto& answerTextIdWith = Answers::textIdWith<&parseRules>;
// A .pwb page's text id checked under its rules: nullopt when valid, else what is wrong, the
// rules' own problem and a target off the board included.
std::optional<std::string> checkTextIdWith(std::string_view id, std::string_view rules);
// Judge input (n, three vertices, a colour matrix with '*' on its diagonal) or a text id
// ("4:2,3,4:abaabb").
bool resembles(std::string_view text);

} // namespace pw::stones
