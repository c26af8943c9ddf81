// Colored Jenga's entry in the puzzle registry (registry/registry.h): its name and title, the
// judge answer, text id checks and its recogniser. Every puzzle folder has this file.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/jenga/rules.h"

#include <optional>
#include <string>
#include <string_view>

namespace pw::jenga {

inline constexpr std::string_view kName = "jenga";
inline constexpr std::string_view kTitle = "Colored Jenga";

// The judge input to its answer: the minimal expected game length with 15 significant digits.
// Throws ParseError, or CannotSolve when the exact solve does not finish.
std::string answerJudge(std::string_view input, SolveControl& control);
// The same with another die (rules.h).
std::string answerJudgeWith(std::string_view input, const Rules& rules, SolveControl& control);
std::optional<std::string> checkTextId(std::string_view id);
std::string answerTextId(std::string_view id, SolveControl& control);
// A .pwb page under its rules, given as their text form (rulesText, as the options take them):
// the text id checked under them (nullopt when valid, else what is wrong, the rules' own
// problem included), and its judge answer under them.
std::optional<std::string> checkTextIdWith(std::string_view id, std::string_view rules);
std::string answerTextIdWith(std::string_view id, std::string_view rules, SolveControl& control);
// Judge input (a level count, then levels of three letters R, G, B) or a text id ("RGB/GR.").
bool resembles(std::string_view text);

} // namespace pw::jenga
