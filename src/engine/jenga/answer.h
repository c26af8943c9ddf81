// Colored Jenga's entry in the puzzle registry (registry/registry.h): its name and title, the
// judge answer, text id checks and its recogniser. Every puzzle folder has this file.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/position_answers.h"
#include "engine/common/solve_control.h"
#include "engine/jenga/judge.h"
#include "engine/jenga/position.h"
#include "engine/jenga/rules.h"

#include <optional>
#include <string>
#include <string_view>

namespace pw::jenga {

inline constexpr std::string_view kName = "jenga";
inline constexpr std::string_view kTitle = "Colored Jenga";

namespace detail {
// A tower's judge answer under rules: the minimal expected game length with 15 significant
// digits. Throws ParseError for an invalid tower, or CannotSolve when the exact solve does not
// finish.
std::string answerOf(const Tower& tower, SolveControl& control, const Rules& rules);
} // namespace detail

// The judge input to its answer, the same with another die (rules.h), a text id's check and
// answer, and a .pwb page's answer under its rules given as their text form (rulesText, as the
// options take them).
using Answers = OnePositionAnswers<&parseJudge, &parseTextId, &detail::answerOf>;
inline constexpr auto& answerJudge = Answers::judge;
inline constexpr auto& answerJudgeWith = Answers::judgeWith<Rules>;
inline constexpr auto& checkTextId = Answers::checkTextId;
inline constexpr auto& answerTextId = Answers::textId;
inline constexpr auto& answerTextIdWith = Answers::textIdWith<&parseRules>;
// A .pwb page's text id checked under its rules: nullopt when valid, else what is wrong, the
// rules' own problem included.
std::optional<std::string> checkTextIdWith(std::string_view id, std::string_view rules);
// Judge input (a level count, then levels of three letters R, G, B) or a text id ("RGB/GR.").
bool resembles(std::string_view text);

} // namespace pw::jenga
